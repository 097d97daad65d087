// Developers checking their keys: adding one, what a check says, scopes, headroom, throttling, revocation, and
// the request log. Every test runs its own reference service with a keys file of every kind of key.
import type { ReferenceService, ServiceOptions } from '../../electron/service/index.ts'
import { expect, test, type Preview } from './fixtures.ts'
import type { AppShell } from './pages/app-shell.ts'
import { DEV_OWNER, devKeysFile, KeyRowParts, shownAs, type DevKeys } from './pages/developer-keys.ts'
import { ServiceTraffic } from './pages/developer-service-traffic.ts'

interface Setup {
  service: ReferenceService
  keys: DevKeys
  traffic: ServiceTraffic
  preview: Preview
  app: AppShell
}

const setup = test.extend<{ dev: (opts?: ServiceOptions) => Promise<Setup> }>({
  dev: async ({ startService, startPreview, openApp, registerSecret }, use) => {
    const observers: ServiceTraffic[] = []
    await use(async (opts = {}) => {
      const { file, keys } = devKeysFile()
      for (const key of Object.values(keys)) registerSecret(key)
      const service = await startService({ bridges: 400, ...opts, keys: file })
      const traffic = new ServiceTraffic(service.origin)
      observers.push(traffic)
      const preview = await startPreview({ serviceUrl: service.baseUrl })
      const app = await openApp(preview)
      return { service, keys, traffic, preview, app }
    })
    for (const o of observers) o.stop()
  },
})

/** The N of "N of M requests left" (written in the region's way: 1,000). */
function remaining(text: string): number {
  return Number(/^([\d,]+) of /.exec(text)?.[1]?.replaceAll(',', '') ?? Number.NaN)
}

/** Adds a key through the Keys view form, as a developer pasting it would. */
async function addKey(s: Setup, key: string, label: string): Promise<KeyRowParts> {
  await s.app.go('Keys')
  const keysPage = s.app.keys()
  await keysPage.addKey({ key, serviceUrl: s.service.baseUrl, label })
  return new KeyRowParts(keysPage.keyRow(label))
}

setup('a saved key is listed by label and prefix…last4, never in full', async ({ dev, page }) => {
  const s = await dev()
  const row = await addKey(s, s.keys.full, 'Build server')
  await expect(row.mask).toHaveText(shownAs(s.keys.full))
  await expect(s.app.keys().keyInput).toHaveValue('')
  await expect(page.getByRole('main')).not.toContainText(s.keys.full.slice(4))
  expect(await page.content()).not.toContain(s.keys.full.slice(4, 12))
})

setup('Check now names the owner and each granted scope with what it unlocks', async ({ dev, page }) => {
  const s = await dev()
  await addKey(s, s.keys.full, 'Full access')
  await s.app.keys().checkNow('Full access')
  const row = new KeyRowParts(s.app.keys().keyRow('Full access'))
  await expect(row.checked('Owner')).toHaveText(DEV_OWNER)
  await expect(row.checked('State')).toHaveText(/Working/)
  await expect(row.scopeLine('read:public')).toContainText(
    'Has read:public: can read public data: bridges, profiles and stats',
  )
  await expect(row.scopeLine('read:me')).toContainText('Has read:me: can read the key owner’s own profile')
  await expect(row.state).toHaveText(/Working/)
  // Rotation guidance sits beside the keys: new key first, through Rotate…, the old one revoked last.
  const guide = page.getByRole('region', { name: 'Replacing a key' })
  await expect(guide.getByRole('listitem')).toHaveCount(3)
  await expect(guide.getByRole('listitem').nth(1)).toContainText(
    'Press “Rotate…” on the key you are replacing',
  )
  await expect(guide.getByRole('listitem').last()).toContainText('Revoke the old key in the dashboard')
})

