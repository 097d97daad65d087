// A key refused mid-browse (README, "The catalogue": a key the service refuses pauses what it reads): the public
// rows already on screen were read before the refusal and stay, marked so, with the refusal said above them; they
// were hidden. The reference service revokes the key between the list's first and second page.
import { expect, test } from './fixtures.ts'

test('a key revoked between two pages keeps the rows already shown, marked as read before, with the refusal above', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  const service = await startService({ bridges: 300, rateLimit: 1_000_000 })
  const preview = await startPreview({ serviceUrl: service.baseUrl })
  const key = service.demoKeys!.full
  await addKeyByIpc(preview, key, service.baseUrl, 'Mine')
  // The catalogue is off: the list's own pages are what the user browses.
  expect((await preview.ipc('catalogue:settings', { enabled: false })).ok).toBe(true)
  const app = await openApp(preview)
  const bridges = app.bridges()
  await bridges.waitForRows()
  const first = bridges.rows.first()
  const firstTitle = (await first.locator('.bridge-row-title, a').first().textContent()) ?? ''
  expect(firstTitle).not.toBe('')
  const shown = await bridges.loadedCount()

  // Revoked at the service; the next page is refused (401 key_revoked).
  service.control.revokeKey(key)
  await bridges.scrollToEnd()
  const refusal = app.main.getByRole('status').filter({ hasText: /refused the key in use/ })
  await expect(refusal).toBeVisible()
  await expect(refusal).toContainText(`The ${shown} bridges below were read before the refusal`)

  // The rows stay, the first one included, and the list says they were read before.
  await bridges.scroller.evaluate((el) => {
    el.scrollTop = 0
  })
  await expect(bridges.rows.first()).toContainText(firstTitle)
  expect(await bridges.loadedCount()).toBe(shown)
  await expect(bridges.list).toHaveAttribute('aria-describedby', /.+/)
  // The refusal is above the rows.
  const above = await refusal.evaluate(
    (el, list) => el.getBoundingClientRect().bottom <= (list as Element).getBoundingClientRect().top + 1,
    await bridges.list.elementHandle(),
  )
  expect(above, 'the refusal is said above the rows').toBe(true)
})
