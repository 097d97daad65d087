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

/** The text of each shown cell of a request log row that is cut short (its content wider than the cell). */
export function clippedCells(row: Locator): Promise<(string | null)[]> {
  return row.locator('td').evaluateAll((cells) =>
    cells
      .filter((td) => getComputedStyle(td).display !== 'none')
      .filter((td) => td.scrollWidth > td.clientWidth + 1)
      .map((td) => td.textContent),
  )
}
