// Filters of a data explorer (README, "The catalogue"): facet counts that follow the query and filter when clicked,
// several categories at once, chosen from the offered list or typed, ranges of passes, score and days, a misspelt
// category forgiven, Insights' bars that lead to the list, word forms and what an opened suggestion text found said
// by the search on this computer; at 1280 × 800 by mouse and keyboard and at 320 × 640 by keyboard only; axe finds
// nothing on the way.
import type { Locator, Page } from '@playwright/test'
import type { BridgeRecord } from '../../electron/service/index.ts'
import { expect, test, type TestFixtures } from './fixtures.ts'
import type { AppShell } from './pages/app-shell.ts'
import { catalogueComplete, walkAtFullShare } from './pages/catalogue-page.ts'
import { auditSettled } from './support/axe.ts'

/** The categories of `rows` with their counts, as the facet line reads them ("Health 97"). */
function counts(rows: readonly BridgeRecord[]): Map<string, number> {
  const n = new Map<string, number>()
  for (const b of rows) n.set(b.category, (n.get(b.category) ?? 0) + 1)
  return n
}
const label = (c: string): string => c.charAt(0).toUpperCase() + c.slice(1)

/** The two categories with the most bridges, most first (ties by name, as the offered list orders them). */
function topTwo(published: readonly BridgeRecord[]): [string, string] {
  const [first, second] = [...counts(published)]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([c]) => c)
  if (first === undefined || second === undefined) throw new Error('the data has fewer than two categories')
  return [first, second]
}

/** The category field's offered list. */
const offered = (app: AppShell): Locator =>
  app.main.getByRole('listbox', { name: 'Categories to choose from' })

/** The facet line's buttons as [category, count], in order. */
async function facets(app: AppShell): Promise<[string, number][]> {
  const line = app.main.getByRole('navigation', { name: 'Categories of these bridges' })
  const texts = await line.getByRole('button').allInnerTexts()
  return texts.map((t) => {
    const m = /^(.+) ([\d,]+)$/.exec(t.trim())
    return [m?.[1] ?? t, Number((m?.[2] ?? '').replaceAll(',', ''))]
  })
}

/** The count of bridges the count line says the list holds. */
async function listed(app: AppShell): Promise<number> {
  const text = (await app.main.getByTestId('list-count').innerText()).replaceAll(',', '')
  return Number(/of (\d+) bridges|(\d+) bridges/.exec(text)?.slice(1).find(Boolean) ?? NaN)
}

