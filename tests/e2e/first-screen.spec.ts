// The first screen drawn before any script (electron/protocol/first-screen-document.ts, renderer/src/ssr/), in
// real Chromium against the preview: the renderer adopts the drawing without a mismatch (production React does not
// warn, so boot.tsx counts each recovered one on <html data-hydration-mismatches>), a start on another page never
// shows the list, and the CSP still refuses an inline script in the document served with the drawing.
import type { Page } from '@playwright/test'
import { demoReference, expect, test, type Preview } from './fixtures.ts'
import { ProfilePage } from './pages/profile-page.ts'
import { StatsPage } from './pages/stats-page.ts'
import { newestFirst } from './support/bridge-data.ts'
import { drawnRows, listKept } from './support/first-screen.ts'
import type { PreviewOptions } from './support/preview-process.ts'

const LIST = '.bridge-list-scroll, .list-skeleton, .bridge-row'

test('a warm start paints the kept rows from the document itself; a reload without the ticket gets the shell only', async ({
  page,
  startPreview,
}) => {
  const first = await startPreview({ demo: true })
  await page.goto(first.url)
  await expect(page.locator('.bridge-row').first()).toBeVisible()
  await listKept(first)
  await first.stop()

  const again = await startPreview({ demo: true, userDataDir: first.userDataDir })
  const documents: Promise<string>[] = []
  page.on('response', (r) => {
    if (r.request().resourceType() === 'document') documents.push(r.text())
  })
  // No script at all for this start: what shows is what the document holds.
  await page.route('**/*.js', (route) => route.abort())
  await page.goto(again.url)
  await expect(page.locator('.bridge-row').first()).toBeVisible()
  expect(await page.locator('.bridge-row').count()).toBeGreaterThanOrEqual(20)
  expect(drawnRows(await documents[0]!)).toBeGreaterThanOrEqual(20)

  // The ticket is spent: the same address, a plain reload, a wrong ticket: the shell only, no kept answer.
  for (const address of [again.url.split('#')[0]!, `${again.origin}/`, `${again.origin}/?start=wrong`]) {
    const served = await (await page.request.get(address)).text()
    expect(served, address).toMatch(/<div id="root"><div class="app">/)
    expect(drawnRows(served), address).toBe(0)
    expect(served, address).toMatch(/"list":null/)
  }
})

test('a warm start adopts the drawn rows without a mismatch, and they stay the same elements', async ({
  page,
  startPreview,
}) => {
  const first = await startPreview({ demo: true })
  await page.goto(first.url)
  await expect(page.locator('.bridge-row').first()).toBeVisible()
  await listKept(first)
  await first.stop()
  const again = await startPreview({ demo: true, userDataDir: first.userDataDir })
  // The first row as the document drew it is marked before any script runs; hydration must keep that element.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const row = document.querySelector('.bridge-row')
      if (row === null) return
      row.setAttribute('data-drawn', 'yes')
      observer.disconnect()
    }).observe(document, { subtree: true, childList: true })
  })
  // Every CSP refusal from the document's first byte: the drawn rows' places are style attributes, allowed by
  // their hashes alone now that the policy has no 'unsafe-inline' (electron/protocol/csp.ts).
  await page.addInitScript(() => {
    const refused: string[] = []
    ;(window as { refused?: string[] }).refused = refused
    document.addEventListener('securitypolicyviolation', (e) =>
      refused.push(`${e.violatedDirective} ${e.sample}`),
    )
  })
  const served = page.waitForResponse((r) => r.request().resourceType() === 'document')
  await page.goto(again.url)
  await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', '0')
  await expect(page.locator('.bridge-row').first()).toHaveAttribute('data-drawn', 'yes')
  expect((await (await served).allHeaders())['content-security-policy']).not.toContain('unsafe-inline')
  // The second drawn row sits one row below the first: its drawn style attribute was applied.
  const slots = page.locator('.bridge-list-slot')
  const [top, next] = [await slots.nth(0).boundingBox(), await slots.nth(1).boundingBox()]
  expect(next!.y).toBeGreaterThan(top!.y)
  expect(await page.evaluate(() => (window as { refused?: string[] }).refused)).toEqual([])
  // A style attribute the document was not served with is refused and reported.
  const injected = await page.evaluate(() => {
    const probe = document.createElement('template')
    probe.innerHTML = '<p id="injected-style" style="color: rgb(255, 0, 0)">x</p>'
    document.body.append(probe.content)
    return getComputedStyle(document.getElementById('injected-style')!).color
  })
  expect(injected).not.toBe('rgb(255, 0, 0)')
  await expect
    .poll(() => page.evaluate(() => (window as { refused?: string[] }).refused))
    .toEqual([expect.stringMatching(/^style-src-attr/)])
})

