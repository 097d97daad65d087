// The preferences file (electron/core/preferences/): what is set survives a restart (a new store on the same
// folder), and a damaged file is the defaults, never an error on the first screen.
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import {
  parsePreferences,
  preferencesHandlers,
} from '../../../../electron/core/preferences/preferences-store.ts'
import { validateRequest } from '../../../../shared/ipc/contract.ts'
import { DEFAULT_PREFERENCES } from '../../../../shared/ipc/preferences.ts'

const TABLE = {
  display: 'table',
  table: {
    order: ['title', 'passes'],
    hidden: ['slug'],
    widths: { title: 240 },
    sort: [{ column: 'passes', desc: true }],
  },
} as const

test('the developer tools setting, the welcome, the last page, the theme, the layout and the window size survive a restart', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'prefs-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const first = preferencesHandlers(dir)
  assert.deepEqual(await first['preferences:get'](undefined), DEFAULT_PREFERENCES)
  await first['preferences:set']({
    developerTools: true,
    welcomed: undefined,
    lastPage: undefined,
    theme: 'dark',
    bridgesLayout: undefined,
    viewport: undefined,
    language: undefined,
    formats: undefined,
    remembered: undefined,
  })
  await first['preferences:set']({
    developerTools: undefined,
    welcomed: true,
    lastPage: '#/stats',
    theme: undefined,
    bridgesLayout: TABLE,
    viewport: { width: 320, height: 640 },
    language: undefined,
    formats: undefined,
    remembered: undefined,
  })
  const again = preferencesHandlers(dir)
  assert.deepEqual(await again['preferences:get'](undefined), {
    developerTools: true,
    welcomed: true,
    lastPage: '#/stats',
    theme: 'dark',
    bridgesLayout: TABLE,
    viewport: { width: 320, height: 640 },
    language: null,
    formats: null,
    remembered: DEFAULT_PREFERENCES.remembered,
  })
})

test('recent lookups, the list’s place, the watch share and Stats’ last visit survive a restart, in main', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'prefs-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const remembered = {
    recentLookups: [{ label: 'br_abcdefghijkl', href: '#/bridges/quiet-river' }],
    listPlace: { href: '#/bridges?category=health', offset: 600, focusedIndex: 12 },
    watchShare: '50' as const,
    statsVisit: {
      at: 1_700_000_000_000,
      values: { bridges: 2000, suggestors: 300, passes: 9000, avgScore: null },
    },
  }
  const checked = validateRequest('preferences:set', { remembered })
  assert.ok(checked.ok)
  await preferencesHandlers(dir)['preferences:set'](checked.value)
  assert.deepEqual((await preferencesHandlers(dir)['preferences:get'](undefined)).remembered, remembered)
})

test('what is remembered is read like any input: a malformed part is dropped, the rest kept', () => {
  const read = parsePreferences(
    JSON.stringify({
      remembered: {
        recentLookups: [
          { label: 'ok', href: '#/profiles/ada' },
          { label: 'elsewhere', href: 'https://x.test/' },
          7,
        ],
        listPlace: { href: '#/bridges', offset: -5 },
        watchShare: '33',
        statsVisit: { at: 1, values: { bridges: 'many' } },
      },
    }),
  ).remembered
  assert.deepEqual(read, {
    recentLookups: [{ label: 'ok', href: '#/profiles/ada' }],
    listPlace: null,
    watchShare: null,
    statsVisit: null,
  })
  assert.equal(validateRequest('preferences:set', { remembered: [1] }).ok, false)
})

test('a damaged file reads as the defaults, and a page that is no app location is not kept', () => {
  assert.deepEqual(parsePreferences('{not json'), DEFAULT_PREFERENCES)
  assert.deepEqual(parsePreferences('[1]'), DEFAULT_PREFERENCES)
  assert.equal(parsePreferences('{"lastPage":"https://example.com/"}').lastPage, null)
  assert.equal(parsePreferences('{"developerTools":"yes"}').developerTools, false)
  // Read into the served document's <html data-theme>: only a known theme, never a string from the file.
  assert.equal(parsePreferences('{"theme":"dark\\" onload=\\"x"}').theme, null)
  assert.equal(parsePreferences('{"theme":"light"}').theme, 'light')
})

