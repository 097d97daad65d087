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

  /**
   * The seconds the current window says it resets in: "resets in 23 s", or in minutes from a whole minute on
   * ("resets in 1 min" for a window that has just begun, "resets in 1 min 5 s"), as formatCountdown words it.
   */
  async resetsInSeconds(): Promise<number> {
    const text = (await this.window.textContent()) ?? ''
    const m = /resets in (?:(\d+) min)?\s*(?:(\d+) s)?/.exec(text)
    if (!m || (m[1] === undefined && m[2] === undefined))
      throw new Error(`no "resets in N min N s" in: ${text}`)
    return Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0)
  }
}
