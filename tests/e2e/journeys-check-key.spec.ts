// The persona who checks a key (README.md, Who it is for), walked at every size: a first start that says what the
// app's words mean, once; the developer tools out of the way until asked for, and kept so across a restart; the
// request budget in plain words; Keys reached by mouse and by keyboard only.
import { expect, test } from './fixtures.ts'
import { JOURNEY_SIZES } from './pages/sizes.ts'
import { ServiceTraffic } from './pages/developer-service-traffic.ts'

for (const size of JOURNEY_SIZES) {
  test.describe(`check a key at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor })

    test('by mouse: a welcome once, developer tools shown by a setting that survives a restart', async ({
      page,
      startPreview,
      openApp,
    }) => {
      const preview = await startPreview({ demo: true })
      let app = await openApp(preview)
      const welcome = page.getByRole('region', { name: 'Welcome to Bridge Explorer' })
      await expect(welcome).toBeVisible()
      await expect(welcome).toContainText('A bridge is')
      await expect(welcome).toContainText('A pass is')
      await expect(welcome).toContainText('A suggestor is')
      // The budget in words; the numbers stay in its name and tooltip.
      await expect(app.rateIndicator).toBeVisible()
      await expect(page.getByRole('banner')).not.toContainText(/\d+ of \d+ requests left/)

      await app.showNav()
      await expect(app.navLink('Keys')).toBeVisible()
      await expect(app.navLink('Developer')).toHaveCount(0)
      await expect(app.navLink('Rate limit')).toHaveCount(0)
      await app.developerToolsSetting().check()
      await expect(app.nav.getByRole('list', { name: 'Developer tools' })).toBeVisible()
      await expect(app.navLink('Developer')).toBeVisible()
      if (size.narrow) await page.keyboard.press('Escape')
      await welcome.getByRole('button', { name: 'Got it' }).click()
      await expect(welcome).toBeHidden()
      await app.go('Keys')

      // A restart on the same user-data folder: no welcome, the tools still listed, the page left shown.
      await preview.stop()
      const again = await startPreview({ demo: true, userDataDir: preview.userDataDir })
      app = await openApp(again)
      await expect(app.heading).toHaveText('Keys')
      await expect(welcome).toBeHidden()
      await app.showNav()
      await expect(app.navLink('Developer')).toBeVisible()
    })

    test('by keyboard only: the welcome closes, Keys opens, and the developer tools are listed', async ({
      page,
      demoApp,
    }) => {
      const app = await demoApp()
      const gotIt = page.getByRole('button', { name: 'Got it' })
      for (let i = 0; i < 40 && !(await gotIt.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')
      await expect(gotIt).toBeHidden()
      await app.palette.goTo('keys', 'Keys')
      await expect(app.heading).toHaveText('Keys')
      if (size.narrow) {
        await app.menuButton.focus()
        await page.keyboard.press('Enter')
      }
      const setting = app.developerToolsSetting()
      for (let i = 0; i < 40 && !(await setting.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab')
      await page.keyboard.press('Space')
      await expect(setting).toBeChecked()
      await expect(app.navLink('Rate limit')).toBeVisible()
    })
  })
}

test('My profile with a key the check found without read:me says so in words, asks the service nothing and offers no Try again', async ({
  devApp,
  addKeyByIpc,
}) => {
  const { app, keys, service, preview } = await devApp()
  const traffic = new ServiceTraffic(service.baseUrl)
  try {
    await addKeyByIpc(preview, keys.publicOnly, service.baseUrl, 'Public only')
    await app.page.reload()
    await app.waitForView()
    await app.gotoHash('#/keys')
    await app.keys().checkNow('Public only')
    const asked = (): number =>
      traffic.withKey(keys.publicOnly).filter((r) => r.path.startsWith('/v1/api/me')).length
    const before = asked()
    await app.gotoHash('#/me')
    await expect(app.main.getByRole('status')).toContainText(
      'was not given the permission to read its owner’s profile',
    )
    await expect(app.main.getByRole('button', { name: 'Try again' })).toHaveCount(0)
    await expect(app.main.getByRole('link', { name: /in Keys$/ })).toBeVisible()
    expect(asked(), 'requests to /me from My profile').toBe(before)
  } finally {
    traffic.stop()
  }
})
