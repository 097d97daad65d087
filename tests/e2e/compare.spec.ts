// Compare (README.md, "Compare"): two bridges chosen in the table are shown side by side against the reference
// service's own records, copied as text and reopened from their link; two profiles are chosen among Lookup's
// recent lookups; a bridge's page leads there by keyboard alone; a 320 px window scrolls the table in its own box.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { auditSettled } from './support/axe.ts'
import { ComparePage } from './pages/compare-page.ts'
import { TablePage } from './pages/table-page.ts'
import { newestFirst } from './support/bridge-data.ts'
import { browseService } from './support/browse-setup.ts'

const number = (n: number): string => new Intl.NumberFormat('en-US').format(n)
const signed = (n: number): string => new Intl.NumberFormat('en-US', { signDisplay: 'exceptZero' }).format(n)
/** What the Difference column says of two counts. */
const difference = (a: number, b: number): string =>
  a === b ? '= Same' : `≠ Differs: ${number(a)} vs ${number(b)}, ${signed(b - a)}`

async function expectNoAxeViolations(page: Page): Promise<void> {
  const result = await auditSettled(page, (b) => b.include('main'))
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('two bridges selected in the table are compared, copied as text, and reopen from their link', async ({
    page,
    context,
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { service, preview, app } = await browseService({
      startService,
      startPreview,
      addKeyByIpc,
      openApp,
    })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: preview.origin })
    await app.bridges().waitForRows()
    const table = new TablePage(page)
    await table.show()
    const [a, b] = newestFirst(service.data.published())
    await table.row(0).click()
    await table.row(1).click({ modifiers: ['ControlOrMeta'] })
    await app.main.getByRole('link', { name: 'Compare', exact: true }).click()

    const compare = new ComparePage(page)
    await expect(compare.heading).toHaveText('Compare bridges')
    expect(await app.hash()).toBe(`#/compare?bridges=${a!.slug},${b!.slug}`)
    await expect(compare.table).toBeVisible()
    const expectRows = async (): Promise<void> => {
      expect(await compare.row('Title')).toEqual([
        a!.title,
        b!.title,
        a!.title === b!.title ? '= Same' : '≠ Differs',
      ])
      expect(await compare.row('Passes')).toEqual([
        number(a!.passes),
        number(b!.passes),
        difference(a!.passes, b!.passes),
      ])
      expect(await compare.row('Score')).toEqual([
        number(a!.score),
        number(b!.score),
        difference(a!.score, b!.score),
      ])
      expect(await compare.row('Id')).toEqual([a!.id, b!.id, '≠ Differs'])
      expect(await compare.row('Suggested by')).toEqual([
        a!.suggestor.username,
        b!.suggestor.username,
        a!.suggestor.username === b!.suggestor.username ? '= Same' : '≠ Differs',
      ])
    }
    await expectRows()
    await expectNoAxeViolations(page)

    await compare.copy.click()
    await expect(compare.status).toHaveText('Comparison copied as text')
    const text = await page.evaluate(() => navigator.clipboard.readText())
    const lines = text.split('\n')
    expect(lines[0]).toMatch(
      new RegExp(`^Field +\\| ${escape(a!.title)} +\\| ${escape(b!.title)} +\\| Difference$`),
    )
    const passes = lines.find((l) => l.startsWith('Passes'))
    expect(passes?.split(' | ').map((c) => c.trim())).toEqual([
      'Passes',
      number(a!.passes),
      number(b!.passes),
      difference(a!.passes, b!.passes),
    ])

    // The link is the whole comparison: it opens the same table afresh.
    await page.reload()
    await expect(compare.heading).toHaveText('Compare bridges')
    await expectRows()
  })

  test('two profiles are chosen among Lookup’s recent lookups', async ({
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { service, app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
    const names = [...new Set(newestFirst(service.data.published()).map((r) => r.suggestor.username))].slice(
      0,
      2,
    )
    const [x, y] = names as [string, string]
    const lookup = app.lookup()
    for (const name of [x, y]) {
      await app.go('Lookup')
      await lookup.lookUp(`@${name}`)
      // Shown, so remembered among the recent lookups (a lookup is kept once its page found something).
      await app.profile().expectUsername(name)
    }
    await app.go('Lookup')
    const chooser = app.main.getByRole('group', { name: 'Compare two' })
    await chooser.getByRole('checkbox', { name: `Profile @${x}` }).check()
    await expect(chooser).toContainText('Choose one more of the same kind.')
    await chooser.getByRole('checkbox', { name: `Profile @${y}` }).check()
    await chooser.getByRole('link', { name: 'Compare' }).click()

    const compare = new ComparePage(app.page)
    await expect(compare.heading).toHaveText('Compare profiles')
    // In the order the list shows them: the latest lookup first.
    expect(await app.hash()).toBe(`#/compare?profiles=${y},${x}`)
    const px = service.data.profile(x) as { total_passes: number; bridge_count: number }
    const py = service.data.profile(y) as { total_passes: number; bridge_count: number }
    expect(await compare.row('Passes of all their bridges')).toEqual([
      number(py.total_passes),
      number(px.total_passes),
      difference(py.total_passes, px.total_passes),
    ])
    expect(await compare.row('Bridges published')).toEqual([
      number(py.bridge_count),
      number(px.bridge_count),
      difference(py.bridge_count, px.bridge_count),
    ])
    await expectNoAxeViolations(app.page)
  })
})

test.describe('in a 320 px window, with the keyboard only', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('a bridge’s page leads to a comparison without a pointer, and the table scrolls in its own box', async ({
    page,
    startService,
    startPreview,
    addKeyByIpc,
    openApp,
  }) => {
    const { service, app } = await browseService({ startService, startPreview, addKeyByIpc, openApp })
    const [a, b] = newestFirst(service.data.published())
    await app.gotoHash(`#/bridges/${a!.slug}`)
    await app.bridgeDetail().expectTitle(a!.title)
    const compare = new ComparePage(page)

    const withLink = app.main.getByRole('link', { name: 'Compare with…' })
    await compare.tabUntil(withLink, 60)
    await page.keyboard.press('Enter')
    await expect(compare.heading).toContainText('compare and over time')
    // Not pinned, so no watch list readings: the one reading is the figures shown now.
    await expect(compare.overTime).toContainText('Only one reading so far.')
    await compare.tabUntil(compare.pickField)
    await page.keyboard.insertText(`#/bridges/${b!.slug}`)
    await page.keyboard.press('Enter')
    const choice = app.main.getByRole('link', { name: `Compare with ${b!.slug}` })
    await compare.tabUntil(choice)
    await page.keyboard.press('Enter')
    await expect(compare.heading).toHaveText('Compare bridges')
    expect(await compare.row('Passes')).toEqual([
      number(a!.passes),
      number(b!.passes),
      difference(a!.passes, b!.passes),
    ])

    // The page is never wider than the window: the table scrolls inside its box, which the keyboard can reach.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const box = app.main.locator('.compare-scroll').first()
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    await compare.tabUntil(box)
    await expectNoAxeViolations(page)
  })
})

/** `s` as a regular expression matching it literally. */
function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