test('a damaged or hostile layout in the file is refused whole, said plainly, and the default layout is used', () => {
  const damaged: Record<string, unknown> = {
    'not an object': 'table',
    'an unknown display': { display: 'grid', table: {} },
    'no table': { display: 'table' },
    'a field of another program': { display: 'table', table: {}, onload: 'x' },
    'a list that is not one': { display: 'table', table: { hidden: 'slug' } },
    'too large to be one': {
      display: 'table',
      table: { order: Array.from({ length: 2000 }, (_, i) => `c${i}`) },
    },
  }
  for (const [what, bridgesLayout] of Object.entries(damaged)) {
    const said: string[] = []
    const read = parsePreferences(JSON.stringify({ theme: 'dark', bridgesLayout }), (p) => said.push(p))
    assert.equal(read.bridgesLayout, null, what)
    assert.equal(read.theme, 'dark', `${what}: the rest of the file is still read`)
    assert.equal(said.length, 1, what)
    assert.match(
      said[0] ?? '',
      /^preferences\.json: the bridges layout kept .+; the default layout is used$/,
      what,
    )
  }
  // A prototype in the file is data, never an object's prototype.
  const proto = parsePreferences(
    '{"bridgesLayout":{"__proto__":{"display":"table"},"display":"list","table":{}}}',
  )
  assert.equal(proto.bridgesLayout, null)
  // Column ids the table cannot use are dropped, as a saved view's are: the rest of the layout is kept.
  const odd = parsePreferences(
    JSON.stringify({
      bridgesLayout: { display: 'table', table: { hidden: ['slug', '<img src=x>'], widths: {} } },
    }),
  )
  assert.deepEqual(odd.bridgesLayout?.table.hidden, ['slug'])
  assert.equal(odd.bridgesLayout?.display, 'table')
})

test('a window size out of bounds or of another type is not kept', () => {
  for (const viewport of [
    { width: 0, height: 640 },
    { width: 320.5, height: 640 },
    { width: '320', height: 640 },
    [320, 640],
    { width: 1e9, height: 1 },
  ])
    assert.equal(parsePreferences(JSON.stringify({ viewport })).viewport, null, JSON.stringify(viewport))
  assert.deepEqual(parsePreferences('{"viewport":{"width":320,"height":640}}').viewport, {
    width: 320,
    height: 640,
  })
})

test('over IPC, a hostile layout or window size is refused with an error naming the field; what is kept stays', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'prefs-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const store = preferencesHandlers(dir)
  // As every IPC request is (electron/core/app/create-explorer-core.ts): checked against the contract first.
  const set = async (change: unknown) => {
    const checked = validateRequest('preferences:set', change)
    return checked.ok ? { ok: true as const, value: await store['preferences:set'](checked.value) } : checked
  }
  assert.equal((await set({ bridgesLayout: TABLE })).ok, true)
  const refusals: [unknown, RegExp][] = [
    [
      { bridgesLayout: { display: 'grid', table: {} } },
      /^payload\.bridgesLayout: display must be one of list, table$/,
    ],
    [
      { bridgesLayout: { display: 'table', table: { sort: 'passes' } } },
      /^payload\.bridgesLayout: table\.sort must be a list$/,
    ],
    [
      { bridgesLayout: { display: 'table', table: { order: 'x'.repeat(9000).split('') } } },
      /^payload\.bridgesLayout: must be at most 8192 characters as JSON$/,
    ],
    [{ bridgesLayout: 'table' }, /^payload\.bridgesLayout: expected a layout object$/],
    [
      { bridgesLayout: { display: 'list', table: {}, script: '<script>' } },
      /^payload\.bridgesLayout: has an unknown field "script"$/,
    ],
    [
      { viewport: { width: 320, height: 640, extra: 1 } },
      /^payload\.viewport\.extra: is not an accepted field$/,
    ],
    [{ viewport: { width: 10, height: 640 } }, /^payload\.viewport\.width: must be between 100 and 20000$/],
  ]
  for (const [change, message] of refusals) {
    const result = await set(change)
    assert.equal(result.ok, false, JSON.stringify(change).slice(0, 80))
    if (!result.ok) assert.match(result.error, message)
  }
  assert.deepEqual((await store['preferences:get'](undefined)).bridgesLayout, TABLE, 'what was kept before')
})

test('the language and the formats chosen survive a restart, and "system" follows the system again', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'prefs-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const set = async (store: ReturnType<typeof preferencesHandlers>, change: unknown) => {
    const checked = validateRequest('preferences:set', change)
    if (!checked.ok) throw new Error(checked.error)
    return store['preferences:set'](checked.value)
  }
  await set(preferencesHandlers(dir), { language: 'ar', formats: 'de-ch' })
  const again = preferencesHandlers(dir)
  const kept = await again['preferences:get'](undefined)
  assert.deepEqual([kept.language, kept.formats], ['ar', 'de-CH'], 'the tag kept in its canonical form')
  const followed = await set(again, { language: 'system', formats: 'system' })
  assert.deepEqual([followed.language, followed.formats], [null, null])
  for (const [change, message] of [
    [{ language: 'xx' }, /^payload\.language: /],
    [{ formats: 'not a tag!' }, /^payload\.formats: expected a language tag such as de-CH, or "system"$/],
  ] as const) {
    const checked = validateRequest('preferences:set', change)
    assert.equal(checked.ok, false)
    if (!checked.ok) assert.match(checked.error, message)
  }
  assert.deepEqual(
    parsePreferences('{"language":"tlh","formats":"??"}'),
    DEFAULT_PREFERENCES,
    'unknown ones read as the system’s',
  )
})
