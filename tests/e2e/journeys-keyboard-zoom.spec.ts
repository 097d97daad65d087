// The three people the app is for (README.md, Who it is for), at 200 % zoom of a 1280 × 800 window and by keyboard
// only (Tab, Shift+Tab, Enter, Space, arrows, Escape; no pointer): at every stop the focus is shown, inside the
// window, and not under a pinned bar (WCAG 2.1.1 Keyboard, 2.4.7 Focus visible, 2.4.11 Focus not obscured).
import type { Locator, Page } from '@playwright/test'
import { demoReference, expect, test } from './fixtures.ts'
import { TablePage } from './pages/table-page.ts'

test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 })

test('browsing: search, a category, a sort, then a bridge and its suggestor, by keyboard', async ({
  page,
  demoApp,
}) => {
  const app = await demoApp()
  const bridges = app.bridges()
  await bridges.waitForRows()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Enter')
  await tabTo(page, bridges.search)
  await page.keyboard.type('harbour')
  await expect.poll(() => app.hash()).toContain('q=harbour')
  await bridges.waitForRows()

  // Filters opens under the search; its category takes typed words and Enter.
  await tabTo(page, bridges.filtersButton)
  await page.keyboard.press('Enter')
  await expect(bridges.filtersButton).toHaveAttribute('aria-expanded', 'true')
  await tabTo(page, bridges.category)
  await page.keyboard.type('technology')
  await page.keyboard.press('Enter')
  await expect.poll(() => app.hash()).toContain('category=technology')

  // The sort, once the catalogue holds bridges: an arrow chooses the next order.
  const sort = app.main.getByRole('combobox', { name: 'Sort' })
  await expect(sort).toBeEnabled({ timeout: 30_000 })
  await tabTo(page, sort)
  await page.keyboard.press('ArrowDown')
  await expect(sort).not.toHaveValue('')

  // Into the list: a row takes the focus, the arrows move it, Enter opens the bridge.
  await bridges.waitForRows()
  await tabTo(page, bridges.rows.first(), 60)
  await page.keyboard.press('ArrowDown')
  const second = bridges.rows.nth(1)
  await expect(second).toBeFocused()
  await expectFocusShown(page)
  const title = (await second.locator('.bridge-row-title').textContent())!.trim()
  await page.keyboard.press('Enter')
  await expect(app.heading).toHaveText(title)
  const suggestor = app.main
    .getByRole('article')
    .getByRole('link', { name: /^[\w.-]+$/ })
    .first()
  await tabTo(page, suggestor)
  const username = (await suggestor.textContent())!.trim()
  await page.keyboard.press('Enter')
  await expect(app.profile().fact('Username')).toHaveText(username)
})

test('browsing as a table: List or Table by arrows, a row chosen, and the side panel’s buttons never under its bar', async ({
  page,
  demoApp,
}) => {
  const app = await demoApp()
  await app.bridges().waitForRows()
  const table = new TablePage(page)
  await tabTo(page, table.displayList)
  await page.keyboard.press('ArrowRight')
  await expect(table.displayTable).toBeChecked()
  await expect(table.rows.first()).toBeVisible()
  await tabTo(page, table.grid, 60)
  await page.keyboard.press('ArrowDown')
  await expect(table.panel).toBeVisible()
  // The panel scrolls on its own under its pinned bar (at 200 % it is a short box under the grid).
  await tabTo(page, table.panel.getByRole('link', { name: 'Open the bridge’s page' }))
  await page.keyboard.press('Enter')
  await expect(app.bridgeDetail().backLink).toBeVisible()
})

