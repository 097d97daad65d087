// Saved keys and the add-a-key form.
import { expect, type Locator, type Page } from '@playwright/test'

/** What the add-a-key form takes. */
export interface AddKeyInput {
  key: string
  serviceUrl: string
  label: string
}

/** The keys view. */
export class KeysPage {
  readonly page: Page
  readonly heading: Locator
  readonly keyInput: Locator
  readonly serviceUrlInput: Locator
  readonly labelInput: Locator
  readonly saveButton: Locator
  readonly formStatus: Locator
  readonly formError: Locator
  readonly savedKeys: Locator

  constructor(page: Page) {
    this.page = page
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { level: 1, name: 'Keys' })
    const form = main.getByRole('form', { name: 'Add a key' })
    this.keyInput = form.getByLabel('API key', { exact: true })
    this.serviceUrlInput = form.getByRole('textbox', { name: 'Service URL' })
    this.labelInput = form.getByRole('textbox', { name: 'Label' })
    this.saveButton = form.getByRole('button', { name: 'Save key' })
    this.formStatus = form.locator('.key-form-status')
    this.formError = form.locator('.error-panel')
    this.savedKeys = main.getByRole('region', { name: 'Saved keys' }).locator('.key-list > li')
  }

  /** Fills and submits the form, then waits for "Saved “label”". */
  async addKey({ key, serviceUrl, label }: AddKeyInput): Promise<void> {
    await this.keyInput.fill(key)
    await this.serviceUrlInput.fill(serviceUrl)
    await this.labelInput.fill(label)
    await this.saveButton.click()
    await expect(this.formStatus).toContainText(`Saved “${label}”`)
  }

  /** The saved key with this label. */
  keyRow(label: string): Locator {
    return this.page.getByRole('listitem', { name: `Key ${label}`, exact: true })
  }

  /** Clicks "Check now" and waits until the check has finished. */
  async checkNow(label: string): Promise<void> {
    const row = this.keyRow(label)
    await row.getByRole('button', { name: 'Check now' }).click()
    await expect(row.getByRole('button', { name: 'Check now' })).toBeEnabled()
    await expect(row.getByRole('status').or(row.locator('.error-panel')).first()).not.toBeEmpty()
  }

  /** Makes the key active and waits for its "Active" badge. */
  async makeActive(label: string): Promise<void> {
    const row = this.keyRow(label)
    await row.getByRole('button', { name: 'Make active' }).click()
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
  }

  /** Removes the key through its confirmation dialog and waits until it is gone. */
  async remove(label: string): Promise<void> {
    const row = this.keyRow(label)
    await row.getByRole('button', { name: 'Remove', exact: true }).click()
    await this.page
      .getByRole('dialog', { name: `Remove “${label}”?` })
      .getByRole('button', { name: 'Remove key' })
      .click()
    await expect(row).toHaveCount(0)
  }
}
