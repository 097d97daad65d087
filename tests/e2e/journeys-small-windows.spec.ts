// What a demanding user sees in a small window (README.md, Who it is for; WCAG 1.4.10 Reflow, 1.3.1, 2.4.11): at
// 320 px and at 200 % zoom of a laptop screen nothing is cut without a way to read it whole, nothing overlaps, URLs
// wrap where a reader expects, and the bridge list starts in the first screen with room for its rows.
import { execFileSync } from 'node:child_process'
import type { Locator, Page } from '@playwright/test'
import { previewKeychainService } from '../../electron/preview/cli-args.ts'
import { demoReference, expect, test, type TestFixtures } from './fixtures.ts'
import { catalogueComplete, walkAtFullShare } from './pages/catalogue-page.ts'
import { JOURNEY_SIZES } from './pages/sizes.ts'

/** Rows of the bridge list wholly inside the window at the first screen, at least (the list starts above them). */
// At 1280 the ranges and the facet counts each take a line over the list (kept drawn from the first frame so nothing
// moves: BENCHMARKS.md, "Layout shift"), which leaves five whole rows of the six there were before them. In a narrow
// or short window the rows come first: the sort and Suggestors are under "Filters" with the rest, three rows at
// 320 × 640 and two at 200 %, whether the welcome (one line there) is shown or not.
const FIRST_SCREEN_ROWS = { '1280 px': 5, '320 px': 3, '200 % zoom': 2 } as const

