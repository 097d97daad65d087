// The first screen drawn before any script in the layout and window size main keeps (shared/ipc/preferences.ts,
// electron/protocol/first-screen-document.ts), in real Chromium against the preview: a remembered table is drawn
// as the table and adopted without a mismatch (boot.tsx counts each recovered one on
// <html data-hydration-mismatches>), an older version's layout in localStorage moves to main once, and a start in
// a 320 × 640 window is drawn for that window (its row height, its number of rows): no mismatch, no layout shift.
import type { Locator, Page } from '@playwright/test'
import { expect, test, type Preview } from './fixtures.ts'
import { AppShell } from './pages/app-shell.ts'
import { catalogueComplete, walkAtFullShare } from './pages/catalogue-page.ts'
import { TablePage } from './pages/table-page.ts'
import { firstDocument, listKept } from './support/first-screen.ts'
import type { IpcReply } from './support/preview-process.ts'

interface KeptPreferences {
  lastPage: string | null
  bridgesLayout: { display: string } | null
  viewport: { width: number; height: number } | null
}

const preferencesOf = async (preview: Preview): Promise<KeptPreferences | null> => {
  const reply: IpcReply<KeptPreferences> = await preview.ipc<KeptPreferences>('preferences:get')
  return reply.ok ? reply.value : null
}

/**
 * Before any script runs, marks the first element matching `selector` as the document drew it, and sums every
 * layout shift from the first paint on (a PerformanceObserver, buffered), on window.__shift.
 */
async function watchFirstScreen(page: Page, selector: string): Promise<void> {
  await page.addInitScript((rowSelector) => {
    const shifts = { total: 0, moved: [] as string[] }
    Object.defineProperty(window, '__shift', { value: shifts })
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue
        shifts.total += entry.value
        // What moved, for the failure's message.
        for (const source of entry.sources ?? [])
          shifts.moved.push(
            source.node instanceof Element ? source.node.className : String(source.node?.nodeName),
          )
      }
    }).observe({ type: 'layout-shift', buffered: true })
    // Where the drawn rows are in their list before any script has run (the entry waits for the drawn document's
    // first paint before the app's code, lib/first-screen-paint.ts). A row moved by a transform is no layout
    // shift to the browser's count, so the places themselves are compared after the hydration (the list itself
    // moving is one, which the count above sees).
    document.addEventListener('DOMContentLoaded', () => {
      const tops = [...document.querySelectorAll(rowSelector)].map(
        (r) =>
          r.getBoundingClientRect().top -
          (r.closest('[role="list"], [role="grid"]')?.getBoundingClientRect().top ?? 0),
      )
      Object.defineProperty(window, '__drawnTops', { value: tops.slice(0, 6) })
    })
    new MutationObserver((_, observer) => {
      const row = document.querySelector(rowSelector)
      if (row === null) return
      row.setAttribute('data-drawn', 'yes')
      observer.disconnect()
    }).observe(document, { subtree: true, childList: true })
  }, selector)
}

/** The layout shift summed since the first paint, and what moved. */
const shiftSoFar = (page: Page): Promise<{ total: number; moved: string[] }> =>
  page.evaluate(() => (window as unknown as { __shift: { total: number; moved: string[] } }).__shift)

/** The drawn rows' places in their list before any script, and the same rows' places now. */
const rowPlaces = (page: Page, selector: string): Promise<{ drawn: number[]; now: number[] }> =>
  page.evaluate((rowSelector) => {
    const drawn = (window as unknown as { __drawnTops: number[] }).__drawnTops
    const now = [...document.querySelectorAll(rowSelector)]
      .slice(0, drawn.length)
      .map(
        (r) =>
          r.getBoundingClientRect().top -
          (r.closest('[role="list"], [role="grid"]')?.getBoundingClientRect().top ?? 0),
      )
    return { drawn, now }
  }, selector)

/**
 * The drawn table is adopted: once its rows answer a click (only a hydrated table does), its first row is still
 * the element the document drew, and no mismatch was recovered from.
 */
async function adoptedTable(page: Page): Promise<void> {
  const table = new TablePage(page)
  const first = table.rows.first()
  // A click before the script has reached the drawing is the browser's alone (nothing is listening yet), so the
  // click is made again until a row answers it, as the list's tests do with the keyboard.
  await expect(async () => {
    await first.getByRole('gridcell').nth(1).click()
    await expect(first).toHaveAttribute('aria-selected', 'true', { timeout: 500 })
  }).toPass()
  const places = await rowPlaces(page, '.grid-scroll [role="row"][data-row-index]')
  expect(places.drawn.length).toBeGreaterThanOrEqual(4)
  expect(places.now, 'the drawn rows stay where they were drawn').toEqual(places.drawn)
  expect(await first.getAttribute('data-drawn')).toBe('yes')
  expect(await page.locator('html').getAttribute('data-hydration-mismatches')).toBe('0')
}

/**
 * The drawn list is adopted: its rows answer the keyboard (only hydrated ones do). Returns the list's rows; the
 * keys are sent again until a row answers, since a key before the script has reached the drawing is lost.
 */
