// The first screen of a filtered bridge list (its search text and category) drawn before any script, in real
// Chromium against the preview: main finds the kept answer of that list by the key the renderer keys it by
// (shared/views/list-query.ts, shared/cache/first-screen-answers.ts), draws its rows into the document, and the
// renderer adopts them without a mismatch (boot.tsx counts each recovered one on <html data-hydration-mismatches>).
// A list whose answer is not kept gets the list's frame, never another list's rows; hostile search text stays
// text; text typed before the hydration is searched in the drawn list's category.
import type { Page } from '@playwright/test'
import { demoReference, expect, test, type Preview } from './fixtures.ts'
import { drawnRows, firstDocument } from './support/first-screen.ts'
import type { IpcReply, PreviewOptions } from './support/preview-process.ts'

const CATEGORY = 'community'

interface Kept {
  lastPage: string | null
}

const lastPageOf = async (preview: Preview): Promise<string | null> => {
  const reply: IpcReply<Kept> = await preview.ipc<Kept>('preferences:get')
  return reply.ok ? reply.value.lastPage : null
}

/** The hashes of the answers the preview keeps (what the next start draws from). */
async function keptHashes(preview: Preview): Promise<string[]> {
  const reply = await preview.ipc<{ entries: { queryHash: string }[] }>('cache:restore')
  return reply.ok ? reply.value.entries.map((e) => e.queryHash) : []
}

/** The query hash react-query gives the list with these filters (an object's keys sorted). */
const listHash = (q: string, category: string): string => JSON.stringify(['bridges', 'list', { category, q }])

/** The location of the bridge list with these filters, as the app writes it. */
const listAt = (q: string, category: string): string => {
  const params = new URLSearchParams()
  if (q !== '') params.set('q', q)
  if (category !== '') params.set('category', category)
  return `#/bridges?${params.toString()}`
}

/** A word of many titles in CATEGORY of the demo data (not its name): a search that finds several of them. */
async function commonWord(): Promise<string> {
  const { published } = await demoReference()
  const counts = new Map<string, number>()
  for (const b of published.filter((b) => b.category === CATEGORY))
    for (const word of new Set(b.title.toLowerCase().match(/[a-z]{5,}/g) ?? []))
      if (word !== CATEGORY) counts.set(word, (counts.get(word) ?? 0) + 1)
  const [word] = [...counts].sort((a, b) => b[1] - a[1])[0]!
  return word
}

/**
 * A demo preview left on the list at `location` once its answer is kept, restarted: the next document is drawn
 * for that list.
 */
async function warmOn(
  page: Page,
  startPreview: (opts?: PreviewOptions) => Promise<Preview>,
  location: string,
  hash: string,
): Promise<Preview> {
  const first = await startPreview({ demo: true })
  await page.goto(first.url)
  await expect(page.locator('.bridge-row').first()).toBeVisible()
  await page.evaluate((to) => {
    window.location.hash = to
  }, location)
  await expect.poll(() => lastPageOf(first)).toBe(location)
  await expect.poll(() => keptHashes(first), { timeout: 15_000 }).toContain(hash)
  await first.stop()
  return startPreview({ demo: true, userDataDir: first.userDataDir })
}

/** Before any script runs, marks the first row the document drew, and records any row that shows at all. */
async function watchRows(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__rowsSeen', { value: seen })
    new MutationObserver(() => {
      const row = document.querySelector('.bridge-row')
      if (row === null) return
      if (row.getAttribute('data-drawn') === null && seen.length === 0) row.setAttribute('data-drawn', 'yes')
      const title = row.querySelector('a')?.textContent ?? ''
      if (!seen.includes(title)) seen.push(title)
    }).observe(document, { subtree: true, childList: true })
  })
}

const rowsSeen = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __rowsSeen: string[] }).__rowsSeen)

/** Rows of the list drawn in a served document, and their category labels. */
const drawnCategories = (html: string): string[] =>
  [...html.matchAll(/class="ellipsis bridge-row-category"[^>]*>([^<]*)</g)].map((m) => m[1]!)

