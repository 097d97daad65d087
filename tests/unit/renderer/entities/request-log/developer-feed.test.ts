import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { RequestLogEntry } from '../../../../../shared/ipc/request-log.ts'
import {
  addLogEntry,
  LOG_LIMIT,
  normaliseLog,
} from '../../../../../renderer/src/entities/request-log/developer-feed.ts'

const entry = (id: string, at: number): RequestLogEntry => ({
  id,
  at,
  method: 'GET',
  path: '/stats',
  status: 200,
  code: null,
  attempt: 1,
  durationMs: 12,
  rateLimit: null,
  keyHint: 'bxk_…abcd',
  requestId: null,
})

describe('request log feed', () => {
  test('a new entry goes on top', () => {
    const log = addLogEntry([entry('a', 1)], entry('b', 2))
    assert.deepEqual(
      log.map((e) => e.id),
      ['b', 'a'],
    )
  })

  test('an event that races the initial list is not shown twice', () => {
    const log = addLogEntry([entry('b', 2), entry('a', 1)], entry('b', 2))
    assert.equal(log.length, 2)
  })

  test('an event before the list has loaded starts the list', () => {
    assert.deepEqual(addLogEntry(undefined, entry('a', 1)), [entry('a', 1)])
  })

  test('the renderer keeps at most LOG_LIMIT entries, dropping the oldest', () => {
    const many = Array.from({ length: LOG_LIMIT + 10 }, (_, i) => entry(`e${i}`, i))
    const log = normaliseLog(many)
    assert.equal(log.length, LOG_LIMIT)
    assert.equal(log[0]?.id, `e${LOG_LIMIT + 9}`)
    assert.equal(addLogEntry(log, entry('new', 1e9)).length, LOG_LIMIT)
  })
})