async function adoptedList(page: Page): Promise<Locator> {
  const rows = page.getByRole('list', { name: 'Bridges' }).getByRole('listitem')
  await expect(async () => {
    await rows.first().focus()
    await page.keyboard.press('ArrowDown')
    await expect(rows.nth(1)).toBeFocused({ timeout: 500 })
  }).toPass()
  return rows
}

/** Grid rows of the table drawn in a served document (the header row has no row index). */
const drawnTableRows = (html: string): number => html.match(/role="row"[^>]*data-row-index=/g)?.length ?? 0

test('a warm start with a remembered table draws the table before any script and adopts it without a mismatch', async ({
  page,
  startPreview,
}) => {
  const first = await startPreview({ demo: true })
  await page.goto(first.url)
  const shell = new AppShell(page)
  const table = new TablePage(page)
  await table.show()
  // Remembered, not carried by the location: away and back through the navigation opens `#/bridges` as a table.
  await shell.go('Stats')
  await shell.go('Bridges')
  await expect(table.rows.first()).toBeVisible()
  await expect(page).toHaveURL(/#\/bridges$/)
  await expect.poll(async () => (await preferencesOf(first))?.bridgesLayout?.display).toBe('table')
  await expect.poll(async () => (await preferencesOf(first))?.lastPage).toBe('#/bridges')
  await listKept(first)
  await first.stop()

  const again = await startPreview({ demo: true, userDataDir: first.userDataDir })
  await watchFirstScreen(page, '.grid-scroll [role="row"][data-row-index]')
  const served = firstDocument(page)
  await page.goto(again.url)
  const html = await served
  expect(drawnTableRows(html), 'the table drawn with its rows in the document').toBeGreaterThanOrEqual(15)
  expect(html).not.toMatch(/class="bridge-row"/)
  await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', '0')
  await adoptedTable(page)
})

test('a warm start on a table the location carries draws it too', async ({ page, startPreview }) => {
  const first = await startPreview({ demo: true })
  await page.goto(first.url)
  const table = new TablePage(page)
  await table.show()
  await expect(page).toHaveURL(/#\/bridges\?display=table/)
  await expect.poll(async () => (await preferencesOf(first))?.lastPage).toMatch(/^#\/bridges\?display=table/)
  await listKept(first)
  await first.stop()

  const again = await startPreview({ demo: true, userDataDir: first.userDataDir })
  await watchFirstScreen(page, '.grid-scroll [role="row"][data-row-index]')
  const served = firstDocument(page)
  await page.goto(again.url)
  expect(drawnTableRows(await served)).toBeGreaterThanOrEqual(15)
  await adoptedTable(page)
  await expect(page).toHaveURL(/#\/bridges\?display=table/)
})

test('an older version’s layout in localStorage is adopted without a mismatch and moved to main once', async ({
  page,
  startPreview,
}) => {
  const first = await startPreview({ demo: true })
  await page.goto(first.url)
  await expect(page.locator('.bridge-row').first()).toBeVisible()
  await listKept(first)
  await first.stop()

  const again = await startPreview({ demo: true, userDataDir: first.userDataDir })
  // The older version's store, on this origin, before the start: the table with one column hidden. Written from a
  // page of the origin that runs no app (which would write its own store over it as it leaves).
  await page.goto(`${again.origin}/older-version-store`)
  await page.evaluate(() =>
    localStorage.setItem(
      'bridge-explorer-ui',
      JSON.stringify({
        state: {
          recentLookups: [],
          bridgesLayout: {
            display: 'table',
            table: { order: [], hidden: ['slug', 'id', 'category'], widths: {}, sort: [] },
          },
        },
        version: 1,
      }),
    ),
  )
  await page.goto(again.url)
  // Main keeps no layout yet: the list is drawn and adopted as drawn, then the older table is shown and kept.
  await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', '0')
  const table = new TablePage(page)
  await expect(table.rows.first()).toBeVisible()
  expect(await page.locator('html').getAttribute('data-hydration-mismatches')).toBe('0')
  await expect(table.grid.locator('[data-column="category"]')).toHaveCount(0)
  await expect.poll(async () => (await preferencesOf(again))?.bridgesLayout?.display).toBe('table')
  expect(await page.evaluate(() => localStorage.getItem('bridge-explorer-ui'))).not.toMatch(/bridgesLayout/)

  // Moved once: a later choice stays, whatever an older store may still hold.
  await table.displayList.check()
  await expect.poll(async () => (await preferencesOf(again))?.bridgesLayout?.display).toBe('list')
  await page.evaluate(() =>
    localStorage.setItem(
      'bridge-explorer-ui',
      JSON.stringify({ state: { bridgesLayout: { display: 'table', table: {} } }, version: 1 }),
    ),
  )
  await page.goto(`${again.origin}/#/bridges`)
  await page.reload()
  await expect(page.locator('.bridge-row').first()).toBeVisible()
  await expect(table.grid).toHaveCount(0)
  expect((await preferencesOf(again))?.bridgesLayout?.display).toBe('list')
})

test('a warm start in a 320 × 640 window is drawn for it: no mismatch and no layout shift', async ({
  page,
  startPreview,
}) => {
  await page.setViewportSize({ width: 320, height: 640 })
  const first = await startPreview({ demo: true })
  await page.goto(first.url)
  await expect(page.locator('.bridge-row').first()).toBeVisible()
  // The welcome read, so the rows are in the window's view (the welcome alone fills a 320 × 640 window).
  await page.getByRole('button', { name: 'Got it' }).click()
  // The window's size is kept by main once it has settled (app/kept-window-size.ts).
  await expect.poll(async () => (await preferencesOf(first))?.viewport).toEqual({ width: 320, height: 640 })
  await listKept(first)
  await first.stop()

  const again = await startPreview({ demo: true, userDataDir: first.userDataDir })
  await watchFirstScreen(page, '.bridge-row[role="listitem"]')
  const served = firstDocument(page)
  await page.goto(again.url)
  const html = await served
  // As many rows as 640 px show and a few more.
  expect(html.match(/class="bridge-list-slot"/g)?.length ?? 0).toBeLessThan(20)
  // Adopted: the rows answer the keyboard (only hydrated ones do), the first is the element the document drew.
  const rows = await adoptedList(page)
  expect(await rows.first().getAttribute('data-drawn')).toBe('yes')
  expect(await page.locator('html').getAttribute('data-hydration-mismatches')).toBe('0')
  // The rows stay where they were drawn: no shift from the first paint to the list adopted and settled.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  expect(await shiftSoFar(page)).toEqual({ total: 0, moved: [] })
  const places = await rowPlaces(page, '.bridge-row[role="listitem"]')
  expect(places.drawn.length).toBeGreaterThanOrEqual(4)
  // Drawn before any script at a narrow window's row height (98 px, features.css).
  expect(places.drawn.slice(0, 3)).toEqual([0, 98, 196])
  expect(places.now).toEqual(places.drawn)
})

test('a warm start in a window narrower than the one kept draws rows of its own height: none overlap before the script', async ({
  page,
  startPreview,
}) => {
  const first = await startPreview({ demo: true })
  await page.goto(first.url)
  await expect(page.locator('.bridge-row').first()).toBeVisible()
  await expect.poll(async () => (await preferencesOf(first))?.viewport?.width).toBe(1280)
  await listKept(first)
  await first.stop()

  // The same folder opened in a 320 px window: the drawing assumed 1280 px (the size kept), the window is narrower.
  await page.setViewportSize({ width: 320, height: 640 })
  const again = await startPreview({ demo: true, userDataDir: first.userDataDir })
  await watchFirstScreen(page, '.bridge-row[role="listitem"]')
  await page.goto(again.url)
  await adoptedList(page)
  expect(await page.locator('html').getAttribute('data-hydration-mismatches')).toBe('0')
  const places = await rowPlaces(page, '.bridge-row[role="listitem"]')
  expect(places.drawn.length).toBeGreaterThanOrEqual(4)
  // Before any script, rows at the narrow window's height (98 px), not the kept wide window's (56 px, where the
  // two-line rows of a narrow window overlapped).
  expect(places.drawn.slice(0, 3)).toEqual([0, 98, 196])
  expect(places.now).toEqual(places.drawn)
})

test('a warm start with the whole catalogue draws its words before any script: the count line and the catalogue line move nothing', async ({
  page,
  startPreview,
}) => {
  // Lighthouse's mobile size, where the count line takes two lines once the catalogue has counted the list.
  await page.setViewportSize({ width: 412, height: 823 })
  const first = await startPreview({ demo: true })
  // The whole window for the walk: at the default share it takes ~80 s, longer than the wait for it below.
  await walkAtFullShare(first)
  await page.goto(first.url)
  await expect(page.locator('.bridge-row').first()).toBeVisible()
  await page.getByRole('button', { name: 'Got it' }).click()
  await expect.poll(async () => (await preferencesOf(first))?.viewport).toEqual({ width: 412, height: 823 })
  await listKept(first)
  const status = await catalogueComplete(first)
  await first.stop()

  const again = await startPreview({ demo: true, userDataDir: first.userDataDir })
  await watchFirstScreen(page, '.bridge-row[role="listitem"]')
  const served = firstDocument(page)
  await page.goto(again.url)
  const html = await served
  // The total the catalogue counted and its status line are in the document itself, not added after the script.
  expect(html).toContain(`of ${status.rows.toLocaleString('en-US')} bridges`)
  expect(html).toContain('data-testid="catalogue-status"')
  await adoptedList(page)
  expect(await page.locator('html').getAttribute('data-hydration-mismatches')).toBe('0')
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  expect(await shiftSoFar(page)).toEqual({ total: 0, moved: [] })
  await expect(page.getByTestId('catalogue-status')).toContainText(status.rows.toLocaleString('en-US'))
})
