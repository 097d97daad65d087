// The document main and the preview serve with its first screen (electron/protocol/first-screen-document.ts),
// drawn by the BUILT SSR file (dist/ssr/first-screen.js, made by `vite build`) as the app loads it. Hostile text
// that reaches the document (a kept location is any `#/…` without spaces) stays text: it can neither end the
// JSON's element nor start markup, and it reads back exactly.
import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { test } from 'node:test'
import {
  documentWithFirstScreen,
  DRAWN_AHEAD_FOR_MS,
  firstScreenFileOf,
  firstScreenLoader,
  openingFirstScreen,
  type FirstScreenData,
  type FirstScreenModule,
} from '../../../../electron/protocol/first-screen-document.ts'
import { DEFAULT_PREFERENCES, LAST_PAGE } from '../../../../shared/ipc/preferences.ts'
import { firstScreenList, listHashOf } from '../../../../shared/cache/first-screen-answers.ts'
import type { CatalogueFacets, CatalogueStatus } from '../../../../shared/ipc/catalogue.ts'
import type { PersistedQuery } from '../../../../shared/ipc/query-cache.ts'
import { readFirstScreen } from '../../../../renderer/src/lib/first-screen.ts'
import { bridgeSummary } from '../../../support/bridge-summary.ts'

const RENDERER_DIR = resolve(import.meta.dirname, '../../../../dist/renderer')
const built = existsSync(firstScreenFileOf(RENDERER_DIR)) && existsSync(join(RENDERER_DIR, 'index.html'))
const skip = built ? false : 'needs `npm run build` (dist/ssr/first-screen.js and dist/renderer/index.html)'

async function builtParts(): Promise<{ module: FirstScreenModule; template: string }> {
  const module = await firstScreenLoader(firstScreenFileOf(RENDERER_DIR))()
  assert.ok(module, 'the SSR build loads')
  return { module, template: await readFile(join(RENDERER_DIR, 'index.html'), 'utf8') }
}

/** The first-screen JSON of a document, read as the renderer reads it (the element's text). */
function jsonOf(document: string): unknown {
  const found = /<script type="application\/json" id="first-screen">([^<]*)<\/script>/.exec(document)
  assert.ok(found, 'the document carries the first screen data')
  return JSON.parse(found[1] ?? '')
}

const HOSTILE = '#/bridges?q=</script><script>alert(1)</script>&amp;&lt;b&gt;\u202Eevil<!--'

test(
  'a hostile kept location is data in the document: no extra script, no markup, read back exactly',
  { skip },
  async () => {
    assert.ok(LAST_PAGE.test(HOSTILE), 'the kind of location a preferences file may hold')
    const { module, template } = await builtParts()
    const preferences = { ...DEFAULT_PREFERENCES, lastPage: HOSTILE, theme: 'dark' as const }
    const data = openingFirstScreen(preferences, false)
    const document = await documentWithFirstScreen(template, module, data)
    const scripts = (s: string): number => s.match(/<script/gi)?.length ?? 0
    assert.equal(scripts(document), scripts(template) + 1, 'one element added, the JSON one')
    assert.ok(!document.includes('alert(1)</script>'), 'the hostile text never ends an element')
    assert.ok(!document.includes('<!--"'), 'nor opens a comment')
    assert.deepEqual(jsonOf(document), data)
    // Every script is either the built bundle (src=) or data: nothing inline runs (the CSP refuses it anyway).
    for (const tag of document.match(/<script[^>]*>/gi) ?? [])
      assert.ok(/\ssrc=/.test(tag) || /type="application\/json"/.test(tag), tag)
  },
)