test('support: a profile looked up by username, its bridge opened, and an export asked for and put away, by keyboard', async ({
  page,
  demoApp,
}) => {
  const app = await demoApp()
  await app.bridges().waitForRows()
  const { published } = await demoReference()
  const bridge = published[5]!
  await app.palette.goTo('lookup', 'Lookup')
  const lookup = app.lookup()
  await tabTo(page, lookup.input)
  await page.keyboard.type(bridge.suggestor.username)
  await page.keyboard.press('Enter')
  await expect(app.profile().fact('Username')).toHaveText(bridge.suggestor.username)

  // A cross-link: the profile's bridge opens the bridge.
  const link = app.profile().bridgeLinks.filter({ hasText: bridge.title }).first()
  await tabTo(page, link, 60)
  await page.keyboard.press('Enter')
  await expect(app.heading).toHaveText(bridge.title)

  // Export from the list: the dialog takes the focus, Escape puts it away and gives the focus back.
  await app.palette.goTo('bridges', 'Bridges')
  const bridges = app.bridges()
  await bridges.waitForRows()
  await tabTo(page, bridges.loadAllButton)
  await page.keyboard.press('Enter')
  await expect(bridges.exportDialog).toBeVisible()
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab')
    await expectFocusShown(page)
    expect(await bridges.exportDialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(bridges.exportDialog).toBeHidden()
  await expect(bridges.loadAllButton).toBeFocused()
})

test('developer: a key checked, another chosen in Key health, and the scope matrix, by keyboard', async ({
  page,
  devApp,
  addKeyByIpc,
}) => {
  const { app, keys, service, preview } = await devApp()
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Work key for the team dashboard')
  await addKeyByIpc(preview, keys.publicOnly, service.baseUrl, 'Public')
  await page.reload()
  await app.waitForView()

  await app.palette.goTo('keys', 'Keys')
  const row = app.keys().keyRow('Work key for the team dashboard')
  const check = row.getByRole('button', { name: 'Check now' })
  await tabTo(page, check)
  await page.keyboard.press('Enter')
  await expect(row.getByRole('status').first()).not.toBeEmpty()

  // Key health's picker: Enter opens it, an arrow and Enter choose the other key.
  await app.palette.goTo('developer', 'Developer')
  const picker = app.main.getByRole('combobox', { name: 'Key', exact: true })
  await tabTo(page, picker)
  const before = await picker.inputValue()
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(picker).not.toHaveValue(before)
  await expect(picker).toBeFocused()

  const matrix = app.main.getByRole('link', { name: /scope matrix/ })
  await tabTo(page, matrix, 40, 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(app.heading).toHaveText(/usage/i)
})

/**
 * Presses `key` until `target` has the focus (at most `max` presses), checking the focus is shown at every stop.
 */
async function tabTo(page: Page, target: Locator, max = 40, key = 'Tab'): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) break
    await page.keyboard.press(key)
    await expectFocusShown(page)
  }
  await expect(target).toBeFocused()
}

/**
 * The focused element is shown: a ring (an outline or a box shadow, on it, on the label that holds it, or on the
 * row it names active), its centre inside the window, and nothing drawn over that centre (a pinned bar).
 */
async function expectFocusShown(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (el === null || el === document.body || el === document.documentElement) return null
    const name = `${el.tagName.toLowerCase()} “${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}”`
    const ringed = (e: Element | null): boolean => {
      if (e === null) return false
      const s = getComputedStyle(e)
      return (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none'
    }
    const active = el.getAttribute('aria-activedescendant')
    const ring =
      ringed(el) ||
      ringed(el.closest('label')) ||
      (active !== null && ringed(document.getElementById(active)))
    const r = el.getBoundingClientRect()
    const x = r.left + r.width / 2
    const y = r.top + Math.min(r.height, 24) / 2
    const inside = r.width > 0 && x >= 0 && x <= innerWidth && y >= 0 && y <= innerHeight
    const hit = inside ? document.elementFromPoint(x, y) : null
    const covered =
      hit !== null && !el.contains(hit) && !hit.contains(el) && el.closest('label')?.contains(hit) !== true
    return { name, ring, inside, over: covered ? String(hit.className || hit.tagName) : null }
  })
  if (found === null) return
  expect(found.ring, `a focus ring on ${found.name}`).toBe(true)
  expect(found.inside, `${found.name} inside the window`).toBe(true)
  expect(found.over, `what is drawn over ${found.name}`).toBeNull()
}
