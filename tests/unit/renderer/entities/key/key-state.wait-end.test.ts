// When a check's wait ends (a lockout, a spent rate window) is said in the user's local time and region, never as
// the raw UTC the core carries (HOUSE_STYLE.md, Words: dates go through Intl with the user's region).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { waitEndWords } from '../../../../../renderer/src/entities/key/key-state.ts'
import { english } from '../../../../support/words-in.ts'

const lockout = (retryAt: number | null) => ({
  endpoint: '/me' as const,
  kind: 'locked_out' as const,
  code: 'too_many_invalid_attempts' as const,
  status: 429,
  retryAt,
})

test('a lockout says until when in local time, with its day, never an ISO string', () => {
  const at = Date.UTC(2026, 11, 7, 11, 16, 0)
  const words = waitEndWords(lockout(at), english, 'en-GB', 'Asia/Tokyo')
  assert.equal(words, 'Until 7 Dec, 20:16.')
  assert.doesNotMatch(words ?? '', /T11:16|Z$/)
  assert.equal(waitEndWords(lockout(at), english, 'en-US', 'America/New_York'), 'Until Dec 7, 6:16 AM.')
})

test('nothing to say without a time, or without a problem', () => {
  assert.equal(waitEndWords(lockout(null), english), null)
  assert.equal(waitEndWords(null, english), null)
})
