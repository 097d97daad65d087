// Every view, light and dark, at 320 px and at 200 % zoom (640 × 400 at device scale 2): axe finds no violation of
// any impact (minor and moderate included). The colour-contrast checks axe cannot decide are decided from the
// computed colours (support/contrast-review.ts) and must pass too; what even that cannot decide (text over an image
// or a gradient) is listed in the test's annotations for a person to look at.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures.ts'
import { auditSettled } from './support/axe.ts'
import { reviewContrast } from './support/contrast-review.ts'
import { eachShowing, VIEWS } from './support/views.ts'

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
        const found: string[] = []
        const schemes = eachShowing(await demoApp(), view, SCHEMES, (colorScheme) =>
          page.emulateMedia({ colorScheme }),
        )
        for await (const colorScheme of schemes) {
          const result = await auditSettled(page)
          for (const v of result.violations)
            found.push(
              `${colorScheme}: ${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
            )
          const undecided = result.incomplete
            .filter((v) => v.id === 'color-contrast')
            .flatMap((v) => v.nodes)
            .map((n) => ({ target: n.target.join(' '), reason: n.any.map((c) => c.message).join('; ') }))
          const review = await reviewContrast(page, undecided)
          for (const f of review.failed) found.push(`${colorScheme}: colour contrast too low: ${f}`)
          for (const u of review.undecided)
            test
              .info()
              .annotations.push({ type: 'color-contrast to review', description: `${colorScheme}: ${u}` })
          test.info().annotations.push({
            type: 'color-contrast axe left undecided',
            description: `${colorScheme}: ${undecided.length}, of which ${review.passed} decided readable, ${review.failed.length} too faint, ${review.undecided.length} still to review`,
          })
        }
        expect(found, `${view.id} at ${size.name}`).toEqual([])
      })
    }
  })
}

test('the contrast review finds faint text that axe leaves undecided under a pinned bar, and passes readable text', async ({
  page,
}) => {
  // A page of its own: a bar pinned over two lines (axe: "overlapped by another element"), one faint, one readable,
  // and a faint symbol (axe: "only non-text characters").
  await page.setContent(`<!doctype html><html lang="en"><body style="margin:0;background:#fff">
    <div style="position:sticky;top:0;height:40px;background:#fff;z-index:1">bar</div>
    <main style="background:#fff">
      <p id="faint" style="color:#b0b0b0;margin-top:-20px">Faint words under the bar</p>
      <p id="readable" style="color:#333;position:relative;top:-60px">Readable words under the bar</p>
      <p><span id="symbol" style="color:#e0e0e0">✓</span> verified</p>
    </main></body></html>`)
  const result = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()
  const undecided = result.incomplete
    .flatMap((v) => v.nodes)
    .map((n) => ({ target: n.target.join(' '), reason: n.any.map((c) => c.message).join('; ') }))
  expect(undecided.map((u) => u.target).sort()).toEqual(['#faint', '#readable', '#symbol'])
  const review = await reviewContrast(page, undecided)
  expect(review.failed.map((f) => f.split(':')[0]).sort()).toEqual(['#faint', '#symbol'])
  expect(review.passed).toBe(1)
  expect(review.undecided).toEqual([])
})
