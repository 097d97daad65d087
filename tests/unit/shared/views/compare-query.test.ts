// The compare page's address (shared/views/compare-query.ts): every comparison of names the API can return
// round-trips, and a hostile or odd address is refused with its reason, never thrown, never read as another one.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import fc from 'fast-check'
import { isName } from '../../../../shared/net/pasted.ts'
import {
  decodeCompareQuery,
  encodeCompareQuery,
  type CompareQuery,
} from '../../../../shared/views/compare-query.ts'

const name = fc
  .string({ minLength: 1, maxLength: 200, unit: 'grapheme' })
  .filter((s) => isName(s, 'location'))

test('two bridges and two profiles are read from their links', () => {
  assert.deepEqual(decodeCompareQuery('bridges=solar-roofs,quiet-river'), {
    ok: true,
    query: { kind: 'bridges', names: ['solar-roofs', 'quiet-river'] },
  })
  assert.deepEqual(decodeCompareQuery('profiles=alice,bob'), {
    ok: true,
    query: { kind: 'profiles', names: ['alice', 'bob'] },
  })
  assert.deepEqual(decodeCompareQuery('bridges=solar-roofs'), {
    ok: true,
    query: { kind: 'bridges', names: ['solar-roofs'] },
  })
})

test('a comma, an ampersand or a percent inside a name stays part of it', () => {
  const q: CompareQuery = { kind: 'bridges', names: ['a,b', 'c&bridges=d%'] }
  assert.deepEqual(decodeCompareQuery(encodeCompareQuery(q)), { ok: true, query: q })
})

test('every comparison of names the API can return round-trips through the address', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('bridges' as const, 'profiles' as const),
      fc.uniqueArray(name, { minLength: 1, maxLength: 2, selector: (s) => s.toLowerCase() }),
      (kind, names) => {
        const q: CompareQuery = { kind, names }
        assert.deepEqual(decodeCompareQuery(encodeCompareQuery(q)), { ok: true, query: q })
      },
    ),
  )
})

test('hostile and odd addresses are refused with their reason', () => {
  const cases: [string, string][] = [
    ['', 'empty'],
    ['bridges=', 'empty'],
    ['q=solar', 'empty'],
    ['bridges=a,b,c', 'more'],
    ['bridges=a&bridges=b', 'more'],
    ['bridges=a&profiles=b', 'mixed'],
    ['bridges=a,%0Ab', 'name'],
    ['bridges=a,%E0%A4%A', 'name'],
    ['bridges=a,%20', 'name'],
    ['bridges=a,', 'name'],
    [`bridges=a,${'x'.repeat(201)}`, 'name'],
    ['profiles=Alice,alice', 'twice'],
    [`bridges=${'a'.repeat(3000)}`, 'long'],
  ]
  for (const [raw, flaw] of cases) {
    const read = decodeCompareQuery(raw)
    assert.equal(read.ok, false, raw)
    assert.equal(!read.ok && read.flaw, flaw, raw)
    assert.ok(!read.ok && read.raw.length <= 300)
  }
})

test('no text makes the reader throw', () => {
  fc.assert(fc.property(fc.string({ maxLength: 400 }), (raw) => void decodeCompareQuery(raw)))
})
