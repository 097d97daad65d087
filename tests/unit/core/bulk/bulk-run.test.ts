/**
 * A bulk run's order of work and its controls. The catalogue and the service are stand-ins here, answering from
 * tables (the run against a real catalogue file and the reference service over HTTP is
 * tests/integration/bulk/bulk-lookup.test.ts); the service's calls are held until the test lets them answer.
 */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ApiError } from '../../../../electron/core/api/index.ts'
import type { ServiceAsk } from '../../../../electron/core/bulk/bulk-resolve.ts'
import { BulkRun, type BulkRunPorts } from '../../../../electron/core/bulk/bulk-run.ts'
import type { BulkProgress, BulkTarget } from '../../../../shared/ipc/bulk.ts'
import type { CatalogueLookup } from '../../../../shared/ipc/catalogue.ts'
import type { IpcError } from '../../../../shared/ipc/common.ts'

const NOW = 1_800_000_000_000
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

const none: CatalogueLookup = {
  kind: 'none',
  bridges: [],
  usernames: [],
  suggestions: { usernames: [], titles: [] },
}

interface Call {
  ask: ServiceAsk
  signal: AbortSignal
  answer(target: BulkTarget): void
  fail(error: unknown): void
}

/** Ports whose catalogue knows `known` usernames and whose service calls wait in `calls` for the test. */
function ports(known: readonly string[] = [], near: Record<string, string> = {}) {
  const calls: Call[] = []
  const progress: BulkProgress[] = []
  let lookups = 0
  const p: BulkRunPorts = {
    lookup: (text) => {
      lookups++
      const name = text.replace(/^@/, '')
      if (known.includes(name)) return { ...none, kind: 'username', usernames: [name] }
      const close = near[name]
      return close === undefined ? none : { ...none, suggestions: { usernames: [close], titles: [] } }
    },
    ask: (ask, signal) =>
      new Promise<BulkTarget>((resolve, reject) => {
        const call = { ask, signal, answer: resolve, fail: reject }
        calls.push(call)
        signal.addEventListener('abort', () =>
          reject(new ApiError('request cancelled', { kind: 'cancelled', code: 'cancelled' })),
        )
      }),
    toIpcError: (e) =>
      ({
        kind: e instanceof ApiError ? e.kind : 'internal',
        code: e instanceof ApiError ? e.code : 'internal',
        message: e instanceof Error ? e.message : 'x',
        status: e instanceof ApiError ? e.status : null,
        retryAt: null,
        missingScope: null,
        field: null,
      }) as IpcError,
    rate: () => ({ limit: 60, remaining: 60, resetAt: NOW + 60_000 }),
    now: () => NOW,
    emit: (x) => progress.push(x),
  }
  return { p, calls, progress, lookups: () => lookups }
}

const profile = (username: string): BulkTarget => ({ to: 'profile', username })
const apiError = (status: number, code: string): ApiError =>
  new ApiError(code, { kind: 'api', code: code as never, status })

test('the catalogue answers first; the estimate counts what needs the service, each name once', async () => {
  const { p } = ports(['ada', 'grace'])
  const run = new BulkRun('b1', ['ada', 'grace', 'linus', 'linus', '', 'ken'], p)
  const estimate = await run.estimate()
  assert.deepEqual(estimate, { rows: 6, fromCatalogue: 3, needService: 2, seconds: 1, perMinute: 60 })
  assert.deepEqual(
    run.answers.map((a) => a?.status ?? null),
    ['found', 'found', null, null, 'blank', null],
  )
})

test('the catalogue pass gives the event loop back between chunks of rows', async () => {
  const { p, lookups } = ports()
  const cells = Array.from({ length: 1000 }, (_, i) => `name_${i}`)
  const run = new BulkRun('b2', cells, p)
  let seenMidway: number | null = null
  setImmediate(() => (seenMidway = lookups()))
  await run.prepare()
  assert.ok(seenMidway !== null && seenMidway > 0 && seenMidway < 1000, `looked up by then: ${seenMidway}`)
})

test('each service answer goes to every row of its name: found, did you mean, not found, refused, failed', async () => {
  const { p, calls } = ports([], { grase: 'grace' })
  const run = new BulkRun('b3', ['linus', 'grase', 'nobody', 'secret', 'broken', 'linus'], p)
  const done = run.start()
  for (;;) {
    await turn()
    if (calls.length >= 4) break
  }
  const byName = (n: string): Call => {
    const c = calls.find((x) => x.ask.to === 'profile' && x.ask.username === n)
    assert.ok(c, n)
    return c
  }
  byName('linus').answer(profile('linus'))
  byName('grase').fail(apiError(404, 'not_found'))
  byName('nobody').fail(apiError(404, 'not_found'))
  byName('secret').fail(apiError(403, 'insufficient_scope'))
  for (;;) {
    await turn()
    if (calls.length >= 5) break
  }
  byName('broken').fail(apiError(500, 'internal_error'))
  await done
  assert.equal(calls.length, 5, 'linus was asked once for two rows')
  const statuses = run.answers.map((a) => a?.status)
  assert.deepEqual(statuses, ['found', 'did-you-mean', 'not-found', 'refused', 'failed', 'found'])
  const dym = run.answers[1]
  assert.ok(dym?.status === 'did-you-mean')
  assert.deepEqual(dym.suggestion, profile('grace'))
  const refused = run.answers[3]
  assert.ok(refused?.status === 'refused')
  assert.equal(refused.error.code, 'insufficient_scope')
  assert.equal(run.progress().state, 'done')
})

