import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { CursorCodec, filterHash } from '../../../electron/service/cursor.ts'
import { Dataset } from '../../../electron/service/dataset.ts'
import { ServiceError } from '../../../electron/service/errors.ts'

const isCursorError = (err: unknown) =>
  err instanceof ServiceError && err.code === 'validation_failed' && err.param === 'cursor'

describe('signed keyset cursor (assumptions row 4)', () => {
  const none = filterHash(null, [])

  test('a cursor decodes to the position it was made from', () => {
    const codec = new CursorCodec()
    const pos = { ms: 1_760_000_000_000, id: 'br_abcdefghijkl' }
    const token = codec.encode(pos, none)
    assert.match(token, /^[A-Za-z0-9_-]+$/)
    assert.deepEqual(codec.decode(token, none), pos)
  })

  test('a cursor with any changed character is refused', () => {
    const codec = new CursorCodec()
    const token = codec.encode({ ms: 1, id: 'br_abcdefghijkl' }, none)
    for (let i = 0; i < token.length; i++) {
      const c = token[i] === 'A' ? 'B' : 'A'
      const tampered = token.slice(0, i) + c + token.slice(i + 1)
      if (tampered === token) continue
      assert.throws(() => codec.decode(tampered, none), isCursorError, `position ${i}`)
    }
  })

  test('a cursor made by another service start is refused', () => {
    const token = new CursorCodec().encode({ ms: 1, id: 'br_abcdefghijkl' }, none)
    assert.throws(() => new CursorCodec().decode(token, none), isCursorError)
  })

  test('a cursor made for other filters is refused', () => {
    const codec = new CursorCodec()
    const token = codec.encode({ ms: 1, id: 'br_abcdefghijkl' }, filterHash('health', []))
    assert.throws(() => codec.decode(token, filterHash('transport', [])), isCursorError)
    assert.throws(() => codec.decode(token, filterHash('health', ['bike'])), isCursorError)
  })

  test('garbage, padding and oversize tokens are refused', () => {
    const codec = new CursorCodec()
    for (const bad of ['x', '!!!!', 'abc=', 'A'.repeat(300), '%00', 'eyJ9'])
      assert.throws(() => codec.decode(bad, none), isCursorError, bad)
  })

  test('following cursors visits every published bridge once, even when newer ones are published meanwhile', () => {
    const data = new Dataset(9, 250)
    const codec = new CursorCodec()
    const expected = data.published().map((b) => b.id)
    const seen: string[] = []
    let token: string | null = null
    do {
      const after = token === null ? null : codec.decode(token, none)
      const { items, hasMore } = data.page({ category: null, words: [] }, after, 7)
      seen.push(...items.map((b) => b.id))
      data.publishOne(Date.UTC(2031, 0, 1)) // newer than everything: must not shift later pages
      token = hasMore ? codec.encode(items[items.length - 1]!, none) : null
    } while (token !== null)
    assert.deepEqual(seen, expected)
  })
})
