// Every view at every size: nothing scrolls sideways from 320 px up (200% zoom of a 640 px window included), and
// at 1920 px the content keeps to a centred column instead of hugging the left edge.
import { demoReference, expect, test } from './fixtures.ts'
import { eachShowing, VIEWS } from './support/views.ts'

const WIDTHS = [320, 640, 800, 1920] as const

/** Elements wider than the page, or scrolling sideways on their own, as `selector (scrollWidth>clientWidth)`. */
function overflowing(): string[] {
  const out: string[] = []
  const root = document.documentElement
  const name = (el: Element): string =>
    `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''}`
  if (root.scrollWidth > root.clientWidth) {
    // Name the innermost element that sticks out, so the message says what to fix.
    const wide = [...document.querySelectorAll('body *')].filter(
      (el) => el.getBoundingClientRect().right > root.clientWidth + 1 && el.children.length === 0,
    )
    out.push(`page (${root.scrollWidth}>${root.clientWidth}): ${wide.slice(0, 3).map(name).join(', ')}`)
  }
  for (const el of document.querySelectorAll<HTMLElement>('body *')) {
    const style = getComputedStyle(el)
    // A data table may scroll inside its own frame (as a spreadsheet does), and so may the toolbar's one-line strip
    // of facet counts (filters.css: categories beyond the window's width are scrolled to, the line never grows);
    // the page around them may not.
    const scrolls =
      (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
      !el.classList.contains('table-scroll') &&
      !el.classList.contains('grid-scroll') &&
      el.closest('.bridges-toolbar .facet-line') === null
    if (scrolls && el.scrollWidth > el.clientWidth + 1) {
      out.push(`${name(el)} (${el.scrollWidth}>${el.clientWidth})`)
    }
  }
  return out
}

for (const view of VIEWS) {
  test(`the ${view.id} view never scrolls sideways at 320, 640, 800 and 1920 px wide`, async ({
    page,
    demoApp,
  }) => {
    const found: string[] = []
    const widths = eachShowing(await demoApp(), view, WIDTHS, (width) =>
      page.setViewportSize({ width, height: width === 800 ? 600 : 700 }),
    )
    for await (const width of widths) {
      await page.screenshot({ path: test.info().outputPath(`${view.id}-${width}.png`) })
      for (const what of await page.evaluate(overflowing)) found.push(`${width} px: ${what}`)
      if (width === 1920 && view.id !== 'command-palette') {
        // The main region's content box is a centred column: as much room on its left as on its right.
        const [left, right] = await page.evaluate(() => {
          const main = document.querySelector('main')!
          const style = getComputedStyle(main)
          return [Number.parseFloat(style.paddingLeft), Number.parseFloat(style.paddingRight)]
        })
        const column = await page.evaluate(() => {
          const main = document.querySelector('main')!
          const style = getComputedStyle(main)
          return (
            main.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
          )
        })
        if (column > 1440) found.push(`1920 px: content ${column} px wide, not a column`)
        if (Math.abs(left - right) > 24) found.push(`1920 px: column not centred (${left} px | ${right} px)`)
      }
    }
    expect(found).toEqual([])
  })
}

test('a list row shows every fact at 320 px (two lines), and one aligned line per bridge at 1920 px', async ({
  page,
  demoApp,
}) => {
  const app = await demoApp()
  const demo = await demoReference()
  const show = VIEWS.find((v) => v.id === 'bridges')!
  /** Per visible row: is each fact fully inside the row, and on which line (top, px) it sits. */
  const facts = () =>
    page.locator('.bridge-row:not(.bridge-row-loading)').evaluateAll((rows) =>
      rows.slice(0, 5).map((row) => {
        const box = row.getBoundingClientRect()
        const part = (sel: string) => {
          const el = row.querySelector(sel)!
          const r = el.getBoundingClientRect()
          const whole = r.left >= box.left - 1 && r.right <= box.right + 1 && r.bottom <= box.bottom + 1
          return { whole: whole && el.scrollWidth <= el.clientWidth + 1, top: Math.round(r.top) }
        }
        return {
          title: part('.bridge-row-title'),
          category: part('.bridge-row-category'),
          author: part('.bridge-row-suggestor a'),
          date: part('.bridge-row-date'),
          passes: part('.bridge-row-passes'),
        }
      }),
    )

  await page.setViewportSize({ width: 320, height: 800 })
  await show.show(app, demo)
  for (const row of await facts()) {
    expect(
      row.category.whole && row.author.whole && row.date.whole && row.passes.whole,
      JSON.stringify(row),
    ).toBe(true)
  }

  await page.setViewportSize({ width: 1920, height: 1000 })
  await show.show(app, demo)
  const wide = await facts()
  for (const row of wide) {
    expect(Math.abs(row.title.top - row.date.top), JSON.stringify(row)).toBeLessThan(8)
    expect(row.author.whole && row.date.whole, JSON.stringify(row)).toBe(true)
  }
  // Columns: the dates of all rows start at the same x.
  const xs = await page
    .locator('.bridge-row-date')
    .evaluateAll((els) => els.slice(0, 5).map((el) => Math.round(el.getBoundingClientRect().left)))
  expect(new Set(xs).size).toBe(1)
})

test('at 320 px the sections are in a menu, Saved views and the developer tools too, each an easy target inside the window', async ({
  page,
  demoApp,
}) => {
  const app = await demoApp()
  await page.setViewportSize({ width: 320, height: 800 })
  await expect(app.nav).toBeHidden()
  await app.showDeveloperTools()
  const links = app.nav.getByRole('link')
  // The menu holds every section and the saved views under Bridges, as the wide window's nav does.
  await expect(links.filter({ hasText: 'Saved views' })).toBeVisible()
  const boxes = await links.evaluateAll((all) =>
    all.map((a) => a.getBoundingClientRect()).map((r) => ({ right: r.right, height: r.height })),
  )
  // Bridges, Saved views, Lookup, Bulk lookup, What changed, Watch list, My profile, Stats, Keys, Settings, Rate limit,
  // Developer.
  expect(boxes).toHaveLength(12)
  // WCAG 2.2 target size (minimum): 24 CSS px; none cut by the window's edge.
  for (const b of boxes) {
    expect(b.height).toBeGreaterThanOrEqual(24)
    expect(b.right).toBeLessThanOrEqual(320)
  }
})