test('the preview serves the shell drawn in, and the renderer adopts it without a mismatch', async ({
  page,
  startPreview,
}) => {
  const preview = await startPreview({ demo: true })
  const served = await (await page.request.get(`${preview.origin}/`)).text()
  expect(served).toMatch(/<div id="root"><div class="app">/)
  await page.goto(preview.url)
  await expect(page.getByRole('heading', { name: 'Bridges', level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', '0')
  // A reload on another page: the shell again (the preview cannot know the page), adopted without a mismatch.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Stats' }).click()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Stats', level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', '0')
})

test('a start on a bridge’s page never paints the list, not even its frame', async ({
  page,
  startPreview,
}) => {
  const preview = await startPreview({ demo: true })
  await page.goto(preview.url)
  const first = page.locator('.bridge-row a').first()
  await first.click()
  await expect(page).toHaveURL(/#\/bridges\/[^?]+$/)
  // From the first byte of the next document on, anything of the list that enters the page is recorded.
  await page.addInitScript((selector) => {
    const seen: string[] = []
    Object.defineProperty(window, '__listSeen', { value: seen })
    new MutationObserver(() => {
      if (document.querySelector(selector) !== null && seen.length === 0) seen.push(location.hash)
    }).observe(document, { subtree: true, childList: true })
  }, LIST)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Bridges')
  await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', '0')
  expect(await page.evaluate(() => (window as unknown as { __listSeen: string[] }).__listSeen)).toEqual([])
})

test('the CSP still refuses an inline script in the document served with the first screen', async ({
  page,
  startPreview,
}) => {
  const preview = await startPreview({ demo: true })
  await page.goto(preview.url)
  await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', '0')
  const outcome = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener(
          'securitypolicyviolation',
          (e) => resolve(`refused: ${e.violatedDirective}`),
          {
            once: true,
          },
        )
        const script = document.createElement('script')
        script.textContent = 'document.documentElement.dataset.inlineRan = "yes"'
        document.body.append(script)
        setTimeout(() => resolve(document.documentElement.dataset['inlineRan'] ?? 'not run, no report'), 2000)
      }),
  )
  expect(outcome).toMatch(/^refused: script-src/)
})

test('the theme is kept by main: the next document is served in it, and an older localStorage theme moves there once', async ({
  page,
  startPreview,
}) => {
  const preview = await startPreview({ demo: true })
  const served = async (): Promise<string> => (await page.request.get(`${preview.origin}/`)).text()
  await page.goto(preview.url)
  await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', '0')
  expect(await served()).toMatch(/<html lang="en" dir="ltr">/)
  // An older version kept the theme in localStorage: the next start moves it to main. Written on a page whose
  // scripts do not run, since the live app's UI store rewrites that entry at each change of its own (ui-store.ts).
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.reload()
  await page.evaluate(() =>
    localStorage.setItem('bridge-explorer-ui', JSON.stringify({ state: { theme: 'dark' }, version: 1 })),
  )
  await page.unroute('**/assets/*.js')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect.poll(served).toMatch(/<html lang="en" dir="ltr" data-theme="dark">/)
  await page.getByRole('banner').getByRole('combobox', { name: 'Theme' }).selectOption('light')
  await expect.poll(served).toMatch(/<html lang="en" dir="ltr" data-theme="light">/)
  // Moved once: the old value left behind does not come back over the user's later choice.
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  expect(await served()).toMatch(/<html lang="en" dir="ltr" data-theme="light">/)
})

/** A demo preview whose unfiltered list was kept by an earlier start, restarted: its document holds the list. */
async function warmPreview(
  page: Page,
  startPreview: (opts?: PreviewOptions) => Promise<Preview>,
): Promise<Preview> {
  const first = await startPreview({ demo: true })
  await page.goto(first.url)
  await expect(page.locator('.bridge-row').first()).toBeVisible()
  await listKept(first)
  await first.stop()
  return startPreview({ demo: true, userDataDir: first.userDataDir })
}

test('text typed in the drawn search field before hydration survives it, and is searched', async ({
  page,
  startPreview,
}) => {
  const again = await warmPreview(page, startPreview)
  // The app's scripts are held back until the user has typed: the field is the document's own.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(again.url, { waitUntil: 'commit' })
  const search = page.getByRole('searchbox', { name: 'Search bridges' })
  await search.pressSequentially('bridge')
  expect(await page.evaluate(() => document.documentElement.dataset['hydrationMismatches'])).toBeUndefined()
  release()
  await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', '0')
  await expect(search).toHaveValue('bridge')
  await expect(page).toHaveURL(/q=bridge/)
})

test('the theme select shows the kept theme before any script', async ({ page, startPreview }) => {
  const preview = await startPreview({ demo: true })
  await page.goto(preview.url)
  // A choice made before the script has run is not kept (only typed search text is carried over).
  await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', '0')
  await page.getByRole('banner').getByRole('combobox', { name: 'Theme' }).selectOption('dark')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.route('**/assets/*.js', (route) => route.abort())
  await expect
    .poll(async () => {
      await page.reload()
      return page.getByRole('banner').getByRole('combobox', { name: 'Theme' }).inputValue()
    })
    .toBe('dark')
})

test('a drawn link clicked before the script has run keeps the session: the page chosen loads its data', async ({
  page,
  startPreview,
}) => {
  const preview = await startPreview({ demo: true })
  // The entry script is held until the click is done, so the click lands on the drawing alone and replaces the
  // address's fragment, where the token once was the only copy (electron/preview/README.md).
  let clickDone!: () => void
  const clicked = new Promise<void>((resolve) => (clickDone = resolve))
  await page.route('**/assets/preview-*.js', async (route) => {
    await clicked
    await route.continue()
  })
  await page.goto(preview.url, { waitUntil: 'commit' })
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Stats' }).click()
  await expect(page).toHaveURL(/#\/stats$/)
  clickDone()
  const stats = new StatsPage(page)
  await expect(stats.heading).toBeVisible()
  // The counters come from the app over the preview's token: with the session lost, every call was refused.
  await expect(stats.counter('Bridges')).toHaveText(/\d/)
  await expect(page.getByText('This window lost its connection to the app')).toHaveCount(0)
  // A reload still finds the session in this tab.
  await page.reload()
  await expect(stats.counter('Bridges')).toHaveText(/\d/)
})

test('a start from a deep link opens on the linked page: never the list, nor the page left, first', async ({
  page,
  startPreview,
}) => {
  const user = newestFirst((await demoReference()).published)[0]!.suggestor.username
  const first = await startPreview({ demo: true })
  await page.goto(first.url)
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Stats' }).click()
  await expect
    .poll(async () => {
      const kept = await first.ipc<{ lastPage: string | null }>('preferences:get')
      return kept.ok ? kept.value.lastPage : null
    })
    .toBe('#/stats')
  await first.stop()

  // The desktop window's start from a link, in the preview (--deep-link): the document is drawn while the link is
  // held, and the tab is sent it once it listens, as main sends it once the page has loaded.
  const linked = await startPreview({
    demo: true,
    userDataDir: first.userDataDir,
    extraArgs: ['--deep-link', `bridge-explorer://profiles/${user}`],
  })
  // Every address the window goes to and every page heading it shows, from the first byte of the document.
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as { seen?: string[] }).seen = seen
    const note = (what: string): void => {
      if (seen.at(-1) !== what) seen.push(what)
    }
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = History.prototype[method]
      History.prototype[method] = function (this: History, state, unused, url) {
        if (url !== undefined && url !== null) note(`address ${new URL(url, location.href).hash}`)
        original.call(this, state, unused, url)
      }
    }
    window.addEventListener('hashchange', () => note(`address ${location.hash}`))
    new MutationObserver(() => {
      const heading = document.querySelector('main h1')?.textContent
      if (heading) note(`heading ${heading}`)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.goto(linked.url)
  const profile = new ProfilePage(page)
  await profile.expectUsername(user)
  const seen = await page.evaluate(() => (window as { seen?: string[] }).seen ?? [])
  const shown = seen.filter((s) => s !== 'address ' && !s.startsWith('heading '))
  expect(shown, seen.join('\n')).toEqual([`address #/profiles/${encodeURIComponent(user)}`])
  expect(
    seen.filter((s) => /^heading (Bridges|Stats)$/.test(s)),
    seen.join('\n'),
  ).toEqual([])
  await expect(page.locator('html')).toHaveAttribute('data-hydration-mismatches', '0')
})
