// A suggestor's public profile.
import { expect, type Locator, type Page } from '@playwright/test'
import { factValue } from './facts.ts'

/** The profile view. */
export class ProfilePage {
  readonly page: Page
  readonly article: Locator
  readonly heading: Locator
  readonly bridgeLinks: Locator
  readonly notFound: Locator

  constructor(page: Page) {
    this.page = page
    const main = page.getByRole('main')
    this.article = main.getByRole('article')
    this.heading = main.getByRole('heading', { level: 1 })
    this.bridgeLinks = this.article.locator('.plain-list').getByRole('link')
    this.notFound = main.getByText(/^There is no profile called /)
  }

  /** The value shown for a fact (Username, Verified, Total passes, Bridges). */
  fact(name: string): Locator {
    return factValue(this.article, name)
  }

  /** Waits until the profile of `username` is shown. */
  async expectUsername(username: string): Promise<void> {
    await expect(this.fact('Username')).toHaveText(username)
  }
}