test(
  'the shell is drawn into #root with the theme on <html>; "system" leaves it to the system',
  { skip },
  async () => {
    const { module, template } = await builtParts()
    const dark = await documentWithFirstScreen(
      template,
      module,
      openingFirstScreen({ ...DEFAULT_PREFERENCES, theme: 'dark' }, false),
    )
    assert.match(dark, /<html lang="en" dir="ltr" data-theme="dark">/)
    assert.match(dark, /<div id="root"><div class="app">/)
    assert.match(dark, /<nav id="sections-nav"[^>]*aria-label="Sections"/)
    assert.match(dark, /<header class="topbar">/)
    const system = await documentWithFirstScreen(
      template,
      module,
      openingFirstScreen(DEFAULT_PREFERENCES, false),
    )
    assert.match(system, /<html lang="en" dir="ltr">/)
    assert.doesNotMatch(system, /data-theme/)
  },
)

test(
  'the first screen is drawn in the language chosen: lang and dir on <html>, the shell in its words, the data saying both',
  { skip },
  async () => {
    const { module, template } = await builtParts()
    const data = openingFirstScreen({ ...DEFAULT_PREFERENCES, language: 'ar', formats: 'ar-EG' }, false)
    assert.deepEqual(data.locale, { language: 'ar', formats: 'ar-EG', dir: 'rtl' })
    const arabic = await documentWithFirstScreen(template, module, data)
    assert.match(arabic, /<html lang="ar" dir="rtl">/)
    assert.match(arabic, /<nav id="sections-nav"[^>]*aria-label="الأقسام"/)
    assert.match(arabic, />الإعدادات</, 'the Settings section named in Arabic')
    assert.doesNotMatch(arabic, />Settings</)
    assert.match(arabic, /<h2 id="welcome-title"[^>]*>مرحبًا بك في Bridge Explorer<\/h2>/, 'the welcome too')
    const german = await documentWithFirstScreen(
      template,
      module,
      openingFirstScreen({ ...DEFAULT_PREFERENCES, language: 'de', formats: null }, false),
    )
    assert.match(german, /<html lang="de" dir="ltr">/)
    assert.match(german, />Zum Inhalt springen</)
  },
)

test(
  'the list gets its frame; another page or a deep link on its way never shows the list',
  { skip },
  async () => {
    const { module, template } = await builtParts()
    const draw = (data: FirstScreenData): Promise<string> => documentWithFirstScreen(template, module, data)
    const list = await draw(openingFirstScreen(DEFAULT_PREFERENCES, false))
    assert.match(list, /class="list-skeleton"/, 'no page left: the list, in its frame')
    const stats = await draw(openingFirstScreen({ ...DEFAULT_PREFERENCES, lastPage: '#/stats' }, false))
    assert.doesNotMatch(stats, /list-skeleton|bridge-list/)
    assert.match(stats, /aria-current="page">Stats</)
    const link = await draw(openingFirstScreen({ ...DEFAULT_PREFERENCES, lastPage: '#/bridges' }, true))
    assert.doesNotMatch(link, /list-skeleton|bridge-list|view-loading/, 'the shell only')
    assert.equal((jsonOf(link) as FirstScreenData).page, null)
    assert.equal((jsonOf(link) as FirstScreenData).linkPending, true, 'and the data says a link is coming')
  },
)

test('a link on its way is said in the drawn data, and the renderer reads it back; a malformed mark is no data', () => {
  const link = openingFirstScreen({ ...DEFAULT_PREFERENCES, lastPage: '#/stats' }, true)
  assert.equal(link.linkPending, true)
  assert.equal(link.page, null, 'not the page left')
  assert.equal('linkPending' in openingFirstScreen(DEFAULT_PREFERENCES, false), false)
  const read = (value: unknown): FirstScreenData | null =>
    readFirstScreen({ getElementById: () => ({ textContent: JSON.stringify(value) }) })
  assert.deepEqual(read(link), link)
  assert.equal(read({ ...link, linkPending: 'yes' }), null)
  assert.equal(read({ ...link, linkPending: false }), null)
  assert.equal(read({ ...link, page: '#/stats' }), null, 'a link pending draws no page')
})

/** Titles and names that must stay text: an element's end, a script, entities, a comment, an RTL override. */
const HOSTILE_TEXTS = [
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '&amp;&lt;b&gt;&#x3C;',
  '\u202Egnp.exe<!--',
  '"><svg onload=alert(3)>',
]

