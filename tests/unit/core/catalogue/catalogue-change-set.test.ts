import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync, StatementSync } from 'node:sqlite'
import { after, before, test } from 'node:test'
import type { BridgeSummary } from '../../../../shared/api/types.ts'
import {
  changeSet,
  changeSummary,
  readBridgeHistory,
} from '../../../../electron/core/catalogue/catalogue-change-set.ts'
import { openCatalogueFile } from '../../../../electron/core/catalogue/catalogue-file.ts'
import { CatalogueWriter } from '../../../../electron/core/catalogue/catalogue-store.ts'

const dir = mkdtempSync(join(tmpdir(), 'bx-change-set-'))
const DAY = 86_400_000
const T0 = Date.parse('2026-11-01T00:00:00Z')
const at = (day: number): number => T0 + day * DAY

const b = (n: number, over: Partial<BridgeSummary> = {}): BridgeSummary =>
  ({
    id: `br_${String(n).padStart(6, 'a')}`,
    slug: `bridge-${n}`,
    title: `Bridge ${n}`,
    category: 'transport',
    published_at: '2026-10-01T00:00:00Z',
    passes: 10,
    score: 50,
    suggestor: { username: 'ann', verified: true },
    ...over,
  }) as BridgeSummary

let db: DatabaseSync
let service: number
const st = (sql: string): StatementSync => db.prepare(sql)

// Day 0: 1–5 are read, and the first walk ends. Day 2: 1's passes 10 → 20, 6 is added. Day 4: 1's passes 20 → 25 and 2's category
// transport → health. Day 5: 3 is marked gone, 7 added. Day 6: 7 gone again. Day 8: 4's title changes and 2's
// category goes back to transport.
before(() => {
  const path = join(dir, 'catalogue.sqlite')
  db = openCatalogueFile(path, T0).db
  const w = new CatalogueWriter(db, path)
  service = w.serviceId('http://svc')
  const write = (rows: BridgeSummary[], day: number, walkId = 1): void => {
    w.writePage(service, rows, { walkId, now: at(day), maxRows: 1000 })
  }
  write(
    [1, 2, 3, 4, 5].map((n) => b(n)),
    0,
  )
  // The first full walk ends with them: they are the baseline, not additions (docs/catalogue-changes.md).
  w.finishWalk(service, 1, at(0))
  write([b(1, { passes: 20 }), b(6, { category: 'culture' })], 2)
  write([b(1, { passes: 25 }), b(2, { category: 'health' })], 4)
  const rest = [b(1, { passes: 25 }), b(2, { category: 'health' }), b(4), b(5), b(6, { category: 'culture' })]
  write([...rest, b(7)], 5, 2)
  w.finishWalk(service, 2, at(5))
  write(rest, 6, 3)
  w.finishWalk(service, 3, at(6))
  write([b(4, { title: 'Bridge four' }), b(2)], 8, 4)
})
after(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const ids = (rows: { id: string }[]): string[] => rows.map((r) => r.id.replace(/^br_a*/, '')).sort()

test('between two dates a bridge counts once, by what it was at each: added, removed, or changed from the first value to the last', () => {
  const set = changeSet(st, service, { from: at(1), to: at(5) })
  const byKind = (k: string): string[] => ids(set.filter((c) => c.kind === k))
  assert.deepEqual(byKind('added'), ['6', '7'])
  assert.deepEqual(byKind('removed'), ['3'])
  assert.deepEqual(byKind('changed'), ['1', '2'])
  const one = set.find((c) => c.id === b(1).id)
  assert.deepEqual(one?.fields, [{ field: 'passes', old: 10, new: 25 }])
  // Its category and title as they were at the second date, though they changed since.
  const two = set.find((c) => c.id === b(2).id)
  assert.equal(two?.category, 'health')
  assert.deepEqual(two?.fields, [{ field: 'category', old: 'transport', new: 'health' }])
})

test('a bridge added and gone inside the range is neither, and a field that changed and changed back is no change', () => {
  const set = changeSet(st, service, { from: at(1), to: at(9) })
  assert.deepEqual(ids(set), ['1', '3', '4', '6'])
  assert.equal(
    set.find((c) => c.id === b(7).id),
    undefined,
  )
  assert.equal(
    set.find((c) => c.id === b(2).id),
    undefined,
  )
  assert.deepEqual(set.find((c) => c.id === b(4).id)?.fields, [
    { field: 'title', old: 'Bridge 4', new: 'Bridge four' },
  ])
  // Newest change first.
  assert.deepEqual(
    set.map((c) => c.at),
    [...set.map((c) => c.at)].sort((x, y) => y - x),
  )
})

test('the rows can be narrowed to a category and a kind, and the summary counts each category', () => {
  const q = { from: at(1), to: at(5) }
  assert.deepEqual(ids(changeSet(st, service, { ...q, category: 'transport' })), ['1', '3', '7'])
  assert.deepEqual(ids(changeSet(st, service, { ...q, kind: 'added' })), ['6', '7'])
  assert.deepEqual(ids(changeSet(st, service, { ...q, category: 'culture', kind: 'removed' })), [])
  const summary = changeSummary(st, service, q)
  assert.deepEqual(summary.totals, { added: 2, removed: 1, changed: 2 })
  assert.deepEqual(summary.categories, [
    { category: 'transport', added: 1, removed: 1, changed: 1 },
    { category: 'culture', added: 1, removed: 0, changed: 0 },
    { category: 'health', added: 0, removed: 0, changed: 1 },
  ])
  // The first walk's reads are the baseline: the oldest row kept is the first change after it.
  assert.equal(summary.keptSince, at(2))
  // A range with nothing in it is empty, not an error.
  assert.deepEqual(changeSummary(st, service, { from: at(20), to: at(30) }).totals, {
    added: 0,
    removed: 0,
    changed: 0,
  })
})

test('one bridge over time: its values after each change the history holds, oldest first', () => {
  // Its first read was the first walk's (the baseline, not recorded); a bridge added after it starts there.
  assert.deepEqual(readBridgeHistory(st, service, b(1).id), [
    { at: at(2), kind: 'changed', passes: 20, score: 50, category: 'transport', title: 'Bridge 1' },
    { at: at(4), kind: 'changed', passes: 25, score: 50, category: 'transport', title: 'Bridge 1' },
  ])
  assert.deepEqual(
    readBridgeHistory(st, service, b(3).id).map((p) => [p.at, p.kind]),
    [[at(5), 'gone']],
  )
  assert.deepEqual(
    readBridgeHistory(st, service, b(7).id).map((p) => [p.at, p.kind]),
    [
      [at(5), 'added'],
      [at(6), 'gone'],
    ],
  )
  assert.deepEqual(readBridgeHistory(st, service, 'br_nothing'), [])
})
