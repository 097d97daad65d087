// Live request budget and its history.
import type { Locator, Page } from '@playwright/test'

/** The rate limit view. */
export class RateLimitPage {
  readonly page: Page
  readonly heading: Locator
  readonly live: Locator
  readonly history: Locator

  constructor(page: Page) {
    this.page = page
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { level: 1, name: 'Rate limit' })
    this.live = main.getByRole('region', { name: 'Right now' })
    this.history = main.getByRole('region', { name: 'Requests left over the last hour' })
  }
}
