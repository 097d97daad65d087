import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  ROOT_PATH,
  decodeBridgeDetail,
  decodeBridgeList,
  decodeErrorEnvelope,
  decodeOwnProfile,
  decodePublicProfile,
  decodeStats,
} from '../../../../shared/api/decode.ts'
import type { DecodeResult } from '../../../../shared/api/decode.ts'

const summary = (i: number) => ({
  id: `br_${String(i).padStart(12, '0')}`,
  slug: `bridge-${i}`,
  title: `Bridge ${i}`,
  category: 'community',
  published_at: '2026-03-14T09:26:53Z',
  passes: i,
  score: 50,
  suggestor: { username: 'ada', verified: true },
})

const detail = () => ({
  id: 'br_a1b2c3d4e5f6',
  title: 'Community fridge map',
  suggestion: 'A shared map of community fridges.',
  category: 'community',
  domain: 'fridges.example',
  passes: 12,
  suggestor: { username: 'ada', verified: false },
})

function errorOf<T>(result: DecodeResult<T>) {
  assert.equal(result.ok, false, 'expected a decode error')
  return result.ok ? assert.fail() : result.error
}

function valueOf<T>(result: DecodeResult<T>): T {
  if (!result.ok) assert.fail(`unexpected decode error ${JSON.stringify(result.error)}`)
  return result.value
}

test('unknown fields are ignored and dropped from the value, at every depth', () => {
  const input = { ...detail(), extra: 1, suggestor: { username: 'ada', verified: true, badge: 'gold' } }
  const value = valueOf(decodeBridgeDetail(input))
  assert.deepEqual(value, { ...detail(), suggestor: { username: 'ada', verified: true } })
  assert.equal(Object.hasOwn(value, 'extra'), false)
})

test('a __proto__ key in parsed JSON is dropped and does not change the prototype', () => {
  const input: unknown = JSON.parse(
    '{"username":"ada","total_passes":1,"bridge_count":1,"__proto__":{"x":1}}',
  )
  const value = valueOf(decodeOwnProfile(input))
  assert.equal(Object.getPrototypeOf(value), Object.prototype)
  assert.deepEqual(Object.keys(value), ['username', 'total_passes', 'bridge_count'])
})

test('a null domain is accepted on a bridge detail', () => {
  assert.equal(valueOf(decodeBridgeDetail({ ...detail(), domain: null })).domain, null)
})

test('absent optional fields of a bridge detail are tolerated and stay absent', () => {
  const value = valueOf(decodeBridgeDetail(detail()))
  for (const key of ['slug', 'published_at', 'score']) assert.equal(Object.hasOwn(value, key), false, key)
})

test('a bridge detail missing the required (nullable) domain is rejected naming domain', () => {
  const { domain: _omitted, ...rest } = detail()
  assert.deepEqual(errorOf(decodeBridgeDetail(rest)), {
    path: 'domain',
    expected: 'string or null',
    got: 'missing',
  })
})

test('a null title is rejected naming title', () => {
  assert.deepEqual(errorOf(decodeBridgeDetail({ ...detail(), title: null })), {
    path: 'title',
    expected: 'string',
    got: 'null',
  })
})

test('passes given as the string "3" is rejected naming passes', () => {
  const error = errorOf(decodeBridgeDetail({ ...detail(), passes: '3' }))
  assert.deepEqual(error, { path: 'passes', expected: 'integer', got: 'string' })
})

test('an integer field holding 1.5 is rejected', () => {
  assert.equal(errorOf(decodeBridgeDetail({ ...detail(), passes: 1.5 })).path, 'passes')
})

test('a wrong type deep in a list names the full path', () => {
  const data = [0, 1, 2, 3].map(summary)
  data[3] = { ...summary(3), suggestor: { username: 'ada', verified: 'yes' as unknown as boolean } }
  const error = errorOf(decodeBridgeList({ data, has_more: false, next_cursor: null }))
  assert.deepEqual(error, { path: 'data[3].suggestor.verified', expected: 'boolean', got: 'string' })
})

