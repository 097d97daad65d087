// The bridge list: search, category, the virtualized list and Export.
import { expect, type Locator, type Page } from '@playwright/test'

/** Height of one list row in px (the renderer's ROW_HEIGHT). */
export const ROW_HEIGHT_PX = 56

/** One rendered row's text fields. */
export interface RowText {
  title: string
  meta: string
  suggestor: string
}

/** The Bridges view. */
export class BridgesPage {
  readonly page: Page
  readonly heading: Locator
  readonly search: Locator
  readonly category: Locator
  /** "Filters": in narrow and short windows it shows the place picker and the category under the search. */
  readonly filtersButton: Locator
  readonly list: Locator
  /** Rendered bridge rows (not the "Loading more" placeholder). */
  readonly rows: Locator
  readonly scroller: Locator
  readonly countLine: Locator
  readonly endOfList: Locator
  readonly empty: Locator
  readonly loadAllButton: Locator
  readonly exportDialog: Locator
  readonly exportStatus: Locator
  /** The chip of one suggestor's bridges ("Bridges by li_berg ×"), and its × button. */
  readonly bySuggestor: Locator
  readonly removeBySuggestor: Locator

  constructor(page: Page) {
    this.page = page
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { level: 1, name: 'Bridges' })
    this.search = main.getByRole('searchbox', { name: 'Search bridges' })
    this.category = main.getByRole('combobox', { name: 'Category' })
    this.filtersButton = main.getByRole('button', { name: /^Filters/ })
    this.list = main.getByRole('list', { name: 'Bridges' })
    this.rows = this.list.locator('[role="listitem"][data-row-index]')
    this.scroller = main.locator('.bridge-list-scroll')
    this.countLine = main.getByRole('status').filter({ hasText: /^Showing / })
    this.endOfList = main.getByText(/^That's all /)
    this.empty = main.locator('.empty-state')
    this.loadAllButton = main.getByRole('button', { name: 'Export…' })
    this.exportDialog = page.getByRole('dialog', { name: 'Export matching bridges' })
    this.exportStatus = main.locator('.export-status')
    this.bySuggestor = main.getByTestId('by-suggestor')
    this.removeBySuggestor = this.bySuggestor.getByRole('button', { name: 'Show every suggestor’s bridges' })
  }

  /** Waits for the first page of rows (or the empty state). */
  async waitForRows(): Promise<void> {
    await expect(this.rows.first().or(this.empty)).toBeVisible()
  }

  /** Types a search and waits until the location carries it. */
  async searchFor(text: string): Promise<void> {
    await this.search.fill(text)
    await expect
      .poll(() => this.page.evaluate(() => new URLSearchParams(location.hash.split('?')[1] ?? '').get('q')))
      .toBe(text.trim() === '' ? null : text)
    await this.waitForRows()
  }

  /** Shows the filters when the window is narrow or short enough to keep them behind "Filters". */
  async showFilters(): Promise<void> {
    if (!(await this.filtersButton.isVisible())) return
    if ((await this.filtersButton.getAttribute('aria-expanded')) !== 'true') await this.filtersButton.click()
    await expect(this.category).toBeVisible()
  }

  /** Chooses a category by its value ('' for all). */
  async chooseCategory(value: string): Promise<void> {
    await this.showFilters()
    await this.category.fill(value)
    await this.category.press('Enter')
    await this.waitForRows()
  }

  /** The row for a title. */
  row(title: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name: title, exact: true }) })
  }

  /** Title link of the n-th rendered row. */
  titleLink(row: Locator): Locator {
    return row.locator('.bridge-row-title')
  }

  /** Title, meta line and suggestor of every rendered row. */
  async rowTexts(): Promise<RowText[]> {
    return this.rows.evaluateAll((rows) =>
      rows.map((r) => ({
        title: r.querySelector('.bridge-row-title')?.textContent ?? '',
        meta: r.querySelector('.bridge-row-meta')?.textContent ?? '',
        suggestor: r.querySelector('.bridge-row-suggestor a')?.textContent ?? '',
      })),
    )
  }

  /** Number of rows loaded so far, from aria-setsize (the DOM holds only those in view). */
  async loadedCount(): Promise<number> {
    const size = await this.rows.first().getAttribute('aria-setsize')
    return Number(size ?? 0)
  }

  /** Scrolls the list to its current end (the virtualizer then asks for the next page). */
  async scrollToEnd(): Promise<void> {
    await this.scroller.evaluate((el) => {
      el.scrollTop = el.scrollHeight
    })
  }

  /** Opens Export and waits for the estimate dialog. */
  async openExport(): Promise<void> {
    await this.loadAllButton.click()
    await expect(this.exportDialog).toBeVisible()
  }

  /** The estimate sentence in the dialog. */
  estimate(): Locator {
    return this.exportDialog.getByText(/^This needs /)
  }

  /** Picks the format, confirms, and returns the status text once the export has finished. */
  async exportAs(format: 'csv' | 'json'): Promise<string> {
    await this.exportDialog.getByRole('radio', { name: format === 'csv' ? /^CSV/ : /^JSON/ }).check()
    await this.exportDialog.getByRole('button', { name: 'Export', exact: true }).click()
    const saved = this.exportStatus.getByText(/^Saved /)
    await expect(saved).toBeVisible({ timeout: 60_000 })
    return (await saved.textContent()) ?? ''
  }
}
