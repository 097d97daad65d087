// A wait for the rate window that the app chose not to make (longer than it waits by itself: the scheduler's
// maxWaitMs) sends nothing, so it is never said as a failed request: the catalogue line and the key's check each say
// that the app chose not to wait, that nothing was sent, and when it goes on; the user's own request still goes, and
// the service's wait of days is said as its ask (README, "Rate limits"). Real parts: the reference service over HTTP with a long window, the core, its SQLite files.
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { createExplorerCore } from '../../../electron/core/app/index.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import type { CatalogueStatus } from '../../../shared/ipc/catalogue.ts'
import { presentState } from '../../../renderer/src/entities/key/key-state.ts'
import { explainError } from '../../../renderer/src/lib/error-text.ts'
import { ok } from '../../support/recorder.ts'
import { ensureSecretService, type SecretServiceHandle } from '../../support/secret-service.ts'
import { demoCoreOptions } from '../../support/session-harness.ts'
import { englishWords } from '../../../electron/i18n/main-words.ts'
import { english } from '../../support/words-in.ts'

// Windows of about 115 days, aligned to the epoch: the next one opens far beyond any wait the app makes by itself
// (a start within two minutes of a boundary is a chance of one in 80,000; it is checked below all the same).
const WINDOW_MS = 10_000_000_000
const LIMIT = 8

let secrets: SecretServiceHandle
let svc: ReferenceService
let dir: string

before(async () => {
  secrets = await ensureSecretService()
  svc = await startReferenceService({
    port: 0,
    bridges: 3000,
    rateLimit: LIMIT,
    windowMs: WINDOW_MS,
    invalidAttempts: 1_000_000,
  })
  dir = await mkdtemp(join(tmpdir(), 'bx-wait-refused-'))
})

after(async () => {
  await svc.stop()
  await rm(dir, { recursive: true, force: true })
  await secrets.stop()
})

test('a wait the app chose not to make is said as such, with nothing sent, never as a failed request', async (t) => {
  const untilNext = WINDOW_MS - (Date.now() % WINDOW_MS)
  if (untilNext < 10 * 60_000) {
    t.skip('the service’s next rate window opens within 10 minutes: the app would wait for it')
    return
  }
  const core = await createExplorerCore({ ...demoCoreOptions(svc, dir), demo: null })
  try {
    const { key } = ok(
      await core.handlers['keys:add']({ key: svc.demoKeys!.full, label: 'k', serviceUrl: svc.baseUrl }),
    )
    const statusUntil = async (done: (s: CatalogueStatus) => boolean): Promise<CatalogueStatus> => {
      const end = Date.now() + 30_000
      for (;;) {
        const s = ok(await core.handlers['catalogue:status'](undefined))
        if (done(s) || Date.now() > end) return s
        await new Promise((r) => setTimeout(r, 20))
      }
    }
    // The walk spends the window; the service said none is left until a reset days away, so the walk's next page is
    // not sent (one gate per service: README, "Rate limits"): said as the app's choice, with when it goes on, never
    // "the last request failed … trying again soon" nor a 429 earned by asking anyway.
    const asked = await statusUntil((s) => /sends nothing by itself/.test(s.text))
    assert.match(
      asked.text,
      /^Catalogue: [\d,]+ bridges; the service said no request is left until its window resets in about \d+ (days|months), so the app sends nothing by itself\. Your own requests still go; the catalogue goes on once the service says requests are left\.$/,
    )

    // The user's own requests spend what is left, then the next one is still sent: a reset more than a day ahead
    // is not believed as a window, so only background work holds back (README, "Rate limits"); the service's 429
    // with its wait of days is said as the service's ask, never as a failure.
    let refused = null
    for (let i = 0; i < LIMIT + 1 && refused === null; i++) {
      const r = await core.handlers['bridges:list']({ requestId: `user-${i}`, limit: 5 })
      if (!r.ok) refused = r.error
    }
    assert.ok(refused !== null, 'a user request was refused once the window was spent')
    assert.deepEqual([refused.kind, refused.status], ['wait_too_long', 429])
    assert.match(
      refused.message,
      /^the service asked for a wait of \d+ s \(429\), longer than the app waits by itself$/,
    )
    const said = explainError(refused, englishWords)
    assert.equal(said.title, 'The service asked for a long wait')
    assert.match(said.explanation, /longer than the app waits by itself, so the app did not try again/)
    assert.match(said.nextStep, /^Try again after .+, when the wait is over\.$/)
    assert.doesNotMatch(`${said.title} ${said.explanation}`, /failed|tried again/i)

    // The key's check asks nothing either: not "service not answering", not "could not be checked (429)".
    const check = ok(await core.handlers['keys:check']({ id: key.id }))
    assert.deepEqual(
      [check.state, check.problem?.kind, check.problem?.status],
      ['unreachable', 'wait_too_long', null],
    )
    assert.match(check.summary, /^The key was not checked: .* so nothing was sent\. Check again after /)
    assert.equal(
      english(presentState(check.state, check.problem).said),
      'Not checked: the rate limit is used up for now',
    )
    // The check woke the walk: its next page is not sent either, and the line says so.
    const refusedWalk = await statusUntil((s) => /sends nothing by itself/.test(s.text))
    assert.match(
      refusedWalk.text,
      /^Catalogue: [\d,]+ bridges; the service said no request is left until its window resets in about \d+ (days|months), so the app sends nothing by itself\. Your own requests still go; the catalogue goes on once the service says requests are left\.$/,
    )
  } finally {
    for (const k of ok(await core.handlers['keys:list'](undefined)))
      await core.handlers['keys:remove']({ id: k.id })
    await core.close()
  }
})
