// The keychain doctor panel of the Keys view: its verdict, the fix, a session-only key, out-of-sync entries.
import { expect, type Locator, type Page } from '@playwright/test'

/** The "Keychain" region of the Keys view. */
export class KeychainDoctorPage {
  readonly panel: Locator
  readonly summary: Locator
  readonly fixSteps: Locator
  readonly checkAgain: Locator
  readonly sessionForm: Locator
  readonly missing: Locator

  constructor(page: Page) {
    this.panel = page.getByRole('main').getByRole('region', { name: 'Keychain', exact: true })
    this.summary = this.panel.locator('.keychain-doctor-summary')
    this.fixSteps = this.panel.getByRole('list', { name: 'How to fix it' }).getByRole('listitem')
    this.checkAgain = this.panel.getByRole('button', { name: 'Check again' })
    this.sessionForm = this.panel.getByRole('form', { name: 'Use a key for this session only' })
    this.missing = this.panel.getByRole('region', { name: /no secret in the keychain$/ })
  }

  /** Asks main to look at the keychain again and waits for the new verdict. */
  async recheck(): Promise<void> {
    await this.checkAgain.click()
    await expect(this.checkAgain).toBeEnabled()
  }

  /** Fills and submits the session-only form and waits for its confirmation. */
  async useForSession(key: string, serviceUrl: string, label: string): Promise<void> {
    await this.sessionForm.getByLabel('API key', { exact: true }).fill(key)
    await this.sessionForm.getByRole('textbox', { name: 'Service URL' }).fill(serviceUrl)
    await this.sessionForm.getByRole('textbox', { name: 'Label (optional)' }).fill(label)
    await this.sessionForm.getByRole('button', { name: 'Use for this session' }).click()
    await expect(this.sessionForm.getByRole('status')).toContainText(`“${label}” is in use for this session`)
  }

  /** Re-enters the key of a saved key whose secret is gone (opening the form unless it is open). */
  async reenter(label: string, key: string): Promise<void> {
    const row = this.missing.getByRole('listitem', { name: `Key ${label} without its secret` })
    const form = row.getByRole('form', { name: `Re-enter ${label}` })
    // After a refused attempt the form is still open.
    if ((await form.count()) === 0) await row.getByRole('button', { name: 'Re-enter key…' }).click()
    await form.getByLabel(/^The key ending in/).fill(key)
    await form.getByRole('button', { name: 'Put back in the keychain' }).click()
  }
}