setup('a public-only key shows read:me as missing, with what that scope would unlock', async ({ dev }) => {
  const s = await dev()
  await addKey(s, s.keys.publicOnly, 'Public only')
  await s.app.keys().checkNow('Public only')
  const row = new KeyRowParts(s.app.keys().keyRow('Public only'))
  await expect(row.scopeLine('read:public')).toContainText('Has read:public')
  await expect(row.scopeLine('read:me')).toContainText(
    'Missing read:me: cannot read the key owner’s own profile',
  )
})

setup('a me-only key on Bridges says read:public is missing instead of failing', async ({ dev }) => {
  const s = await dev()
  await addKey(s, s.keys.meOnly, 'Me only')
  await s.app.go('Bridges')
  const alert = s.app.main.getByRole('alert')
  await expect(alert).toContainText('This key may not see this')
  await expect(alert).toContainText('Missing scope: read:public')
  await expect(alert).toContainText('Use a key that has the missing scope')
  expect(s.traffic.withKey(s.keys.meOnly).map((r) => r.status)).toContain(403)
})

setup('the headroom gauge and the top-bar indicator count down as the app browses', async ({ dev, page }) => {
  // A day-long window, so no window boundary can refill the budget between the two readings.
  const s = await dev({ rateLimit: 1000, windowMs: 86_400_000 })
  await addKey(s, s.keys.full, 'Gauge')
  await s.app.go('Bridges')
  await s.app.bridges().waitForRows()
  await s.app.go('Rate limit')
  const headline = s.app.rateLimit().live.locator('.rate-gauge-headline')
  await expect(headline).toHaveText(/^[\d,]+ of 1,000 requests left$/)
  const before = remaining((await headline.textContent()) ?? '')
  // The top bar says the budget in words; the numbers stay in its accessible name.
  await expect(s.app.rateIndicator).toHaveAccessibleName(
    new RegExp(
      `^Rate limit: [^(]+ \\(${before.toLocaleString('en-US')} of 1,000 requests left\\)\\. Open the rate limit view\\.$`,
    ),
  )

  await s.app.go('Stats')
  await expect(s.app.stats().counter('Bridges')).not.toBeEmpty()
  await s.app.go('Rate limit')
  await expect.poll(async () => remaining((await headline.textContent()) ?? '')).toBeLessThan(before)
  await expect(s.app.rateIndicator).toHaveAccessibleName(
    /^Rate limit: [^(]+ \([\d,]+ of 1,000 requests left\)\./,
  )
  // The chart's axis runs from 0 to the limit, so a nearly full budget reads as nearly full (not as a band
  // around its own value, which put 66 on the axis of a limit of 60).
  const yLabels = s.app.rateLimit().history.locator('.line-chart-y-label')
  await expect.poll(() => yLabels.allTextContents()).toContain('1,000')
  expect((await yLabels.allTextContents())[0]).toBe('0')
  // The axis labels are drawn at the text's own size on a wide window too (an SVG viewBox scaled up made them 18px).
  await page.setViewportSize({ width: 1920, height: 1000 })
  await expect.poll(async () => (await yLabels.first().boundingBox())?.height ?? 0).toBeLessThan(15)
  // The gauge agrees with the service's own count: every request with the key used one of the 1000.
  await expect
    .poll(async () => remaining((await headline.textContent()) ?? '') + s.traffic.withKey(s.keys.full).length)
    .toBe(1000)
})

setup(
  'throttled by a small limit, requests wait their turn and arrive, and the service sees no 429',
  async ({ dev, page }) => {
    const s = await dev({ rateLimit: 5, windowMs: 3000, bridges: 2000 })
    await addKey(s, s.keys.full, 'Throttled')
    await s.app.go('Bridges')
    const bridges = s.app.bridges()
    await bridges.waitForRows()
    // Keep scrolling to the end on every frame, faster than 5 pages per 3 s, until the indicator says in words
    // that a page is waiting for the next window (a loop in the page: no sleeps, no missed frames).
    const said = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const tick = (): void => {
            const scroller = document.querySelector('.bridge-list-scroll')
            if (scroller) scroller.scrollTop = scroller.scrollHeight
            const label = document.querySelector('.rate-indicator')?.getAttribute('aria-label') ?? ''
            if (label.includes('Waiting')) resolve(label)
            else requestAnimationFrame(tick)
          }
          tick()
        }),
    )
    expect(said).toMatch(/^Rate limit: Waiting \d+ s for the rate limit\./)
    const waitingAt = await bridges.loadedCount()
    // The waiting page arrives by itself once the window turns.
    await expect.poll(() => bridges.loadedCount(), { timeout: 15_000 }).toBeGreaterThan(waitingAt)
    await expect(s.app.rateIndicator).toHaveAccessibleName(/^Rate limit: [^(]+ \(\d+ of 5 requests left\)\./)
    expect(
      s.traffic.withKey(s.keys.full).length,
      'the limit was actually exceeded by demand',
    ).toBeGreaterThan(5)
    expect(s.traffic.count(429), 'responses with status 429 sent by the service').toBe(0)
  },
)

