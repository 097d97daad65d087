// One bridge: title, suggestion, facts, the domain button and the suggestor link.
import { expect, type Locator, type Page } from '@playwright/test'
import { factValue } from './facts.ts'

/** The bridge detail view. */
export class BridgeDetailPage {
  readonly page: Page
  readonly article: Locator
  readonly heading: Locator
  readonly suggestion: Locator
  readonly backLink: Locator
  readonly openDomainButton: Locator
  readonly openDomainDialog: Locator
  readonly notFound: Locator

  constructor(page: Page) {
    this.page = page
    const main = page.getByRole('main')
    this.article = main.getByRole('article')
    this.heading = main.getByRole('heading', { level: 1 })
    this.suggestion = this.article.locator('.suggestion')
    this.backLink = main.getByRole('link', { name: '← Bridges' })
    this.openDomainButton = main.getByRole('button', { name: /^Open / })
    this.openDomainDialog = page.getByRole('dialog', { name: /in your browser\?$/ })
    this.notFound = main.getByText('This bridge does not exist or is no longer published.')
  }

  /** The value shown for a fact (Category, Domain, Passes, Score, Published, Suggested by, Identifier). */
  fact(name: string): Locator {
    return factValue(this.article, name)
  }

  /** The link to the suggestor's profile. */
  suggestorLink(): Locator {
    // The suggestor's own link (to the profile), not "More bridges by …" beside it.
    return this.fact('Suggested by').locator('a[href^="#/profiles/"]')
  }

  /** Waits until the bridge with this title is shown. */
  async expectTitle(title: string): Promise<void> {
    await expect(this.heading).toHaveText(title)
  }
}
