// A newcomer's first screens leave the page its room at every size (README.md, Who it is for; WCAG 1.4.10
// Reflow): until "Got it" the welcome is in full only on the start page of a window with room, one line elsewhere
// and in narrow or short windows, its words a press away; the top bar keeps one line, its budget said in fewer
// words where it is narrowest.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { JOURNEY_SIZES } from './pages/sizes.ts'

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
      const more = welcome.getByRole('button', { name: /^What the words mean/ })
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
  })
}

for (const size of JOURNEY_SIZES.filter((s) => s.narrow)) {
  test.describe(`Filters at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor })

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
      await page.mouse.wheel(0, 240)
      await expect(bridges.filtersButton).toHaveAttribute('aria-expanded', 'false')
      await expect(bridges.category).toBeHidden()
      await expect(bridges.filtersButton).toHaveText(/^Filters \(1\)/)
      // The focus was in the category field: it goes to the button that opens the filters again, not to nowhere.
      await expect(bridges.filtersButton).toBeFocused()
      expect(await app.hash()).toBe('#/bridges?category=health')
      // What stays pinned over the list is the search's one line again.
      const pinnedBottom = await page
        .getByRole('search')
        .evaluate((el) => Math.round(el.getBoundingClientRect().bottom))
      expect(pinnedBottom, 'bottom of the pinned search, px').toBeLessThanOrEqual(height / 3)

      // By keyboard: open, then Tab on past the filters to the list's controls.
      await page.keyboard.press('Enter')
      await expect(bridges.filtersButton).toHaveAttribute('aria-expanded', 'true')
      await expect(bridges.category).toBeVisible()
      await bridges.category.focus()
      for (
        let i = 0;
        i < 6 && (await page.getByRole('search').evaluate((f) => f.contains(document.activeElement)));
        i++
      )
        await page.keyboard.press('Tab')
      await expect(bridges.filtersButton).toHaveAttribute('aria-expanded', 'false')
    })
  })
}

/** The height of an element's box, px. */
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