async function axeClean(page: Page): Promise<void> {
  const result = await auditSettled(page, (b) => b.include('main'))
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/**
 * The app on a service of the demo's data with a key saved and the catalogue complete, at the bridge list with its
 * rows shown; and the service's bridges.
 */
async function faceted(
  f: Pick<TestFixtures, 'startService' | 'startPreview' | 'addKeyByIpc' | 'openApp'>,
): Promise<{ app: AppShell; published: readonly BridgeRecord[] }> {
  test.setTimeout(150_000)
  const service = await f.startService()
  const preview = await f.startPreview({ serviceUrl: service.baseUrl })
  await f.addKeyByIpc(preview, service.demoKeys?.full ?? '', service.baseUrl, 'e2e facets')
  await walkAtFullShare(preview)
  await catalogueComplete(preview)
  const app = await f.openApp(preview)
  await app.gotoHash('#/bridges')
  await app.bridges().waitForRows()
  return { app, published: service.data.published() }
}

test('facets follow the query and filter; several categories, ranges and a misspelt category; Insights leads to the list (1280, mouse)', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  const { app, published } = await faceted({ startService, startPreview, addKeyByIpc, openApp })
  const bridges = app.bridges()
  const [first, second] = [...counts(published)].sort((a, b) => b[1] - a[1]).map(([c]) => c)
  if (first === undefined || second === undefined) throw new Error('the data has fewer than two categories')

  await test.step('the facet line counts every category, most first', async () => {
    await expect
      .poll(() => facets(app))
      .toEqual(
        [...counts(published)]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .map(([c, n]) => [label(c), n]),
      )
  })

  await test.step('a facet clicked filters to it; a second adds it; the counts stay those of the rest', async () => {
    await app.main.getByRole('button', { name: new RegExp(`^${label(first)}: .* show only these$`) }).click()
    await expect.poll(() => app.hash()).toBe(`#/bridges?category=${first}`)
    await app.main.getByRole('button', { name: new RegExp(`^${label(second)}: .* show only these$`) }).click()
    await expect.poll(() => app.hash()).toBe(`#/bridges?category=${first}&category=${second}`)
    const both = published.filter((b) => b.category === first || b.category === second)
    await expect.poll(() => listed(app)).toBe(both.length)
    await expect(
      app.main.getByRole('button', { name: new RegExp(`^${label(first)}: .*chosen`) }),
    ).toHaveAttribute('aria-pressed', 'true')
    for (const row of await bridges.rowTexts())
      expect(
        [label(first), label(second)].some((c) => row.meta.startsWith(c)),
        row.meta,
      ).toBe(true)
  })

  await test.step('a range narrows the list and the facet counts follow it', async () => {
    await bridges.showFilters()
    const from = app.main.getByRole('spinbutton', { name: 'Passes from' })
    await from.fill('100')
    await from.press('Enter')
    await expect.poll(() => app.hash()).toContain('passes=100..')
    const many = published.filter((b) => b.passes >= 100)
    await expect
      .poll(() => listed(app))
      .toBe(many.filter((b) => b.category === first || b.category === second).length)
    await expect
      .poll(async () => new Map(await facets(app)))
      .toEqual(new Map([...counts(many)].map(([c, n]) => [label(c), n])))
    // Upside down: said next to the fields, and nothing changes.
    const to = app.main.getByRole('spinbutton', { name: 'Passes to' })
    await to.fill('5')
    await to.press('Enter')
    await expect(app.main.getByRole('alert')).toHaveText('Passes: "from" is after "to"; nothing was changed.')
    expect(await app.hash()).not.toContain('..5')
    await axeClean(app.page)
  })

  await test.step('Insights scoped to the list counts only its bridges', async () => {
    const these = published.filter((b) => (b.category === first || b.category === second) && b.passes >= 100)
    const words = `these ${these.length.toLocaleString('en-US')} bridges`
    await app.main.getByRole('button', { name: `Insights for ${words}` }).click()
    const scoped = app.main.getByTestId('insights')
    await expect(scoped.getByRole('heading', { level: 2 })).toHaveText(`Insights for ${words}`)
    const byCategory = scoped.getByRole('table', { name: 'Bridges by category' })
    await expect(byCategory.getByRole('row')).toHaveCount(3)
    for (const c of [first, second])
      await expect(byCategory.getByRole('row', { name: new RegExp(`^${label(c)} `) })).toContainText(
        String(these.filter((b) => b.category === c).length),
      )
    await axeClean(app.page)
    // A bar narrows this list's query (its range stays), not the whole catalogue's.
    await scoped
      .getByRole('link', { name: new RegExp(`^${label(second)}: [\\d,]+ bridges; list them$`) })
      .first()
      .click()
    await expect.poll(() => app.hash()).toBe(`#/bridges?category=${second}&passes=100..`)
    await expect.poll(() => listed(app)).toBe(these.filter((b) => b.category === second).length)
  })

  await test.step('a misspelt category is read as the one it is near', async () => {
    await app.gotoHash('#/bridges')
    await bridges.showFilters()
    const typo = `${first.slice(0, 2)}${first.slice(3)}`
    await bridges.category.fill(typo)
    await bridges.category.press('Enter')
    await expect.poll(() => app.hash()).toBe(`#/bridges?category=${first}`)
    await expect(bridges.category).toHaveValue(label(first))
  })

  await test.step("Insights' category bar lists that category", async () => {
    await app.gotoHash('#/stats')
    const chart = app.main.getByTestId('insights')
    // A top suggestor's name lists their bridges (by-suggestor.spec.ts); their profile is the link beside it.
    await expect(chart.getByRole('link', { name: /; list their bridges$/ }).first()).toHaveAttribute(
      'href',
      /^#\/bridges\?by=/,
    )
    await expect(chart.getByRole('link', { name: /^profile of / }).first()).toHaveAttribute(
      'href',
      /^#\/profiles\//,
    )
    await chart
      .getByRole('link', { name: new RegExp(`^${label(second)}: [\\d,]+ bridges; list them$`) })
      .click()
    await expect.poll(() => app.hash()).toBe(`#/bridges?category=${second}`)
    await expect.poll(() => listed(app)).toBe(published.filter((b) => b.category === second).length)
  })
})

