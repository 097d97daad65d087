// A newcomer's first screens leave the page its room at every size (README.md, Who it is for; WCAG 1.4.10
// Reflow): until "Got it" the welcome is in full only on the start page of a window with room, one line elsewhere
// and in narrow or short windows, its words a press away; the top bar keeps one line, its budget said in fewer
// words where it is narrowest.
import type { Locator, Page } from '@playwright/test'
import { expect, test, type TestFixtures } from './fixtures.ts'
import { JOURNEY_SIZES } from './pages/sizes.ts'
import { walkAtFullShare } from './pages/catalogue-page.ts'

for (const size of JOURNEY_SIZES) {
  test.describe(`room for the page at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor })

    test('until "Got it", the welcome helps without pushing the page below the fold', async ({
      page,
      demoApp,
    }) => {
      const app = await demoApp()
      const bridges = app.bridges()
      await bridges.waitForRows()
      const { height } = size.viewport
      const welcome = page.getByRole('region', { name: 'Welcome to Bridge Explorer' })
      const words = welcome.getByText('A pass is one use of a bridge')
      const more = welcome.getByRole('button', { name: /^More/ })
      await expect(welcome).toBeVisible()
      // Drawn by main before any script as the renderer draws it (the page and the kept preference are known to
      // both): adopted without a mismatch.
      await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', '0')

      // The start page: in full where the window has room, one line where it has not; the search is in view.
      await expect(bridges.search).toBeInViewport({ ratio: 1 })
      if (size.narrow) {
        await expect(words).toBeHidden()
        expect(await heightOf(welcome), 'welcome on the start page, px').toBeLessThanOrEqual(height / 5)
      } else {
        await expect(words).toBeVisible()
        await expect(more).toBeHidden()
      }

      // Another page: one line at every size, the page's title in the window's top half.
      await app.gotoHash('#/stats')
      await expect(welcome).toBeVisible()
      await expect(words).toBeHidden()
      expect(await heightOf(welcome), 'welcome on another page, px').toBeLessThanOrEqual(height / 5)
      expect(await bottomOf(app.heading), 'the page title’s bottom, px').toBeLessThanOrEqual(height / 2)

      // Its words are a press away, and "Got it" closes it for good.
      await more.focus()
      await page.keyboard.press('Enter')
      await expect(more).toHaveAttribute('aria-expanded', 'true')
      await expect(words).toBeVisible()
      await expect(welcome).toContainText('A suggestor is')
      // Opened on one page, its words close on the next, which they would push down.
      await app.gotoHash('#/lookup')
      await expect(welcome).toBeVisible()
      await expect(words).toBeHidden()
      await welcome.getByRole('button', { name: 'Got it' }).click()
      await expect(welcome).toBeHidden()
      await app.gotoHash('#/bridges')
      await expect(welcome).toBeHidden()
    })

    test('the top bar keeps one line, and the budget says what it says in full by its name', async ({
      page,
      demoApp,
    }) => {
      const app = await demoApp()
      await app.bridges().waitForRows()

      const banner = page.getByRole('banner')
      expect(await linesOf(page), 'lines of the top bar').toBe(1)
      // The budget's words are drawn whole (never cut), short or in full.
      const text = app.rateIndicator.locator('.rate-indicator-text').filter({ visible: true })
      await expect(text).toHaveCount(1)
      expect(await text.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
      await expect(text).toHaveText(
        size.viewport.width <= 400 ? /^(Plenty left|Left: unknown)$/ : /requests left/i,
      )
      // Its name says what is seen, then the numbers (WCAG 2.5.3, label in name).
      const seen = (await text.textContent()) ?? ''
      expect(seen).not.toBe('')
      await expect(app.rateIndicator).toHaveAccessibleName(
        new RegExp(`^Rate limit: ${seen.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[ .]`),
      )
      // The menu keeps its name where it shows its sign alone.
      if (size.narrow) await expect(app.menuButton).toBeVisible()
      else await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden()
    })

    test('with a key in use, the top bar keeps one line: the key’s name gives way, its state stays', async ({
      page,
      devApp,
      addKeyByIpc,
    }) => {
      const { app, keys, service, preview } = await devApp()
      await addKeyByIpc(preview, keys.full, service.baseUrl, 'Work key for the team dashboard')
      await page.reload()
      await app.waitForView()
      const key = page.getByRole('banner').getByRole('link', { name: /^Key in use: Work key for the team/ })
      await expect(key).toBeVisible()
      await expect(app.rateIndicator).toBeVisible()
      expect(await linesOf(page), 'lines of the top bar').toBe(1)
      // Its name is drawn whole where the bar has room for it (the app's name, which the window's title gives,
      // makes way in a narrow bar); where it is cut, a pointer on it reads it whole.
      const label = key.locator('.key-in-use-label')
      const cut = await label.evaluate((el) => el.scrollWidth > el.clientWidth + 1)
      if (size.viewport.width > 400) expect(cut, 'the key’s name is cut').toBe(false)
      if (cut) await expect(label).toHaveAttribute('title', 'Work key for the team dashboard')

      // The developer view's key picker: inside the page at every width, its label apart from its select.
      await app.gotoHash('#/developer')
      const picker = app.main.getByRole('combobox', { name: 'Key', exact: true })
      await expect(picker).toBeVisible()
      const [wide, room] = await app.main.evaluate((el) => [el.scrollWidth, el.clientWidth])
      expect(wide, 'the developer view never scrolls sideways').toBeLessThanOrEqual(room!)
      const gap = await picker.evaluate((el) => {
        const label = document.querySelector(`label[for="${el.id}"]`)!.getBoundingClientRect()
        const box = el.getBoundingClientRect()
        // Beside it or above it.
        return Math.max(box.left - label.right, box.top - label.bottom)
      })
      expect(gap, 'space between "Key" and its select, px').toBeGreaterThanOrEqual(4)
    })

    test('“on this computer” says why it cannot be chosen, to the keyboard and as its description', async ({
      page,
      devApp,
      addKeyByIpc,
    }) => {
      const { app, bridges, place } = await onKeyThatMayNotRead(page, devApp, addKeyByIpc)
      const words =
        /^Searching on this computer can be chosen once the catalogue on this computer holds bridges\. It is not used with the key in use: the catalogue line above says why\.$/
      await expect(place).toHaveAccessibleDescription(words)
      const why = place.getByRole('button', { name: 'Why?' })

      // By keyboard from the search box: "Why?" is a Tab stop (the disabled options are not); Escape closes it.
      await bridges.search.focus()
      for (let i = 0; i < 4 && !(await why.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab')
      await expect(why).toBeFocused()
      await page.keyboard.press('Enter')
      const note = app.main.getByRole('note').filter({ hasText: words })
      await expect(note).toBeInViewport({ ratio: 1 })
      await page.keyboard.press('Escape')
      await expect(note).toBeHidden()
      await expect(why).toBeFocused()
    })

    test('the catalogue line keeps one place of its words’ height, and nothing above the list moves as they change', async ({
      page,
      devApp,
      addKeyByIpc,
    }) => {
      const { app, bridges, preview, full, place, local } = await onKeyThatMayNotRead(
        page,
        devApp,
        addKeyByIpc,
      )

      // The catalogue line's kept place is as high as its words at most: no empty band under it (one line, two at
      // the narrowest, and the bar's line), and longer words end in "More" rather than growing it.
      const slot = app.main.locator('.catalogue-status-slot')
      const line = slot.getByTestId('catalogue-status')
      await expect(line).toContainText('not shown')
      const lines = size.viewport.width <= 400 ? 2 : 1
      const slotHeight = await heightOf(slot)
      expect(slotHeight, 'the catalogue line’s kept place, px').toBeLessThanOrEqual(lines * 19 + 6)
      expect(await heightOf(line), 'the catalogue line, px').toBeLessThanOrEqual(slotHeight)
      // Its cut words are read whole a press away, over the page, and Escape puts them away.
      const more = slot.getByRole('button', { name: /^More/ })
      await more.click()
      const whole = slot.locator('.catalogue-status-whole')
      // Withheld for this key, or paused by its refusal when the walk asked before the key's check had answered
      // (a race of the two, both true): either way the whole words say the copy is not shown.
      await expect(whole).toHaveText(
        /^Catalogue (not shown: .* It is shown again once a key that may read it is in use|paused at .* Until then the copy of the list on this computer is not shown)\.$/,
      )
      await expect(whole).toBeInViewport({ ratio: 1 })
      await page.keyboard.press('Escape')
      await expect(whole).toBeHidden()
      await expect(more).toBeFocused()
      // (The focus left the search, which closed Filters in a narrow window.)
      await bridges.showFilters()
      await bridges.search.focus()

      // What sits above the list, where it is while the catalogue waits…
      const pieces = [
        slot,
        bridges.search,
        place.locator('.segmented-options'),
        bridges.category,
        app.main.getByRole('combobox', { name: 'Sort' }),
      ]
      const before = await Promise.all(pieces.map(boxOf))
      await page.evaluate(recordShifts)

      // …and once the key in use may read the list and the catalogue holds it: "on this computer" can be chosen.
      expect((await preview.ipc('keys:set-active', { id: full })).ok).toBe(true)
      await walkAtFullShare(preview)
      await expect(local).toBeEnabled({ timeout: 30_000 })
      await expect(line).toContainText(/bridges/)
      await expect(line).not.toContainText('not shown')
      expect(await Promise.all(pieces.map(boxOf)), 'places of the catalogue line and the search').toEqual(
        before,
      )
      expect(await page.evaluate(shiftsAbove), 'layout shifts above the list').toEqual([])
    })
  })
}

for (const size of JOURNEY_SIZES.filter((s) => s.narrow)) {
  test.describe(`Filters at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor })

    test('searched on this computer, the count line takes two lines at most and keeps its whole sentence', async ({
      page,
      demoApp,
    }) => {
      const app = await demoApp()
      const bridges = app.bridges()
      await bridges.waitForRows()
      await bridges.showFilters()
      const local = app.main.getByRole('radio', { name: 'on this computer' })
      await expect(local).toBeEnabled({ timeout: 30_000 })
      await local.check()
      await bridges.searchFor('harbour')
      await bridges.chooseCategory('technology')
      // The whole sentence is the status's text (what screen readers read and announce)…
      await expect(bridges.countLine).toHaveText(
        /^Showing \d+ bridges? in Technology with “harbour” in the title or a suggestion seen, searched on this computer \(.*\)\. On this computer, word forms match too: “libraries” also finds “library”\.$/,
      )
      // …and what is seen says it in two lines at most, the category and where it was searched included.
      const seen = await page.evaluate(() =>
        [...document.querySelectorAll('main p')]
          .filter((p) => (p.textContent ?? '').startsWith('Showing') && p.getBoundingClientRect().height > 2)
          .map((p) => ({
            text: (p as HTMLElement).innerText,
            lines: Math.round(
              p.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(p).lineHeight),
            ),
          })),
      )
      expect(seen, 'count lines drawn').toHaveLength(1)
      expect(seen[0]!.lines, `lines of “${seen[0]!.text}”`).toBeLessThanOrEqual(2)
      expect(seen[0]!.text).toContain('in Technology')
      expect(seen[0]!.text).toMatch(/on this computer/i)
    })

    test('Filters gets out of the list’s way once the user moves on to it, keeping what it set', async ({
      page,
      demoApp,
    }) => {
      const app = await demoApp()
      const bridges = app.bridges()
      await bridges.waitForRows()
      const { width, height } = size.viewport
      // By pointer: a category chosen, then the wheel over the list.
      await bridges.filtersButton.click()
      await expect(bridges.filtersButton).toHaveAttribute('aria-expanded', 'true')
      await bridges.category.fill('health')
      await expect.poll(() => app.hash()).toBe('#/bridges?category=health')
      await bridges.waitForRows()
      await page.mouse.move(width / 2, Math.round(height * 0.8))
      // Over the open filters, the wheel scrolls what is under the pointer there while it has more to show (the
      // filters fill a small window; the category's options scroll too), then moves on to the list and closes them;
      // with nothing there to scroll, the first turn closes them.
      const point = [width / 2, Math.round(height * 0.8)] as const
      const panel = page.getByRole('search').locator('.toolbar-filters')
      const scrolledWithin = (): Promise<number> =>
        panel.evaluate((el) => [el, ...el.querySelectorAll('*')].reduce((n, e) => n + e.scrollTop, 0))
      const scrollsThere = await panel.evaluate((el, [x, y]) => {
        for (let box = document.elementFromPoint(x, y); box !== null; box = box.parentElement) {
          // A box that scrolls its own content (not one that only clips it) and has more below.
          const own = /^(auto|scroll)$/.test(getComputedStyle(box).overflowY)
          if (own && box.scrollHeight - box.clientHeight - box.scrollTop > 1) return el.contains(box)
          if (box === el) return false
        }
        return false
      }, point)
      const before = await scrolledWithin()
      let turns = 0
      for (; turns < 30 && (await bridges.filtersButton.getAttribute('aria-expanded')) === 'true'; turns++) {
        await page.mouse.wheel(0, 240)
        if (scrollsThere && turns === 0)
          await expect
            .poll(scrolledWithin, { message: 'the wheel scrolled inside the open filters' })
            .toBeGreaterThan(before)
      }
      await expect(bridges.filtersButton).toHaveAttribute('aria-expanded', 'false')
      if (!scrollsThere) expect(turns, 'turns of the wheel to close the filters').toBe(1)
      await expect(bridges.category).toBeHidden()
      await expect(bridges.filtersButton).toHaveText(/^Filters \(1\)/)
      // The focus was in the category field: it goes to the button that opens the filters again, not to nowhere.
      await expect(bridges.filtersButton).toBeFocused()
      expect(await app.hash()).toBe('#/bridges?category=health')
      // What stays pinned over the list is the search's one line again, once the user scrolls on.
      await page.mouse.wheel(0, 240)
      await expect
        .poll(() => page.getByRole('main').evaluate((el) => el.scrollTop), {
          message: 'the page scrolled on',
        })
        .toBeGreaterThan(0)
      const pinnedBottom = await page
        .getByRole('search')
        .evaluate((el) => Math.round(el.getBoundingClientRect().bottom))
      expect(pinnedBottom, 'bottom of the pinned search, px').toBeLessThanOrEqual(height / 3)

      // By keyboard: open, then Tab on past the filters to the list's controls (the category, its facet buttons and
      // the ranges of passes, score and day: however many the filters hold, the loop ends when the focus leaves).
      await page.keyboard.press('Enter')
      await expect(bridges.filtersButton).toHaveAttribute('aria-expanded', 'true')
      await expect(bridges.category).toBeVisible()
      await bridges.category.focus()
      for (
        let i = 0;
        i < 60 && (await page.getByRole('search').evaluate((f) => f.contains(document.activeElement)));
        i++
      )
        await page.keyboard.press('Tab')
      await expect(bridges.filtersButton).toHaveAttribute('aria-expanded', 'false')
    })
  })
}

