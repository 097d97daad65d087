// `npm run screenshots`: every view in light and dark at 1280×800 with the seeded demo data, into
// docs/screenshots/<view>-<light|dark>.png. Not part of `npm test`.
import { mkdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { startPrivateSecretService } from '../support/secret-service.ts'
import { demoReference, expect, test } from './fixtures.ts'
import { KeychainDoctorPage } from './pages/keychain-doctor-page.ts'
import { REPO_ROOT } from './support/preview-process.ts'
import { VIEWS } from './support/views.ts'
import { SavedViewsPage } from './pages/saved-views-page.ts'
import type { Page } from '@playwright/test'
import { BulkPage } from './pages/bulk-page.ts'
import { catalogueComplete, readAgain, walkAtFullShare } from './pages/catalogue-page.ts'
import { ChangesPage } from './pages/changes-page.ts'
import { newestFirst } from './support/bridge-data.ts'
import { DAY_MS } from '../../shared/time/durations.ts'
import { installPageClock, moveCoreClock, TEST_CLOCK_START, testClockArgs } from './support/test-clock.ts'

const OUT = join(REPO_ROOT, 'docs', 'screenshots')
// The page keeps the real clock: the rate-limit reset comes from the live demo service, and a frozen page clock
// showed "resets in 7697 h". Relative dates ("11 months ago") therefore follow the day the shots are taken.

test.use({ viewport: { width: 1280, height: 800 } })

for (const view of VIEWS) {
  test(`screenshots of the ${view.id} view, light and dark`, async ({ page, demoApp }) => {
    await mkdir(OUT, { recursive: true })
    const app = await demoApp()
    const demo = await demoReference()
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
      await view.show(app, demo)
      const file = join(OUT, `${view.id}-${colorScheme}.png`)
      await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' })
      expect((await stat(file)).size).toBeGreaterThan(0)
      if (view.id === 'command-palette') await app.palette.close()
    }
  })
}

