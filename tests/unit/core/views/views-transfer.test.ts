// The export/import file of saved views: round trip, refusal of foreign files, and the merge's outcomes.
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, test } from 'node:test'
import { DEFAULT_VIEW_LAYOUT } from '../../../../shared/views/bridge-view.ts'
import type { BridgeView } from '../../../../shared/views/saved-view.ts'
import { freeName, parseImport } from '../../../../electron/core/views/views-transfer.ts'
import { openViewStore } from '../../../../electron/core/views/view-store.ts'

const dirs: string[] = []
after(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))
async function freshStore() {
  const dir = await mkdtemp(join(tmpdir(), 'bx-views-io-'))
  dirs.push(dir)
  return (await openViewStore({ dir, now: () => Date.parse('2026-03-14T12:00:00Z') })).store
}

const TABLE: BridgeView = {
  q: 'solar',
  category: '',
  display: 'table',
  table: { order: ['title'], hidden: [], widths: { title: 300 }, sort: [{ column: 'score', desc: false }] },
}
const LIST: BridgeView = { q: '', category: 'transport', ...DEFAULT_VIEW_LAYOUT }

describe('saved views export and import', () => {
  test('an export imported into an empty store gives the same names and views', async () => {
    const from = await freshStore()
    await from.save('Solar', TABLE)
    await from.save('Transport', LIST)
    const file = from.exportFile()
    assert.equal(file.fileName, 'bridge-explorer-views-2026-03-14.json')
    assert.equal(file.count, 2)
    const to = await freshStore()
    const summary = await to.importFile(file.text)
    assert.deepEqual(summary, { added: ['Solar', 'Transport'], renamed: [], duplicates: [], skipped: [] })
    assert.deepEqual(
      to.list().map((v) => [v.name, v.view]),
      from.list().map((v) => [v.name, v.view]),
    )
  })

  test('the search place and suggestors travel through an export and import; an older file opens as everyone', async () => {
    const from = await freshStore()
    const verified: BridgeView = { ...TABLE, place: 'local', suggestors: 'verified' }
    await from.save('Verified only', verified)
    const to = await freshStore()
    await to.importFile(from.exportFile().text)
    assert.deepEqual(to.list()[0]?.view, verified)
    // The same view without the two fields (a file written before they existed) is another, unfiltered view.
    const older = JSON.stringify({
      format: 'bridge-explorer-views',
      version: 1,
      views: [{ name: 'Old', view: TABLE }],
    })
    const summary = await to.importFile(older)
    assert.deepEqual(summary.added, ['Old'])
    assert.deepEqual(to.list()[1]?.view, TABLE)
    const bad = JSON.stringify({
      format: 'bridge-explorer-views',
      version: 1,
      views: [{ name: 'Moon', view: { ...TABLE, place: 'moon' } }],
    })
    assert.deepEqual((await to.importFile(bad)).skipped, [
      {
        name: 'Moon',
        reason: 'a filter is not well-formed (place: expected one of "service", "local", got "moon")',
      },
    ])
  })

  test('importing the same file twice adds nothing the second time: each entry is a duplicate', async () => {
    const store = await freshStore()
    await store.save('Solar', TABLE)
    const text = store.exportFile().text
    const summary = await store.importFile(text)
    assert.deepEqual(summary.duplicates, ['Solar'])
    assert.deepEqual(summary.added, [])
    assert.equal(store.list().length, 1)
  })

  test('a taken name with another view is added as "name (2)"; bad entries are skipped with a reason', async () => {
    const store = await freshStore()
    await store.save('Solar', LIST)
    const text = JSON.stringify({
      format: 'bridge-explorer-views',
      version: 1,
      views: [{ name: 'solar', view: TABLE }, { name: '', view: TABLE }, { name: 'No view' }, 'junk'],
    })
    const summary = await store.importFile(text)
    assert.deepEqual(summary.renamed, [{ from: 'solar', to: 'solar (2)' }])
    assert.deepEqual(summary.added, ['solar (2)'])
    assert.deepEqual(
      summary.skipped.map((s) => s.name),
      ['', 'No view', null],
    )
    assert.match(summary.skipped[1]?.reason ?? '', /no filters or layout/)
  })

  test('an imported name that hides what it is, or a search that is not text, is skipped with the reason named', async () => {
    const store = await freshStore()
    const text = JSON.stringify({
      format: 'bridge-explorer-views',
      version: 1,
      views: [
        { name: 'Invoice\u202Efdp.exe', view: TABLE },
        { name: 'Half\ud800', view: TABLE },
        { name: 'Numbered', view: { ...TABLE, q: 42 } },
        { name: 'Plain', view: TABLE },
      ],
    })
    const summary = await store.importFile(text)
    assert.deepEqual(summary.added, ['Plain'])
    assert.deepEqual(summary.skipped, [
      // The name is not shown back: shown, it would disguise itself in the summary too.
      { name: null, reason: 'its name contains an invisible direction control (U+202E)' },
      { name: null, reason: 'its name contains a broken character (a lone surrogate, U+D800)' },
      { name: 'Numbered', reason: 'a filter is not well-formed (q: expected a string, got number)' },
    ])
    assert.deepEqual(
      store.list().map((v) => v.name),
      ['Plain'],
    )
  })

  test('a file that is not a views export is refused as a whole, and nothing changes', async () => {
    const store = await freshStore()
    for (const [text, words] of [
      ['not json', /not valid JSON/],
      ['{"views":[]}', /no "format" marker/],
      ['{"format":"bridge-explorer-views","version":9,"views":[]}', /version 9/],
    ] as const) {
      assert.equal(parseImport(text).ok, false)
      await assert.rejects(store.importFile(text), (e: Error & { code?: string }) => {
        assert.equal(e.code, 'views_file_invalid')
        assert.match(e.message, words)
        return true
      })
    }
    assert.deepEqual(store.list(), [])
  })

  test('a renamed name still fits the length limit', () => {
    const long = 'x'.repeat(80)
    const taken = [{ id: 'a', name: long, view: LIST, createdAt: '', updatedAt: '' }]
    const name = freeName(taken, long)
    assert.equal(name.length, 80)
    assert.ok(name.endsWith(' (2)'))
  })
})