test('a warm start on a searched list in a category draws that list’s kept rows and adopts them without a mismatch', async ({
  page,
  startPreview,
}) => {
  const word = await commonWord()
  const location = listAt(word, CATEGORY)
  const again = await warmOn(page, startPreview, location, listHash(word, CATEGORY))
  await watchRows(page)
  const served = firstDocument(page)
  await page.goto(again.url)
  const html = await served
  expect(drawnRows(html), 'the searched list drawn with its rows').toBeGreaterThanOrEqual(2)
  expect(new Set(drawnCategories(html)), 'only the category’s bridges').toEqual(new Set(['Community']))
  expect(html).toContain(JSON.stringify(listHash(word, CATEGORY)).slice(1, -1))

  await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', '0')
  // Adopted: the rows answer the keyboard (only hydrated ones do), and the first is the element the document drew.
  const rows = page.getByRole('list', { name: 'Bridges' }).getByRole('listitem')
  await expect(async () => {
    await rows.first().focus()
    await page.keyboard.press('ArrowDown')
    await expect(rows.nth(1)).toBeFocused({ timeout: 500 })
  }).toPass()
  expect(await page.locator('.bridge-row').first().getAttribute('data-drawn')).toBe('yes')
  expect(await page.locator('html').getAttribute('data-hydration-mismatches')).toBe('0')
  await expect(page).toHaveURL(new RegExp(`${location.replace(/[?]/g, '\\?')}$`))
  await expect(page.getByRole('searchbox', { name: 'Search bridges' })).toHaveValue(word)
  // Every row shown from the first paint on is one of the searched list (all in its category).
  await expect(page.locator('.bridge-row-category').first()).toHaveText('Community')
  const categories = await page.locator('.bridge-row-category').allTextContents()
  expect(new Set(categories)).toEqual(new Set(['Community']))
})

test('a filtered list whose answer is not kept gets the list’s frame, never the unfiltered rows', async ({
  page,
  startPreview,
}) => {
  const first = await startPreview({ demo: true })
  await page.goto(first.url)
  await expect(page.locator('.bridge-row').first()).toBeVisible()
  await expect.poll(() => keptHashes(first), { timeout: 15_000 }).toContain(listHash('', ''))
  // The page left is a search nothing matches and whose answer was never kept (the app no longer open, so
  // nothing writes the page left over it).
  await page.goto('about:blank')
  const location = listAt('nothingmatchesthis', CATEGORY)
  expect((await first.ipc('preferences:set', { lastPage: location })).ok).toBe(true)
  expect(await keptHashes(first)).not.toContain(listHash('nothingmatchesthis', CATEGORY))
  await first.stop()

  const again = await startPreview({ demo: true, userDataDir: first.userDataDir })
  await watchRows(page)
  const served = firstDocument(page)
  await page.goto(again.url)
  const html = await served
  expect(drawnRows(html)).toBe(0)
  expect(html).toMatch(/class="list-skeleton/)
  expect(html).toMatch(/"list":null/)
  await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', '0')
  await expect(page.locator('.empty-state-title')).toHaveText(/^No bridges match "nothingmatchesthis"/)
  expect(await rowsSeen(page), 'no row shown under a search that matches none').toEqual([])
  expect(await page.locator('html').getAttribute('data-hydration-mismatches')).toBe('0')
})

test('hostile search text in the page left is drawn and adopted as text', async ({ page, startPreview }) => {
  const hostile =
    '</script><script>document.documentElement.dataset.pwned="1"</script><img src=x onerror="document.documentElement.dataset.pwned=2">\u202eevil &amp; <!--'
  const location = listAt(hostile, '')
  const again = await warmOn(page, startPreview, location, listHash(hostile.trim().replace(/\s+/g, ' '), ''))
  const served = firstDocument(page)
  await page.goto(again.url)
  const html = await served
  // The drawing, without React's own empty markers (`<!-- -->` between texts, `<!--$-->` around a Suspense).
  const root = html
    .slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'))
    .replace(/<!--(?: |\$|\/\$)-->/g, '')
  expect(root).not.toMatch(/<img|<script|<!--/)
  expect(root).toMatch(/No bridges match &quot;&lt;\/script&gt;&lt;script&gt;/)
  await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', '0')
  await expect(page.getByRole('searchbox', { name: 'Search bridges' })).toHaveValue(hostile)
  await expect(page.locator('.empty-state-title')).toContainText('<img src=x onerror=')
  expect(await page.locator('#root img').count()).toBe(0)
  expect(await page.evaluate(() => document.documentElement.dataset['pwned'])).toBeUndefined()
  expect(await page.locator('html').getAttribute('data-hydration-mismatches')).toBe('0')
})

test('text typed before hydration in a drawn category is searched in that category', async ({
  page,
  startPreview,
}) => {
  const word = await commonWord()
  const location = listAt('', CATEGORY)
  const again = await warmOn(page, startPreview, location, listHash('', CATEGORY))
  // The app's scripts are held back until the user has typed: the field is the document's own.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(again.url, { waitUntil: 'commit' })
  await expect(page.locator('.bridge-row').first()).toBeVisible()
  const search = page.getByRole('searchbox', { name: 'Search bridges' })
  await search.pressSequentially(word)
  release()
  await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', '0')
  await expect(search).toHaveValue(word)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}(&|$)`))
  await expect(page).toHaveURL(new RegExp(`[?&]category=${CATEGORY}(&|$)`))
  await expect(page.locator('.bridge-row-category').first()).toHaveText('Community')
})