test('screenshots of the bridge list at 320 and 1920 px wide', async ({ page, demoApp }) => {
  await mkdir(OUT, { recursive: true })
  const app = await demoApp()
  const demo = await demoReference()
  const bridges = VIEWS.find((v) => v.id === 'bridges')!
  for (const [width, height] of [
    [320, 800],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
    await bridges.show(app, demo)
    const file = join(OUT, `bridges-${width}px-light.png`)
    await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' })
    expect((await stat(file)).size).toBeGreaterThan(0)
  }
})

test('screenshot of the keychain doctor with the Secret Service stopped', async ({
  page,
  startPreview,
  openApp,
}) => {
  await mkdir(OUT, { recursive: true })
  // A keyring of this test's own, stopped before the app starts: what a user with no keyring daemon sees.
  const keyring = await startPrivateSecretService()
  try {
    await keyring.stopKeyring()
    const app = await openApp(await startPreview({ demo: true, env: keyring.env }))
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
    await app.go('Keys')
    const doctor = new KeychainDoctorPage(page)
    await expect(doctor.fixSteps.first()).toBeVisible()
    const file = join(OUT, 'keychain-doctor.png')
    await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' })
    expect((await stat(file)).size).toBeGreaterThan(0)
  } finally {
    await keyring.stop()
  }
})

test('screenshots of the bridges table, sorted, and with its side panel', async ({ page, demoApp }) => {
  await mkdir(OUT, { recursive: true })
  const app = await demoApp()
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await app.gotoHash('#/bridges?display=table&hidden=slug,id&sort=-passes')
  const grid = app.main.getByRole('grid', { name: 'Bridges' })
  await expect(grid.locator('[role="row"][data-row-index]').first()).toBeVisible()
  await page.screenshot({ path: join(OUT, 'table.png'), animations: 'disabled', caret: 'hide' })
  await grid.focus()
  for (let i = 0; i < 3; i++) await grid.press('ArrowDown')
  const panel = app.main.getByRole('complementary', { name: 'Selected bridge' })
  await expect(panel.locator('[data-rested="true"]')).toBeVisible()
  await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.screenshot({ path: join(OUT, 'table-panel.png'), animations: 'disabled', caret: 'hide' })
})

test('screenshot of saved views: the page, with the views under Bridges in the side nav', async ({
  page,
  demoApp,
}) => {
  await mkdir(OUT, { recursive: true })
  const app = await demoApp()
  const views = new SavedViewsPage(page)
  const { published } = await demoReference()
  const categories = [...new Set(published.map((b) => b.category))].sort().slice(0, 2)
  const label = (c: string | undefined): string => (c ?? '').charAt(0).toUpperCase() + (c ?? '').slice(1)
  const shown: [string, string][] = [
    ['Busiest first', '#/bridges?display=table&hidden=slug,id&sort=-passes'],
    [
      `${label(categories[0])} by score`,
      `#/bridges?category=${categories[0]}&display=table&hidden=slug,id,suggestor&sort=-score`,
    ],
    [`New in ${label(categories[1])}`, `#/bridges?category=${categories[1]}&display=list`],
  ]
  for (const [name, hash] of shown) {
    await app.gotoHash(hash)
    await views.saveCurrent(name)
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await views.open()
  await expect(views.list.getByRole('listitem')).toHaveCount(shown.length)
  const file = join(OUT, 'saved-views.png')
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' })
  await app.gotoHash(shown[1]![1])
  await views.saveButton.or(views.current).waitFor()
  await page.screenshot({ path: join(OUT, 'saved-views-bridges.png'), animations: 'disabled', caret: 'hide' })
  expect((await stat(file)).size).toBeGreaterThan(0)
})

test('screenshots of key usage and the scope matrix, with three keys', async ({
  page,
  devApp,
  addKeyByIpc,
}) => {
  await mkdir(OUT, { recursive: true })
  // A small budget so the export below waits for the rate limit, as a real one of 2,000 rows would at 60/min.
  const { app, keys, service, preview } = await devApp({ bridges: 1200, rateLimit: 6, windowMs: 3000 })
  const full = await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full access')
  const publicOnly = await addKeyByIpc(preview, keys.publicOnly, service.baseUrl, 'CI (public only)')
  await addKeyByIpc(preview, keys.meOnly, service.baseUrl, 'Profile widget')
  for (const id of [full, publicOnly]) await preview.ipc('keys:check', { id })
  const soon = new Date(Date.now() + 9 * 86_400_000)
  const expiresOn = `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}`
  await preview.ipc('keys:update', { id: publicOnly, expiresOn })
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await app.go('Bridges')
  await app.bridges().waitForRows()
  service.control.failNext(1, { status: 503, retryAfter: null })
  await app.go('Stats')
  await app.go('My profile')
  const exported = await preview.ipc('export:start', { exportId: 'shot-export', format: 'csv' })
  expect(exported.ok).toBe(true)
  await app.gotoHash('#/usage')
  // The pointer off the nav, so no item shows as hovered.
  await page.mouse.move(1279, 799)
  const usage = app.main.getByRole('region', { name: 'Requests per minute' })
  await expect(usage.getByRole('table', { name: 'Spent by' })).toContainText('Exports')
  await expect(usage.locator('.line-chart-mark-wait').first()).toBeAttached()
  const usageFile = join(OUT, 'key-usage.png')
  await page.screenshot({ path: usageFile, animations: 'disabled', caret: 'hide' })
  const matrix = app.main.getByRole('region', { name: 'Scope matrix', exact: true })
  await expect(matrix.getByRole('table')).toContainText('Denied (missing scope)')
  // The matrix at the bottom of the window, with the usage breakdown above it.
  await matrix.evaluate((el) => el.scrollIntoView({ block: 'end' }))
  const matrixFile = join(OUT, 'scope-matrix.png')
  await page.screenshot({ path: matrixFile, animations: 'disabled', caret: 'hide' })
  for (const file of [usageFile, matrixFile]) expect((await stat(file)).size).toBeGreaterThan(0)
})

test('screenshot of the request inspector with a throttled, retried request open', async ({
  page,
  devApp,
  addKeyByIpc,
}) => {
  await mkdir(OUT, { recursive: true })
  const { app, keys, service, preview } = await devApp({ bridges: 1200, rateLimit: 100, windowMs: 4000 })
  await addKeyByIpc(preview, keys.full, service.baseUrl, 'Full access')
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  await app.go('Bridges')
  await app.bridges().waitForRows()
  await app.go('Stats')
  // The service answers the next /me 429 rate_limited, as when another client of the key spent its window.
  service.control.failNext(1, { status: 429, path: '/me' })
  await app.go('My profile')
  await expect
    .poll(async () => {
      const r = await preview.ipc<{ attempt: number }[]>('log:search', {
        endpoint: '/me',
        statusClass: '2xx',
      })
      return r.ok && r.value.some((e) => e.attempt > 1)
    })
    .toBe(true)
  await app.go('Developer')
  const row = app.main
    .getByRole('region', { name: 'Request log, scrollable' })
    .locator('tbody tr', { has: page.locator('td:nth-child(4)', { hasText: '429' }) })
    .first()
  await row.getByRole('button', { name: /^Inspect: / }).click()
  const panel = app.main.locator('section.exchange-panel')
  await expect(panel.getByRole('region', { name: 'Retry chain' })).toContainText('retried after Retry-After')
  await app.main
    .getByRole('heading', { name: 'Request log', exact: true })
    .evaluate((el) => el.scrollIntoView())
  await page.mouse.move(1279, 799)
  const file = join(OUT, 'request-inspector.png')
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' })
  expect((await stat(file)).size).toBeGreaterThan(0)
})

test('screenshots of a bulk lookup done (the catalogue’s answers, the service’s, a typo, a name not found) and of two of its bridges compared', async ({
  page,
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  await mkdir(OUT, { recursive: true })
  const service = await startService({ rateLimit: 100_000 })
  const preview = await startPreview({ serviceUrl: service.baseUrl })
  await addKeyByIpc(preview, service.demoKeys!.full, service.baseUrl, 'Full access')
  await walkAtFullShare(preview)
  await catalogueComplete(preview)
  const app = await openApp(preview)
  await app.main.getByRole('button', { name: 'Got it' }).click()
  const [known, other, third] = newestFirst(service.data.published())
  service.control.publishNow(1)
  const fresh = newestFirst(service.data.published())[0]!
  const suggestor = known!.suggestor.username
  const input = [
    ['ticket', 'who'],
    ['T-101', known!.slug],
    ['T-102', `${service.baseUrl}/bridges/${other!.slug}`],
    ['T-103', `@${suggestor}`],
    ['T-104', fresh.slug],
    ['T-105', `${suggestor}q`],
    ['T-106', third!.title],
    ['T-107', 'nobody_here_at_all'],
  ]
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  const bulk = new BulkPage(page)
  await app.gotoHash('#/bulk')
  await bulk.chooseFile('tickets.csv', `${input.map((r) => r.join(',')).join('\r\n')}\r\n`)
  await expect(bulk.column).toHaveValue('1')
  await bulk.start.click()
  await expect(bulk.progress).toContainText('Done.')
  // The column chosen, the progress and the answers in view.
  await bulk.column.evaluate((el) => el.scrollIntoView({ block: 'start' }))
  await page.mouse.move(1279, 799)
  const file = join(OUT, 'bulk-lookup.png')
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' })

  // Two of the list's bridges side by side (Compare two, from a page of bulk results).
  await app.gotoHash(`#/compare?bridges=${known!.slug},${other!.slug}`)
  await expect(app.main.locator('table.compare-table')).toBeVisible()
  await page.mouse.move(1279, 799)
  const compareFile = join(OUT, 'compare.png')
  await page.screenshot({ path: compareFile, animations: 'disabled', caret: 'hide' })
  for (const f of [file, compareFile]) expect((await stat(f)).size).toBeGreaterThan(0)
})

test('screenshot of What changed after a refresh: counts per category and the changed bridges', async ({
  page,
  startService,
  startPreview,
  addKeyByIpc,
  openApp,
}) => {
  await mkdir(OUT, { recursive: true })
  const service = await startService({ rateLimit: 100_000 })
  const preview = await startPreview({ serviceUrl: service.baseUrl, extraArgs: testClockArgs() })
  await addKeyByIpc(preview, service.demoKeys!.full, service.baseUrl, 'Full access')
  await walkAtFullShare(preview)
  const built = await catalogueComplete(preview)
  // Two days on the service has published bridges and counted passes; the catalogue reads the list again.
  const now = await moveCoreClock(preview, 2 * DAY_MS)
  service.control.publishNow(4)
  for (let step = 0; step < 6; step++) service.control.publishNow(0)
  await readAgain(preview, built.completedAt ?? 0)

  await installPageClock(page, preview)
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  const app = await openApp(preview)
  await app.main.getByRole('button', { name: 'Got it' }).click()
  await app.nav.getByRole('link', { name: 'What changed', exact: true }).click()
  const changes = new ChangesPage(page)
  await changes.choose(await dayIn(page, TEST_CLOCK_START + DAY_MS), await dayIn(page, now))
  await changes.count('All categories', /changed$/).click()
  await expect(changes.rows.first()).toBeVisible()
  // The counts at the top of the window, the changed bridges below them.
  await changes.counts.evaluate((el) => el.scrollIntoView({ block: 'start' }))
  await page.mouse.move(1279, 799)
  const changesFile = join(OUT, 'what-changed.png')
  await page.screenshot({ path: changesFile, animations: 'disabled', caret: 'hide' })
  expect((await stat(changesFile)).size).toBeGreaterThan(0)
})

/** A day as a date field holds it, in the page's time zone. */
function dayIn(page: Page, at: number): Promise<string> {
  return page.evaluate((ms) => {
    const d = new Date(ms)
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  }, at)
}
