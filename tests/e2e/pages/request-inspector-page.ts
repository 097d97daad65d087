// The request inspector in the Developer view: filters over the stored log and the exchange a row opens.
import type { Locator, Page } from '@playwright/test'

/** The inspector's filters, rows and open exchange. */
export class RequestInspectorPage {
  readonly page: Page
  readonly filters: Locator
  readonly search: Locator
  readonly status: Locator
  readonly failuresOnly: Locator
  readonly rows: Locator
  readonly exchange: Locator
  readonly retryChain: Locator
  readonly requestHeaders: Locator
  readonly responseHeaders: Locator
  readonly body: Locator

  constructor(page: Page) {
    this.page = page
    const main = page.getByRole('main')
    this.filters = main.getByRole('search', { name: 'Filter the request log' })
    this.search = this.filters.getByLabel('Search')
    this.status = this.filters.getByLabel('Status')
    this.failuresOnly = this.filters.getByLabel('Failures only')
    this.rows = main.getByRole('region', { name: 'Request log, scrollable' }).locator('tbody tr')
    this.exchange = main.locator('section.exchange-panel')
    this.retryChain = this.exchange.getByRole('region', { name: 'Retry chain' })
    this.requestHeaders = this.exchange.getByRole('region', { name: 'Request headers' })
    this.responseHeaders = this.exchange.getByRole('region', { name: 'Response headers' })
    this.body = this.exchange.getByRole('region', { name: 'Body' })
  }

  /** Opens the first listed row whose status cell reads `status`. */
  async inspect(status: string): Promise<void> {
    const row = this.rows.filter({ has: this.page.locator('td:nth-child(4)', { hasText: status }) }).first()
    await row.getByRole('button', { name: /^Inspect: / }).click()
  }
}
