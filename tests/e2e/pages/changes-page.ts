// What changed: two dates, the counts per category (each a button that shows its bridges), the rows, the file out.
import { expect, type Download, type Locator, type Page } from '@playwright/test'

/** The "What changed" view. */
export class ChangesPage {
  readonly page: Page
  readonly heading: Locator
  readonly from: Locator
  readonly to: Locator
  readonly counts: Locator
  readonly rowsRegion: Locator
  readonly rows: Locator

  constructor(page: Page) {
    this.page = page
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { level: 1, name: 'What changed' })
    this.from = main.getByLabel('From', { exact: true })
    this.to = main.getByLabel('To', { exact: true })
    this.counts = main.getByRole('region', { name: 'Changes by category' })
    this.rowsRegion = main.locator('section.changes-rows')
    this.rows = main.locator('.changes-list > li')
  }

  /**
   * The line of counts of a category, named as the list names it ("Health" for the value "health"); 'All
   * categories' for the totals.
   */
  line(category: string): Locator {
    const shown = category.charAt(0).toUpperCase() + category.slice(1)
    return this.counts
      .getByRole('listitem')
      .filter({ has: this.page.locator('.changes-category', { hasText: new RegExp(`^${shown}$`) }) })
  }

  /** A count's button in a category's line: "3 added", "2 changed"... */
  count(category: string, name: RegExp): Locator {
    return this.line(category).getByRole('button', { name })
  }

  /** The rows shown, each as [kind, title, the fields' changes]. */
  async shown(): Promise<[string, string, string[]][]> {
    return this.rows.evaluateAll((items) =>
      items.map((li) => [
        li.querySelector('.changes-kind')?.textContent ?? '',
        li.querySelector('.changes-title')?.textContent ?? '',
        [...li.querySelectorAll('.changes-fields li')].map((f) => f.textContent ?? ''),
      ]),
    )
  }

  /** Clicks an export button and returns its download. */
  async export(format: 'CSV' | 'JSON'): Promise<Download> {
    const download = this.page.waitForEvent('download')
    await this.page
      .getByRole('main')
      .getByRole('button', { name: `Export ${format}` })
      .click()
    return download
  }

  /** Chooses the two days (YYYY-MM-DD) and waits for the counts. */
  async choose(from: string, to: string): Promise<void> {
    await expect(this.heading).toBeVisible()
    await this.from.fill(from)
    await this.to.fill(to)
    await expect(this.counts).toBeVisible()
  }
}