test('the category is a choice of the catalogue’s categories with counts: typo-tolerant, several at once, by keyboard only (1280)', async ({
  page,
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  const { app, published } = await faceted({ startService, startPreview, addKeyByIpc, openApp })
  const bridges = app.bridges()
  const [first, second] = topTwo(published)
  const options = offered(app)
  const option = (c: string): Locator =>
    options.getByRole('option', { name: `${label(c)} ${counts(published).get(c)} bridges` })

  await tabTo(page, bridges.category)
  await expect(options).toBeHidden()
  // A misspelt name offers the category it is near, with its count.
  await page.keyboard.type(`${first.slice(0, 2)}${first.slice(3)}`)
  await expect(bridges.category).toHaveAttribute('aria-expanded', 'true')
  await expect(option(first)).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(bridges.category).toHaveAttribute(
    'aria-activedescendant',
    (await option(first).getAttribute('id'))!,
  )
  await page.keyboard.press('Enter')
  await expect.poll(() => app.hash()).toBe(`#/bridges?category=${first}`)
  await expect(bridges.category).toHaveValue(label(first))
  // The list stays open for another, every category offered again, the chosen one marked.
  await expect(option(first)).toHaveAttribute('aria-selected', 'true')
  await expect(options.getByRole('option')).toHaveCount(counts(published).size)
  await page.keyboard.press('ArrowDown')
  await expect(bridges.category).toHaveAttribute(
    'aria-activedescendant',
    (await option(second).getAttribute('id'))!,
  )
  await page.keyboard.press('Enter')
  await expect.poll(() => app.hash()).toBe(`#/bridges?category=${first}&category=${second}`)
  await expect(bridges.category).toHaveValue(`${label(first)}, ${label(second)}`)
  await expect(option(second)).toHaveAttribute('aria-selected', 'true')
  await expect
    .poll(() => listed(app))
    .toBe(published.filter((b) => b.category === first || b.category === second).length)
  await axeClean(page)
  // Picked again, a chosen one is dropped; Escape closes the list and the focus stays in the field.
  await page.keyboard.press('ArrowUp')
  await expect(bridges.category).toHaveAttribute(
    'aria-activedescendant',
    (await option(first).getAttribute('id'))!,
  )
  await page.keyboard.press('Enter')
  await expect.poll(() => app.hash()).toBe(`#/bridges?category=${second}`)
  await page.keyboard.press('Escape')
  await expect(options).toBeHidden()
  await expect(bridges.category).toHaveAttribute('aria-expanded', 'false')
  await expect(bridges.category).toBeFocused()
  await expect(app.heading).toHaveText('Bridges')
})

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w !== '')

/** A title word ending in a consonant and "y" ("city"), in the fewest titles, and a bridge whose title holds it. */
function singularInTitles(published: readonly BridgeRecord[]): { word: string; bridge: BridgeRecord } {
  const titles = new Map<string, BridgeRecord[]>()
  for (const b of published)
    for (const w of new Set(wordsOf(b.title)))
      if (/^[a-z]{3,}[^aeiouy]y$/.test(w)) titles.set(w, [...(titles.get(w) ?? []), b])
  const [word, bridges] = [...titles].sort((a, b) => a[1].length - b[1].length)[0] ?? []
  if (word === undefined || bridges?.[0] === undefined)
    throw new Error('no title word ends in a consonant and y')
  return { word, bridge: bridges[0] }
}

/** A word of a bridge's suggestion text that starts no title word in any form (its first four letters start none). */
function onlyInSuggestion(published: readonly BridgeRecord[]): { word: string; bridge: BridgeRecord } {
  const starts = new Set(published.flatMap((b) => wordsOf(b.title).map((w) => w.slice(0, 4))))
  for (const bridge of published)
    for (const word of wordsOf(bridge.suggestion))
      if (word.length >= 7 && !starts.has(word.slice(0, 4))) return { word, bridge }
  throw new Error('every suggestion word starts a title word')
}

