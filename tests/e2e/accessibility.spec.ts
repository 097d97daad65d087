// Every view, light and dark, at a desktop size: axe finds no serious or critical violation. The small sizes (320 px
// and 200 % zoom) are audited for violations of every impact, serious and critical included, in
// a11y-every-impact.spec.ts: auditing 320 px here too ran the same rules on the same pages twice.
import { demoReference, expect, test } from './fixtures.ts'
import { auditSettled } from './support/axe.ts'
import { VIEWS } from './support/views.ts'

const SCHEMES = ['light', 'dark'] as const
const WIDTHS = [1280] as const

for (const view of VIEWS) {
  test(`the ${view.id} view has no serious or critical axe violation in light and dark at 1280 px`, async ({
    page,
    demoApp,
  }) => {
    const app = await demoApp()
    const demo = await demoReference()
    for (const [width, colorScheme] of WIDTHS.flatMap((w) => SCHEMES.map((c) => [w, c] as const))) {
      await page.setViewportSize({ width, height: 800 })
      await page.emulateMedia({ colorScheme })
      await view.show(app, demo)
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        colorScheme === 'dark',
      )
      const result = await auditSettled(page)
      const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      if (bad.length > 0) {
        console.log(
          `${view.id} (${colorScheme}, ${width} px): all violations\n${JSON.stringify(
            result.violations.map((v) => ({
              id: v.id,
              impact: v.impact,
              help: v.help,
              nodes: v.nodes.map((n) => ({ target: n.target, summary: n.failureSummary })),
            })),
            null,
            2,
          )}`,
        )
      }
      expect(
        bad.map(
          (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        ),
        `${view.id} in ${colorScheme} at ${width} px`,
      ).toEqual([])
      if (view.id === 'command-palette') await app.palette.close()
    }
  })
}
