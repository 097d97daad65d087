// The request inspector (README.md, Who it is for): a row of the request log opens the whole exchange (headers, body,
// the retry chain with why each attempt was retried); filters and search work on the stored log after a restart.
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { expect, test } from './fixtures.ts'
import { auditSettled } from './support/axe.ts'
import { shownAs } from './pages/developer-keys.ts'
import { RequestInspectorPage } from './pages/request-inspector-page.ts'

test('a throttled and a 503-retried request show their headers, body and retry chain, and stay searchable after a restart', async ({
  devApp,
  addKeyByIpc,
  startPreview,
  openApp,
}) => {
  test.setTimeout(120_000)
  // A short window: after a 429 (Remaining 0) the client waits for its reset, at most 5 s here.
  const { app, keys, service, preview } = await devApp({ rateLimit: 100, windowMs: 5000 })
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  await app.go('Stats')
  await expect(app.stats().counter('Bridges')).not.toBeEmpty()
  // A call ends in a retried attempt that was answered (a call the app left before that is cancelled).
  const retriedAnswered = async (endpoint: string): Promise<number> => {
    const reply = await preview.ipc<{ attempt: number }[]>('log:search', { statusClass: '2xx', endpoint })
    return reply.ok ? reply.value.filter((e) => e.attempt > 1).length : -1
  }
  // The service answers the next /me 429 rate_limited, as when another client of the key spent its window.
  service.control.failNext(1, { status: 429, path: '/me' })
  await app.go('My profile')
  await expect.poll(() => retriedAnswered('/me'), { timeout: 20_000 }).toBeGreaterThan(0)
  // One 503 without Retry-After: the client backs off, then the retry works.
  const slug = service.data.published()[0]!.slug
  service.control.failNext(1, { status: 503, retryAfter: null, path: `/bridges/${slug}` })
  await app.gotoHash(`#/bridges/${slug}`)
  await expect.poll(() => retriedAnswered('/bridges/{slug}'), { timeout: 20_000 }).toBeGreaterThan(0)

  await app.go('Developer')
  const inspector = new RequestInspectorPage(app.page)
  await inspector.status.selectOption('4xx')
  await inspector.inspect('429')
  await expect(inspector.retryChain).toContainText(/429 rate_limited — retried after Retry-After \(waited/)
  await expect(inspector.retryChain).toContainText(/Attempt \d: 200 — answered/)
  await expect(inspector.requestHeaders).toContainText(`Bearer ${shownAs(keys.full)}`)
  await expect(inspector.responseHeaders).toContainText('retry-after')
  await expect(inspector.responseHeaders).toContainText('x-ratelimit-remaining')
  await expect(inspector.body.getByRole('button', { name: /error/ })).toBeVisible()
  await inspector.body.getByRole('button', { name: 'Raw' }).click()
  await expect(inspector.body.getByLabel('Raw body')).toContainText('"rate_limited"')

  // The open exchange, its filters and its JSON tree pass an axe audit.
  const audit = await auditSettled(app.page, (axe) => axe.include('main'))
  expect(
    audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])

  await inspector.status.selectOption('5xx')
  await inspector.inspect('503')
  await expect(inspector.retryChain).toContainText(/503 service_unavailable — retried after back-off/)
  await expect(inspector.retryChain).toContainText(/Attempt \d: 200 — answered/)

  await preview.stop()
  const again = await openApp(
    await startPreview({ serviceUrl: service.baseUrl, userDataDir: preview.userDataDir }),
  )
  await again.go('Developer')
  const after = new RequestInspectorPage(again.page)
  await after.failuresOnly.check()
  // The two failures from before the restart are still there, and no more.
  await expect(after.rows.filter({ hasText: '503' })).toHaveCount(1)
  await expect(after.rows.filter({ hasText: '429' })).toHaveCount(1)
  await expect(after.rows.filter({ hasText: /\b200\b/ })).toHaveCount(0)
  await after.failuresOnly.uncheck()
  await after.search.fill('service_unavailable')
  await expect(after.rows).toHaveCount(1)
  await after.inspect('503')
  await expect(after.retryChain).toContainText(/503 service_unavailable — retried after back-off/)
})

