// The rows of a comparison (features/compare/compare-rows.ts): each field's state, the difference of two counts,
// and a value not known never counted as the same or as a difference.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  bridgeRows,
  differing,
  diffRow,
  profileRows,
  type ComparedBridge,
} from '../../../../../renderer/src/features/compare/compare-rows.ts'

const bridge = (over: Partial<ComparedBridge> = {}): ComparedBridge => ({
  slug: 'solar-roofs',
  id: 'br_aaaaaaaaaaaa',
  title: 'Solar roofs',
  category: 'energy',
  passes: 12,
  score: 80,
  published: '2026-12-01T10:00:00Z',
  suggestor: 'alice',
  verified: true,
  domain: 'example.org',
  ...over,
})

test('two counts differ by the second minus the first', () => {
  const row = diffRow('compare.field.passes', { type: 'number', n: 12 }, { type: 'number', n: 15 })
  assert.equal(row.state, 'differs')
  assert.equal(row.delta, 3)
  assert.equal(
    diffRow('compare.field.passes', { type: 'number', n: 9 }, { type: 'number', n: 9 }).state,
    'same',
  )
})

test('a value not known on either side is neither the same nor a difference', () => {
  const row = diffRow('compare.field.score', { type: 'number', n: null }, { type: 'number', n: 3 })
  assert.deepEqual([row.state, row.delta], ['unknown', null])
})

test('two bridges: every field in the page’s order, the differing ones counted', () => {
  const rows = bridgeRows(
    bridge(),
    bridge({ slug: 'b', id: 'br_bbbbbbbbbbbb', title: 'B', passes: 15, domain: null }),
  )
  assert.deepEqual(
    rows.map((r) => [r.field, r.state]),
    [
      ['compare.field.title', 'differs'],
      ['compare.field.category', 'same'],
      ['compare.field.passes', 'differs'],
      ['compare.field.score', 'same'],
      ['compare.field.published', 'same'],
      ['compare.field.suggestor', 'same'],
      ['compare.field.verified', 'same'],
      ['compare.field.domain', 'differs'],
      ['compare.field.identifier', 'differs'],
    ],
  )
  assert.equal(differing(rows), 4)
})

test('a web site not read yet is not known; no web site at all is a value', () => {
  const [unread] = bridgeRows(bridge({ domain: undefined }), bridge({ domain: null })).filter(
    (r) => r.field === 'compare.field.domain',
  )
  assert.equal(unread?.state, 'unknown')
  const [none] = bridgeRows(bridge({ domain: null }), bridge({ domain: null })).filter(
    (r) => r.field === 'compare.field.domain',
  )
  assert.equal(none?.state, 'same')
})

test('two profiles: their totals and their most used bridge', () => {
  const rows = profileRows(
    {
      username: 'alice',
      display_name: null,
      verified: true,
      total_passes: 30,
      bridge_count: 2,
      bridges: [
        { slug: 'a', passes: 20 },
        { slug: 'b', passes: 10 },
      ],
    },
    { username: 'bob', display_name: 'Bob', verified: true, total_passes: 25, bridge_count: 0, bridges: [] },
  )
  assert.deepEqual(
    rows.map((r) => [r.field, r.state, r.delta]),
    [
      ['compare.field.display-name', 'differs', null],
      ['compare.field.verified', 'same', null],
      ['compare.field.total-passes', 'differs', -5],
      ['compare.field.bridge-count', 'differs', -2],
      ['compare.field.most-passes', 'unknown', null],
    ],
  )
})