test('pause lets no new call go; resume goes on from where it stopped', async () => {
  const { p, calls } = ports()
  const cells = Array.from({ length: 10 }, (_, i) => `user_${i}`)
  const run = new BulkRun('b4', cells, p)
  const done = run.start()
  await turn()
  await turn()
  const first = calls.length
  assert.ok(first > 0 && first < 10)
  assert.equal(run.pause(true).state, 'paused')
  for (const c of calls.splice(0)) c.answer(profile(c.ask.to === 'profile' ? c.ask.username : ''))
  await turn()
  await turn()
  assert.equal(calls.length, 0, 'nothing new was asked while paused')
  assert.equal(run.progress().answered, first)
  run.pause(false)
  for (let answered = first; answered < 10;) {
    await turn()
    for (const c of calls.splice(0)) {
      c.answer(profile(c.ask.to === 'profile' ? c.ask.username : ''))
      answered++
    }
  }
  await done
  assert.equal(run.progress().answered, 10)
  assert.equal(run.progress().state, 'done')
})

test('cancel cancels the calls in flight and leaves the rest unanswered', async () => {
  const { p, calls } = ports(['ada'])
  const run = new BulkRun('b5', ['ada', ...Array.from({ length: 8 }, (_, i) => `user_${i}`)], p)
  const done = run.start()
  await turn()
  await turn()
  assert.ok(calls.length > 0)
  const progress = run.cancel()
  assert.equal(progress.state, 'cancelled')
  assert.ok(calls.every((c) => c.signal.aborted))
  await done
  assert.equal(run.progress().state, 'cancelled')
  assert.deepEqual(
    run.answers.map((a) => a?.status ?? null),
    ['found', ...Array.from({ length: 8 }, () => null)],
  )
})

test('a call cancelled by something other than the run (its key’s scheduler set aside) is asked again, and fails the second time; the run ends done with every row answered', async () => {
  const { p, calls } = ports()
  const run = new BulkRun('b5b', ['user_0', 'user_1', 'user_2'], p)
  const done = run.start()
  await turn()
  await turn()
  assert.equal(calls.length, 3)
  const elsewhere = (): ApiError =>
    new ApiError('request cancelled', { kind: 'cancelled', code: 'cancelled' })
  calls[0]?.answer(profile('user_0'))
  // The scheduler was disposed under the other two calls: they fail with kind cancelled, though the run goes on.
  calls[1]?.fail(elsewhere())
  calls[2]?.fail(elsewhere())
  await turn()
  await turn()
  const again = calls.slice(3)
  assert.deepEqual(
    again.map((c) => (c.ask.to === 'profile' ? c.ask.username : '')).sort(),
    ['user_1', 'user_2'],
    'each asked again',
  )
  for (const c of again)
    if (c.ask.to === 'profile' && c.ask.username === 'user_1') c.answer(profile('user_1'))
    else c.fail(elsewhere())
  await done
  assert.equal(run.progress().state, 'done')
  assert.deepEqual(
    run.answers.map((a) => a?.status ?? null),
    ['found', 'found', 'failed'],
  )
  assert.equal(run.progress().answered, 3)
})

test('progress counts the service names asked and left, with the time left at the key rate', async () => {
  const { p, calls, progress } = ports()
  const run = new BulkRun('b6', ['a_1', 'a_2'], p)
  const done = run.start()
  await turn()
  await turn()
  for (const c of calls.splice(0)) c.answer(profile('x'))
  await done
  const last = progress.at(-1)
  assert.equal(last?.state, 'done')
  assert.equal(last?.serviceDone, 2)
  assert.equal(last?.serviceLeft, 0)
  assert.equal(last?.answered, 2)
})

test('a stale catalogue row is asked again: the service’s answer wins, its failure keeps the catalogue’s, a 404 says gone', async () => {
  const DAY = 86_400_000
  const old = (slug: string): CatalogueLookup => ({
    ...none,
    kind: 'slug',
    bridges: [
      {
        id: `br_${slug.padEnd(12, '0').slice(0, 12)}`,
        slug,
        title: `Title of ${slug}`,
        category: 'tools',
        published_at: '2026-01-01T00:00:00Z',
        passes: 1,
        score: 1,
        suggestor: { username: 'ada', verified: true },
        suggestion: null,
        domain: null,
        readAt: NOW - 30 * DAY,
        gone: false,
      },
    ],
  })
  const { p, calls } = ports()
  const run = new BulkRun('b9', ['kept-one', 'gone-one', 'new-one'], {
    ...p,
    lookup: (text) => old(text),
    staleBefore: () => NOW - 7 * DAY,
  })
  const done = run.start()
  for (;;) {
    await turn()
    if (calls.length >= 3) break
  }
  const bySlug = (slug: string): Call => {
    const c = calls.find((x) => x.ask.to === 'bridge' && x.ask.slug === slug)
    assert.ok(c, slug)
    return c
  }
  bySlug('kept-one').fail(apiError(503, 'service_unavailable'))
  bySlug('gone-one').fail(apiError(404, 'not_found'))
  bySlug('new-one').answer({ to: 'bridge', slug: 'new-one', title: 'Renamed since' })
  await done
  const [kept, gone, renewed] = run.answers
  assert.ok(kept?.status === 'found' && kept.from === 'catalogue' && kept.readAt === NOW - 30 * DAY)
  assert.equal(gone?.status, 'not-found')
  assert.ok(renewed?.status === 'found' && renewed.from === 'service')
  assert.deepEqual(renewed.target, { to: 'bridge', slug: 'new-one', title: 'Renamed since' })
})