for (const size of JOURNEY_SIZES) {
  test.describe(`small windows at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor })

    test('a long key state never runs over the budget: the top bar’s pieces do not overlap, its words whole by name', async ({
      page,
      startService,
      startPreview,
      addKeyByIpc,
      openApp,
      secretEnv,
    }) => {
      const app = await keyGoneFromKeychain({ startService, startPreview, addKeyByIpc, openApp, secretEnv })
      const banner = page.getByRole('banner')
      const key = banner.getByRole('link', { name: /^Key in use: / })
      const state = key.locator('.key-in-use-state')
      await expect(state).toContainText(/keychain/)
      for (const where of ['Keys', 'Developer'] as const) {
        if (where === 'Developer') await app.go('Developer')
        expect(await overlaps(banner), `pieces of the top bar that overlap on ${where}`).toEqual([])
        // The state's words are drawn whole, or cut with an ellipsis and read whole by pointer and by name.
        const words = (await state.getAttribute('title')) ?? ''
        expect(words).toMatch(/keychain/)
        await expect(key).toHaveAccessibleName(new RegExp(`, ${escaped(words)}\\. Open Keys\\.$`))
        await expect(state).toContainText(words.slice(0, 3))
        const [wide, room] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ])
        expect(wide, 'the page never scrolls sideways').toBeLessThanOrEqual(room!)
      }
    })

    test('the developer view’s key picker shows the whole key, wrapping where the page is narrow', async ({
      page,
      devApp,
      addKeyByIpc,
    }) => {
      const { app, keys, service, preview } = await devApp()
      await addKeyByIpc(preview, keys.full, service.baseUrl, 'Work key for the team dashboard')
      await page.reload()
      await app.go('Developer')
      const picker = app.main.getByRole('combobox', { name: 'Key', exact: true })
      await expect(picker).toContainText('Work key for the team dashboard')
      const fit = await picker.evaluate((el) => {
        const select = el as HTMLSelectElement
        const style = getComputedStyle(select)
        const context = document.createElement('canvas').getContext('2d')!
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const text = select.selectedOptions[0]?.textContent ?? ''
        const box = select.getBoundingClientRect()
        const main = document.querySelector('main')!.getBoundingClientRect()
        return {
          text,
          needed: context.measureText(text).width,
          // Its room for words, the arrow's place left in: words wider than this cannot be on one line.
          room:
            select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
          lines: box.height / Number.parseFloat(style.fontSize),
          inside: box.left >= main.left && box.right <= main.right,
        }
      })
      expect(fit.text).toMatch(/^Work key for the team dashboard \(bxk_…\w{4}\) · in use$/)
      expect(fit.inside, 'the select inside the page').toBe(true)
      // Words wider than its room are drawn on more lines (about 1.35 em each), never cut at its edge.
      if (fit.needed > fit.room) expect(fit.lines, JSON.stringify(fit)).toBeGreaterThan(2.5)
    })

    test('a key’s service URL wraps after “//” or before “/” and “.”, never inside a word', async ({
      page,
      devApp,
      addKeyByIpc,
    }) => {
      const { app, keys, service, preview } = await devApp()
      // A host name longer than the column at 200 % (it was cut as "http://127.0.0.1:36641/v|1/api"): its words
      // are what the row must not cut ("loc|alhost"). Nothing is sent to it here.
      const url = service.baseUrl.replace('127.0.0.1', 'bridgeservice.localhost')
      await addKeyByIpc(preview, keys.full, url, 'Local')
      await page.reload()
      await app.go('Keys')
      const dd = app.keys().keyRow('Local').locator('.key-row-url')
      await expect(dd).toHaveText(url)
      const lines = await linesOfText(dd)
      expect(lines.join(''), 'the URL as it is').toBe(url)
      if (size.name === '200 % zoom') expect(lines.length, 'lines of the URL at 200 %').toBeGreaterThan(1)
      for (let i = 1; i < lines.length; i++) {
        const end = lines[i - 1]!.slice(-1)
        const start = lines[i]![0]!
        expect(
          /[\p{L}\p{N}]/u.test(end) && /[\p{L}\p{N}]/u.test(start),
          `cut inside a word: ${lines.join(' | ')}`,
        ).toBe(false)
      }
    })

    test('a profile’s bridge titles are read whole: they wrap instead of ending with an ellipsis', async ({
      demoApp,
    }) => {
      const app = await demoApp()
      const { published } = await demoReference()
      // The suggestor of the longest title: at 320 px it cannot fit on one line beside its passes.
      const longest = published.reduce((a, b) => (b.title.length > a.title.length ? b : a))
      await app.gotoHash(`#/profiles/${longest.suggestor.username}`)
      const links = app.profile().bridgeLinks
      await expect(links.first()).toBeVisible()
      const cut = await links.evaluateAll((all) =>
        all
          .filter((a) => a.scrollWidth > a.clientWidth + 1 || a.scrollHeight > a.clientHeight + 1)
          .map((a) => a.textContent),
      )
      expect(cut, 'titles cut').toEqual([])
      await expect(links.filter({ hasText: longest.title })).toHaveCount(1)
      const title = links.filter({ hasText: longest.title })
      const inside = await title.evaluate((a) => {
        const r = a.getBoundingClientRect()
        const card = a.closest('.card')!.getBoundingClientRect()
        return r.left >= card.left && r.right <= card.right
      })
      expect(inside, 'the title inside its card').toBe(true)
    })

    test('the bridge list starts in the first screen with room for rows, the welcome shown or not, and every control is a press away', async ({
      page,
      demoApp,
    }, testInfo) => {
      const app = await demoApp()
      const bridges = app.bridges()
      await bridges.waitForRows()
      const welcome = page.getByRole('region', { name: 'Welcome to Bridge Explorer' })
      await expect(welcome).toBeVisible()
      // In a narrow or short window the welcome is one line, and the rows are there with it (in a wide one it is
      // in full on the start page, by design: journeys-room.spec).
      const withWelcome = await wholeRowsInWindow(page)
      testInfo.annotations.push({ type: 'rows with the welcome', description: String(withWelcome) })
      if (size.narrow)
        expect(withWelcome, 'rows wholly in the first screen, the welcome shown').toBeGreaterThanOrEqual(
          FIRST_SCREEN_ROWS[size.name],
        )
      await welcome.getByRole('button', { name: 'Got it' }).click()
      await expect(welcome).toBeHidden()
      const rows = await wholeRowsInWindow(page)
      testInfo.annotations.push({ type: 'rows in the first screen', description: String(rows) })
      expect(rows, 'rows wholly in the first screen').toBeGreaterThanOrEqual(FIRST_SCREEN_ROWS[size.name])
      // The list's own actions stay in the first screen at every size…
      const actions = [
        bridges.search,
        app.main.getByRole('radio', { name: 'List' }).locator('..'),
        app.main.getByRole('button', { name: 'Export…' }),
        app.main.getByRole('button', { name: 'Save view…' }),
      ]
      for (const control of actions) await expect(control).toBeInViewport({ ratio: 1 })
      // …and the filters too in a wide window; in a narrow or short one they are under "Filters" (the rows come
      // first: this changed the earlier rule that the sort and Suggestors be in the first screen), one press away.
      const filters = [
        bridges.category,
        app.main.getByRole('combobox', { name: 'Sort' }),
        app.main.getByRole('combobox', { name: 'Suggestors' }),
      ]
      if (size.narrow) {
        await expect(bridges.filtersButton).toBeInViewport({ ratio: 1 })
        for (const control of filters) await expect(control).toBeHidden()
        await bridges.filtersButton.click()
      }
      for (const control of filters) await expect(control).toBeInViewport({ ratio: 1 })
    })

    test('the catalogue line leaves no empty band under its words, whatever they say', async ({
      page,
      devApp,
      addKeyByIpc,
    }) => {
      // A small service read whole in a few seconds: its words once complete are short (one line at 320 px).
      const { app, keys, service, preview } = await devApp()
      await addKeyByIpc(preview, keys.full, service.baseUrl, 'Work key')
      await walkAtFullShare(preview)
      await page.reload()
      await app.go('Bridges')
      await catalogueComplete(preview)
      const slot = app.main.locator('.catalogue-status-slot')
      await expect(slot.getByTestId('catalogue-status')).toContainText(/100 bridges/)
      // The kept place is as high as its words' lines and the bar's thin line (6 px), no more.
      const [kept, words] = await slot.evaluate((el) => {
        const text =
          el.querySelector('.catalogue-status-words') ?? el.querySelector('[data-testid="catalogue-status"]')!
        return [el.getBoundingClientRect().height, text.getBoundingClientRect().height]
      })
      expect(kept - words, `kept ${kept} px for words of ${words} px`).toBeLessThanOrEqual(7)
    })
  })
}

