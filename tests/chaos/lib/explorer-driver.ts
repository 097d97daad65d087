/** Drives the explorer's views by their accessible names, the way a person would, for chaos and soak loops. */
import { readFile } from 'node:fs/promises'
import type { Locator, Page } from 'playwright-core'
import { parseCsvRows } from '../../support/csv-rows.ts'

/** "Showing 1,250 bridges so far" → { count: 1250, all: false }; null when the line says something else. */
export function parseCountLine(text: string): { count: number; all: boolean } | null {
  const m = /Showing (all )?([\d,]+) bridges?/.exec(text)
  if (!m) return null
  return { count: Number((m[2] as string).replaceAll(',', '')), all: m[1] !== undefined }
}

/** "Saved 375 bridges to /x/y.csv (8 requests)." → the row count and the file; null otherwise. */
export function parseSavedLine(text: string): { rows: number; file: string } | null {
  // The line may go on with the request count: "Saved 375 bridges to /x/y.csv (8 requests)."
  const m = /Saved ([\d,]+) bridges? to (.+?\.(?:csv|json))(?:\.| \()/.exec(text)
  if (!m) return null
  return { rows: Number((m[1] as string).replaceAll(',', '')), file: m[2] as string }
}

/** The ids of an exported file (the `id` column of a CSV, the `id` of each JSON element), in file order. */
export async function exportedIds(file: string): Promise<string[]> {
  if (file.endsWith('.json')) {
    const data = JSON.parse(await readFile(file, 'utf8')) as unknown
    if (!Array.isArray(data)) throw new Error(`${file} is not a JSON array`)
    return data.map((b) => String((b as { id?: unknown }).id))
  }
  const rows = parseCsvRows(await readFile(file, 'utf8')).filter((r) => r.length > 1 || r[0] !== '')
  const header = rows.shift() ?? []
  const at = header.indexOf('id')
  if (at === -1) throw new Error(`no id column in ${file}: ${header.join(',')}`)
  return rows.map((r) => r[at] as string)
}

/** Compares exported ids with what the service holds: nothing lost, nothing duplicated, nothing extra. */
export function compareIds(exported: readonly string[], expected: readonly string[]) {
  const want = new Set(expected)
  const seen = new Set<string>()
  let duplicates = 0
  let extra = 0
  for (const id of exported) {
    if (seen.has(id)) duplicates++
    else if (!want.has(id)) extra++
    seen.add(id)
  }
  const missing = expected.filter((id) => !seen.has(id)).length
  return { exported: exported.length, expected: expected.length, missing, duplicates, extra }
}

/** Page-level actions; each waits for the view to show what it should, within `timeoutMs`. */
export class ExplorerDriver {
  readonly page: Page
  readonly timeoutMs: number

  constructor(page: Page, timeoutMs: number) {
    this.page = page
    this.timeoutMs = timeoutMs
  }

  nav(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name, exact: true })
  }

  list(): Locator {
    return this.page.getByRole('list', { name: 'Bridges' })
  }

  countLine(): Locator {
    return this.page.getByRole('status').filter({ hasText: /Showing / })
  }

  /** Clicks "Try again" wherever the view offers it; true when one was clicked. */
  async retryVisible(): Promise<boolean> {
    const buttons = this.page.getByRole('button', { name: 'Try again' })
    const n = await buttons.count()
    for (let i = 0; i < n; i++)
      await buttons
        .nth(i)
        .click({ timeout: 2000 })
        .catch(() => undefined)
    return n > 0
  }

  async open(url: string): Promise<void> {
    await this.page.goto(url)
    await this.nav('Bridges').waitFor({ timeout: this.timeoutMs })
  }

  /** The bridge list with the given filters, once its first rows (or its empty state) show. */
  async bridges(filters: { q?: string; category?: string } = {}): Promise<void> {
    await this.nav('Bridges').click()
    await this.page.getByRole('searchbox', { name: 'Search bridges' }).fill(filters.q ?? '')
    // A text field offering the categories seen (a datalist): a typed one applies on Enter.
    const category = this.page.getByRole('combobox', { name: 'Category' })
    await category.fill(filters.category ?? '')
    await category.press('Enter')
    await this.countLine()
      .or(this.page.getByText(/^No bridges (match|in)/))
      .first()
      .waitFor({ timeout: this.timeoutMs })
  }

  async shownCount(): Promise<{ count: number; all: boolean } | null> {
    const text = await this.countLine().first().textContent({ timeout: this.timeoutMs })
    return parseCountLine(text ?? '')
  }

  /** Jumps to the end of the list (End key) `pages` times, each time waiting for more rows to load. */
  async pageFar(pages: number): Promise<number> {
    let shown = await this.shownCount()
    for (let i = 0; i < pages && shown && !shown.all; i++) {
      const before = shown.count
      const rows = this.list().locator('[role="listitem"][tabindex="0"]')
      await rows.last().focus({ timeout: this.timeoutMs })
      await this.page.keyboard.press('End')
      const deadline = Date.now() + this.timeoutMs
      do {
        await this.countLine()
          .filter({ hasNotText: new RegExp(`Showing ${before.toLocaleString('en-US')} bridges so far`) })
          .first()
          .waitFor({ timeout: Math.max(1, deadline - Date.now()) })
        shown = await this.shownCount()
      } while (shown && shown.count <= before && !shown.all && Date.now() < deadline)
      if (!shown || (shown.count <= before && !shown.all))
        throw new Error(`the list did not grow past ${before}`)
    }
    return shown?.count ?? 0
  }

  /** Opens the bridge in visible row `index` and waits for its title as the page heading. */
  async openBridge(index: number): Promise<string> {
    const rows = this.list().locator('[role="listitem"][tabindex="0"]')
    const row = rows.nth(Math.min(index, Math.max(0, (await rows.count()) - 1)))
    const title = (await row.getByRole('link').first().textContent()) ?? ''
    await row.getByRole('link').first().click()
    await this.page
      .getByRole('heading', { level: 1, name: title, exact: true })
      .waitFor({ timeout: this.timeoutMs })
    return title
  }

  /** From a bridge's page, opens its suggestor's profile and waits for the list of published bridges. */
  async openSuggestor(): Promise<void> {
    const link = this.page.getByRole('definition').getByRole('link').last()
    await link.click()
    await this.page
      .getByRole('heading', { level: 2, name: 'Published bridges' })
      .waitFor({ timeout: this.timeoutMs })
  }

  /** Runs Export (CSV or JSON) for the current filters; returns the saved file and its row count. */
  async exportAs(format: 'csv' | 'json', timeoutMs: number): Promise<{ rows: number; file: string }> {
    const panel = this.page.locator('.export-panel')
    const done = panel.getByRole('status').filter({ hasText: /Saved [\d,]+ bridges? to / })
    const failed = panel.getByRole('alert')
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (await failed.isVisible()) await failed.getByRole('button', { name: 'Try again' }).click()
      else await panel.getByRole('button', { name: 'Export…' }).click()
      const dialog = this.page.getByRole('dialog', { name: 'Export matching bridges' })
      await dialog
        .or(failed)
        .first()
        .waitFor({ timeout: Math.max(1, deadline - Date.now()) })
      if (await dialog.isVisible()) {
        await dialog.getByRole('radio', { name: format === 'csv' ? /CSV/ : /JSON/ }).check()
        await dialog.getByRole('button', { name: 'Export', exact: true }).click()
        await done
          .or(failed)
          .first()
          .waitFor({ timeout: Math.max(1, deadline - Date.now()) })
      }
      if (await done.isVisible()) break
      if (Date.now() >= deadline) throw new Error('the export did not finish in time')
    }
    const saved = parseSavedLine((await done.textContent()) ?? '')
    await panel.getByRole('button', { name: 'Dismiss' }).click()
    if (!saved) throw new Error('the export finished without a readable "Saved …" line')
    return saved
  }

  /** Visits a simple view and waits for its heading. */
  async visit(view: 'Lookup' | 'Stats' | 'Rate limit' | 'Keys' | 'Developer'): Promise<void> {
    await this.nav(view).click()
    await this.page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: this.timeoutMs })
  }
}
