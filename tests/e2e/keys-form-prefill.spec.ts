// Started for a service (the preview's --service-url, README "Browser preview"), the app offers that service in the
// Keys form while no key is saved: the address field held nothing, so a first key was typed against no address.
import { expect, test } from './fixtures.ts'

test('started for a service with no key yet, the Keys form offers that service’s address', async ({
  startService,
  startPreview,
  openApp,
}) => {
  const service = await startService()
  const preview = await startPreview({ serviceUrl: service.baseUrl })
  const app = await openApp(preview)
  await app.go('Keys')
  await expect(app.keys().serviceUrlInput).toHaveValue(service.baseUrl)
  // The top bar still says no key is in use: the address is offered, not a key.
  await expect(
    app.page.getByRole('banner').getByRole('link', { name: 'No key in use: add one' }),
  ).toBeVisible()
})
