// Every view at every size: nothing scrolls sideways from 320 px up (200% zoom of a 640 px window included).
import { demoReference, expect, test } from './fixtures.ts'
import { VIEWS } from './support/views.ts'

const WIDTHS = [320, 640, 800] as const

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
    // A data table may scroll inside its own frame (as a spreadsheet does); the page around it may not.
    const scrolls =
      (style.overflowX === 'auto' || style.overflowX === 'scroll') && !el.classList.contains('table-scroll')
    if (scrolls && el.scrollWidth > el.clientWidth + 1) {
      out.push(`${name(el)} (${el.scrollWidth}>${el.clientWidth})`)
    }
  }
  return out
}

for (const view of VIEWS) {
  test(`the ${view.id} view never scrolls sideways at 320, 640 and 800 px wide`, async ({
    page,
    startPreview,
    openApp,
  }) => {
    const app = await openApp(await startPreview({ demo: true }))
    const demo = await demoReference()
    const found: string[] = []
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 800 ? 600 : 700 })
      await view.show(app, demo)
      await page.screenshot({ path: test.info().outputPath(`${view.id}-${width}.png`) })
      for (const what of await page.evaluate(overflowing)) found.push(`${width} px: ${what}`)
      if (view.id === 'command-palette') await app.palette.close()
    }
    expect(found).toEqual([])
  })
}
