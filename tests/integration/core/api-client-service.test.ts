import { recordingClient } from '../../support/api-client-harness.ts'
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { ApiError, type ApiClientOptions } from '../../../electron/core/api/index.ts'
import {
  startReferenceService,
  type KeysFile,
  type ReferenceService,
} from '../../../electron/service/index.ts'

const LIMIT = 10
let svc: ReferenceService

// One account per key: an account may hold only 5 active keys (docs/api-assumptions.md row 24).
const KEYS = Array.from({ length: 12 }, (_, i) => `bxk_${`clienttest${i}`.padEnd(32, 'Z')}`)
const PUBLIC_ONLY = KEYS[11] ?? ''
const keysFile: KeysFile = {
  accounts: KEYS.map((_, i) => ({ username: `tester${i}`, api_access: 'approved' as const })),
  keys: KEYS.map((key, i) => ({
    key,
    owner: `tester${i}`,
    scopes: key === PUBLIC_ONLY ? ['read:public' as const] : ['read:public' as const, 'read:me' as const],
    status: 'active' as const,
    expires_at: null,
  })),
}
let used = 0

before(async () => {
  svc = await startReferenceService({
    port: 0,
    rateLimit: LIMIT,
    windowMs: 1000,
    bridges: 60,
    keys: keysFile,
  })
})
after(() => svc.stop())

const clientFor = (key: string, extra: Partial<ApiClientOptions> = {}) =>
  recordingClient(svc.baseUrl, key, 'service-key', extra)

const freshKey = (): string => {
  const key = KEYS[used++]
  assert.ok(key && key !== PUBLIC_ONLY, 'out of test keys')
  return key
}

const isApiError = (kind: string, code?: string) => (e: unknown) =>
  e instanceof ApiError && e.kind === kind && (code === undefined || e.code === code)

test('30 concurrent calls all succeed without one 429 and never more than the limit in a server window', async () => {
  const perWindow = new Map<string, number>()
  const statuses: number[] = []
  const observe: typeof fetch = async (input, init) => {
    const res = await fetch(input, init)
    statuses.push(res.status)
    const w = res.headers.get('x-ratelimit-reset') ?? 'none'
    perWindow.set(w, (perWindow.get(w) ?? 0) + 1)
    return res
  }
  const before = svc.requestCount()
  const { client } = clientFor(freshKey(), { fetch: observe })
  const results = await Promise.all(
    Array.from({ length: 30 }, (_, i) => client.listBridges({ limit: 1 + (i % 5) })),
  )
  assert.equal(results.length, 30)
  assert.deepEqual(
    statuses.filter((s) => s !== 200),
    [],
    'every response was a 200',
  )
  assert.equal(svc.requestCount() - before, 30, 'no request was sent twice')
  for (const [w, count] of perWindow) assert.ok(count <= LIMIT, `window ${w} counted ${count} requests`)
  client.dispose()
})

test('a key revoked mid-session fails with key_revoked, then no further request is sent with it', async () => {
  const key = freshKey()
  const { client, events } = clientFor(key)
  await client.getStats()
  svc.control.revokeKey(key)
  await assert.rejects(client.getStats(), isApiError('api', 'key_revoked'))
  assert.ok(events.some((e) => e.type === 'key-state' && e.state === 'revoked' && e.code === 'key_revoked'))
  const count = svc.requestCount()
  await assert.rejects(client.getMe(), isApiError('key_blocked', 'key_revoked'))
  await assert.rejects(client.listBridges({}), isApiError('key_blocked', 'key_revoked'))
  assert.equal(svc.requestCount(), count, 'nothing was sent')
  client.dispose()
})

test('503 service_unavailable is retried with backoff, then succeeds', async () => {
  const { client, events } = clientFor(freshKey())
  svc.control.failNext(1, { status: 503, retryAfter: null })
  const res = await client.getStats()
  assert.equal(res.meta.attempts, 2)
  const codes = events.flatMap((e) => (e.type === 'request' ? [e.entry.code] : []))
  assert.deepEqual(codes, ['service_unavailable', null])
  client.dispose()
})

test('500 internal_error is not retried', async () => {
  const { client } = clientFor(freshKey())
  const count = svc.requestCount()
  svc.control.failNext(1, { status: 500 })
  await assert.rejects(client.getStats(), isApiError('api', 'internal_error'))
  assert.equal(svc.requestCount(), count + 1)
  client.dispose()
})

test('insufficient_scope names the missing scope: read:me for a public-only key on /me', async () => {
  const { client } = clientFor(PUBLIC_ONLY)
  await assert.rejects(
    client.getMe(),
    (e: unknown) => isApiError('api', 'insufficient_scope')(e) && (e as ApiError).missingScope === 'read:me',
  )
  client.dispose()
})

test('a connection reset mid-body is retried; a truncated JSON body is a parse error', async () => {
  const { client } = clientFor(freshKey())
  svc.control.failNext(1, { resetMidBody: true })
  const ok = await client.getStats()
  assert.equal(ok.meta.attempts, 2)
  svc.control.failNext(1, { truncateJson: true })
  await assert.rejects(client.getStats(), isApiError('parse'))
  client.dispose()
})

test('Deprecation and Sunset are captured into meta and reported once per endpoint template', async () => {
  const { client, events } = clientFor(freshKey())
  svc.control.setDeprecation({ path: '/bridges/{slug}', deprecation: '2026-01-01', sunset: '2027-01-01' })
  const [first, second] = svc.data.published()
  assert.ok(first && second)
  const a = await client.getBridge(first.slug)
  await client.getBridge(second.slug)
  assert.ok(a.meta.deprecation?.startsWith('@'), String(a.meta.deprecation))
  assert.ok(a.meta.sunset)
  const notices = events.filter((e) => e.type === 'deprecation')
  assert.equal(notices.length, 1)
  assert.equal(notices[0]?.type === 'deprecation' && notices[0].path, '/bridges/{slug}')
  client.dispose()
})
