// The browsing persona's first hour (README.md, Who it is for), walked at every size by mouse and by keyboard only:
// the list is reached and scrolled with the wheel, the sections are a menu in small windows, "← Bridges" keeps the
// place, and the palette offers what was typed, each once.
import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { JOURNEY_SIZES } from './pages/sizes.ts'
import { SavedViewsPage } from './pages/saved-views-page.ts'

for (const size of JOURNEY_SIZES) {
  test.describe(`browse at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor })

    test('by mouse: the wheel brings the list into view and scrolls it; the menu opens and closes', async ({
      page,
      demoApp,
    }) => {
      const app = await demoApp()
      const bridges = app.bridges()
      await bridges.waitForRows()
      // The wheel a little below the window's middle, where the list is or comes to be.
      const { width, height } = size.viewport
      await page.mouse.move(width / 2, Math.round(height * 0.65))
      const row = bridges.rows.and(page.locator('[data-row-index="12"]'))
      for (let i = 0; i < 20 && !((await row.isVisible()) && (await inWindow(row, height))); i++) {
        await page.mouse.wheel(0, 240)
      }
      expect(await inWindow(row, height), 'row 13 reached with the wheel').toBe(true)
      // The page scrolled the welcome and the title away: the list takes at least half the window, not a strip
      // under a header that stays.
      const shown = await bridges.scroller.evaluate((el) => {
        const box = el.getBoundingClientRect()
        return Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)
      })
      expect(shown, 'height of the list in the window').toBeGreaterThanOrEqual(height / 2)
      // The search stays on screen while the list scrolls.
      await expect(bridges.search).toBeInViewport()

      if (size.narrow) {
        await expect(app.nav).toBeHidden()
        await app.menuButton.click()
        await expect(app.menuButton).toHaveAttribute('aria-expanded', 'true')
        await expect(app.navLink('Stats')).toBeInViewport()
        await page.keyboard.press('Escape')
        await expect(app.nav).toBeHidden()
        await expect(app.menuButton).toBeFocused()
      } else {
        await expect(app.menuButton).toBeHidden()
        await expect(app.navLink('Stats')).toBeVisible()
      }
    })

    test('"← Bridges" returns to the filtered list where it was left', async ({ page, demoApp }) => {
      const app = await demoApp()
      const bridges = app.bridges()
      await bridges.waitForRows()
      await bridges.chooseCategory('environment')
      await bridges.waitForRows()
      // In a small window Filters was opened to choose it; the user closes it before moving on to the list (moving
      // on closes it too, which would change the page's height between the measure and the return).
      if (size.narrow && (await bridges.filtersButton.getAttribute('aria-expanded')) === 'true')
        await bridges.filtersButton.click()
      // The page scrolled to where the list fills the window, then the list itself.
      const main = page.getByRole('main')
      const pageTop = await main.evaluate((el) => {
        el.scrollTop = el.scrollHeight
        return el.scrollTop
      })
      expect(pageTop).toBeGreaterThan(0)
      await bridges.scroller.evaluate((el) => {
        el.scrollTop = 600
      })
      await expect.poll(() => bridges.scroller.evaluate((el) => el.scrollTop)).toBe(600)
      // A row wholly inside the list's scrolled view, whatever the rows' height at this size. Read from the drawn
      // rows once they are laid out: a row the virtual list is still measuring is 0 px high (seen under load).
      const scrollerBox = () =>
        bridges.scroller.evaluate((el) => {
          const view = el.getBoundingClientRect()
          const inside = [...el.querySelectorAll<HTMLElement>('[role="listitem"][data-row-index]')].find(
            (row) => {
              const box = row.getBoundingClientRect()
              return box.height > 0 && box.top >= view.top && box.bottom <= view.bottom
            },
          )
          return inside?.dataset.rowIndex ?? ''
        })
      await expect.poll(scrollerBox).not.toBe('')
      const index = await scrollerBox()
      const row = bridges.rows.and(page.locator(`[data-row-index="${index}"]`))
      await row.locator('.bridge-row-title').click()
      await app.waitForView()
      await page.getByRole('main').getByRole('link', { name: '← Bridges' }).click()
      await bridges.waitForRows()
      expect(await app.hash()).toContain('category=environment')
      await expect.poll(() => bridges.scroller.evaluate((el) => el.scrollTop)).toBe(600)
      await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBe(pageTop)
    })

    test('saving a view: typing replaces the suggested name, and a long name never widens the page', async ({
      page,
      demoApp,
    }) => {
      const app = await demoApp()
      await app.gotoHash('#/bridges?q=garden')
      await app.bridges().waitForRows()
      const views = new SavedViewsPage(page)
      await views.saveButton.focus()
      await page.keyboard.press('Enter')
      const name = views.saveDialog.getByRole('textbox', { name: 'Name' })
      await expect(name).toBeFocused()
      await expect(name).not.toHaveValue('')
      await page.keyboard.type('Gardens')
      await expect(name).toHaveValue('Gardens')
      const long = `Gardens ${'and more gardens '.repeat(4)}`.trim()
      await name.fill(long)
      await page.keyboard.press('Enter')
      await expect(views.current).toHaveText(`Saved view: ${long}`)
      const root = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
      expect(root[0], 'page width with a long view name').toBeLessThanOrEqual(root[1]!)
      if (!size.narrow) {
        const link = views.navLink(long)
        const [linkRight, navRight] = await Promise.all([
          link.evaluate((el) => el.getBoundingClientRect().right),
          app.nav.evaluate((el) => el.getBoundingClientRect().right),
        ])
        expect(linkRight, 'the long name stays inside the nav').toBeLessThanOrEqual(navRight)
      }
    })

    test('the watch list unpins a row where it is listed', async ({ page, demoApp }) => {
      const app = await demoApp()
      const bridges = app.bridges()
      await bridges.waitForRows()
      const title = (await bridges.rows.first().locator('.bridge-row-title').textContent())!.trim()
      await bridges.rows.first().locator('.bridge-row-title').click()
      await app.bridgeDetail().expectTitle(title)
      await app.main.getByRole('button', { name: '☆ Pin' }).click()
      await expect(app.main.getByRole('button', { name: '★ Pinned' })).toBeVisible()
      await app.gotoHash('#/watch')
      await expect(app.main.getByRole('link', { name: title, exact: true })).toBeVisible()
      const [wide, room] = await app.main.evaluate((el) => [el.scrollWidth, el.clientWidth])
      expect(wide, 'the watch list never scrolls sideways').toBeLessThanOrEqual(room!)
      await app.main.getByRole('button', { name: `Unpin ${title}` }).click()
      await expect(app.main.getByRole('link', { name: title, exact: true })).toHaveCount(0)
      await expect(page.getByText('Nothing is pinned yet.')).toBeVisible()
    })

    test('by keyboard only: the palette offers what was typed, each once, grouped, and its count is what it shows', async ({
      page,
      demoApp,
    }) => {
      const app = await demoApp()
      const bridges = app.bridges()
      await bridges.waitForRows()
      await bridges.searchFor('bike')
      await bridges.searchFor('rain garden')
      await bridges.searchFor('')
      await app.palette.goTo('stats', 'Stats')
      await app.waitForView()
      await app.palette.open()
      await page.keyboard.type('rain garden')
      await app.palette.settled()
      const options = app.palette.options
      await expect(options.first()).toBeVisible()
      const labels = await options.locator('.palette-label').allTextContents()
      expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length)
      const bridgeOptions = app.palette.dialog.getByRole('group', { name: 'Bridges' }).getByRole('option')
      for (const label of await bridgeOptions.locator('.palette-label').allTextContents()) {
        if (label.startsWith('Open bridge')) continue
        expect(label.toLowerCase()).toMatch(/rain.*garden|garden.*rain/)
      }
      const status = app.palette.dialog.getByRole('status')
      await expect(status).toHaveText(`${labels.length} ${labels.length === 1 ? 'match' : 'matches'}`)
      // Keyboard all the way: the first bridge, then back to the list, where the row keeps focus.
      await app.palette.close()
      await app.palette.goTo('bridges', 'Bridges')
      await bridges.waitForRows()
      await bridges.search.focus()
      const firstRow = bridges.rows.and(page.locator('[data-row-index="0"]'))
      // Every control between the search field and the rows is a tab stop: the search place, the ranges, one
      // button per category once the catalogue's counts have come (they may come during the walk), sort and
      // suggestors. The bound is a guard against a focus trap, not the count of stops.
      for (let i = 0; i < 80 && !(await firstRow.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab')
      await expect(firstRow).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowDown')
      const third = bridges.rows.and(page.locator('[data-row-index="2"]'))
      await expect(third).toBeFocused()
      await page.keyboard.press('Enter')
      await app.waitForView()
      const back = page.getByRole('main').getByRole('link', { name: '← Bridges' })
      await back.focus()
      await page.keyboard.press('Enter')
      await expect(third).toBeFocused()
    })
  })
}

/** Whether the element is wholly inside the window's height. */
async function inWindow(locator: Locator, height: number): Promise<boolean> {
  const box = await locator.boundingBox()
  return box !== null && box.y >= 0 && box.y + box.height <= height
}
