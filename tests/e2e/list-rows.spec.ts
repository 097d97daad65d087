// The bridge list's rows at both ends of the size range: at 320 px a title takes two lines before its ellipsis
// (two bridges whose titles start alike stay apart) and is there whole for the mouse and for a screen reader; and
// the keys that move through the list keep the focus in it when a link inside a row has it.
import { expect, test } from './fixtures.ts'

test.describe('at 320 × 640', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('a long title shows two lines, then the ellipsis, and is whole in its title and its name', async ({
    demoApp,
  }) => {
    const app = await demoApp()
    const bridges = app.bridges()
    await bridges.waitForRows()
    // The longest title drawn: at 320 px it needs more than one line.
    const titles = bridges.rows.locator('.bridge-row-title')
    const texts = await titles.allTextContents()
    const longest = texts.reduce((a, b) => (b.length > a.length ? b : a), '')
    expect(longest.length, 'a title longer than one line at 320 px').toBeGreaterThan(45)
    const title = titles.filter({ hasText: longest }).first()
    const drawn = await title.evaluate((el) => {
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight)
      const row = el.closest<HTMLElement>('.bridge-row')!
      return {
        lines: Math.round(el.getBoundingClientRect().height / lineHeight),
        rowFits: row.scrollHeight <= row.clientHeight + 1,
      }
    })
    expect(drawn).toEqual({ lines: 2, rowFits: true })
    await expect(title).toHaveAttribute('title', longest)
    await expect(title).toHaveAccessibleName(longest)
  })
})

test('PageDown on the author link of a row moves to the row ten below, and the focus stays in the list', async ({
  page,
  demoApp,
}) => {
  const app = await demoApp()
  const bridges = app.bridges()
  await bridges.waitForRows()
  await bridges.rows.first().locator('.bridge-row-suggestor a').focus()
  await page.keyboard.press('PageDown')
  await expect(bridges.rows.and(page.locator('[data-row-index="10"]'))).toBeFocused()
  await page.keyboard.press('PageUp')
  await expect(bridges.rows.and(page.locator('[data-row-index="0"]'))).toBeFocused()
})

test.describe('the welcome at 320 × 640', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('is one line, its title then "More" and "Got it", and "More" opens its words', async ({
    page,
    demoApp,
  }) => {
    const app = await demoApp()
    await app.bridges().waitForRows()
    const welcome = page.getByRole('region', { name: 'Welcome to Bridge Explorer' })
    const more = welcome.getByRole('button', { name: /^More/ })
    const gotIt = welcome.getByRole('button', { name: 'Got it' })
    await expect(more).toBeVisible()
    // One line: the title, "More" and "Got it" side by side, at one height.
    const [title, moreBox, gotItBox] = await Promise.all([
      welcome.getByRole('heading', { level: 2 }).boundingBox(),
      more.boundingBox(),
      gotIt.boundingBox(),
    ])
    expect(Math.abs(title!.y + title!.height / 2 - (moreBox!.y + moreBox!.height / 2))).toBeLessThanOrEqual(4)
    expect(Math.abs(moreBox!.y - gotItBox!.y)).toBeLessThanOrEqual(1)
    expect(title!.height).toBeLessThanOrEqual(moreBox!.height)
    await more.click()
    await expect(welcome.getByText('A pass is one use of a bridge')).toBeVisible()
  })
})
