// The preview's document with its first screen (electron/preview/server.ts, electron/protocol/first-screen-document.ts)
// over real HTTP, from the built renderer and SSR file: the document request carries no token (the token lives in
// the fragment), so it is drawn as the shell only, in the kept theme, and never holds the page left nor any other
// kept text.
import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { after, before, describe, test } from 'node:test'
import type { CorePort } from '../../../electron/core/app/index.ts'
import { firstScreenFileOf } from '../../../electron/protocol/first-screen-document.ts'
import { startPreviewServer, type PreviewServer } from '../../../electron/preview/server.ts'
import type { Preferences } from '../../../shared/ipc/preferences.ts'
import { rawRequest } from './raw-http.ts'

const STATIC_DIR = resolve(import.meta.dirname, '../../../dist/renderer')
const built = existsSync(firstScreenFileOf(STATIC_DIR)) && existsSync(join(STATIC_DIR, 'preview.html'))
const KEPT: Preferences = {
  developerTools: true,
  welcomed: false,
  lastPage: '#/bridges/kept-secret-page',
  theme: 'dark',
}

/** Only what the document needs of a core: the kept preferences (a stand-in: no key, no service involved). */
const preferencesOnlyCore = {
  handlers: { 'preferences:get': async () => ({ ok: true, value: KEPT }) },
  events: { on: () => () => undefined },
} as unknown as CorePort

describe(
  'the preview document, drawn before its token is proven',
  { skip: built ? false : 'needs `npm run build`' },
  () => {
    let server: PreviewServer
    before(async () => {
      server = await startPreviewServer({
        core: preferencesOnlyCore,
        staticDir: STATIC_DIR,
        indexFile: 'preview.html',
      })
    })
    after(() => server.close())

    test('the shell in the kept theme with the welcome and the switches, never the page left', async () => {
      const r = await rawRequest(server.port, '/', { method: 'GET', headers: {} })
      assert.equal(r.status, 200)
      assert.match(r.text, /<html lang="en" data-theme="dark">/)
      assert.match(r.text, /<div id="root"><div class="app">/)
      assert.match(r.text, /Welcome to Bridge Explorer/)
      assert.doesNotMatch(r.text, /kept-secret-page/)
      assert.doesNotMatch(r.text, /list-skeleton|view-loading/, 'no page: the preview cannot know it')
      const json = /<script type="application\/json" id="first-screen">([^<]*)<\/script>/.exec(r.text)
      assert.ok(json)
      assert.deepEqual(JSON.parse(json[1] ?? ''), {
        page: null,
        theme: 'dark',
        preferences: { welcomed: false, developerTools: true, theme: 'dark', lastPage: null },
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
