// The catalogue as the e2e suite drives it: its share and status through the preview's IPC, and the places in
// the app that show what it answers (Lookup's answer, the list's sort and counts, Insights).
import { expect, type Locator, type Page } from '@playwright/test'
import type { CatalogueStatus } from '../../../shared/ipc/catalogue.ts'
import type { Preview } from '../support/preview-process.ts'

/** Runs the walk at the whole window (Settings' 100 %), so a test does not wait the 80 s the default 25 % takes. */
export async function walkAtFullShare(preview: Preview): Promise<void> {
  const reply = await preview.ipc('catalogue:settings', { sharePercent: 100 })
  if (!reply.ok) throw new Error(`catalogue:settings failed: ${reply.error.message}`)
}

/** Waits until the catalogue of the preview's service is complete; returns its status. */
export async function catalogueComplete(preview: Preview): Promise<CatalogueStatus> {
  let last: CatalogueStatus | null = null
  await expect
    .poll(
      async () => {
        const reply = await preview.ipc<CatalogueStatus>('catalogue:status')
        last = reply.ok ? reply.value : null
        return last?.complete === true
      },
      { timeout: 45_000, intervals: [200] },
    )
    .toBe(true)
  return last as unknown as CatalogueStatus
}

/** What the catalogue shows in the app. */
/** The catalogue reads the whole list again (Settings' Rebuild) and the walk ends after `after`. */
export async function readAgain(preview: Preview, after: number): Promise<void> {
  const reply = await preview.ipc('catalogue:rebuild')
  if (!reply.ok) throw new Error(`catalogue:rebuild failed: ${reply.error.message}`)
  await expect
    .poll(
      async () => {
        const s = await preview.ipc<CatalogueStatus>('catalogue:status')
        return s.ok && s.value.state === 'complete' && (s.value.completedAt ?? 0) > after
      },
      { timeout: 45_000, intervals: [200] },
    )
    .toBe(true)
}

export class CataloguePage {
  readonly page: Page
  /** Lookup's answer from the catalogue (bridges found, "did you mean", or the offer to read the rest). */
  readonly lookupAnswer: Locator
  readonly statusLine: Locator
  readonly listSort: Locator
  /** The category field's offered categories (its listbox's options), each named with its count. */
  readonly categoryOptions: Locator
  readonly categoryField: Locator
  readonly countLine: Locator
  readonly insights: Locator
  /** Settings' Catalogue section, and what its Delete said it did ("Deleted; 12.4 MB freed."). */
  readonly settings: Locator
  readonly deleted: Locator

  constructor(page: Page) {
    this.page = page
    const main = page.getByRole('main')
    this.lookupAnswer = main.getByTestId('lookup-answer')
    this.statusLine = main.getByTestId('catalogue-status').first()
    this.listSort = main.getByRole('combobox', { name: 'Sort' })
    this.categoryField = main.getByRole('combobox', { name: 'Category' })
    this.categoryOptions = main.locator('#bridge-category-options [role="option"]')
    this.countLine = main.getByTestId('list-count')
    this.insights = main.getByTestId('insights')
    this.settings = main.getByRole('region', { name: 'Catalogue' })
    this.deleted = this.settings.getByRole('status').filter({ hasText: /^Deleted/ })
  }

  /** Settings → Catalogue → Delete catalogue, confirmed in its dialog (which says what goes). */
  async deleteInSettings(): Promise<void> {
    await this.settings.getByRole('button', { name: 'Delete catalogue' }).click()
    const dialog = this.page.getByRole('dialog', { name: 'Delete the catalogue?' })
    await expect(dialog).toContainText('The space it took on disk is given back')
    await dialog.getByRole('button', { name: 'Delete catalogue' }).click()
  }

  /** One chart card of Insights by its heading. */
  chart(title: string): Locator {
    return this.insights
      .locator('.chart-card')
      .filter({ has: this.page.getByRole('heading', { name: title }) })
  }
}