test(
  'kept rows with hostile titles are drawn as text and read back exactly by the renderer',
  { skip },
  async () => {
    const { module, template } = await builtParts()
    const rows = Array.from({ length: 30 }, (_, i) =>
      bridgeSummary(`b${i}`, {
        title: HOSTILE_TEXTS[i % HOSTILE_TEXTS.length] ?? '',
        suggestor: { username: HOSTILE_TEXTS[(i + 1) % HOSTILE_TEXTS.length] ?? '', verified: false },
      }),
    )
    const list = firstScreenList([
      {
        queryHash: '["bridges","list",{"category":"","q":""}]',
        state: {
          data: {
            pages: [{ value: { data: rows, has_more: false, next_cursor: null } }],
            pageParams: [null],
          },
          dataUpdatedAt: 1_700_000_000_000,
        },
      },
    ])
    assert.ok(list, 'the kept list decodes')
    const data = openingFirstScreen(DEFAULT_PREFERENCES, false, {
      list,
      catalogue: null,
      now: 1_700_000_000_000,
      viewport: { width: 1280, height: 900 },
    })
    const document = await documentWithFirstScreen(template, module, data)
    assert.ok((document.match(/class="bridge-row"/g)?.length ?? 0) >= 20, 'the rows are drawn')
    const scripts = (s: string): number => s.match(/<script/gi)?.length ?? 0
    assert.equal(scripts(document), scripts(template) + 1, 'one element added, the JSON one')
    assert.doesNotMatch(document, /<img|<svg|alert\(1\)<\/script>/)
    assert.ok(document.includes('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;'))
    assert.ok(document.includes('&amp;amp;&amp;lt;b&amp;gt;&amp;#x3C;'), 'entities are shown, not decoded')
    assert.ok(document.includes('\u202Egnp.exe&lt;!--'), 'the RTL override is kept as a character, in text')
    // What the renderer adopts is the same data, checked again on its side.
    const json = /<script type="application\/json" id="first-screen">([^<]*)<\/script>/.exec(document)?.[1]
    const read = readFirstScreen({ getElementById: () => ({ textContent: json ?? null }) })
    assert.deepEqual(read, data)
  },
)

test('a list is drawn only with its own kept answer: another list’s rows never show under its location', () => {
  const kept = (q: string, category: string): PersistedQuery | null =>
    firstScreenList(
      [
        {
          queryHash: listHashOf({ q, category }),
          state: {
            data: {
              pages: [
                { value: { data: [bridgeSummary(`${q}-${category}`)], has_more: false, next_cursor: null } },
              ],
              pageParams: [null],
            },
            dataUpdatedAt: 1,
          },
        },
      ],
      { q, category },
    )
  const facts = (list: PersistedQuery | null) => ({
    list,
    catalogue: null,
    now: 1,
    viewport: { width: 1280, height: 900 },
  })
  const at = (lastPage: string, list: PersistedQuery | null) =>
    openingFirstScreen({ ...DEFAULT_PREFERENCES, lastPage }, false, facts(list)).list
  const solar = kept('solar', 'health')
  assert.ok(solar)
  assert.equal(at('#/bridges?q=solar&category=health', solar), solar)
  assert.equal(at('#/bridges?q=+solar+&category=health&display=table', solar), solar)
  assert.equal(at('#/bridges', solar), null)
  assert.equal(at('#/bridges?q=solar', solar), null)
  assert.equal(at('#/bridges?q=solar&category=health', kept('', '')), null)
  assert.equal(at('#/stats', solar), null)
  // The renderer refuses a document whose rows are not its page's list (it then renders as it always did).
  const read = (page: string, list: PersistedQuery | null) =>
    readFirstScreen({
      getElementById: () => ({
        textContent: JSON.stringify({ ...openingFirstScreen(DEFAULT_PREFERENCES, false), page, list }),
      }),
    })
  assert.equal(read('#/bridges?q=solar&category=health', solar)?.list?.queryHash, solar.queryHash)
  assert.equal(read('#/bridges', solar), null)
  assert.equal(read('#/stats', solar), null)
})

