// The "last request failed" notice never blames the service for a request the app cancelled itself.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { type RequestLogEntry, isFailedAttempt } from '../../../../shared/ipc/request-log.ts'
import { lastOutcome } from '../../../../renderer/src/components/last-failure.ts'
import { statusWords } from '../../../../renderer/src/features/developer/exchange-words.ts'
import { explainError } from '../../../../renderer/src/lib/error-text.ts'
import { englishWords } from '../../../../electron/i18n/main-words.ts'

function entry(id: string, status: number | null, code: string | null): RequestLogEntry {
  return {
    id,
    at: 0,
    method: 'GET',
    path: '/bridges',
    status,
    code,
    attempt: 1,
    durationMs: 5,
    rateLimit: null,
    keyHint: 'bxk_…abcd',
    requestId: null,
  } as RequestLogEntry
}

test('a request the app cancelled is never reported as "The service cannot be reached"', () => {
  const cancelled = entry('2', null, 'cancelled')
  // Newest first: the user left Bridges (cancelled) after a request that worked.
  const outcome = lastOutcome([cancelled, entry('1', 200, null)])
  assert.equal(outcome?.failure, null, 'the newest request that tells anything worked')
  assert.equal(lastOutcome([cancelled])?.failure ?? null, null, 'a cancel alone says nothing')
  assert.equal(isFailedAttempt(cancelled), false, 'not marked as failed in the log')
  assert.equal(statusWords(cancelled, englishWords), 'Cancelled')
})

test('no answer is told by its cause: a refused connection is unreachable, a timeout took too long', () => {
  const refused = lastOutcome([entry('1', null, 'network_error')])
  assert.equal(explainError(refused?.failure, englishWords).title, 'The service cannot be reached')
  const slow = lastOutcome([entry('1', null, 'timeout')])
  assert.equal(explainError(slow?.failure, englishWords).title, 'The service took too long')
  assert.equal(statusWords(entry('1', null, 'network_error'), englishWords), 'No answer')
})
