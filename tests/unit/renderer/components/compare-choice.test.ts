// Choosing two for the compare page (components/compare-choice.ts): only bridges and profiles are offered, each
// once, and only two of one kind make a comparison.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { comparables, comparisonOf } from '../../../../renderer/src/components/compare-choice.ts'

const items = [
  { label: 'alice', href: '#/profiles/alice' },
  { label: 'Solar roofs', href: '#/bridges/solar-roofs' },
  { label: 'bob', href: '#/profiles/bob' },
  { label: 'alice again', href: '#/profiles/alice' },
  { label: 'Stats', href: '#/stats' },
]

test('links to pages other than a bridge or a profile are not offered, and each address once', () => {
  assert.deepEqual(
    comparables(items).map((c) => [c.kind, c.name]),
    [
      ['profiles', 'alice'],
      ['bridges', 'solar-roofs'],
      ['profiles', 'bob'],
    ],
  )
})

test('two of one kind make a comparison; one, three or two kinds do not', () => {
  const [alice, roofs, bob] = comparables(items)
  assert.ok(alice && roofs && bob)
  assert.deepEqual(comparisonOf([alice, bob]), {
    name: 'compare',
    read: { ok: true, query: { kind: 'profiles', names: ['alice', 'bob'] } },
  })
  assert.equal(comparisonOf([alice]), null)
  assert.equal(comparisonOf([alice, roofs]), null)
  assert.equal(comparisonOf([alice, bob, roofs]), null)
})
