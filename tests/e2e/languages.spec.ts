// Languages and regional formats (docs/i18n.md) in Chromium through the browser preview: Settings switches the
// language and the formats apart and at once, Arabic turns the document right to left with the shell in Arabic
// and no horizontal scroll at 1280 and 320 px, the next document is served in it, and the pseudo-locale leaves
// no untranslated word in the converted parts (the shell, Settings' converted sections).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** The converted parts of the screen: what must be in the catalogue's words (docs/i18n.md, "Catalogues"). */
const CONVERTED = [
  '.skip-link',
  '.menu-button',
  '.topbar-name',
  '.topbar-hint',
  '.topbar .theme-toggle',
  '#sections-nav > ul > li > a',
  '.sidenav-group-name',
  '.sidenav-setting',
  '.sidenav-menu-extras',
  '.settings-view > h1',
  'section[aria-labelledby="kept-data-heading"]',
  'section.language-settings',
  'section.welcome',
]

/** Words of three or more plain Latin letters in the converted parts: English the pseudo-locale did not reach. */
async function untranslated(page: Page): Promise<string[]> {
  return page.evaluate((selectors) => {
    const found: string[] = []
    for (const element of document.querySelectorAll(selectors.join(', '))) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const parent = node.parentElement
        // Keys and languages named in themselves are not words to translate.
        if (parent === null || parent.closest('kbd, option, [lang]:not(html)') !== null) continue
        for (const word of node.textContent?.match(/[A-Za-z]{3,}/g) ?? [])
          found.push(`${word} (in ${parent.tagName})`)
      }
    }
    return found
  }, CONVERTED)
}

async function noHorizontalScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0)
}

test('Arabic turns the app right to left at once, in its words, at 1280 and 320 px, and the next document is served so', async ({
  demoApp,
}, testInfo) => {
  const app = await demoApp()
  const page = app.page
  await page.setViewportSize({ width: 1280, height: 800 })
  await app.go('Settings')
  const section = page.getByRole('region', { name: 'Language and formats' })
  await section.getByRole('combobox', { name: 'Language' }).selectOption('ar')
  const html = page.locator('html')
  await expect(html).toHaveAttribute('dir', 'rtl')
  await expect(html).toHaveAttribute('lang', 'ar')
  const nav = page.getByRole('navigation', { name: 'الأقسام' })
  await expect(nav.getByRole('link', { name: 'الإعدادات' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الإعدادات')
  // The navigation stands at the start of the line: the right side in Arabic.
  const navBox = await nav.boundingBox()
  expect(navBox?.x ?? 0).toBeGreaterThan(640)
  await noHorizontalScroll(page)
  await page.screenshot({ path: testInfo.outputPath('arabic-1280.png') })

  // Formats apart from the language: Swiss German numbers under Arabic words.
  const arabicSection = page.getByRole('region', { name: 'اللغة والتنسيقات' })
  await arabicSection.getByRole('combobox', { name: 'التنسيقات' }).selectOption('de-CH')
  await expect(arabicSection.getByRole('status')).toHaveText('اللغة: العربية · التنسيقات: Deutsch (Schweiz)')

  await page.setViewportSize({ width: 320, height: 640 })
  await expect(page.getByRole('banner').getByRole('button', { name: 'القائمة' })).toBeVisible()
  await noHorizontalScroll(page)
  await page.screenshot({ path: testInfo.outputPath('arabic-320.png') })

  // Kept by main: the next document is drawn in Arabic before any script, and hydrates without a mismatch.
  await page.reload()
  await expect(html).toHaveAttribute('dir', 'rtl')
  await expect(html).toHaveAttribute('data-hydration-mismatches', '0')
  await expect(page.getByRole('banner').getByRole('button', { name: 'القائمة' })).toBeVisible()
  await noHorizontalScroll(page)
})

test('the pseudo-locale leaves no untranslated word in the shell and Settings’ converted sections', async ({
  demoApp,
}) => {
  const app = await demoApp()
  const page = app.page
  await page.setViewportSize({ width: 1280, height: 800 })
  // The test language is offered with the developer tools, which also shows the nav's developer group.
  await app.developerToolsSetting().check()
  await app.go('Settings')
  const section = page.getByRole('region', { name: 'Language and formats' })
  // Formats whose dates and numbers hold no Latin letters, so every Latin word on screen is a message's.
  await section.getByRole('combobox', { name: 'Formats' }).selectOption('ja-JP')
  await section.getByRole('combobox', { name: 'Language' }).selectOption('en-XA')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^⟦Šéţţíñĝš·*⟧$/)
  await expect.poll(() => untranslated(page)).toEqual([])
  // Back to the system's language: English again, at once.
  await page
    .getByRole('region', { name: /^⟦Ĺáñĝúáĝé/ })
    .getByRole('combobox', { name: /^⟦Ĺáñĝúáĝé·*⟧/ })
    .selectOption('system')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
})
