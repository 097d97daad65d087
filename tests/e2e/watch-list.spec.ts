// Watch list and what changed since you last looked (README.md, Who it is for): pinned bridges and profiles show
// their passes and the change since the user last looked, taken from readings kept in history.sqlite; a refresh says
// how many requests it takes, spends at most the chosen share of those left, and never causes a 429; a pinned
// bridge's page charts its passes over time.
import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const rowOf = (main: Locator, label: string): Locator =>
  main
    .locator('.watch-table tbody tr')
    .filter({ has: main.page().getByRole('link', { name: label, exact: true }) })

test('the watch list shows the passes live mode added since the user last looked, within the budget', async ({
  devApp,
  addKeyByIpc,
}) => {
  test.setTimeout(90_000)
  const { app, keys, service, preview } = await devApp({ live: { intervalMs: 50 }, rateLimit: 60 })
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  await app.page.reload()
  await app.waitForView()

  // Pin the newest bridge (live mode adds passes mostly to recent ones) and its author.
  const newest = service.data.published()[0]!
  await app.gotoHash(`#/bridges/${newest.slug}`)
  await app.main.getByRole('button', { name: '☆ Pin' }).click()
  await expect(app.main.getByRole('button', { name: '★ Pinned' })).toHaveAttribute('aria-pressed', 'true')
  await app.gotoHash(`#/profiles/${newest.suggestor.username}`)
  await app.main.getByRole('button', { name: '☆ Pin' }).click()
  await expect(app.main.getByRole('button', { name: '★ Pinned' })).toBeVisible()

  await app.go('Watch list')
  const bridgeRow = rowOf(app.main, newest.title)
  await expect(bridgeRow.locator('td').nth(1)).toHaveText('No change')
  const pinnedPasses = Number((await bridgeRow.locator('td').first().textContent())?.replace(/\D/g, ''))

  // The service's live mode raises the bridge's passes; the list learns it on Refresh, and says by how much.
  await expect
    .poll(() => service.data.published().find((b) => b.slug === newest.slug)?.passes ?? 0, {
      timeout: 30_000,
    })
    .toBeGreaterThan(pinnedPasses)
  await expect(
    app.main.getByRole('status').filter({ hasText: /^Refresh takes 2 requests of the \d+ left/ }),
  ).toBeVisible()
  await app.main.getByRole('button', { name: 'Refresh', exact: true }).click()
  await expect(app.main.getByText(/Last refresh: 2 requests sent\./)).toBeVisible()
  const change = bridgeRow.locator('td').nth(1)
  await expect(change).toHaveText(/^\+[\d,]+ pass(es)?$/)
  const now = Number((await bridgeRow.locator('td').first().textContent())?.replace(/\D/g, ''))
  expect(Number((await change.textContent())?.replace(/\D/g, ''))).toBe(now - pinnedPasses)

  // Marked as seen, the change is gone until passes rise again.
  await app.main.getByRole('button', { name: 'Mark all as seen' }).click()
  await expect(change).toHaveText('No change')

  // The pinned bridge's page charts the readings.
  await app.gotoHash(`#/bridges/${newest.slug}`)
  await expect(app.main.getByRole('heading', { name: 'Passes since you pinned it' })).toBeVisible()
  await expect(app.main.locator('.watched-passes svg')).toBeVisible()

  const limited = Object.values(service.control.tally()).reduce(
    (n, t) => n + (t.byOutcome['rate_limited'] ?? 0),
    0,
  )
  expect(limited, 'no request was answered 429').toBe(0)
})

test('a refresh spends at most the chosen share of the requests left; the rest waits', async ({
  devApp,
  addKeyByIpc,
}) => {
  const { app, keys, service, preview } = await devApp({ rateLimit: 12 })
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  const [a, b, c] = service.data.published()
  for (const bridge of [a!, b!, c!]) {
    const pinned = await preview.ipc('watch:pin', { kind: 'bridge', id: bridge.slug, label: bridge.title })
    expect(pinned.ok).toBe(true)
  }
  await app.page.reload()
  await app.go('Watch list')
  await app.main.getByRole('radio', { name: '10 %' }).check()
  const plan = app.main
    .getByRole('status')
    .filter({ hasText: /^Refresh takes 1 request of the \d+ left \(at most 10 %\); 2 items wait/ })
  await expect(plan).toBeVisible()
  await app.main.getByRole('button', { name: 'Refresh', exact: true }).click()
  await expect(app.main.getByText(/Last refresh: 1 request sent\./)).toBeVisible()
})
