// Key usage (#/usage, under Developer): the requests-per-minute chart with its marks, the breakdown, the scope matrix.
import { expect, type Locator, type Page } from '@playwright/test'
import { factValue } from './facts.ts'

/** The key usage view. */
export class UsagePage {
  readonly page: Page
  readonly heading: Locator
  readonly keyPicker: Locator
  readonly totals: Locator
  readonly empty: Locator
  readonly spentBy: Locator
  readonly errors: Locator
  readonly waits: Locator
  readonly waitMarks: Locator
  readonly errorMarks: Locator
  readonly matrix: Locator
  readonly scopeWords: Locator
  readonly expiry: Locator

  constructor(page: Page) {
    this.page = page
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { level: 1, name: 'Key usage' })
    const history = main.getByRole('region', { name: 'Requests per minute' })
    this.keyPicker = history.getByRole('combobox', { name: 'Key' })
    this.totals = history.locator('.usage-totals')
    this.empty = history.getByText('No requests with this key in this span')
    this.spentBy = history.getByRole('table', { name: 'Spent by' })
    this.errors = history.getByRole('table', { name: 'Errors by code' })
    this.waits = history.getByRole('table', { name: 'Waits' })
    this.waitMarks = history.locator('.line-chart-mark-wait')
    this.errorMarks = history.locator('.line-chart-mark-error')
    const matrix = main.getByRole('region', { name: 'Scope matrix', exact: true })
    this.matrix = matrix.getByRole('table')
    this.scopeWords = matrix.locator('.scope-words')
    this.expiry = main.locator('.expiry-notices')
  }

  /** A total above the chart (Requests, 429 answers, Waits for the limit, Errors). */
  total(name: string): Locator {
    return factValue(this.totals, name)
  }

  /** A row of a breakdown table by its first cell. */
  row(table: Locator, name: string | RegExp): Locator {
    return table.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name, exact: true }) })
  }

  /** The matrix cell of `path` (e.g. `/me`) for the key labelled `label`. */
  async cell(path: string, label: string): Promise<Locator> {
    // The matrix may still be loading (a loaded machine read its headers while it said "Loading…"): wait for the
    // key's column, then take its place.
    const columnOf = async (): Promise<number> =>
      (await this.matrix.getByRole('columnheader').allTextContents()).findIndex((h) => h.startsWith(label))
    await expect
      .poll(columnOf, { message: `a column for key ${label} in the scope matrix` })
      .toBeGreaterThanOrEqual(2)
    const column = await columnOf()
    const row = this.matrix
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: `GET ${path}`, exact: true }) })
    // Cells (td) after the row header: the scope, then one per key.
    return row.getByRole('cell').nth(column - 1)
  }

  /** Chooses the two keys to compare. */
  async compare(a: string, b: string): Promise<void> {
    const main = this.page.getByRole('main')
    await main.getByRole('combobox', { name: 'Compare' }).selectOption({ label: a })
    await main.getByRole('combobox', { name: 'with' }).selectOption({ label: b })
  }
}
