// What the app remembers between runs (shared/views/remembered.ts) is kept by main, not in localStorage: the
// browser preview's origin (and its localStorage) changes at each start. Recent lookups, where the list was
// left, the watch list's share and Stats' last visit all come back after a restart.
import type { Preferences } from '../../shared/ipc/preferences.ts'
import { demoReference, expect, test, type Preview } from './fixtures.ts'

/** What main remembers now. */
async function rememberedBy(preview: Preview): Promise<Preferences['remembered'] | null> {
  const reply = await preview.ipc<Preferences>('preferences:get')
  return reply.ok ? reply.value.remembered : null
}

test('recent lookups, the list’s place, the watch share and the last visit of Stats survive a restart', async ({
  page,
  startPreview,
  openApp,
}) => {
  test.setTimeout(120_000)
  const { published } = await demoReference()
  const bridge = published[3]!
  const preview = await startPreview({ demo: true })
  let app = await openApp(preview)

  await app.go('Lookup')
  await app.lookup().lookUp(bridge.slug)
  await app.bridgeDetail().expectTitle(bridge.title)
  await app.gotoHash('#/stats')
  await expect(app.main.getByRole('heading', { level: 1 })).toBeVisible()
  await app.gotoHash('#/watch')
  const share = app.main.getByRole('radio', { name: '50 %' })
  await share.check()
  await app.gotoHash('#/bridges')
  const bridges = app.bridges()
  await bridges.waitForRows()
  // Scrolled once the list is tall enough to be (its rows are laid out as they are measured).
  await expect
    .poll(() =>
      bridges.scroller.evaluate((el) => {
        el.scrollTop = 600
        return el.scrollTop
      }),
    )
    .toBe(600)
  // Each is sent to main as it happens (a closing window has no time left to write).
  await expect
    .poll(async () => {
      const r = await rememberedBy(preview)
      return [r?.recentLookups.length, r?.listPlace?.offset, r?.watchShare, r?.statsVisit !== null]
    })
    .toEqual([1, 600, '50', true])
  await preview.stop()

  app = await openApp(await startPreview({ demo: true, userDataDir: preview.userDataDir }))
  const again = app.bridges()
  await again.waitForRows()
  await expect.poll(() => again.scroller.evaluate((el) => el.scrollTop)).toBe(600)
  // The drawn list is adopted as drawn (at its top), and only then scrolled to the place.
  await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', '0')
  await app.go('Lookup')
  await expect(app.lookup().recent).toHaveText([bridge.slug])
  await app.gotoHash('#/watch')
  await expect(page.getByRole('main').getByRole('radio', { name: '50 %' })).toBeChecked()
  await app.gotoHash('#/stats')
  await expect(app.main.getByText(/since earlier today$/).first()).toBeVisible()
})
