import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import {
  MAX_RECENT_LOOKUPS,
  sanitizeRecentLookups,
  withRecentLookup,
} from '../../../../renderer/src/store/recent-lookups.ts'

describe('recent lookups', () => {
  test('keeps the newest first and at most ten', () => {
    let list = withRecentLookup([], { label: 'a0', href: '#/profiles/a0' })
    for (let i = 1; i < 15; i++) list = withRecentLookup(list, { label: `a${i}`, href: `#/profiles/a${i}` })
    assert.equal(list.length, MAX_RECENT_LOOKUPS)
    assert.equal(list[0]?.label, 'a14')
    assert.equal(list[9]?.label, 'a5')
  })

  test('looking the same thing up again moves it to the front instead of repeating it', () => {
    const list = [
      { label: 'a', href: '#/profiles/a' },
      { label: 'b', href: '#/profiles/b' },
    ]
    const next = withRecentLookup(list, { label: 'https://x/profiles/b', href: '#/profiles/b' })
    assert.deepEqual(
      next.map((e) => e.label),
      ['https://x/profiles/b', 'a'],
    )
  })

  test('persisted data of the wrong shape is dropped, and only app locations survive', () => {
    const stored: unknown = [
      { label: 'ok', href: '#/profiles/ok' },
      { label: 'evil', href: 'javascript:alert(1)' },
      { label: 3, href: '#/x' },
      null,
      'str',
    ]
    assert.deepEqual(sanitizeRecentLookups(stored), [{ label: 'ok', href: '#/profiles/ok' }])
    assert.deepEqual(sanitizeRecentLookups({ not: 'a list' }), [])
  })
})
