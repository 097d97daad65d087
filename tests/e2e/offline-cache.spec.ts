// Offline and instant (README.md, Configuration): every screen the user has seen is kept (in history.sqlite, through
// main), so after a restart with the service down it renders at once with its age; "Clear cached data" empties it;
// what was seen with one key never shows under another; the key owner's own profile is never kept.
import { expect, test } from './fixtures.ts'
import type { Preview } from './fixtures.ts'

type CacheInfo = { rows: number; bytes: number }
type Restored = { entries: { queryKey: unknown[] }[] }

async function keptRows(preview: Preview): Promise<number> {
  const reply = await preview.ipc<CacheInfo>('cache:info')
  if (!reply.ok) throw new Error(`cache:info failed: ${reply.error.message}`)
  return reply.value.rows
}

test('after a restart with the service stopped, seen screens render from the cache with their age', async ({
  devApp,
  startPreview,
  openApp,
}) => {
  test.setTimeout(90_000)
  const { app, keys, service, preview } = await devApp()
  await app.go('Keys')
  await app.keys().addKey({ key: keys.full, serviceUrl: service.baseUrl, label: 'Full' })

  // Seen: the list, one bridge, its author, the counters and the key owner's own profile. Each page is left only
  // once its answer is kept: a page's heading can show (from the route, or the list's row) before its answer
  // arrives, and leaving then cancels the request (a loaded machine lost the profile's this way), so nothing was
  // seen to keep.
  let kept = 0
  const keptOneMore = async (): Promise<void> => {
    await expect.poll(() => keptRows(preview)).toBeGreaterThan(kept)
    kept = await keptRows(preview)
  }
  await app.go('Bridges')
  const bridges = app.bridges()
  await bridges.waitForRows()
  const seenRows = (await bridges.rowTexts()).slice(0, 5)
  await keptOneMore()
  await bridges.titleLink(bridges.rows.first()).click()
  await app.waitForView()
  const detailHash = await app.hash()
  const bridgeTitle = await app.heading.textContent()
  const authorHref = (await app.main.locator('a[href^="#/profiles/"]').first().getAttribute('href')) ?? ''
  await keptOneMore()
  await app.gotoHash(authorHref)
  const profileHeading = await app.heading.textContent()
  await keptOneMore()
  await app.go('Stats')
  // A number, not the "—" the counter shows until its answer arrives (seen when the answer waited its turn).
  await expect(app.stats().counter('Bridges')).toHaveText(/^\d[\d,.\s]*$/)
  const bridgesCount = await app.stats().counter('Bridges').textContent()
  await keptOneMore()
  await app.go('My profile')

  await preview.stop()
  await service.stop()
  const again = await openApp(
    await startPreview({ serviceUrl: service.baseUrl, userDataDir: preview.userDataDir }),
  )

  await again.go('Bridges')
  const after = again.bridges()
  await after.waitForRows()
  expect((await after.rowTexts()).slice(0, 5)).toEqual(seenRows)
  const stale = again.main.getByRole('status').filter({ hasText: /^Showing data from / })
  await expect(stale).toContainText('could not be refreshed')
  await expect(stale).toContainText(/Showing data from (just now|\d+ (second|minute)s? ago)/)

  await again.gotoHash(detailHash)
  await expect(again.heading).toHaveText(bridgeTitle ?? '')
  await expect(again.main.getByRole('status').filter({ hasText: /^Showing data from / })).toBeVisible()
  await again.gotoHash(authorHref)
  await expect(again.heading).toHaveText(profileHeading ?? '')
  await again.go('Stats')
  await expect(again.stats().counter('Bridges')).toHaveText(bridgesCount ?? '')
  // The key owner's own profile was never kept: it says the service is down instead of showing it.
  await again.go('My profile')
  await expect(again.main.getByRole('alert')).toBeVisible()
})

test('Clear cached data in Settings empties what is kept', async ({ startPreview, openApp }) => {
  const preview = await startPreview({ demo: true })
  const app = await openApp(preview)
  await app.go('Bridges')
  await app.bridges().waitForRows()
  await app.go('Stats')
  // A number, not the "—" the counter shows until its answer arrives (seen when the answer waited its turn).
  await expect(app.stats().counter('Bridges')).toHaveText(/^\d[\d,.\s]*$/)
  await expect.poll(() => keptRows(preview)).toBeGreaterThanOrEqual(2)

  await app.go('Settings')
  const size = app.main.locator('.settings-cache-size')
  await expect(size).toHaveText(/^\d+ answers? kept \(/)
  await app.main.getByRole('button', { name: 'Clear cached data' }).click()
  await expect(app.main.getByText(/^Removed \d+ kept answers?\./)).toBeVisible()
  await expect(size).toHaveText('Nothing is kept yet.')
  expect(await keptRows(preview)).toBe(0)
})

test('what was seen with one key is not restored under another, nor /me under any', async ({
  devApp,
  addKeyByIpc,
}) => {
  const { app, keys, service, preview } = await devApp()
  const full = await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full')
  await app.page.reload()
  await app.go('Bridges')
  await app.bridges().waitForRows()
  await app.go('My profile')
  await expect.poll(() => keptRows(preview)).toBeGreaterThanOrEqual(1)
  const underFull = await preview.ipc<Restored>('cache:restore')
  expect(underFull.ok && underFull.value.entries.map((e) => e.queryKey[0])).toContain('bridges')
  expect(underFull.ok && underFull.value.entries.some((e) => e.queryKey[0] === 'me')).toBe(false)

  // Another key in use: nothing of the first key's answers comes back for it, and they return with that key.
  const other = await addKeyByIpc(preview, keys.meOnly, service.baseUrl, 'Me only')
  expect((await preview.ipc('keys:set-active', { id: other })).ok).toBe(true)
  const underOther = await preview.ipc<Restored>('cache:restore')
  expect(underOther.ok && underOther.value.entries).toEqual([])
  expect((await preview.ipc('keys:set-active', { id: full })).ok).toBe(true)
  const back = await preview.ipc<Restored>('cache:restore')
  expect(back.ok && back.value.entries.length).toBeGreaterThanOrEqual(1)
})