test('a list page with a null next_cursor and a null avg_score in stats decode', () => {
  assert.equal(valueOf(decodeBridgeList({ data: [], has_more: false, next_cursor: null })).next_cursor, null)
  const stats = { bridges: 0, suggestors: 0, passes: 0, avg_score: null }
  assert.deepEqual(valueOf(decodeStats(stats)), stats)
})

test('a public profile decodes its bridges and a null display_name', () => {
  const profile = {
    username: 'ada',
    display_name: null,
    verified: true,
    total_passes: 3,
    bridge_count: 1,
    bridges: [{ slug: 'a', passes: 3, title: 'dropped' }],
  }
  const value = valueOf(decodePublicProfile(profile))
  assert.deepEqual(value.bridges, [{ slug: 'a', passes: 3 }])
  assert.equal(value.display_name, null)
  assert.equal(errorOf(decodePublicProfile({ ...profile, bridges: {} })).path, 'bridges')
})

test('non-object top-level inputs give an error at the root, never an exception', () => {
  for (const input of [null, undefined, [], [1], 0, 42, 'text', true]) {
    const error = errorOf(decodeStats(input))
    assert.equal(error.path, ROOT_PATH)
    assert.equal(error.expected, 'object (Stats)')
  }
})

test('a 1 MB string is returned as-is', () => {
  const title = 'x'.repeat(1024 * 1024)
  assert.equal(valueOf(decodeBridgeDetail({ ...detail(), title })).title, title)
})

test('deeply nested input does not throw: unknown depth is skipped, known depth is checked', () => {
  let deep: unknown = {}
  for (let i = 0; i < 100_000; i++) deep = { next: deep }
  assert.equal(valueOf(decodeBridgeDetail({ ...detail(), extra: deep })).title, 'Community fridge map')
  const error = errorOf(decodeBridgeDetail({ ...detail(), suggestor: deep }))
  assert.equal(error.path, 'suggestor.username')
})

test('a long list decodes without recursion limits', () => {
  const data = Array.from({ length: 20_000 }, (_, i) => summary(i))
  assert.equal(valueOf(decodeBridgeList({ data, has_more: true, next_cursor: 'c' })).data.length, 20_000)
})

test('an unknown error code is kept verbatim with known=false', () => {
  const value = valueOf(
    decodeErrorEnvelope({
      error: { code: 'quota_exceeded', message: 'm', request_id: 'req_0123456789abcdef' },
    }),
  )
  assert.deepEqual(value, {
    known: false,
    code: 'quota_exceeded',
    message: 'm',
    request_id: 'req_0123456789abcdef',
  })
})

test('a known error code decodes with known=true and keeps param', () => {
  const envelope = {
    error: { code: 'validation_failed', message: 'm', request_id: 'r', param: 'limit', hint: 1 },
  }
  assert.deepEqual(valueOf(decodeErrorEnvelope(envelope)), {
    known: true,
    code: 'validation_failed',
    message: 'm',
    request_id: 'r',
    param: 'limit',
  })
})

test('an error envelope holding only a code is understood (only the code is promised, docs/api-assumptions.md row 1)', () => {
  const only = decodeErrorEnvelope({ error: { code: 'key_revoked' } })
  assert.deepEqual(only, { ok: true, value: { known: true, code: 'key_revoked' } })
  const withMessage = decodeErrorEnvelope({ error: { code: 'not_found', message: 'gone' } })
  assert.deepEqual(withMessage, { ok: true, value: { known: true, code: 'not_found', message: 'gone' } })
})

test('an error envelope without a code, or with a message of the wrong type, is rejected naming the field', () => {
  assert.equal(errorOf(decodeErrorEnvelope({ error: { message: 'x' } })).path, 'error.code')
  assert.equal(errorOf(decodeErrorEnvelope({ error: { code: 'x', message: 5 } })).path, 'error.message')
  assert.equal(errorOf(decodeErrorEnvelope({ code: 'not_found' })).path, 'error')
})
