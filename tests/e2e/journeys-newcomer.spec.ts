// What a newcomer meets on the bridge list and a bridge's page (README.md, Who it is for), by mouse and keyboard:
// the category applies as the search does, the table's Columns and headers by keyboard, Escape goes back or closes
// the side panel (never over an open dialog or menu), the pinned search leaves the list its room in small windows,
// an empty list says so once, and the demo notice is read whole at every size.
import type { Locator } from '@playwright/test'
import { demoReference, expect, test } from './fixtures.ts'
import { JOURNEY_SIZES } from './pages/sizes.ts'
import { TablePage } from './pages/table-page.ts'

test('the category applies as you type, like the search, and shows as the rows show it', async ({
  page,
  demoApp,
}) => {
  const app = await demoApp()
  const bridges = app.bridges()
  await bridges.waitForRows()
  await bridges.category.click()
  // Typed, with no Enter and without leaving the field.
  await bridges.category.pressSequentially('health')
  await expect.poll(() => app.hash()).toBe('#/bridges?category=health')
  await expect(bridges.countLine).toContainText('in Health')
  for (const row of await bridges.rowTexts()) expect(row.meta.startsWith('Health'), row.meta).toBe(true)
  await expect(bridges.category).toBeFocused()
  // Left, the field shows it as the rows do; so does a link to the list.
  await page.keyboard.press('Tab')
  await expect(bridges.category).toHaveValue('Health')
  await app.gotoHash('#/bridges?category=transport')
  await expect(bridges.category).toHaveValue('Transport')
  // Typing refines one history entry: Back goes to the list before the category, not through "t", "tr", ...
  await bridges.category.fill('')
  await expect.poll(() => app.hash()).toBe('#/bridges')
  await bridges.category.pressSequentially('educ')
  await expect.poll(() => app.hash()).toBe('#/bridges?category=educ')
  await bridges.category.pressSequentially('ation')
  await expect.poll(() => app.hash()).toBe('#/bridges?category=education')
  await page.goBack()
  await expect.poll(() => app.hash()).toBe('#/bridges')
})

