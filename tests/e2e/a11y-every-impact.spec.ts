// Every view, light and dark, at 320 px and at 200 % zoom (640 × 400 at device scale 2): axe finds no violation of
// any impact (minor and moderate included). The colour-contrast checks axe cannot decide (text over an image or a
// gradient, say) are listed in the test's annotations for a person to look at, and counted.
import AxeBuilder from '@axe-core/playwright'
import { demoReference, expect, test } from './fixtures.ts'
import { VIEWS } from './support/views.ts'

const SCHEMES = ['light', 'dark'] as const
const SIZES = [
  { name: '320 px', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
  { name: '200 % zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
] as const

for (const size of SIZES) {
  test.describe(`axe at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor })
    for (const view of VIEWS) {
      test(`the ${view.id} view has no axe violation of any impact, light and dark`, async ({
        page,
        demoApp,
      }) => {
        const app = await demoApp()
        const demo = await demoReference()
        const found: string[] = []
        for (const colorScheme of SCHEMES) {
          await page.emulateMedia({ colorScheme })
          await view.show(app, demo)
          const result = await new AxeBuilder({ page }).analyze()
          for (const v of result.violations)
            found.push(
              `${colorScheme}: ${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
            )
          const review = result.incomplete.filter((v) => v.id === 'color-contrast')
          for (const n of review.flatMap((v) => v.nodes))
            test.info().annotations.push({
              type: 'color-contrast to review',
              description: `${colorScheme}: ${n.target.join(' ')}: ${n.any.map((c) => c.message).join('; ')}`,
            })
          if (view.id === 'command-palette') await app.palette.close()
        }
        expect(found, `${view.id} at ${size.name}`).toEqual([])
      })
    }
  })
}
