// Platform counters and their charts.
import type { Locator, Page } from '@playwright/test'
import { factValue } from './facts.ts'

/** The stats view. */
export class StatsPage {
  readonly page: Page
  readonly heading: Locator
  readonly history: Locator

  constructor(page: Page) {
    this.page = page
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { level: 1, name: 'Stats' })
    this.history = main.getByRole('region', { name: 'Over time' })
  }

  /** The value of one counter card, by its label (e.g. "Bridges"). */
  counter(label: string): Locator {
    return factValue(this.page.getByRole('main').locator('.stat-cards'), label)
  }
}
