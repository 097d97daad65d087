// The preview's document with its first screen (electron/preview/server.ts, electron/protocol/first-screen-document.ts)
// over real HTTP, from the built renderer and SSR file: the document request carries no token (the token lives in
// the fragment), so it is drawn as the shell only, in the kept theme, and never holds the page left nor any other
// kept text; only the first request with the printed address's start ticket gets the page left with its kept rows.
import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { after, before, describe, test } from 'node:test'
import type { CorePort } from '../../../electron/core/app/index.ts'
import { documentPolicy } from '../../../electron/protocol/csp.ts'
import { firstScreenFileOf } from '../../../electron/protocol/first-screen-document.ts'
import { startPreviewServer, type PreviewServer } from '../../../electron/preview/server.ts'
import type { CatalogueStatus } from '../../../shared/ipc/catalogue.ts'
import type { Preferences } from '../../../shared/ipc/preferences.ts'
import { NOTHING_REMEMBERED } from '../../../shared/views/remembered.ts'
import { rawRequest } from './raw-http.ts'
import { createMovableClock } from '../../../electron/core/api/movable-clock.ts'
import { FakeClock } from '../core/api/fake-clock.ts'
import { mainLocale } from '../../../electron/i18n/main-words.ts'
import { bridgeSummary } from '../../support/bridge-summary.ts'

const STATIC_DIR = resolve(import.meta.dirname, '../../../dist/renderer')
const built = existsSync(firstScreenFileOf(STATIC_DIR)) && existsSync(join(STATIC_DIR, 'preview.html'))
const KEPT: Preferences = {
  developerTools: true,
  welcomed: false,
  lastPage: '#/bridges/kept-secret-page',
  theme: 'dark',
  bridgesLayout: null,
  viewport: null,
  language: null,
  formats: null,
  remembered: NOTHING_REMEMBERED,
}

/** A kept unfiltered list, as cache:restore answers it, with one title no other page holds. */
const KEPT_LIST = {
  queryKey: ['bridges', 'list', { q: '', category: '' }],
  queryHash: '["bridges","list",{"category":"","q":""}]',
  state: {
    data: {
      pages: [
        {
          value: {
            data: Array.from({ length: 30 }, (_, i) =>
              bridgeSummary(`b${i}`, { title: i === 0 ? 'kept-secret-row' : `Row ${i}` }),
            ),
            has_more: false,
            next_cursor: null,
          },
        },
      ],
      pageParams: [null],
    },
    dataUpdatedAt: 1_700_000_000_000,
  },
}

/** A catalogue being built for a service no other part of the document names. */
const BUILDING: CatalogueStatus = {
  service: 'https://kept-secret-service.example',
  state: 'building',
  pause: null,
  rows: 1400,
  gone: 0,
  estimatedTotal: 2000,
  complete: false,
  completedAt: null,
  ageMs: null,
  etaMs: 120_000,
  sharePercent: 25,
  refreshIntervalMs: 86_400_000,
  bytesOnDisk: 1_000_000,
  lastError: null,
  withheld: null,
  recovered: null,
  unavailable: null,
  text: 'Catalogue: 1,400 of about 2,000 bridges, complete in about 2 min',
  said: {
    id: 'catalogue-status.building',
    values: { count: { id: 'catalogue-status.rows-of', values: { rows: 1400, total: 2000 } } },
  },
}

/**
 * Only what the document needs of a core (a stand-in: no key, no service involved): the kept preferences and the
 * kept answers.
 */
const keptCore = (preferences: Preferences): CorePort =>
  ({
    handlers: {
      'preferences:get': async () => ({ ok: true, value: preferences }),
      'cache:restore': async () => ({ ok: true, value: { entries: [KEPT_LIST] } }),
      // Building: the list is drawn with its status line, and no counts are asked.
      'catalogue:status': async () => ({ ok: true, value: BUILDING }),
    },
    events: { on: () => () => undefined },
  }) as unknown as CorePort
const preferencesOnlyCore = keptCore(KEPT)
/** A server of the built renderer on the core that keeps only preferences. */
const builtServer = { core: preferencesOnlyCore, staticDir: STATIC_DIR, indexFile: 'preview.html' }

