// Support staff's lookup: a username or link in, the right view out; recent lookups.
import { expect, type Locator, type Page } from '@playwright/test'

/** The lookup view. */
export class LookupPage {
  readonly page: Page
  readonly heading: Locator
  readonly input: Locator
  readonly submit: Locator
  readonly problem: Locator
  readonly recent: Locator
  readonly clearRecent: Locator

  constructor(page: Page) {
    this.page = page
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { level: 1, name: 'Lookup' })
    this.input = main.getByRole('textbox', { name: 'Username, bridge or link' })
    this.submit = main.getByRole('button', { name: 'Look up' })
    this.problem = main.getByRole('alert')
    this.recent = main.locator('.plain-list').getByRole('link')
    this.clearRecent = main.getByRole('button', { name: 'Clear recent lookups' })
  }

  /** Types `text` and submits the form. */
  async lookUp(text: string): Promise<void> {
    await expect(this.heading).toBeVisible()
    await this.input.fill(text)
    await this.submit.click()
  }
}
