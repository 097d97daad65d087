import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ftsQuery, keyBlock, words } from '../../../../electron/core/catalogue/catalogue-rows.ts'

test('keys sort like the API order: by published_at, then by id within one second', () => {
  const a = keyBlock('2026-03-14T09:26:53Z', 'br_aaaaaaaaaaaa').want
  const b = keyBlock('2026-03-14T09:26:53Z', 'br_baaaaaaaaaaa').want
  const c = keyBlock('2026-03-14T09:26:54Z', 'br_222222222222').want
  const d = keyBlock('2026-03-14T09:26:53Z', 'br_7zzzaaaaaaaa').want
  assert.ok(d < a && a < b && b < c)
  assert.ok(Number.isSafeInteger(keyBlock('2200-01-01T00:00:00Z', 'br_zzzzzzzzzzzz').want))
})

test('a published_at that is no date is filed at the start of time instead of failing', () => {
  assert.equal(keyBlock('not a date', 'br_222222222222').from, 0)
})

test('typed text becomes quoted prefix terms, so no FTS5 syntax gets through', () => {
  assert.equal(ftsQuery('Harbour "ferry" OR NEAR(x'), '"harbour"* "ferry"* "or"* "near"* "x"*')
  assert.equal(ftsQuery(' -*- '), null)
  assert.deepEqual(words('a b c d e f g h i j'), ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])
})