test('Send again repeats a stored request; the retention set in the log trims it and survives a restart', async ({
  devApp,
  addKeyByIpc,
  startPreview,
  openApp,
}) => {
  const { app, keys, service, preview } = await devApp({ rateLimit: 1_000_000 })
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  // More requests than the smallest retention keeps (100).
  for (let i = 0; i < 105; i++) {
    const reply = await preview.ipc('stats:get', { requestId: `fill-${i}` })
    expect(reply.ok).toBe(true)
  }
  const stored = async (): Promise<number> => {
    const reply = await preview.ipc<unknown[]>('log:search', {})
    return reply.ok ? reply.value.length : -1
  }
  await expect.poll(stored).toBeGreaterThan(100)

  await app.go('Developer')
  const inspector = new RequestInspectorPage(app.page)
  await inspector.search.fill('/stats')
  const before = await stored()
  await inspector.inspect('200')
  await inspector.exchange.getByRole('button', { name: 'Send again' }).click()
  await expect(app.main.getByRole('status').filter({ hasText: 'Sent again: 200.' })).toBeVisible()
  await expect.poll(stored).toBe(before + 1)

  const retention = app.main.getByRole('form', { name: 'Request log retention' })
  await retention.getByRole('spinbutton', { name: /Keep at most/ }).fill('100')
  // Keeping less removes stored requests, so it is asked first; Cancel removes nothing and keeps the draft.
  const ask = app.page.getByRole('dialog', { name: 'Remove the older requests?' })
  await retention.getByRole('button', { name: 'Save' }).click()
  await expect(ask).toContainText('only the newest 100 requests')
  await ask.getByRole('button', { name: 'Cancel' }).click()
  await expect(ask).toBeHidden()
  expect(await stored()).toBe(before + 1)
  await expect(retention.getByRole('spinbutton', { name: /Keep at most/ })).toHaveValue('100')
  await retention.getByRole('button', { name: 'Save' }).click()
  await ask.getByRole('button', { name: 'Keep less' }).click()
  await expect(retention.getByRole('button', { name: 'Save' })).toBeDisabled()
  // The form says what the log now keeps, in the numbers main answered with.
  await expect(retention.getByRole('status')).toHaveText(
    /^Saved: the log now keeps the newest 100 requests of the last \d+ days\.$/,
  )
  await expect.poll(stored).toBe(100)

  await preview.stop()
  const again = await openApp(
    await startPreview({ serviceUrl: service.baseUrl, userDataDir: preview.userDataDir }),
  )
  await again.go('Developer')
  const kept = again.main.getByRole('form', { name: 'Request log retention' })
  await expect(kept.getByRole('spinbutton', { name: /Keep at most/ })).toHaveValue('100')
})

test('in a narrow window the log keeps time, path, status, code and Inspect, and does not scroll sideways', async ({
  devApp,
  addKeyByIpc,
}) => {
  const { app, keys, service, preview } = await devApp()
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  await app.go('Stats')
  await expect(app.stats().counter('Bridges')).not.toBeEmpty()
  await app.go('Developer')
  const log = app.main.getByRole('region', { name: 'Request log, scrollable' })
  const shown = () =>
    log
      .locator('thead th')
      .evaluateAll((cells) =>
        cells.filter((c) => getComputedStyle(c).display !== 'none').map((c) => c.textContent ?? ''),
      )
  // Wide: every column.
  await expect
    .poll(shown)
    .toEqual([
      'Time',
      'Method',
      'Path',
      'Status',
      'Code',
      'Attempt',
      'Duration',
      'Left / limit',
      'Key and host',
      'Actions',
    ])
  await app.page.setViewportSize({ width: 800, height: 700 })
  await expect.poll(shown).toEqual(['Time', 'Path', 'Status', 'Code', 'Actions'])
  expect(await log.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
  await new RequestInspectorPage(app.page).inspect('200')
  await expect(app.main.locator('section.exchange-panel')).toBeVisible()
})

test('Send again of a request logged before each request noted its key says so and sends with the key chosen, never the key in use by guess', async ({
  devApp,
  addKeyByIpc,
}) => {
  const { app, keys, service, preview } = await devApp({ rateLimit: 1_000_000 })
  const full = await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  await addKeyByIpc(preview, keys.publicOnly, service.baseUrl, 'Public')
  expect((await preview.ipc('keys:set-active', { id: full })).ok).toBe(true)
  expect((await preview.ipc('stats:get', { requestId: 'before-key-ids' })).ok).toBe(true)
  const rows = await preview.ipc<{ id: string }[]>('log:search', { text: '/stats' })
  if (!rows.ok || rows.value[0] === undefined) throw new Error('the /stats request was not stored')
  // As a row written before the key-id migration: its key is not known.
  const db = new DatabaseSync(join(preview.userDataDir, 'history.sqlite'))
  db.prepare('UPDATE request_exchanges SET key_id = NULL WHERE id = ?').run(rows.value[0].id)
  db.close()

  await app.go('Developer')
  const inspector = new RequestInspectorPage(app.page)
  await inspector.search.fill('/stats')
  await inspector.inspect('200')
  await inspector.exchange.getByRole('button', { name: 'Send again' }).click()
  const choose = app.main.getByRole('group', { name: 'Choose the key to send it with' })
  await expect(choose).toContainText('It is not known which saved key sent this request')
  await choose
    .getByRole('combobox', { name: 'Send it with' })
    .selectOption({ label: `Public (…${keys.publicOnly.slice(-4)})` })
  await choose.getByRole('button', { name: 'Send with this key' }).click()
  await expect(
    app.main.getByRole('status').filter({ hasText: 'Sent again: 200. With “Public”, the key you chose.' }),
  ).toBeVisible()
  await expect(choose).toBeHidden()
  // Nothing went out before the choice (integration/core/send-again-key.test counts the requests): the new answer is
  // the chosen key's, beside the old one.
  await expect(
    app.main.getByRole('heading', { name: 'New answer: 200 with “Public”, the key you chose' }),
  ).toBeVisible()
})