test('on this computer, word forms match and a match found in an opened suggestion text is said', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  const { app, published } = await faceted({ startService, startPreview, addKeyByIpc, openApp })
  const bridges = app.bridges()

  await test.step('a plural finds the titles with its singular, and the count line says word forms match', async () => {
    const { word, bridge } = singularInTitles(published)
    const plural = `${word.slice(0, -1)}ies`
    await app.gotoHash(`#/bridges?q=${plural}&place=local`)
    await expect(bridges.row(bridge.title)).toHaveCount(1)
    await expect(bridges.countLine).toContainText(
      'On this computer, word forms match too: “libraries” also finds “library”.',
    )
  })

  await test.step('a word only in a suggestion text finds its bridge once opened here, and the count line says so', async () => {
    const { word, bridge } = onlyInSuggestion(published)
    await app.gotoHash(`#/bridges?q=${word}&place=local`)
    await expect(bridges.empty).toBeVisible()
    await app.gotoHash(`#/bridges/${bridge.slug}`)
    await expect(app.heading).toHaveText(bridge.title)
    // (Read afresh: the list's answer for these words, kept from before the bridge was opened, is not asked again.)
    await app.gotoHash(`#/bridges?q=${word}&place=local`)
    await app.page.reload()
    await expect(bridges.row(bridge.title)).toHaveCount(1)
    await expect(bridges.countLine).toContainText(
      '1 bridge listed was found only in the suggestion text of a bridge you opened here (this computer searches those texts too).',
    )
  })
})

test.describe('at 320 × 640', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('keyboard only: Filters, a range, then a facet; axe clean', async ({
    page,
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { app, published } = await faceted({ startService, startPreview, addKeyByIpc, openApp })
    const bridges = app.bridges()
    await tabTo(page, bridges.filtersButton)
    await page.keyboard.press('Enter')
    const from = app.main.getByRole('spinbutton', { name: 'Score from' })
    await tabTo(page, from)
    await page.keyboard.type('90')
    await page.keyboard.press('Enter')
    await expect.poll(() => app.hash()).toBe('#/bridges?score=90..')
    const high = published.filter((b) => b.score >= 90)
    await expect.poll(() => listed(app)).toBe(high.length)
    const [top] = [...counts(high)].sort((a, b) => b[1] - a[1])
    const facet = app.main.getByRole('button', {
      name: new RegExp(`^${label(top?.[0] ?? '')}: ${top?.[1]} bridges`),
    })
    await tabTo(page, facet)
    await page.keyboard.press('Enter')
    await expect.poll(() => app.hash()).toBe(`#/bridges?category=${top?.[0]}&score=90..`)
    await expect.poll(() => listed(app)).toBe(top?.[1])
    await axeClean(page)
  })

  test('keyboard only: Filters, then categories picked from the offered list; axe clean', async ({
    page,
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { app, published } = await faceted({ startService, startPreview, addKeyByIpc, openApp })
    const bridges = app.bridges()
    const [first, second] = topTwo(published)
    const options = offered(app)
    await tabTo(page, bridges.filtersButton)
    await page.keyboard.press('Enter')
    await tabTo(page, bridges.category)
    // Down opens every category, most bridges first, the first one active.
    await page.keyboard.press('ArrowDown')
    await expect(options).toBeVisible()
    await expect(options.getByRole('option').first()).toHaveAccessibleName(
      `${label(first)} ${counts(published).get(first)} bridges`,
    )
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect.poll(() => app.hash()).toBe(`#/bridges?category=${first}&category=${second}`)
    // The list is inside the window, over the rows, never past its edge.
    const box = await options.evaluate((el) => {
      const r = el.getBoundingClientRect()
      return { left: r.left, right: r.right, width: window.innerWidth }
    })
    expect(box.left).toBeGreaterThanOrEqual(0)
    expect(box.right).toBeLessThanOrEqual(box.width)
    await axeClean(page)
    await page.keyboard.press('Escape')
    await expect(options).toBeHidden()
    await expect
      .poll(() => listed(app))
      .toBe(published.filter((b) => b.category === first || b.category === second).length)
  })
})

/** Tabs forward until `target` has the focus (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}