setup('a key revoked mid-session is explained, marked revoked, and never sent again', async ({ dev }) => {
  const s = await dev()
  await addKey(s, s.keys.full, 'Soon revoked')
  await s.app.go('Bridges')
  await s.app.bridges().waitForRows()
  s.service.control.revokeKey(s.keys.full)

  await s.app.go('Stats')
  const alert = s.app.main.getByRole('alert')
  await expect(alert).toContainText('This key was revoked')
  await expect(alert).toContainText('Create a new key in the dashboard, then add it in Keys.')
  const sent = s.traffic.withKey(s.keys.full)
  const firstRefusal = sent.findIndex((r) => r.status === 401)
  expect(firstRefusal, 'the service refused the revoked key').toBeGreaterThanOrEqual(0)

  // More browsing: a new search and a retry. The app must not try the dead key again.
  await s.app.go('Bridges')
  await s.app.bridges().search.fill('water')
  await expect(s.app.main.getByRole('alert')).toContainText('This key was revoked')
  await s.app.go('Stats')
  await s.app.main.getByRole('button', { name: 'Try again' }).click()
  await expect(s.app.main.getByRole('alert')).toContainText('stopped sending requests with this key')

  await s.app.go('Keys')
  const row = new KeyRowParts(s.app.keys().keyRow('Soon revoked'))
  await expect(row.state).toHaveText(/Revoked/)
  expect(s.traffic.withKey(s.keys.full).slice(firstRefusal + 1), 'requests after the first 401').toEqual([])
})

setup(
  'the request log shows key hints only, and Copy as curl uses $BRIDGE_API_KEY',
  async ({ dev, page, context }) => {
    const s = await dev()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s.preview.origin })
    await addKey(s, s.keys.full, 'Logged')
    await s.app.go('Bridges')
    await s.app.bridges().waitForRows()
    await s.app.go('Developer')
    const developer = s.app.developer()
    const listRow = developer.logRows.filter({ hasText: '/bridges' }).first()
    await expect(listRow).toContainText(shownAs(s.keys.full))
    await expect(page.getByRole('region', { name: 'Request log', exact: true })).not.toContainText(
      s.keys.full.slice(4, 12),
    )

    // The method and path are isolated inside the name (docs/i18n.md, "Right to left").
    await listRow.getByRole('button', { name: /^Copy as curl: \u2068?GET / }).click()
    await expect(developer.toast).toContainText('Copied. It uses $BRIDGE_API_KEY')
    const curl = await page.evaluate(() => navigator.clipboard.readText())
    expect(curl).toMatch(/^curl /)
    // Unset, the shell names the variable to export and sends nothing; the app's Accept header is kept.
    expect(curl).toContain(
      '"Authorization: Bearer ${BRIDGE_API_KEY:?export BRIDGE_API_KEY=<your API key> first}"',
    )
    expect(curl).toContain(`-H 'Accept: application/json'`)
    expect(curl).toContain(`${s.service.baseUrl}/bridges`)
    expect(curl).not.toContain(s.keys.full.slice(4, 12))
  },
)
