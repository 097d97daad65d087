// Saved keys and the add-a-key form.
import { expect, type Locator, type Page } from '@playwright/test'

/** What the add-a-key form takes. */
export interface AddKeyInput {
  key: string
  serviceUrl: string
  label: string
  /** Save it even when the check before saving finds that it does not work ("Save anyway"). */
  anyway?: boolean
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
  /** What the check before saving found, when it was not a working key (with "Save anyway"). */
  readonly checkFinding: Locator
  readonly savedKeys: Locator
  readonly savedRegion: Locator

  constructor(page: Page) {
    this.page = page
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { level: 1, name: 'Keys' })
    const form = main.getByRole('form', { name: 'Add a key' })
    this.keyInput = form.getByLabel('API key', { exact: true })
    this.serviceUrlInput = form.getByRole('textbox', { name: 'Service URL' })
    this.labelInput = form.getByRole('textbox', { name: 'Label' })
    this.saveButton = form.getByRole('button', { name: 'Check and save' })
    this.checkFinding = form.locator('.key-check-finding')
    this.formStatus = form.locator('.key-form-status')
    this.formError = form.locator('.error-panel')
    this.savedRegion = main.getByRole('region', { name: 'Saved keys' })
    this.savedKeys = this.savedRegion.locator('.key-list > li')
  }

  /**
   * Fills and submits the form, then waits for "Saved “label”". A key the check finds not working is saved only
   * with `anyway` (through "Save anyway"); otherwise the check's finding fails the step.
   */
  async addKey({ key, serviceUrl, label, anyway = false }: AddKeyInput): Promise<void> {
    // The saved keys above the form settle first ("Loading keys…" becomes the list or the empty state, a taller
    // block): a press on the button while the form moves lands where it was.
    await expect(this.savedRegion.getByText('Loading keys…')).toHaveCount(0)
    await this.keyInput.fill(key)
    await this.serviceUrlInput.fill(serviceUrl)
    await this.labelInput.fill(label)
    await this.saveButton.click()
    const saved = this.formStatus.getByText(`Saved “${label}”`)
    await expect(saved.or(this.checkFinding)).toBeVisible()
    if (await this.checkFinding.isVisible()) {
      expect(anyway, `the check found: ${await this.checkFinding.textContent()}`).toBe(true)
      await this.checkFinding.getByRole('button', { name: 'Save anyway' }).click()
    }
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