/** The height of an element's box, px. */
/**
 * The bridges page on a key that may not read public data (a second key, made the one in use): the catalogue is
 * not used with it, so Sort and "on this computer" cannot be chosen and the search stays on the service. Filters
 * are shown.
 */
async function onKeyThatMayNotRead(
  page: Page,
  devApp: TestFixtures['devApp'],
  addKeyByIpc: TestFixtures['addKeyByIpc'],
) {
  const { app, keys, service, preview } = await devApp()
  const full = await addKeyByIpc(preview, keys.full, service.baseUrl, 'Work key')
  const meOnly = await addKeyByIpc(preview, keys.meOnly, service.baseUrl, 'Profile only')
  expect((await preview.ipc('keys:set-active', { id: meOnly })).ok).toBe(true)
  await page.reload()
  await app.gotoHash('#/bridges')
  const bridges = app.bridges()
  // Sort sits under Filters in a narrow window (rows first): shown before it is read.
  await bridges.showFilters()
  await expect(app.main.getByRole('combobox', { name: 'Sort' })).toBeDisabled()
  const place = app.main.getByRole('group', { name: 'Search', exact: true })
  const local = place.getByRole('radio', { name: 'on this computer' })
  await expect(local).toBeDisabled()
  return { app, bridges, preview, full, place, local }
}

