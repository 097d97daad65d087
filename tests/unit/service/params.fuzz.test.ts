// Property-based fuzzing of the reference service's request handling, in-process over real HTTP: arbitrary
// query strings, path segments and Authorization values always get a closed-set answer, never a 500, and
// never an unhandled rejection. Raw node:http requests, so paths reach the service exactly as generated.
import assert from 'node:assert/strict'
import http from 'node:http'
import { after, before, test } from 'node:test'
import fc from 'fast-check'
import { startReferenceService } from '../../../electron/service/index.ts'
import type { ReferenceService } from '../../../electron/service/types.ts'
import { ERROR_CODES, ERROR_STATUS } from '../../../shared/api/error-codes.ts'
import {
  decodeBridgeDetail,
  decodeBridgeList,
  decodeOwnProfile,
  decodePublicProfile,
  decodeStats,
} from '../../../shared/api/decode.ts'
import { authValue, bridgesQuery, pathSegment, unknownPath } from './service-arbitraries.ts'

let svc: ReferenceService
let agent: http.Agent
let key = ''
const rejections: unknown[] = []
const onRejection = (reason: unknown): void => void rejections.push(reason)

before(async () => {
  process.on('unhandledRejection', onRejection)
  svc = await startReferenceService({ port: 0, bridges: 60, rateLimit: 1e9, invalidAttempts: 1e9 })
  key = svc.demoKeys?.full ?? ''
  agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
})
after(async () => {
  agent?.destroy()
  await svc?.stop()
  process.off('unhandledRejection', onRejection)
})

interface Answer {
  status: number
  text: string
}

function get(path: string, authorization: string | null): Promise<Answer> {
  const url = new URL(svc.baseUrl)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        agent,
        headers: authorization === null ? {} : { authorization },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const DECODERS: Record<string, (j: unknown) => { ok: boolean }> = {
  list: decodeBridgeList,
  detail: decodeBridgeDetail,
  profile: decodePublicProfile,
  stats: decodeStats,
  me: decodeOwnProfile,
}
const CODES: ReadonlySet<string> = new Set(ERROR_CODES)

/** A 200 decodes with the client's decoder; anything else is a closed-set envelope with its own status. */
function assertClosedSet(a: Answer, endpoint: keyof typeof DECODERS | 'unknown', what: string): void {
  assert.notEqual(a.status, 500, `${what}: 500 ${a.text.slice(0, 200)}`)
  let body: unknown
  try {
    body = JSON.parse(a.text)
  } catch {
    assert.fail(`${what}: ${a.status} with a body that is not JSON: ${a.text.slice(0, 200)}`)
  }
  if (a.status === 200) {
    assert.notEqual(endpoint, 'unknown', `${what}: 200 for an unknown path`)
    if (endpoint !== 'unknown') assert.ok(DECODERS[endpoint]?.(body).ok, `${what}: 200 body does not decode`)
    return
  }
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code
  assert.ok(
    typeof code === 'string' && CODES.has(code),
    `${what}: code ${String(code)} outside the closed set`,
  )
  assert.equal(ERROR_STATUS[code as keyof typeof ERROR_STATUS], a.status, `${what}: ${code} with ${a.status}`)
}

async function runProperty<T>(arb: fc.Arbitrary<T>, numRuns: number, check: (v: T) => Promise<void>) {
  await fc.assert(
    fc.asyncProperty(fc.array(arb, { minLength: 4, maxLength: 4 }), async (batch) => {
      // Four requests at once over the keep-alive pool: concurrency the service must also survive.
      await Promise.all(batch.map(check))
    }),
    { numRuns, endOnFailure: true },
  )
}

test('GET /bridges with arbitrary query strings answers 200 or a closed-set error, never 500', async () => {
  await runProperty(bridgesQuery(), 1000, async (query) => {
    assertClosedSet(await get(`/v1/api/bridges${query}`, `Bearer ${key}`), 'list', `?${query}`)
  })
})

test('GET /bridges/{slug} and /profiles/{username} with arbitrary segments answer 200, 400 or 404', async () => {
  await runProperty(fc.tuple(fc.boolean(), pathSegment()), 750, async ([bridge, seg]) => {
    const path = `/v1/api/${bridge ? 'bridges' : 'profiles'}/${seg}`
    const a = await get(path, `Bearer ${key}`)
    assertClosedSet(a, bridge ? 'detail' : 'profile', path)
    assert.ok([200, 400, 404].includes(a.status), `${path}: ${a.status}`)
  })
})

test('arbitrary Authorization values get 200 or a closed-set 401/403/429, never 500', async () => {
  await runProperty(
    fc.tuple(
      authValue(() => key),
      fc.constantFrom('stats', 'me', 'bridges'),
    ),
    500,
    async ([auth, ep]) => {
      const a = await get(`/v1/api/${ep}`, auth)
      assertClosedSet(a, ep === 'bridges' ? 'list' : ep, `Authorization ${JSON.stringify(auth)}`)
    },
  )
})

test('arbitrary unknown paths under /v1/api answer a closed-set error', async () => {
  await runProperty(unknownPath(), 250, async (path) => {
    assertClosedSet(await get(`/v1/api${path}`, `Bearer ${key}`), 'unknown', path)
  })
})

test('no unhandled rejection happened while the service was fuzzed', async () => {
  // A rejection from the last requests is reported on a later turn of the event loop.
  await new Promise<void>((resolve) => setImmediate(resolve))
  assert.deepEqual(rejections, [])
})
