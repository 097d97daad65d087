// The request log and the service's announcements.
import type { Locator, Page } from '@playwright/test'

/** The developer view. */
export class DeveloperPage {
  readonly page: Page
  readonly heading: Locator
  readonly log: Locator
  readonly logRows: Locator
  readonly notices: Locator
  readonly toast: Locator

  constructor(page: Page) {
    this.page = page
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { level: 1, name: 'Developer' })
    this.log = main.getByRole('region', { name: 'Request log', exact: true })
    this.logRows = main.getByRole('region', { name: 'Request log, scrollable' }).locator('tbody tr')
    this.notices = main.getByRole('region', { name: 'Announcements from the service' })
    this.toast = main.locator('.toast-region')
  }

  /** The "Copy as curl" buttons, newest first as listed. */
  copyButtons(): Locator {
    return this.page.getByRole('main').getByRole('button', { name: /^Copy as curl: / })
  }
}
