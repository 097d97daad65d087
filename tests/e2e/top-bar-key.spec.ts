// At 320 px the top bar names the key in use readably: its state keeps its sign and gives its words to the link's
// name, so the label is not cut to one letter ("S…") beside "Not checked yet".
import { expect, test } from './fixtures.ts'

test('at 320 px the key in use is named whole beside its state’s sign', async ({
  devApp,
  addKeyByIpc,
  page,
}) => {
  const { app, keys, service, preview } = await devApp()
  // Saved without a check: its state has words ("Not checked yet"), which took the label's room.
  // The service stops first, so no answer marks the key as accepted: it stays "Not checked yet".
  await service.stop()
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Staging')
  await page.setViewportSize({ width: 320, height: 640 })
  await page.reload()
  await app.waitForView()
  const key = page.getByRole('banner').getByRole('link', { name: /^Key in use: Staging on / })
  await expect(key).toBeVisible()
  const label = key.locator('.key-in-use-label')
  await expect(label).toHaveText('Staging')
  expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), 'the key’s name is cut').toBe(
    true,
  )
  // The state is still there: its sign on screen, its words in the link's name.
  await expect(key.locator('.key-in-use-state')).toBeVisible()
  await expect(key).toHaveAccessibleName(/, Not checked yet\. Open Keys\.$/)
})