/**
 * A key saved, then its secret removed from the keychain behind the app's back (a real keychain, through keytar in
 * a process of its own), and checked again: its state is the keychain's long words, in the top bar too.
 */
async function keyGoneFromKeychain(
  f: Pick<TestFixtures, 'startService' | 'startPreview' | 'addKeyByIpc' | 'openApp'> & {
    secretEnv: Record<string, string>
  },
) {
  const service = await f.startService({ bridges: 100 })
  const first = await f.startPreview({ serviceUrl: service.baseUrl })
  const id = await f.addKeyByIpc(
    first,
    service.demoKeys!.full,
    service.baseUrl,
    'Work key for the team dashboard',
  )
  await first.stop()
  const removed = execFileSync(
    process.execPath,
    [
      '-e',
      'require("keytar").deletePassword(process.argv[1], process.argv[2]).then((r) => process.stdout.write(String(r)))',
      previewKeychainService(first.userDataDir, {}),
      id,
    ],
    { env: { ...process.env, ...f.secretEnv }, encoding: 'utf8' },
  )
  expect(removed.trim()).toBe('true')
  const app = await f.openApp(
    await f.startPreview({ serviceUrl: service.baseUrl, userDataDir: first.userDataDir }),
  )
  await app.go('Keys')
  await app.keys().checkNow('Work key for the team dashboard')
  return app
}

/** Pairs of the top bar's drawn pieces (its children's boxes, and the key's label and state) that overlap. */
function overlaps(banner: Locator): Promise<string[]> {
  return banner.evaluate((bar) => {
    const pieces = [...bar.children, ...bar.querySelectorAll('.key-in-use > *')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0)
    const name = (el: Element): string => String(el.className || el.tagName)
    const out: string[] = []
    for (let i = 0; i < pieces.length; i++)
      for (let j = i + 1; j < pieces.length; j++) {
        const a = pieces[i]!
        const b = pieces[j]!
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left)
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top)
        if (x > 1 && y > 1) out.push(`${name(a.el)} × ${name(b.el)}`)
      }
    // Nothing drawn past the window's right edge either.
    for (const { el, r } of pieces) if (r.right > window.innerWidth + 1) out.push(`${name(el)} past the edge`)
    return out
  })
}

/** The text of an element as it is drawn, line by line (characters grouped by the top of their box). */
function linesOfText(locator: Locator): Promise<string[]> {
  return locator.evaluate((el) => {
    const lines: { top: number; text: string }[] = []
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const top = Math.round(range.getBoundingClientRect().top)
        const last = lines.at(-1)
        if (last !== undefined && Math.abs(last.top - top) < 4) last.text += text[i]
        else lines.push({ top, text: text[i]! })
      }
    }
    return lines.map((l) => l.text)
  })
}

/** How many rows of the bridge list are wholly inside the window. */
function wholeRowsInWindow(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('.bridge-row:not(.bridge-row-loading)')].filter((row) => {
        const r = row.getBoundingClientRect()
        return r.top >= 0 && r.bottom <= window.innerHeight
      }).length,
  )
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
