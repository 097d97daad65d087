// Wait states (README, Configuration: rate limits): a view held by the rate limit says why and for how long, with a
// countdown, instead of a bare "Loading…". The key's budget is spent on purpose here: the catalogue is switched off
// so it spends nothing in the background, and the test uses up the rest of the window itself, at the service.
import { expect, test } from './fixtures.ts'
import type { AppShell } from './pages/app-shell.ts'

/** Goes to `hash` as a link would, without waiting for the view: here it is meant to stay waiting. */
async function openWithoutWaiting(app: AppShell, hash: string): Promise<void> {
  await app.page.evaluate((h) => {
    window.location.hash = h
  }, hash)
}

/** Requests per key per window on this test's service. */
const LIMIT = 8

/**
 * A window length (ms) whose current window has just begun. The service's windows are fixed and aligned to the
 * epoch (docs/api-assumptions.md row 16), so with any one length the window in progress may be about to end; among
 * lengths under the app's longest wait (120 s, longer waits fail instead of waiting) one is chosen whose window
 * began less than 3 s ago, leaving about a minute of wait to see.
 */
function freshWindowMs(now: number): number {
  for (let ms = 70_000; ms < 110_000; ms++) {
    const into = now % ms
    if (into >= 200 && into < 3000) return ms
  }
  throw new Error('no window length found whose window has just begun')
}

test('a profile, the stats counters, a bridge list and a bridge’s page held by the rate limit say why, with a countdown', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  const service = await startService({ bridges: 50, rateLimit: LIMIT, windowMs: freshWindowMs(Date.now()) })
  const preview = await startPreview({ serviceUrl: service.baseUrl })
  const key = service.demoKeys?.full
  if (key === undefined) throw new Error('the service has no demo keys')
  await addKeyByIpc(preview, key, service.baseUrl, 'e2e wait')
  const off = await preview.ipc('catalogue:settings', { enabled: false })
  expect(off.ok).toBe(true)
  const app = await openApp(preview)
  await app.bridges().waitForRows()

  // The rest of this window's budget, spent outside the app: the app learns it from its next answer (a 429).
  for (let i = 0; i < LIMIT; i++) {
    const r = await fetch(`${service.baseUrl}/stats`, { headers: { Authorization: `Bearer ${key}` } })
    if (r.status === 429) break
  }

  const username = service.data.published()[0]!.suggestor.username
  await openWithoutWaiting(app, `#/profiles/${username}`)
  const waiting = app.main.getByRole('status').filter({ hasText: /^Loading profile…/ })
  const why = waiting.locator('.waiting-for-why')
  // The app learns of the spent window from the service's 429 and its Retry-After, and says so.
  const said = /^Waiting (\d+ s|1 min( \d+ s)?) because the service asked to retry later\.$/
  await expect(why).toHaveText(said)
  // A countdown: the seconds it says go down while the view waits.
  const first = (await why.textContent()) ?? ''
  await expect(why).not.toHaveText(first)

  await openWithoutWaiting(app, '#/stats')
  await expect(app.main.locator('.waiting-for-why').first()).toHaveText(said)
  await openWithoutWaiting(app, '#/bridges?category=health')
  await expect(app.main.locator('.waiting-for-why').first()).toHaveText(said)

  // A bridge the list showed: its title and facts at once, and the rest waits, saying why (it said only "Loading…").
  const bridge = service.data.published()[1]!
  await openWithoutWaiting(app, `#/bridges/${encodeURIComponent(bridge.slug)}`)
  await expect(app.main.getByRole('heading', { level: 1 })).toHaveText(bridge.title)
  await expect(app.main.locator('.waiting-for-why')).toHaveText(said)

  // Lookup asks the service too: while it is held, it says why under its field ("Looking up…" alone before).
  await openWithoutWaiting(app, '#/lookup')
  const field = app.main.getByRole('textbox', { name: 'Username, bridge or link' })
  await field.fill(service.data.published()[2]!.suggestor.username)
  await field.press('Enter')
  await expect(app.main.locator('.waiting-for-why')).toHaveText(said)

  // The top bar's wait is drawn whole at 1280 and at 320 px (it was "Waiting 18 s because t…"), its reason in
  // its name; the page says the reason in full.
  const drawnWhole = async (): Promise<string> => {
    const text = app.rateIndicator.locator('.rate-indicator-text').filter({ visible: true })
    await expect(text).toHaveCount(1)
    expect(await text.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), 'the wait is cut').toBe(true)
    return (await text.textContent()) ?? ''
  }
  await expect(app.rateIndicator).toHaveAccessibleName(/^Rate limit: Waiting .+ because the service asked/)
  expect(await drawnWhole()).toMatch(/^Waiting (\d+ s|1 min( \d+ s)?)$/)
  await app.page.setViewportSize({ width: 320, height: 640 })
  expect(await drawnWhole()).toMatch(/^(\d+ s|1 min( \d+ s)?)$/)
  await expect(app.rateIndicator).toHaveAccessibleName(/^Rate limit: (\d+ s|1 min( \d+ s)?) \(Waiting /)
  await expect(app.main.locator('.waiting-for-why')).toHaveText(said)
})

test('a wait longer than the app waits says who chose it, whether anything was sent and when to try again', async ({
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  // Windows of about 115 days aligned to the epoch: the next one opens far beyond the app's longest wait (120 s).
  const windowMs = 10_000_000_000
  test.skip(windowMs - (Date.now() % windowMs) < 600_000, 'the next rate window opens within 10 minutes')
  const service = await startService({ bridges: 50, rateLimit: LIMIT, windowMs })
  const preview = await startPreview({ serviceUrl: service.baseUrl })
  const key = service.demoKeys?.full
  if (key === undefined) throw new Error('the service has no demo keys')
  await addKeyByIpc(preview, key, service.baseUrl, 'e2e long wait')
  expect((await preview.ipc('catalogue:settings', { enabled: false })).ok).toBe(true)
  const app = await openApp(preview)
  await app.bridges().waitForRows()
  // The rest of the window, spent outside the app: the app learns it from its next answer (a 429).
  for (let i = 0; i < LIMIT; i++) {
    const r = await fetch(`${service.baseUrl}/stats`, { headers: { Authorization: `Bearer ${key}` } })
    if (r.status === 429) break
  }

  // Sent, and answered 429 with a wait of days: the service asked, and the app did not try again.
  await openWithoutWaiting(app, '#/stats')
  const panel = app.main.locator('.error-panel')
  await expect(panel).toContainText('The service asked for a long wait')
  await expect(panel).toContainText(/Try again after [A-Z][a-z]+ \d+, .+, when the wait is over\./)

  // The app knows the window is spent: the next request is not sent at all, and says so.
  const username = service.data.published()[0]!.suggestor.username
  await openWithoutWaiting(app, `#/profiles/${username}`)
  await expect(panel).toContainText('Not sent: the wait for the rate limit is too long')
  await expect(panel).toContainText('the app chose not to wait and sent nothing')
  await expect(panel).toContainText(/Try again after [A-Z][a-z]+ \d+, .+, when the wait is over\./)
  await expect(panel).not.toContainText(/failed|tried again|429/)
})