describe(
  'the preview document, drawn before its token is proven',
  { skip: built ? false : 'needs `npm run build`' },
  () => {
    let server: PreviewServer
    before(async () => {
      server = await startPreviewServer(builtServer)
    })
    after(() => server.close())

    test('the shell in the kept theme with the welcome and the switches, never the page left', async () => {
      const r = await rawRequest(server.port, '/', { method: 'GET', headers: {} })
      assert.equal(r.status, 200)
      assert.match(r.text, /<html lang="en" dir="ltr" data-theme="dark">/)
      assert.match(r.text, /<div id="root"><div class="app">/)
      assert.match(r.text, /Welcome to Bridge Explorer/)
      assert.doesNotMatch(r.text, /kept-secret-page/)
      assert.doesNotMatch(r.text, /list-skeleton|view-loading/, 'no page: the preview cannot know it')
      const json = /<script type="application\/json" id="first-screen">([^<]*)<\/script>/.exec(r.text)
      assert.ok(json)
      const { now, viewport, locale, ...rest } = JSON.parse(json[1] ?? '') as Record<string, unknown>
      assert.equal(typeof now, 'number')
      assert.ok(viewport)
      assert.deepEqual(
        locale,
        mainLocale({ language: null, formats: null }),
        'the system’s, as main reads it',
      )
      assert.deepEqual(rest, {
        page: null,
        theme: 'dark',
        preferences: {
          welcomed: false,
          developerTools: true,
          theme: 'dark',
          lastPage: null,
          bridgesLayout: null,
          viewport: null,
          language: null,
          formats: null,
          // Nothing the user looked up or where they were, before the token is proven.
          remembered: NOTHING_REMEMBERED,
        },
        list: null,
        catalogue: null,
      })
    })

    test('the drawing is the document only: other files are served as built', async () => {
      const r = await rawRequest(server.port, '/preview.html', { method: 'GET', headers: {} })
      assert.match(r.text, /<div id="root"><div class="app">/, 'the document by its own name too')
      const missing = await rawRequest(server.port, '/index.html.map', { method: 'GET', headers: {} })
      assert.equal(missing.status, 404)
    })
  },
)

describe(
  'the preview document with the start ticket of its printed address',
  { skip: built ? false : 'needs `npm run build`' },
  () => {
    let server: PreviewServer
    before(async () => {
      server = await startPreviewServer({
        core: keptCore({ ...KEPT, lastPage: '#/bridges' }),
        staticDir: STATIC_DIR,
        indexFile: 'preview.html',
      })
    })
    after(() => server.close())

    const documentAt = async (path: string): Promise<string> =>
      (await rawRequest(server.port, path, { method: 'GET', headers: {} })).text
    const rows = (html: string): number => html.match(/class="bridge-row"/g)?.length ?? 0

    test('a wrong ticket, none, or the right one spent: the shell only, no kept answer', async () => {
      const printed = new URL(server.url)
      const ticketed = `/${printed.search}`
      assert.match(printed.search, /^\?start=[\w-]{20,}$/, 'the printed address carries a ticket')
      assert.doesNotMatch(printed.search, new RegExp(server.token), 'never the token')
      for (const path of ['/', '/?start=wrong', `/?start=`, `${ticketed}x`]) {
        const html = await documentAt(path)
        assert.equal(rows(html), 0, path)
        assert.doesNotMatch(html, /kept-secret-row|kept-secret-service/, path)
      }
      const firstReply = await rawRequest(server.port, ticketed, { method: 'GET', headers: {} })
      const first = firstReply.text
      assert.ok(rows(first) >= 20, 'the first request with the ticket gets the rows')
      // The drawn rows' places are style attributes: allowed by their hashes, with no 'unsafe-inline'.
      assert.equal(firstReply.headers['content-security-policy'], documentPolicy(first))
      assert.match(
        String(firstReply.headers['content-security-policy']),
        /style-src-attr 'unsafe-hashes' 'sha256-/,
      )
      assert.doesNotMatch(String(firstReply.headers['content-security-policy']), /unsafe-inline/)
      assert.match(first, /kept-secret-row/)
      assert.match(first, /kept-secret-service/, 'and the catalogue it was drawn with')
      assert.match(first, /data-testid="catalogue-status"/)
      for (const path of [ticketed, '/']) {
        const again = await documentAt(path)
        assert.equal(rows(again), 0, `${path} after the ticket was spent`)
        assert.doesNotMatch(again, /kept-secret-row|kept-secret-service/)
      }
    })
  },
)

describe(
  "the preview's session carried in the ticketed document",
  { skip: built ? false : 'needs `npm run build`' },
  () => {
    test('only the first document of the printed address holds the token, as data, and is never stored', async () => {
      const server = await startPreviewServer({
        core: keptCore({ ...KEPT, lastPage: '#/bridges' }),
        staticDir: STATIC_DIR,
        indexFile: 'preview.html',
      })
      try {
        const island = /<script type="application\/json" id="preview-session">([^<]*)<\/script>/
        const ticketed = `/${new URL(server.url).search}`
        const before = await rawRequest(server.port, '/?start=wrong', { method: 'GET', headers: {} })
        assert.doesNotMatch(before.text, island, 'a wrong ticket: no session')
        assert.equal(before.text.includes(server.token), false)
        const first = await rawRequest(server.port, ticketed, { method: 'GET', headers: {} })
        const carried = island.exec(first.text)
        assert.ok(carried, 'the printed address opens a document that carries the session')
        assert.deepEqual(JSON.parse(carried[1] ?? ''), { token: server.token })
        assert.equal(first.headers['cache-control'], 'no-store', 'a document with the token is never cached')
        for (const path of [ticketed, '/']) {
          const again = await rawRequest(server.port, path, { method: 'GET', headers: {} })
          assert.doesNotMatch(again.text, island, `${path} after the ticket was spent`)
          assert.equal(again.text.includes(server.token), false, path)
        }
      } finally {
        await server.close()
      }
    })
  },
)

