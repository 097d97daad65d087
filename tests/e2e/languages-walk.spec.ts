// Every view in each of the five languages (docs/i18n.md): at 1280 px in all five, and in Arabic and German also at
// 320 px and at 200 % zoom. Each view is shown in the language chosen once in Settings, with `lang` and `dir` on the
// document, its heading in the catalogue's words, nothing scrolling sideways, and axe's language and contrast rules
// clean; a screenshot of each is kept in the test's output folder (docs/i18n.md, "Checks").
import type { Page } from '@playwright/test'
import { loadCatalogue } from '../../shared/i18n/catalogues/load.ts'
import type { Catalogue, MessageId } from '../../shared/i18n/catalogues/en.ts'
import type { Language } from '../../shared/i18n/locales.ts'
import { demoReference, expect, test } from './fixtures.ts'
import { auditSettled } from './support/axe.ts'
import { newestFirst } from './support/bridge-data.ts'
import { JOURNEY_SIZES } from './pages/sizes.ts'
import type { AppShell } from './pages/app-shell.ts'

/** A view by its address, and the catalogue message its heading says (none: the heading is data, a title or name). */
interface Walked {
  id: string
  hash: string
  heading: MessageId | null
}

async function views(): Promise<Walked[]> {
  const demo = await demoReference()
  const bridge = newestFirst(demo.published)[0]!
  return [
    { id: 'bridges', hash: '#/bridges', heading: 'page.bridges' },
    { id: 'table', hash: '#/bridges?display=table', heading: 'page.bridges' },
    { id: 'bridge-detail', hash: `#/bridges/${bridge.slug}`, heading: null },
    { id: 'profile', hash: `#/profiles/${bridge.suggestor.username}`, heading: null },
    { id: 'lookup', hash: '#/lookup', heading: 'page.lookup' },
    { id: 'bulk', hash: '#/bulk', heading: 'bulk.nav' },
    { id: 'watch', hash: '#/watch', heading: 'page.watch' },
    { id: 'my-profile', hash: '#/me', heading: 'page.me' },
    { id: 'stats', hash: '#/stats', heading: 'page.stats' },
    { id: 'saved-views', hash: '#/views', heading: 'views.title' },
    { id: 'rate-limit', hash: '#/rate-limit', heading: 'page.rate-limit' },
    { id: 'keys', hash: '#/keys', heading: 'page.keys' },
    { id: 'usage', hash: '#/usage', heading: 'app.page.usage' },
    { id: 'developer', hash: '#/developer', heading: 'page.developer' },
    { id: 'settings', hash: '#/settings', heading: 'settings.title' },
  ]
}

/** Chooses `language` in Settings (the English form's words: the app starts in English here). */
async function choose(app: AppShell, language: Language): Promise<void> {
  await app.gotoHash('#/settings')
  await app.page
    .getByRole('region', { name: 'Language and formats' })
    .getByRole('combobox', { name: 'Language' })
    .selectOption(language)
  await expect(app.page.locator('html')).toHaveAttribute('lang', language)
}

/** How far the page scrolls sideways (0 when it does not). */
const sideways = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** Walks every view in `language`, checking each; returns what was wrong, one line per finding. */
async function walk(app: AppShell, language: Language, size: string, save: (name: string) => string) {
  const words: Catalogue = await loadCatalogue(language)
  const page = app.page
  const found: string[] = []
  for (const view of await views()) {
    await app.gotoHash(view.hash)
    const heading = app.main.getByRole('heading', { level: 1 })
    if (view.heading !== null) await expect(heading).toHaveText(words[view.heading])
    else await expect(heading).toBeVisible()
    // Settled: the view's own code has come (a lazy view shows view-loading.tsx until then).
    await expect(page.locator('.view-loading')).toHaveCount(0)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr')
    await expect.poll(() => sideways(page), { message: `${view.id} scrolls sideways` }).toBeLessThanOrEqual(0)
    await page.screenshot({ path: save(`${language}-${size}-${view.id}.png`) })
    const audit = await auditSettled(page, (b) =>
      b.withRules(['html-has-lang', 'html-lang-valid', 'valid-lang', 'color-contrast']),
    )
    for (const v of audit.violations) found.push(`${view.id}: ${v.id} (${v.nodes.length})`)
  }
  return found
}

for (const language of ['en', 'de', 'pl', 'ar', 'ja'] as const) {
  test(`every view in ${language} at 1280 px: its words, its direction, nothing sideways, axe clean`, async ({
    demoApp,
  }, testInfo) => {
    test.slow()
    const app = await demoApp()
    await app.page.setViewportSize({ width: 1280, height: 800 })
    await choose(app, language)
    expect(await walk(app, language, '1280', (n) => testInfo.outputPath(n))).toEqual([])
  })
}

for (const size of JOURNEY_SIZES.filter((s) => s.narrow)) {
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor })
    for (const language of ['ar', 'de'] as const) {
      test(`every view in ${language}: its words, its direction, nothing sideways, axe clean`, async ({
        demoApp,
      }, testInfo) => {
        test.slow()
        const app = await demoApp()
        await choose(app, language)
        const name = size.name.replace(/\W+/g, '')
        expect(await walk(app, language, name, (n) => testInfo.outputPath(n))).toEqual([])
      })
    }
  })
}