test('Columns takes the focus when opened and gives it back on Escape; each header is one Tab stop that sorts and resizes', async ({
  page,
  demoApp,
}) => {
  const app = await demoApp()
  await app.bridges().waitForRows()
  const table = new TablePage(page)
  await table.show()

  await table.columnsButton.focus()
  await page.keyboard.press('Enter')
  await expect(table.columnsPanel).toBeVisible()
  await expect(table.columnsPanel.getByRole('checkbox', { name: 'Title' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(table.columnsPanel).toBeHidden()
  await expect(table.columnsButton).toBeFocused()
  // By mouse too: the panel's first box has the focus, so Escape closes it at once.
  await table.columnsButton.click()
  await expect(table.columnsPanel.getByRole('checkbox', { name: 'Title' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(table.columnsButton).toBeFocused()

  const sortButton = (name: string) => table.header(name).getByRole('button', { name, exact: true })
  await sortButton('Title').focus()
  await page.keyboard.press('Tab')
  await expect(sortButton('Category')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(sortButton('Published')).toBeFocused()
  // Its description says how the keyboard sorts, resizes and moves it.
  await expect(sortButton('Published')).toHaveAccessibleDescription(/Enter or Space sorts.*arrow keys/)
  await page.keyboard.press('Enter')
  await expect(table.header('Published')).toHaveAttribute('aria-sort', /ascending|descending/)
  const before = await table.width('Category')
  await sortButton('Category').focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => table.width('Category')).toBeGreaterThan(before + 20)
  await expect(sortButton('Category')).toBeFocused()
})

test('Escape on a bridge’s page goes back to the list where it was left, but first closes an open dialog', async ({
  page,
  demoApp,
}) => {
  const app = await demoApp()
  const bridges = app.bridges()
  await bridges.waitForRows()
  await bridges.chooseCategory('environment')
  await bridges.waitForRows()
  await bridges.scroller.evaluate((el) => {
    el.scrollTop = 600
  })
  await expect.poll(() => bridges.scroller.evaluate((el) => el.scrollTop)).toBe(600)
  const row = bridges.rows.and(page.locator('[data-row-index="12"]'))
  await row.locator('.bridge-row-title').click()
  await app.waitForView()
  const detail = app.bridgeDetail()
  await expect(detail.backLink).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(bridges.heading).toBeVisible()
  expect(await app.hash()).toContain('category=environment')
  await expect.poll(() => bridges.scroller.evaluate((el) => el.scrollTop)).toBe(600)

  // A bridge with a web site asks before opening it: Escape closes that question and nothing else.
  const withSite = (await demoReference()).published.find((b) => b.domain !== null)!
  await app.gotoHash(`#/bridges/${encodeURIComponent(withSite.slug)}`)
  await detail.expectTitle(withSite.title)
  await detail.openDomainButton.click()
  await expect(detail.openDomainDialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(detail.openDomainDialog).toBeHidden()
  await expect(detail.heading).toHaveText(withSite.title)
  // The question gone, Escape is the page's again.
  await page.keyboard.press('Escape')
  await expect(bridges.heading).toBeVisible()
})

// The page's Escape listener is in place as soon as the page is: the bridge page loads its code first, and React
// runs a later render's plain effects in a task after the paint, where an Escape pressed at once (by a person, or
// by the test above under load) found no listener. An Escape sent in the very task that put the page's back link in
// the document shows whether it is in place (a real key press only sometimes lands in that gap).
test('Escape works from the moment a bridge’s page is shown, not only once its effects have run', async ({
  page,
  demoApp,
}) => {
  const app = await demoApp()
  const bridges = app.bridges()
  await bridges.waitForRows()
  await page.evaluate(() => {
    const seen = new MutationObserver(() => {
      const back = [...document.querySelectorAll('main a')].find((a) => a.textContent === '← Bridges')
      if (back === undefined) return
      seen.disconnect()
      const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
      document.body.dispatchEvent(escape)
      document.body.dataset.escapeAtFirstSight = escape.defaultPrevented ? 'handled' : 'ignored'
    })
    seen.observe(document.body, { childList: true, subtree: true })
  })
  await bridges.rows.nth(3).locator('.bridge-row-title').click()
  await expect(page.locator('body')).toHaveAttribute('data-escape-at-first-sight', 'handled')
  await expect(bridges.heading).toBeVisible()
})

test('Escape in the table’s side panel closes it and gives the focus back to the row', async ({
  page,
  demoApp,
}) => {
  const app = await demoApp()
  await app.bridges().waitForRows()
  const table = new TablePage(page)
  await table.show()
  await table.row(2).click()
  await expect(table.panel).toBeVisible()
  await table.panel.getByRole('button', { name: 'Close the panel' }).focus()
  await page.keyboard.press('Escape')
  await expect(table.panel).toBeHidden()
  await expect(table.grid).toBeFocused()
  await expect(table.row(2)).toHaveAttribute('aria-selected', 'true')
  // The row is still the grid's active one: Enter opens it.
  const title = (await table.row(2).locator('[data-column="title"]').textContent())!.trim()
  await page.keyboard.press('Enter')
  await expect(app.heading).toHaveText(title)
})

test('a search that finds nothing says so once', async ({ demoApp }) => {
  const app = await demoApp()
  const bridges = app.bridges()
  await bridges.waitForRows()
  // Matched by the service, then on this computer (offered once the catalogue holds bridges).
  for (const place of ['on the service', 'on this computer']) {
    const picker = app.main.getByRole('radio', { name: place })
    await expect(picker).toBeVisible()
    await picker.check()
    await bridges.searchFor('zzqxv')
    await expect(bridges.empty).toContainText('No bridges match "zzqxv"')
    // Said once: not also "Showing 0 bridges" on the count line beside it.
    await expect(app.main.getByText(/(^|\s)0 bridges|no bridges/i)).toHaveCount(1)
    await bridges.searchFor('')
  }
})

for (const size of JOURNEY_SIZES.filter((s) => s.narrow)) {
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor })

    test('what stays pinned over the list takes at most a third of the window, and Filters shows every filter', async ({
      page,
      demoApp,
    }) => {
      const app = await demoApp()
      const bridges = app.bridges()
      await bridges.waitForRows()
      // The place picker is offered once the catalogue holds bridges: wait for it, so it is counted.
      await expect(app.main.getByRole('group', { name: 'Search', includeHidden: true })).toBeAttached()
      await app.main.evaluate((el) => {
        el.scrollTop = el.scrollHeight
      })
      const pinnedBottom = await page
        .getByRole('search')
        .evaluate((el) => Math.round(el.getBoundingClientRect().bottom))
      expect(pinnedBottom, 'top bar and pinned search, px').toBeLessThanOrEqual(size.viewport.height / 3)
      await bridges.filtersButton.click()
      await expect(bridges.filtersButton).toHaveAttribute('aria-expanded', 'true')
      await expect(bridges.category).toBeInViewport()
      await expect(app.main.getByRole('radio', { name: 'on this computer' })).toBeInViewport()
      await bridges.category.fill('health')
      await expect.poll(() => app.hash()).toBe('#/bridges?category=health')
      await expect(bridges.filtersButton).toHaveText(/^Filters \(1\)/)
      // Filters open in the page's flow, not over it: Escape in the table's side panel still closes the panel.
      const table = new TablePage(page)
      await table.show()
      // On a cell with no link in it (a narrow row's middle may be the suggestor's link).
      await table.row(0).locator('[data-column="category"]').click()
      await table.panel.getByRole('button', { name: 'Close the panel' }).focus()
      await page.keyboard.press('Escape')
      await expect(table.panel).toBeHidden()
    })
  })
}

test('the demo notice is read whole at every width, beside its badge or from it', async ({
  page,
  demoApp,
}) => {
  await demoApp()
  const banner = page.getByRole('banner')
  const words = banner.getByText(/^Sample (bridges|data) from the built-in service/)
  for (const width of [1280, 1101, 1100, 900, 640, 320]) {
    await page.setViewportSize({ width, height: 700 })
    // The badge (or the button it becomes) is there once the app knows it runs on the demo service.
    await expect(
      banner
        .getByText(/^Demo data/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible()
    if (!(await words.isVisible())) {
      await banner.getByRole('button', { name: /^Demo data/ }).click()
      await expect(words).toBeVisible()
    }
    await expect(words.getByRole('link', { name: 'Add your API key' })).toBeVisible()
    await expect(words).toHaveText(/to see the real ones?\.$/)
    expect(await wholeInWindow(words), `the sentence drawn whole, in the window, at ${width} px`).toBe(true)
    // Escape closes it where it was opened from the badge.
    const toggle = banner.getByRole('button', { name: /^Demo data/ })
    if (await toggle.isVisible()) {
      await page.keyboard.press('Escape')
      await expect(words).toBeHidden()
      await expect(toggle).toBeFocused()
    }
  }
})

/** Whether the demo sentence is drawn whole: nothing of it clipped by its box or by the window. */
async function wholeInWindow(words: Locator): Promise<boolean> {
  return words.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const inWindow =
      r.left >= 0 && r.right <= window.innerWidth && r.top >= 0 && r.bottom <= window.innerHeight
    return inWindow && el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1
  })
}