test('a list only the catalogue narrows (one suggestor, Suggestors, a range, categories) is drawn without the service’s rows', () => {
  // The service's kept list of the same words (here none): everyone's bridges, the rows of other suggestors too.
  const everyone = firstScreenList([
    {
      queryHash: listHashOf({ q: '', category: '' }),
      state: {
        data: {
          pages: [{ value: { data: [bridgeSummary('someone-else')], has_more: false, next_cursor: null } }],
          pageParams: [null],
        },
        dataUpdatedAt: 1,
      },
    },
  ])
  assert.ok(everyone)
  const catalogue = {
    status: { state: 'complete', rows: 1 } as unknown as CatalogueStatus,
    facets: null,
  }
  const opened = (lastPage: string) =>
    openingFirstScreen({ ...DEFAULT_PREFERENCES, lastPage }, false, {
      list: everyone,
      catalogue,
      now: 1,
      viewport: { width: 1280, height: 900 },
    })
  for (const page of [
    '#/bridges?by=li_berg',
    '#/bridges?by=li_berg&display=table',
    '#/bridges?suggestors=verified',
    '#/bridges?passes=10..500',
    '#/bridges?score=50..',
    '#/bridges?published=2025-01-01..2025-02-01',
    '#/bridges?category=health&category=transport',
  ]) {
    const data = opened(page)
    assert.equal(data.page, page)
    assert.equal(data.list, null, `no service rows under ${page}`)
    // The list's page is drawn all the same, its frame and the catalogue's words with it.
    assert.equal(data.catalogue, catalogue, page)
    // And the renderer refuses a document that carries them, where it reads the same without them.
    const read = (list: PersistedQuery | null) =>
      readFirstScreen({
        getElementById: () => ({ textContent: JSON.stringify({ ...data, catalogue: null, list }) }),
      })
    assert.equal(read(null)?.page, page)
    assert.equal(read(everyone), null, page)
  }
  // The list of everyone, in any layout, is still drawn with its kept rows.
  assert.equal(opened('#/bridges').list, everyone)
  assert.equal(opened('#/bridges?display=table&sort=-passes').list, everyone)
})

test('a kept list that does not decode is not drawn', () => {
  const bad = (data: unknown): unknown => [
    { queryHash: '["bridges","list",{"category":"","q":""}]', state: { data, dataUpdatedAt: 1 } },
  ]
  const page = (row: unknown): unknown => ({
    pages: [{ value: { data: [row], has_more: false, next_cursor: null } }],
    pageParams: [null],
  })
  assert.ok(firstScreenList(bad(page(bridgeSummary('ok'))) as unknown[]))
  assert.equal(firstScreenList(bad(page({ ...bridgeSummary('x'), title: 42 })) as unknown[]), null)
  assert.equal(firstScreenList(bad(page({ id: 'x' })) as unknown[]), null)
  assert.equal(firstScreenList(bad({ pages: [], pageParams: [] }) as unknown[]), null)
  assert.equal(firstScreenList(bad('<p>markup</p>') as unknown[]), null)
  assert.equal(firstScreenList([]), null)
})

test('a document of another shape, or a drawing that fails, is served as built', async () => {
  const failing: FirstScreenModule = {
    FIRST_SCREEN_ELEMENT_ID: 'first-screen',
    renderFirstScreen: () => {
      throw new Error('drawing failed')
    },
  }
  const template = '<html lang="en"><body><div id="root"></div></body></html>'
  const data = openingFirstScreen({ ...DEFAULT_PREFERENCES, theme: 'dark' }, false)
  assert.equal(await documentWithFirstScreen(template, failing, data), template)
  const drawing: FirstScreenModule = { ...failing, renderFirstScreen: () => '<p>drawn</p>' }
  assert.equal(
    await documentWithFirstScreen('<html lang="en"><body></body></html>', drawing, data),
    '<html lang="en"><body></body></html>',
  )
  assert.equal(await firstScreenLoader('/nonexistent/first-screen.js')(), null)
})