describe(
  'the preview document drawn in the layout and window size main keeps',
  { skip: built ? false : 'needs `npm run build`' },
  () => {
    const startWith = (kept: Partial<Preferences>): Promise<PreviewServer> =>
      startPreviewServer({
        core: keptCore({ ...KEPT, lastPage: '#/bridges', ...kept }),
        staticDir: STATIC_DIR,
        indexFile: 'preview.html',
      })
    const firstDocument = async (server: PreviewServer): Promise<string> =>
      (await rawRequest(server.port, `/${new URL(server.url).search}`, { method: 'GET', headers: {} })).text
    /** The drawn list's row slots, by the index each is placed at (translateY(calc(var(--row-height) * i))). */
    const slotOffsets = (html: string): number[] =>
      [
        ...html.matchAll(/class="bridge-list-slot"[^>]*translateY\(calc\(var\(--row-height\) \* (\d+)\)\)/g),
      ].map((m) => Number(m[1]))

    test('a kept table is drawn as the table, with its rows and its kept columns', async () => {
      const server = await startWith({
        bridgesLayout: {
          display: 'table',
          table: { order: [], hidden: ['slug', 'id', 'category'], widths: {}, sort: [] },
        },
      })
      try {
        const html = await firstDocument(server)
        assert.match(html, /class="grid-scroll"/, 'the table drawn')
        assert.doesNotMatch(html, /class="bridge-row"/, 'not the list')
        assert.match(html, /kept-secret-row/)
        assert.ok((html.match(/role="row"/g)?.length ?? 0) >= 20, 'its rows drawn, not its fallback')
        assert.doesNotMatch(html, /list-skeleton/)
        assert.match(html, /role="columnheader"[^>]*data-column="title"/)
        assert.doesNotMatch(html, /data-column="category"/, 'a hidden column stays hidden')
      } finally {
        await server.close()
      }
    })

    test('the kept window size: as many rows as a short window shows, each at the row height the stylesheet gives', async () => {
      const wide = await startWith({ viewport: { width: 1280, height: 900 } })
      const narrow = await startWith({ viewport: { width: 320, height: 640 } })
      try {
        const wideDocument = await firstDocument(wide)
        const wideSlots = slotOffsets(wideDocument)
        const narrowSlots = slotOffsets(await firstDocument(narrow))
        assert.deepEqual(wideSlots.slice(0, 3), [0, 1, 2], 'one slot per row, in order')
        // No pixels: the window's own width decides the row height (tokens.css, features.css), even one that is not
        // the width kept, so drawn rows never overlap.
        assert.doesNotMatch(wideDocument, /class="bridge-list-slot"[^>]*translateY\(\d+px\)/)
        assert.ok(narrowSlots.length < wideSlots.length, `${narrowSlots.length} < ${wideSlots.length}`)
      } finally {
        await Promise.all([wide.close(), narrow.close()])
      }
    })
  },
)

describe(
  "the preview's test clock reaches the first screen drawn before any script",
  { skip: built ? false : 'needs `npm run build`' },
  () => {
    const START = 1_950_000_000_000
    const clock = createMovableClock(START, new FakeClock())
    let server: PreviewServer
    before(async () => {
      server = await startPreviewServer({ ...builtServer, testClock: clock })
    })
    after(() => server.close())

    const drawnAt = (html: string): unknown => {
      const json = /<script type="application\/json" id="first-screen">([^<]*)<\/script>/.exec(html)
      return (JSON.parse(json?.[1] ?? '{}') as { now?: unknown }).now
    }

    test("the printed address's document and any other are drawn at the core's time, moved or not", async () => {
      const url = new URL(server.url)
      const first = await rawRequest(server.port, `/${url.search}`, { method: 'GET', headers: {} })
      assert.equal(drawnAt(first.text), START)
      clock.advance(90_000)
      const shell = await rawRequest(server.port, '/', { method: 'GET', headers: {} })
      assert.equal(drawnAt(shell.text), START + 90_000)
    })
  },
)
