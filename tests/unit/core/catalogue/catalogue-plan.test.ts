import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ApiError } from '../../../../electron/core/api/index.ts'
import { meaningOf, planStep, type StepFacts } from '../../../../electron/core/catalogue/catalogue-plan.ts'
import {
  CatalogueDiskFullError,
  type Checkpoint,
} from '../../../../electron/core/catalogue/catalogue-store.ts'

const HOUR = 3_600_000
const cp: Checkpoint = {
  walkId: 1,
  cursor: null,
  pages: 20,
  startedAt: null,
  completedAt: 10 * HOUR,
  toppedUpAt: 10 * HOUR,
  estimatedTotal: 2000,
  enabled: true,
}
const facts: StepFacts = {
  now: 10 * HOUR + 60_000,
  refreshMs: 24 * HOUR,
  topUpIntervalMs: 5 * 60_000,
  held: false,
  probe: false,
}

test('a catalogue never walked, or a walk under way, walks in full', () => {
  assert.deepEqual(planStep({ ...cp, completedAt: null, toppedUpAt: null }, facts), {
    kind: 'walk',
    full: true,
  })
  assert.deepEqual(planStep({ ...cp, startedAt: 9 * HOUR }, facts), { kind: 'walk', full: true })
  assert.deepEqual(planStep(cp, { ...facts, now: 35 * HOUR }), { kind: 'walk', full: true })
})

test('a complete catalogue sleeps until the next top-up, then tops up; a new key is probed at once', () => {
  assert.deepEqual(planStep(cp, facts), { kind: 'sleep', ms: 4 * 60_000 })
  assert.deepEqual(planStep(cp, { ...facts, now: 10 * HOUR + 5 * 60_000 }), { kind: 'walk', full: false })
  assert.deepEqual(planStep(cp, { ...facts, probe: true }), { kind: 'walk', full: false })
})

test('paused, refused or turned off: it sleeps until woken, asking nothing', () => {
  const never = { kind: 'sleep', ms: null }
  assert.deepEqual(planStep({ ...cp, completedAt: null }, { ...facts, held: true, probe: true }), never)
  assert.deepEqual(planStep({ ...cp, completedAt: null, enabled: false }, facts), never)
})

test('what a failure means: the key refused or short of scope pauses, the rest waits or sets the file aside', () => {
  const revoked = new ApiError('revoked', { kind: 'key_blocked', code: 'key_revoked' })
  assert.deepEqual(meaningOf(revoked, 0, 60_000), { kind: 'key', reason: 'key_refused', error: revoked })
  const scope = new ApiError('scope', { kind: 'api', code: 'insufficient_scope', status: 403 })
  assert.deepEqual(meaningOf(scope, 0, 60_000), { kind: 'key', reason: 'key_scope', error: scope })
  const cancelled = new ApiError('cancelled', { kind: 'cancelled', code: 'cancelled' })
  assert.deepEqual(meaningOf(cancelled, 0, 60_000), { kind: 'cancelled' })
  assert.equal(meaningOf(new CatalogueDiskFullError(new Error('full')), 0, 60_000).kind, 'disk_full')
  // Nothing was sent: the keychain would not give the key, which is a wait for the keychain, not a refusal.
  const unreadable = new ApiError('locked', { kind: 'key_unreadable', code: 'keychain_unavailable' })
  assert.deepEqual(meaningOf(unreadable, 0, 60_000), { kind: 'keychain' })
  assert.equal(meaningOf(Object.assign(new Error('bad'), { errcode: 11 }), 0, 60_000).kind, 'corrupt')
})

test('a rate limit waits until the service said, never less than the retry delay', () => {
  const limited = new ApiError('slow down', { kind: 'api', code: 'rate_limited', status: 429 })
  limited.retryAt = 200_000
  assert.deepEqual(meaningOf(limited, 0, 60_000), { kind: 'retry', message: 'slow down', waitMs: 200_000 })
  limited.retryAt = 1000
  assert.equal((meaningOf(limited, 0, 60_000) as { waitMs: number }).waitMs, 60_000)
  assert.deepEqual(meaningOf('boom', 0, 60_000), { kind: 'retry', message: 'boom', waitMs: 60_000 })
})
