// The bridges table: display switch, column headers, Columns menu, rows, the row menu and the side panel.
import { expect, type Locator, type Page } from '@playwright/test'

/** The Bridges view shown as a table. */
export class TablePage {
  readonly page: Page
  readonly displayTable: Locator
  readonly displayList: Locator
  readonly grid: Locator
  /** Rendered data rows (not the header, not the loader row). */
  readonly rows: Locator
  readonly columnsButton: Locator
  readonly columnsPanel: Locator
  readonly sortNote: Locator
  readonly panel: Locator
  /** The panel's content; `data-rested` says whether the selection has rested on its bridge. */
  readonly panelBody: Locator
  readonly rowMenu: Locator
  readonly status: Locator

  constructor(page: Page) {
    this.page = page
    const main = page.getByRole('main')
    this.displayTable = main.getByRole('radio', { name: 'Table' })
    this.displayList = main.getByRole('radio', { name: 'List' })
    this.grid = main.getByRole('grid', { name: 'Bridges' })
    this.rows = this.grid.locator('[role="row"][data-row-index]')
    this.columnsButton = main.getByRole('button', { name: 'Columns', exact: true })
    this.columnsPanel = main.getByRole('group', { name: 'Columns' })
    this.sortNote = main.locator('.sort-note')
    this.panel = main.getByRole('complementary', { name: 'Selected bridge' })
    this.panelBody = this.panel.locator('.side-panel-body')
    this.rowMenu = page.getByRole('menu')
    this.status = main.locator('.table-toolbar [role="status"]')
  }

  /** Switches to the table and waits for its first row. */
  async show(): Promise<void> {
    await this.displayTable.check()
    await expect(this.rows.first()).toBeVisible()
  }

  /** The header cell of a column, by its heading text. */
  header(name: string): Locator {
    return this.grid
      .getByRole('columnheader')
      .filter({ has: this.page.getByRole('button', { name, exact: true }) })
  }

  /** The headings in the order shown. */
  async headings(): Promise<string[]> {
    return this.grid
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((c) => c.textContent?.replace(/[▲▼\d]/g, '').trim() ?? ''))
  }

  /** The text of one column in the rendered rows, top to bottom. */
  async columnTexts(column: string): Promise<string[]> {
    return this.rows.evaluateAll(
      (rows, id) =>
        [...rows]
          .sort((a, b) => Number(a.getAttribute('data-row-index')) - Number(b.getAttribute('data-row-index')))
          .map((r) => r.querySelector(`[data-column="${id}"]`)?.textContent?.trim() ?? ''),
      column,
    )
  }

  /** The width in px of a column's header cell. */
  async width(name: string): Promise<number> {
    return (await this.header(name).boundingBox())?.width ?? 0
  }

  /** The row shown at `index` of the (sorted) table. */
  row(index: number): Locator {
    return this.grid.locator(`[role="row"][data-row-index="${index}"]`)
  }

  /** Opens the Columns menu. */
  async openColumns(): Promise<void> {
    if ((await this.columnsButton.getAttribute('aria-expanded')) !== 'true') await this.columnsButton.click()
    await expect(this.columnsPanel).toBeVisible()
  }

  /** The clipboard's text (the context needs clipboard-read). */
  async clipboard(): Promise<string> {
    return this.page.evaluate(() => navigator.clipboard.readText())
  }
}
