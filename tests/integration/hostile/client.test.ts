// Every case of the hostile corpus through the core API client over real HTTP: a decoded value with text kept
// verbatim, or a typed ApiError of the kind the corpus names. Never an untyped exception, never a hang.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { ApiError, createApiClient } from '../../../electron/core/api/index.ts'
import { HOSTILE_CASES, hostileCase, type HostileCase } from '../../fixtures/hostile/index.ts'
import { startHostileServer, type HostileServer } from '../../support/hostile-server.ts'
import { assertOutcome, callCase } from './client-support.ts'

// Not a real key: the hostile server accepts any bearer token.
const KEY = 'bxk_hostileCorpusTestKey0000000000'
const MB = 1024 * 1024
// A hang shows up as this test timing out, not as a stuck run.
const GUARD = { timeout: 30_000 }

let server: HostileServer
before(async () => {
  server = await startHostileServer()
})
after(() => server?.close())

function clientFor(c: HostileCase, run: string) {
  return createApiClient({
    baseUrl: server.baseUrlFor(c.id),
    keyId: `hostile-${c.id}-${run}`,
    getKey: async () => KEY,
    // No jitter and no backoff: retried cases (503, resets) finish at once.
    random: () => 0,
    timeoutMs: 10_000,
  })
}

async function outcomeOf(c: HostileCase, run = 'a'): Promise<{ pages: unknown[] } | { error: unknown }> {
  const client = clientFor(c, run)
  try {
    return { pages: await callCase(client, c) }
  } catch (error) {
    return { error }
  } finally {
    client.dispose()
  }
}

test('the corpus has at least 50 cases and covers every endpoint', () => {
  assert.ok(HOSTILE_CASES.length >= 50, `${HOSTILE_CASES.length} cases`)
  const endpoints = new Set(HOSTILE_CASES.map((c) => c.endpoint))
  assert.deepEqual([...endpoints].sort(), ['detail', 'list', 'me', 'profile', 'stats'])
})

describe('every hostile case gives a value with verbatim text or a typed ApiError', () => {
  for (const c of HOSTILE_CASES) {
    const what = c.expect.outcome === 'value' ? 'a value' : `ApiError ${c.expect.kind}`
    test(`${c.id} (${c.title}) → ${what}`, GUARD, async () => {
      assertOutcome(c, await outcomeOf(c))
    })
  }
})

test(
  'ids repeated across pages reach the client as sent (deduplication is the UI’s decision)',
  GUARD,
  async () => {
    const c = hostileCase('list-duplicate-across-pages')
    assert.ok(c)
    const outcome = await outcomeOf(c, 'pages')
    assert.ok('pages' in outcome, 'both pages decode')
    const ids = outcome.pages.flatMap((p) => (p as { data: { id: string }[] }).data.map((b) => b.id))
    assert.equal(ids.length, 6)
    assert.equal(new Set(ids).size, 5, 'one id appears on both pages')
  },
)

for (const id of ['list-50mb-declared', 'list-50mb-chunked']) {
  test(`${id}: fails as parse "response too large" with RSS growth under 100 MB`, GUARD, async () => {
    const c = hostileCase(id)
    assert.ok(c)
    globalThis.gc?.()
    const rssBefore = process.memoryUsage().rss
    const outcome = await outcomeOf(c, 'memory')
    const grown = process.memoryUsage().rss - rssBefore
    assert.ok('error' in outcome && outcome.error instanceof ApiError, 'fails with an ApiError')
    assert.equal(outcome.error.kind, 'parse')
    assert.match(outcome.error.message, /response too large/)
    assert.ok(grown < 100 * MB, `RSS grew by ${Math.round(grown / MB)} MB`)
  })
}
