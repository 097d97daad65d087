// Bulk lookup: a list in (pasted or a file), a column, Start, every row's answer, the file out.
import { expect, type Download, type Locator, type Page } from '@playwright/test'

/** The bulk lookup view. */
export class BulkPage {
  readonly page: Page
  readonly heading: Locator
  readonly paste: Locator
  readonly read: Locator
  readonly file: Locator
  readonly column: Locator
  readonly header: Locator
  readonly start: Locator
  readonly pause: Locator
  readonly resume: Locator
  readonly progress: Locator
  readonly problem: Locator
  readonly rows: Locator

  constructor(page: Page) {
    this.page = page
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { level: 1, name: 'Bulk lookup' })
    this.paste = main.getByRole('textbox', { name: 'List to look up' })
    this.read = main.getByRole('button', { name: 'Read the list' })
    this.file = main.getByLabel('Or choose a file')
    this.column = main.getByRole('combobox', { name: 'Column to look up' })
    this.header = main.getByRole('checkbox', { name: 'The first row is a header' })
    this.start = main.getByRole('button', { name: 'Start' })
    this.pause = main.getByRole('button', { name: 'Pause' })
    this.resume = main.getByRole('button', { name: 'Resume' })
    this.progress = main.locator('.bulk-progress')
    this.problem = main.getByRole('alert').first()
    this.rows = main.getByRole('region', { name: 'Answers' }).getByRole('row')
  }

  /** Chooses a file of `text` named `name` with the file button (what a drop does too). */
  async chooseFile(name: string, text: string): Promise<void> {
    await expect(this.heading).toBeVisible()
    await this.file.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') })
  }

  /** The answer cell of each row of the table, in order. */
  async answers(): Promise<string[]> {
    return this.rows.locator('td:nth-child(3)').allTextContents()
  }

  /** Clicks an export button and returns its download. */
  async export(format: 'CSV' | 'TSV' | 'JSON'): Promise<Download> {
    const download = this.page.waitForEvent('download')
    await this.page
      .getByRole('main')
      .getByRole('button', { name: `Export as ${format}` })
      .click()
    return download
  }
}
