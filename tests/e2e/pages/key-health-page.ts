// The key health panel (in #/developer): its current window, latency table and error groups.
import type { Locator, Page } from '@playwright/test'

/** The key health panel of the Developer view. */
export class KeyHealthPage {
  readonly region: Locator
  readonly window: Locator
  readonly forecast: Locator
  readonly latency: Locator
  readonly errors: Locator

  constructor(page: Page) {
    this.region = page.getByRole('main').getByRole('region', { name: 'Key health' })
    this.window = this.region.locator('.key-health-window')
    this.forecast = this.region.locator('.key-health-forecast')
    this.latency = this.region.locator('.key-health-table').filter({ hasText: 'p95' })
    this.errors = this.region.locator('.key-health-table').filter({ hasText: 'Error' })
  }

  /** The answers counted and the p95 (ms) of `endpoint`'s row, read at once: both from the same refresh. */
  async latencyOf(endpoint: string): Promise<{ count: number; p95: number }> {
    return this.latency.locator(`tr[data-endpoint="${endpoint}"]`).evaluate((row) => ({
      count: Number(row.querySelectorAll('td')[1]?.textContent),
      p95: Number(row.querySelector('[data-p95]')?.getAttribute('data-p95')),
    }))
  }

  /** The seconds the current window says it resets in ("resets in 23 s"). */
  async resetsInSeconds(): Promise<number> {
    const text = (await this.window.textContent()) ?? ''
    const m = /resets in (\d+) s/.exec(text)
    if (!m) throw new Error(`no "resets in N s" in: ${text}`)
    return Number(m[1])
  }
}
