// The compare page: two bridges or two profiles side by side, its Difference column, Copy as text, and the
// "Compare with…" search for the second.
import { expect, type Locator, type Page } from '@playwright/test'

/** The compare page. */
export class ComparePage {
  readonly page: Page
  readonly heading: Locator
  /** The side-by-side table (its caption says how many fields differ). */
  readonly table: Locator
  readonly copy: Locator
  readonly status: Locator
  /** "Compare with…": the field and its button. */
  readonly pickField: Locator
  readonly pickFind: Locator
  readonly overTime: Locator

  constructor(page: Page) {
    this.page = page
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { level: 1 })
    this.table = main.locator('table.compare-table')
    this.copy = main.getByRole('button', { name: 'Copy as text' })
    this.status = main.locator('.compare-actions [role="status"]')
    this.pickField = main.getByRole('textbox', { name: /to compare with$/ })
    this.pickFind = main.getByRole('button', { name: 'Find', exact: true })
    this.overTime = main.locator('section.compare-over-time')
  }

  /** The cells of the row of `field`: [first value, second value, difference]. */
  async row(field: string): Promise<string[]> {
    const row = this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: field, exact: true }) })
    await expect(row).toHaveCount(1)
    return row.getByRole('cell').allInnerTexts()
  }

  /** Presses Tab until `target` has the focus (the keyboard's way there), at most `max` times. */
  async tabUntil(target: Locator, max = 40): Promise<void> {
    for (let presses = 0; presses < max; presses++) {
      if (await target.evaluate((el) => el === document.activeElement)) return
      await this.page.keyboard.press('Tab')
    }
    await expect(target).toBeFocused()
  }
}
