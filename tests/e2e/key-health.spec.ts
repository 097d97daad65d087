// The key health panel against the reference service with injected failures and latency: the p95 it shows is the
// p95 of the very answers the app logged for the key, and its countdown agrees with X-RateLimit-Reset.
//
// The p95 is compared exactly, over the same exchanges: the log's rows as the Developer view lists them, their
// durations sorted here and read at their nearest rank, where the panel walks a histogram of the hourly summary
// (electron/core/request-log/key-health.ts). Durations the test timed on its own requests were other exchanges,
// timed by another process's clock, and under load they differed from the app's by a fifth.
import type { RequestLogEntry } from '../../shared/ipc/request-log.ts'
import { maskKey } from '../../shared/keys/key-mask.ts'
import { expect, test } from './fixtures.ts'
import { KeyHealthPage } from './pages/key-health-page.ts'

const LATENCY_MS = 300

test('the p95 shown is the nearest-rank p95 of the answers the log holds for the key, and the countdown matches X-RateLimit-Reset', async ({
  devApp,
  addKeyByIpc,
}) => {
  test.setTimeout(120_000)
  const { app, keys, service, preview } = await devApp({ failRate: 0.3, latencyMs: LATENCY_MS })
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  await app.go('Bridges')
  // With 30 % of answers failing, each failure holds every caller of the service until its retry time (one gate per
  // service: README, "Rate limits"), so the first page may come after several holds of the retry policy's length.
  // The list only makes traffic for the panel here: after the retry policy's attempts all failed (0.3⁴ of the time,
  // more often when a loaded machine times the holds out) it says the service is down instead, which is as good.
  await expect(
    app
      .bridges()
      .rows.first()
      .or(app.main.getByRole('alert').filter({ hasText: 'The service is down' })),
  ).toBeVisible({ timeout: 30_000 })
  await app.go('Stats')
  // More answers for the panel's percentiles: the app's own core lists bridges (each a new query, so nothing comes
  // from a cache), through its scheduler and retries like any view.
  for (let i = 0; i < 15; i++) {
    const reply = await preview.ipc('bridges:list', { requestId: `health-${i}`, q: `a${i}`, limit: 20 })
    expect(reply.ok ? 'ok' : reply.error.code).toMatch(/^(ok|service_unavailable)$/)
  }

  // The test's own client, the same key: the service's X-RateLimit-Reset for the key's window.
  const ownRequest = async (): Promise<Response> => {
    const res = await fetch(`${service.baseUrl}/bridges?limit=20`, {
      headers: { authorization: `Bearer ${keys.full}` },
    })
    await res.arrayBuffer()
    return res
  }

  // The app's last answer and the test's own, in one window with time left in it (the window is a fixed minute:
  // one that ends while the panel opens is rightly shown as "a new window has begun", and compares nothing).
  let reset = 0
  for (let tries = 0; tries < 3; tries++) {
    await preview.ipc('bridges:list', { requestId: `health-window-${tries}`, q: `w${tries}`, limit: 20 })
    reset = Number((await ownRequest()).headers.get('x-ratelimit-reset'))
    const left = reset * 1000 - Date.now()
    if (left > 20_000) break
    await new Promise((resolve) => setTimeout(resolve, left + 500))
  }

  await app.gotoHash('#/developer')
  const health = new KeyHealthPage(app.page)
  await expect(health.latency.locator('tr[data-endpoint="/bridges"]')).toBeVisible()
  const shown = await health.latencyOf('/bridges')
  expect(shown.p95).toBeGreaterThanOrEqual(LATENCY_MS)
  // The log read after the panel: the panel's answers are its oldest `count` (ids grow as rows are written), and
  // any later ones (the catalogue may read the list in the background) are left out. Cancelled ones are not answers.
  const logged = await preview.ipc<RequestLogEntry[]>('log:search', {
    endpoint: '/bridges',
    keyHint: maskKey(keys.full),
    limit: 1000,
  })
  if (!logged.ok) throw new Error(`log:search: ${logged.error.code}`)
  const answers = logged.value
    .filter((e) => e.status !== null && e.code !== 'cancelled')
    .sort((a, b) => Number(a.id) - Number(b.id))
  expect(answers.length).toBeGreaterThanOrEqual(shown.count)
  const durations = answers.slice(0, shown.count).map((e) => e.durationMs)
  durations.sort((a, b) => a - b)
  expect(shown.p95, `p95 of ${durations.join(', ')} ms`).toBe(
    durations[Math.ceil((95 * durations.length) / 100) - 1],
  )

  // The app's last answer and the test's share the key's window (fixed windows, docs/api-assumptions.md row 16).
  await expect(health.window).toContainText('resets in')
  const expected = reset * 1000 - Date.now()
  const resetsIn = await health.resetsInSeconds()
  expect(Math.abs(resetsIn * 1000 - expected)).toBeLessThanOrEqual(2000)
  await expect(health.forecast).toHaveText(/At this pace|No requests in the last minute|Used up/)
})

test('alerts are off until turned on in Developer; then a key running low is said as a line at the top, until dismissed', async ({
  devApp,
  addKeyByIpc,
}) => {
  const { app, keys, service, preview } = await devApp({ rateLimit: 20 })
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  await app.go('Developer')
  const form = app.main.getByRole('form', { name: 'Key alerts' })
  const on = form.getByRole('checkbox', { name: /^Tell me when the key in use is refused/ })
  await expect(on).not.toBeChecked()
  await expect(form.getByRole('spinbutton', { name: 'Share of requests left, in percent' })).toBeDisabled()
  await on.check()
  await form.getByRole('spinbutton', { name: 'Share of requests left, in percent' }).fill('50')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByRole('status')).toHaveText('Saved: alerts are on.')
  await app.go('Stats')
  const line = app.main.getByRole('status').filter({ hasText: '“Full” is running low on requests.' })
  for (let i = 0; i < 15 && (await line.count()) === 0; i++)
    await preview.ipc('stats:get', { requestId: `low-${i}` })
  await expect(line).toContainText(/\d+ of 20 requests left until the limit resets\./)
  await line.getByRole('button', { name: 'Dismiss' }).click()
  await expect(line).toHaveCount(0)
})

test('at 320 px, answers that take over a second keep the latency table inside its card', async ({
  page,
  devApp,
  addKeyByIpc,
}) => {
  await page.setViewportSize({ width: 320, height: 640 })
  // Four-digit times in every latency column: on a loaded machine the panel showed such times and its card
  // scrolled sideways (" ms" in every cell).
  const { app, keys, service, preview } = await devApp({ latencyMs: 1_200 })
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  const reply = await preview.ipc('bridges:list', { requestId: 'slow-1', q: 'slow', limit: 20 })
  expect(reply.ok).toBe(true)
  await app.gotoHash('#/developer')
  const health = new KeyHealthPage(app.page)
  await expect(health.latency.locator('tr[data-endpoint="/bridges"]')).toBeVisible()
  expect((await health.latencyOf('/bridges')).p95).toBeGreaterThanOrEqual(1_000)
  const card = app.main.getByRole('region', { name: 'Latency', exact: true })
  const [scrollWidth, clientWidth] = await card.evaluate((el) => [el.scrollWidth, el.clientWidth])
  expect(scrollWidth, 'the latency card never scrolls sideways').toBeLessThanOrEqual(clientWidth)
})
