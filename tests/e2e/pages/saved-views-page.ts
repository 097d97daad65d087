// Saved views: the Save view control on Bridges, the list in the side nav and the Saved views page.
import { expect, type Locator, type Page } from '@playwright/test'

/** The saved-views parts of the app. */
export class SavedViewsPage {
  readonly page: Page
  readonly heading: Locator
  /** The view list on the Saved views page. */
  readonly list: Locator
  /** The saved views under Bridges in the side nav. */
  readonly navList: Locator
  readonly saveButton: Locator
  readonly saveDialog: Locator
  readonly current: Locator
  readonly exportButton: Locator
  readonly importButton: Locator
  readonly importInput: Locator
  readonly transferStatus: Locator

  constructor(page: Page) {
    this.page = page
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { level: 1, name: 'Saved views' })
    this.list = main.getByRole('list', { name: 'Saved views' })
    this.navList = page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('list', { name: 'Saved views' })
    this.saveButton = main.getByRole('button', { name: /^Save (view|as new view)…$/ })
    this.saveDialog = page.getByRole('dialog', { name: 'Save this view' })
    this.current = main.getByText(/^Saved view: /)
    this.exportButton = main.getByRole('button', { name: 'Export views…' })
    this.importButton = main.getByRole('button', { name: 'Import views…' })
    this.importInput = main.getByLabel('Saved views file to import')
    this.transferStatus = main.locator('.views-transfer-outcome')
  }

  /** On Bridges: opens the Save view dialog and submits `name`; the dialog may refuse it (see saveCurrent). */
  async submitName(name: string): Promise<void> {
    await this.saveButton.click()
    await expect(this.saveDialog).toBeVisible()
    await this.saveDialog.getByRole('textbox', { name: 'Name' }).fill(name)
    await this.saveDialog.getByRole('button', { name: 'Save view' }).click()
  }

  /** On Bridges: saves what is on screen under `name` and waits until the toolbar says it is saved. */
  async saveCurrent(name: string): Promise<void> {
    await this.submitName(name)
    await expect(this.saveDialog).toBeHidden()
    await expect(this.current).toHaveText(`Saved view: ${name}`)
  }

  /** A view's link in the side nav. */
  navLink(name: string): Locator {
    return this.navList.getByRole('link', { name, exact: true })
  }

  /** Opens the Saved views page from the side nav. */
  async open(): Promise<void> {
    await this.navList.getByRole('link', { name: /^(Manage views|Saved views)$/ }).click()
    await expect(this.heading).toBeVisible()
  }

  /** The names on the Saved views page, in order. */
  async names(): Promise<string[]> {
    return this.list.locator('.saved-view-name').allTextContents()
  }

  private actions(name: string): Locator {
    return this.list.getByRole('group', { name: `Actions for ${name}` })
  }

  async rename(name: string, to: string): Promise<void> {
    await this.actions(name).getByRole('button', { name: 'Rename' }).click()
    const dialog = this.page.getByRole('dialog', { name: `Rename “${name}”` })
    await dialog.getByRole('textbox', { name: 'Name' }).fill(to)
    await dialog.getByRole('button', { name: 'Rename' }).click()
    await expect(dialog).toBeHidden()
  }

  async remove(name: string): Promise<void> {
    await this.actions(name).getByRole('button', { name: 'Delete' }).click()
    const dialog = this.page.getByRole('dialog', { name: `Delete the view “${name}”?` })
    await dialog.getByRole('button', { name: 'Delete view' }).click()
    await expect(dialog).toBeHidden()
  }

  /** Copies a view's link through its Copy link button and returns what the clipboard holds. */
  async copyLink(name: string): Promise<string> {
    await this.actions(name).getByRole('button', { name: 'Copy link' }).click()
    await expect(this.actions(name).getByRole('status')).toHaveText('Link copied')
    return this.page.evaluate(() => navigator.clipboard.readText())
  }
}