test(
  'a warm-up drawing leaves the next ones as they would be, whether its data came, failed or was hostile',
  { skip },
  async () => {
    const { template } = await builtParts()
    const load = firstScreenLoader(firstScreenFileOf(RENDERER_DIR))
    try {
      const data = openingFirstScreen({ ...DEFAULT_PREFERENCES, theme: 'dark' }, false)
      load.warm(Promise.reject(new Error('the core could not answer')))
      load.warm(Promise.resolve(null))
      load.warm(Promise.resolve({ ...data, list: { queryKey: 'not a list' } } as unknown as FirstScreenData))
      load.warm(Promise.resolve(data))
      const module = await load()
      assert.ok(module, 'the SSR build loads')
      const document = await documentWithFirstScreen(template, module, data)
      assert.notEqual(document, template, 'drawn')
      assert.deepEqual(jsonOf(document), data)
      // The same drawing as a loader that was never warmed draws.
      const cold = await builtParts()
      assert.equal(document, await documentWithFirstScreen(template, cold.module, data))
    } finally {
      await load.close()
    }
  },
)

test(
  'a drawing made ahead serves the next document of the same screen once, with the data it was drawn from',
  { skip },
  async () => {
    const { template } = await builtParts()
    const load = firstScreenLoader(firstScreenFileOf(RENDERER_DIR))
    try {
      const module = await load()
      assert.ok(module, 'the SSR build loads')
      const kept = { ...DEFAULT_PREFERENCES, theme: 'dark' as const }
      const at = (now: number): FirstScreenData => ({ ...openingFirstScreen(kept, false), now })
      const drawnAt = at(1_000)
      await load.warm(Promise.resolve(drawnAt))
      const asked = at(1_800)
      const chosen = load.ahead(asked)
      assert.equal(chosen, drawnAt, 'the same screen asked a moment later gets the drawing made ahead')
      const document = await documentWithFirstScreen(template, module, chosen)
      assert.deepEqual(jsonOf(document), drawnAt, 'beside the data it was drawn from')
      const cold = await builtParts()
      assert.equal(document, await documentWithFirstScreen(template, cold.module, drawnAt), 'the same markup')
      const again = at(2_000)
      assert.equal(load.ahead(again), again, 'once only')

      // Another screen (the shell the preview serves a reload) never gets the kept one, and drops it.
      await load.warm(Promise.resolve(at(3_000)))
      const shell: FirstScreenData = { ...at(3_100), page: null }
      assert.equal(load.ahead(shell), shell)
      const after = at(3_200)
      assert.equal(load.ahead(after), after, 'dropped once another screen was asked')

      // Too old: its clock would show the window an age that is no longer true.
      await load.warm(Promise.resolve(at(5_000)))
      const late = at(5_000 + DRAWN_AHEAD_FOR_MS + 1)
      assert.equal(load.ahead(late), late)
    } finally {
      await load.close()
    }
  },
)

/** A complete catalogue of 2,000 bridges, as main's catalogue:status answers it. */
const COMPLETE: CatalogueStatus = {
  service: 'demo',
  state: 'complete',
  pause: null,
  rows: 2000,
  gone: 0,
  estimatedTotal: 2000,
  complete: true,
  completedAt: 1_700_000_000_000 - 180_000,
  ageMs: 180_000,
  etaMs: null,
  sharePercent: 25,
  refreshIntervalMs: 86_400_000,
  bytesOnDisk: 1_000_000,
  lastError: null,
  withheld: null,
  recovered: null,
  unavailable: null,
  text: 'Catalogue: all 2,000 bridges, updated 3 minutes ago.',
  said: {
    id: 'catalogue-status.complete',
    values: { count: { id: 'catalogue-status.rows', values: { rows: 2000 } }, gone: '' },
  },
}
const FACETS: CatalogueFacets = {
  categories: [{ category: 'transport', count: 400 }],
  verified: { bridges: 1200, suggestors: 300 },
  unverified: { bridges: 800, suggestors: 200 },
}