const heightOf = (locator: Locator): Promise<number> =>
  locator.evaluate((el) => Math.round(el.getBoundingClientRect().height))

/** The bottom of an element's box from the window's top, px. */
const bottomOf = (locator: Locator): Promise<number> =>
  locator.evaluate((el) => Math.round(el.getBoundingClientRect().bottom))

/** How many lines the top bar's shown items take: items that share no height with the first line start another. */
function linesOf(page: Page): Promise<number> {
  return page.getByRole('banner').evaluate((bar) => {
    const boxes = [...bar.children]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .sort((a, b) => a.top - b.top)
    let lines = 0
    let lineBottom = -Infinity
    for (const r of boxes) {
      if (r.top >= lineBottom) {
        lines += 1
        lineBottom = r.bottom
      } else lineBottom = Math.max(lineBottom, r.bottom)
    }
    return lines
  })
}

/** An element's box, rounded to half pixels. */
const boxOf = (locator: Locator): Promise<number[]> =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    return [r.left, r.top, r.width, r.height].map((n) => Math.round(n * 2) / 2)
  })

/** Starts recording the page's layout shifts (not those right after an input, as CLS counts them). */
function recordShifts(): void {
  const found: { value: number; nodes: Node[] }[] = []
  Object.assign(window, { __shifts: found })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
      sources: { node: Node | null }[]
    })[]) {
      if (!e.hadRecentInput) found.push({ value: e.value, nodes: e.sources.flatMap((s) => s.node ?? []) })
    }
  }).observe({ type: 'layout-shift' })
}

/** The recorded shifts that moved the page's header or the search's toolbar, as `value: element classes`. */
function shiftsAbove(): string[] {
  const found = (window as unknown as { __shifts: { value: number; nodes: Node[] }[] }).__shifts
  const above = [...document.querySelectorAll('.page-header, .bridges-toolbar > *')]
  return found
    .filter((s) => s.nodes.some((n) => above.some((a) => a.contains(n))))
    .map((s) => `${s.value.toFixed(4)}: ${s.nodes.map((n) => (n as Element).className).join(', ')}`)
}
