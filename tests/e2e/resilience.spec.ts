// The service goes away and comes back: what was shown stays readable, says how old it is and why, and a retry
// after the service is back brings fresh data and clears the notice.
import { expect, test } from './fixtures.ts'
import { catalogueComplete, walkAtFullShare } from './pages/catalogue-page.ts'
import { ServiceTraffic } from './pages/developer-service-traffic.ts'

test('data stays readable with its age while the service is down, and a retry after it is back clears the notice', async ({
  page,
  devApp,
}) => {
  // The page's clock, so the Stats view's five-minute refresh can be reached without waiting five minutes.
  await page.clock.install()
  const { app, keys, service, restartService } = await devApp({ bridges: 400, seed: 7 })
  await app.go('Keys')
  await app.keys().addKey({ key: keys.full, serviceUrl: service.baseUrl, label: 'Resilient' })

  await app.go('Stats')
  const stats = app.stats()
  const bridgesCounter = stats.counter('Bridges')
  await expect(bridgesCounter).toHaveText('400')
  const shown = await app.main.locator('.stat-cards').textContent()

  const stale = app.main.getByRole('status').filter({ hasText: /^Showing data from / })
  // The same service (same seed, same keys) comes back on the same port, as after a restart.
  const second = await restartService(async () => {
    await page.clock.fastForward('05:01')
    // The real cause, not a blanket "not answering": here nothing answers at all.
    await expect(stale).toContainText(
      /Showing data from 5 minutes ago; it could not be refreshed\. The service cannot be reached\./,
      { timeout: 30_000 },
    )
    // Still readable: the same counters as before the outage.
    await expect(app.main.locator('.stat-cards')).toHaveText(shown ?? '')
  })
  expect(second.baseUrl).toBe(service.baseUrl)
  await stale.getByRole('button', { name: 'Try again' }).click()
  await expect(stale).toHaveCount(0, { timeout: 30_000 })
  await expect(bridgesCounter).toHaveText('400')
  expect(second.requestCount(), 'the retry reached the restarted service').toBeGreaterThan(0)
})

test('a next page that fails with 503 leaves the loaded rows readable, explains why, and loads on retry', async ({
  devApp,
}) => {
  const { app, keys, service, preview } = await devApp({ bridges: 400 })
  const traffic = new ServiceTraffic(service.origin)
  try {
    await app.go('Keys')
    await app.keys().addKey({ key: keys.full, serviceUrl: service.baseUrl, label: 'Outage' })
    await app.go('Bridges')
    const bridges = app.bridges()
    await bridges.waitForRows()
    const firstTitle = await bridges.titleLink(bridges.rows.first()).textContent()
    expect(await bridges.loadedCount()).toBe(50)
    // The catalogue's walk reads /bridges too: once it is complete, the 503s below go to the list's next page
    // alone (on a loaded machine the walk was still going and took some of them, so the page loaded).
    await walkAtFullShare(preview)
    await catalogueComplete(preview)

    // Exactly as many 503s as the app makes attempts for one call (up to 4: docs/security.md, threat model 3).
    service.control.failNext(4, { status: 503, retryAfter: 1, path: '/bridges' })
    await bridges.scrollToEnd()
    const alert = app.main.getByRole('alert')
    await expect(alert).toContainText('The service is down for a moment', { timeout: 30_000 })
    await expect(alert).toContainText('Try again in a minute.')
    // The stale notice names the same cause as the alert: a 503 is "down for a moment", not "not answering".
    await expect(app.main.getByRole('status').filter({ hasText: /^Showing data from / })).toContainText(
      'The service is down for a moment.',
    )
    expect(traffic.count(503)).toBe(4)
    expect(await bridges.loadedCount()).toBe(50)
    await expect(
      bridges.list.getByText('Loading more bridges…'),
      'nothing loads under a final error',
    ).toHaveCount(0)
    // The rows already loaded are still there to read.
    await bridges.scroller.evaluate((el) => {
      el.scrollTop = 0
    })
    await expect(bridges.titleLink(bridges.rows.first())).toHaveText(firstTitle ?? '')

    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => bridges.loadedCount(), { timeout: 30_000 }).toBe(100)
    await expect(app.main.getByRole('alert')).toHaveCount(0)
    await expect(app.main.getByRole('status').filter({ hasText: /^Showing data from / })).toHaveCount(0)
  } finally {
    traffic.stop()
  }
})