test(
  'the list is drawn with the catalogue it will show: its status and "of 2,000" from the first paint, read back alike',
  { skip },
  async () => {
    const { module, template } = await builtParts()
    const list = firstScreenList([
      {
        queryHash: listHashOf({ q: '', category: '' }),
        state: {
          data: {
            pages: [
              {
                value: {
                  data: Array.from({ length: 30 }, (_, i) => bridgeSummary(`b${i}`)),
                  has_more: true,
                  next_cursor: 'c1',
                },
              },
            ],
            pageParams: [null],
          },
          dataUpdatedAt: 1_700_000_000_000,
        },
      },
    ])
    assert.ok(list, 'the kept list decodes')
    const facts = (catalogue: FirstScreenData['catalogue']) => ({
      list,
      catalogue,
      now: 1_700_000_000_000,
      viewport: { width: 412, height: 823 },
    })
    const withIt = openingFirstScreen(DEFAULT_PREFERENCES, false, facts({ status: COMPLETE, facets: FACETS }))
    const drawn = await documentWithFirstScreen(template, module, withIt)
    assert.match(drawn, /of 2,000 bridges/, 'the count line knows the total')
    assert.match(drawn, /data-testid="catalogue-status"/, 'the status line is drawn')
    assert.doesNotMatch(drawn, /so far/)
    const without = await documentWithFirstScreen(
      template,
      module,
      openingFirstScreen(DEFAULT_PREFERENCES, false, facts(null)),
    )
    assert.match(without, /so far/, 'without the catalogue, the count line says what it knows')
    assert.doesNotMatch(without, /data-testid="catalogue-status"/)
    // The renderer reads back the same catalogue, checked on its side; one of another shape drops the drawing.
    const readBack = (value: unknown) =>
      readFirstScreen({ getElementById: () => ({ textContent: JSON.stringify(value) }) })
    assert.deepEqual(readBack(jsonOf(drawn)), withIt)
    const catalogue = { status: COMPLETE, facets: FACETS }
    assert.equal(
      readBack({ ...withIt, catalogue: { ...catalogue, status: { ...COMPLETE, rows: '2000' } } }),
      null,
    )
    assert.equal(
      readBack({ ...withIt, catalogue: { ...catalogue, status: { ...COMPLETE, html: '<b>' } } }),
      null,
    )
    assert.equal(readBack({ ...withIt, catalogue: { ...catalogue, facets: { categories: 'all' } } }), null)
    assert.equal(readBack({ ...withIt, catalogue: 'complete' }), null)
    // Another page is drawn without the list's catalogue words.
    const stats = openingFirstScreen(
      { ...DEFAULT_PREFERENCES, lastPage: '#/stats' },
      false,
      facts({ status: COMPLETE, facets: FACETS }),
    )
    assert.equal(stats.catalogue, null)
  },
)

test(
  'a drawing made ahead is the same screen when only the catalogue’s age has moved, and another when its words have',
  { skip },
  async () => {
    const load = firstScreenLoader(firstScreenFileOf(RENDERER_DIR))
    try {
      const at = (now: number, status: CatalogueStatus): FirstScreenData =>
        openingFirstScreen(DEFAULT_PREFERENCES, false, {
          list: null,
          catalogue: { status, facets: FACETS },
          now,
          viewport: { width: 1280, height: 900 },
        })
      const drawnAt = at(1_000, COMPLETE)
      await load.warm(Promise.resolve(drawnAt))
      const older = { ...COMPLETE, ageMs: COMPLETE.ageMs! + 800 }
      assert.equal(load.ahead(at(1_800, older)), drawnAt, 'main read the same catalogue 800 ms later')
      await load.warm(Promise.resolve(at(2_000, COMPLETE)))
      const reworded = {
        ...COMPLETE,
        ageMs: 240_000,
        text: 'Catalogue: all 2,000 bridges, updated 4 minutes ago.',
      }
      const asked = at(2_500, reworded)
      assert.equal(load.ahead(asked), asked, 'other words: drawn again')
    } finally {
      await load.close()
    }
  },
)
