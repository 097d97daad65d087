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
  firstScreenFileOf,
  firstScreenLoader,
  openingFirstScreen,
  type FirstScreenData,
  type FirstScreenModule,
} from '../../../../electron/protocol/first-screen-document.ts'
import { DEFAULT_PREFERENCES, LAST_PAGE } from '../../../../shared/ipc/preferences.ts'

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
    const document = documentWithFirstScreen(template, module, data)
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
    const dark = documentWithFirstScreen(
      template,
      module,
      openingFirstScreen({ ...DEFAULT_PREFERENCES, theme: 'dark' }, false),
    )
    assert.match(dark, /<html lang="en" data-theme="dark">/)
    assert.match(dark, /<div id="root"><div class="app">/)
    assert.match(dark, /<nav id="sections-nav"[^>]*aria-label="Sections"/)
    assert.match(dark, /<header class="topbar">/)
    const system = documentWithFirstScreen(template, module, openingFirstScreen(DEFAULT_PREFERENCES, false))
    assert.match(system, /<html lang="en">/)
    assert.doesNotMatch(system, /data-theme/)
  },
)

test(
  'the list gets its frame; another page or a deep link on its way never shows the list',
  { skip },
  async () => {
    const { module, template } = await builtParts()
    const draw = (data: FirstScreenData): string => documentWithFirstScreen(template, module, data)
    const list = draw(openingFirstScreen(DEFAULT_PREFERENCES, false))
    assert.match(list, /class="list-skeleton"/, 'no page left: the list, in its frame')
    const stats = draw(openingFirstScreen({ ...DEFAULT_PREFERENCES, lastPage: '#/stats' }, false))
    assert.doesNotMatch(stats, /list-skeleton|bridge-list/)
    assert.match(stats, /aria-current="page">Stats</)
    const link = draw(openingFirstScreen({ ...DEFAULT_PREFERENCES, lastPage: '#/bridges' }, true))
    assert.doesNotMatch(link, /list-skeleton|bridge-list|view-loading/, 'the shell only')
    assert.equal((jsonOf(link) as FirstScreenData).page, null)
  },
)

test('a document of another shape, or a drawing that fails, is served as built', async () => {
  const failing: FirstScreenModule = {
    FIRST_SCREEN_ELEMENT_ID: 'first-screen',
    renderFirstScreen: () => {
      throw new Error('drawing failed')
    },
  }
  const template = '<html lang="en"><body><div id="root"></div></body></html>'
  const data = openingFirstScreen({ ...DEFAULT_PREFERENCES, theme: 'dark' }, false)
  assert.equal(documentWithFirstScreen(template, failing, data), template)
  const drawing: FirstScreenModule = { ...failing, renderFirstScreen: () => '<p>drawn</p>' }
  assert.equal(
    documentWithFirstScreen('<html lang="en"><body></body></html>', drawing, data),
    '<html lang="en"><body></body></html>',
  )
  assert.equal(await firstScreenLoader('/nonexistent/first-screen.js')(), null)
})
