import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createRequestLog } from '../../../../electron/core/request-log/request-log.ts'
import { asIpcErrorCode } from '../../../../shared/ipc/error-kinds.ts'
import type { RequestLogInput } from '../../../../electron/core/request-log/request-log.ts'

const KEY = 'bxk_' + 'Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0P'

function input(n: number, overrides: Partial<RequestLogInput> = {}): RequestLogInput {
  return {
    at: 1_000 + n,
    method: 'GET',
    path: `/bridges?limit=${n}`,
    status: 200,
    code: null,
    attempt: 1,
    durationMs: 12,
    rateLimit: { limit: 60, remaining: 59, resetAt: 60_000 },
    keyHint: 'bxk_…abcd',
    requestId: `req_${n}`,
    ...overrides,
  }
}

test('list returns entries newest first with increasing ids', () => {
  const log = createRequestLog()
  log.add(input(1))
  log.add(input(2))
  const entries = log.list()
  assert.deepEqual(
    entries.map((e) => e.path),
    ['/bridges?limit=2', '/bridges?limit=1'],
  )
  assert.ok(Number(entries[0]?.id) > Number(entries[1]?.id))
  assert.deepEqual(
    { ...entries[1], id: '', rateLimit: { ...entries[1]?.rateLimit } },
    { ...input(1), id: '' },
  )
})

test('the default capacity of 500 keeps the newest 500 entries', () => {
  const log = createRequestLog()
  for (let n = 1; n <= 1234; n++) log.add(input(n))
  const entries = log.list()
  assert.equal(entries.length, 500)
  assert.equal(entries[0]?.path, '/bridges?limit=1234')
  assert.equal(entries.at(-1)?.path, '/bridges?limit=735')
})

test('a custom capacity is honoured and must be a positive integer', () => {
  const log = createRequestLog({ capacity: 3 })
  for (let n = 1; n <= 5; n++) log.add(input(n))
  assert.deepEqual(
    log.list().map((e) => e.requestId),
    ['req_5', 'req_4', 'req_3'],
  )
  assert.throws(() => createRequestLog({ capacity: 0 }), RangeError)
  assert.throws(() => createRequestLog({ capacity: 1.5 }), RangeError)
})

test('add refuses to store anything that looks like a key, in the path or any string field', () => {
  const log = createRequestLog()
  const stored = log.add(
    input(1, {
      path: `/bridges?q=${KEY}&limit=1`,
      code: asIpcErrorCode(`Bearer ${KEY}`),
      keyHint: KEY,
      requestId: `req_${KEY}`,
    }),
  )
  const text = JSON.stringify(log.list())
  assert.ok(!text.includes(KEY.slice(4)), text)
  assert.equal(stored.path, '/bridges?q=[redacted]&limit=1')
  assert.equal(stored.keyHint, '[redacted]')
})

test('stored entries cannot be changed afterwards, through the input or the returned copy', () => {
  const log = createRequestLog()
  const raw = input(1)
  const stored = log.add(raw)
  ;(raw as { path: string }).path = `/x?${KEY}`
  assert.throws(() => {
    ;(stored as { path: string }).path = `/x?${KEY}`
  }, TypeError)
  assert.equal(log.list()[0]?.path, '/bridges?limit=1')
})
