// The persona who looks things up for support (README.md, Who it is for), walked at every size by mouse and by
// keyboard only: Lookup is found from the sections (a menu in small windows) and the palette, a bridge is opened
// by its name, and the app opens again on the page left.
import { demoReference, expect, test } from './fixtures.ts'
import { JOURNEY_SIZES } from './pages/sizes.ts'

for (const size of JOURNEY_SIZES) {
  test.describe(`look up for support at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor })

    test('by mouse: Lookup from the sections, a bridge by its slug, and the page left opens again', async ({
      page,
      startPreview,
      openApp,
    }) => {
      const { published } = await demoReference()
      const bridge = published[3]!
      const preview = await startPreview({ demo: true })
      let app = await openApp(preview)
      await app.go('Lookup')
      await app.lookup().lookUp(bridge.slug)
      await expect(app.heading).toHaveText(bridge.title)
      // Opened from Lookup, the bridge is in Lookup's section: its link back says so, as the nav does.
      await expect(page.getByRole('main').getByRole('link', { name: '← Lookup' })).toBeVisible()
      await preview.stop()
      app = await openApp(await startPreview({ demo: true, userDataDir: preview.userDataDir }))
      await expect(app.heading).toHaveText(bridge.title)
    })

    test('by keyboard only: the palette finds Lookup and Escape leaves the menu where it was opened', async ({
      page,
      demoApp,
    }) => {
      const app = await demoApp()
      await app.palette.goTo('lookup', 'Lookup')
      await expect(app.heading).toHaveText('Lookup')
      const lookup = app.lookup()
      await expect(lookup.input).toBeVisible()
      if (size.narrow) {
        await app.menuButton.focus()
        await page.keyboard.press('Enter')
        await expect(app.nav).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(app.nav).toBeHidden()
        await expect(app.menuButton).toBeFocused()
      }
    })
  })
}
