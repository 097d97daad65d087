import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createServiceGate } from '../../../../electron/core/api/service-gate.ts'

const BASE = 'http://gate.test/v1/api'
const T = 1_800_000_000_000

test('a hold holds the service until the time asked, and a shorter hold never shortens it', () => {
  const gate = createServiceGate()
  let told = 0
  gate.onHold(`${BASE}/`, () => told++)
  gate.hold(BASE, T + 5_000, 'retry_after')
  gate.hold(BASE, T + 1_000, 'backoff')
  assert.deepEqual(gate.heldUntil(BASE, T), { until: T + 5_000, reason: 'retry_after' })
  assert.equal(told, 1, 'only a hold that starts or grows is told')
  assert.equal(gate.heldUntil('http://other.test/v1/api', T), null, 'another service is not held')
  assert.equal(gate.heldUntil(BASE, T + 5_000), null, 'over at the time asked')
})

test('one failing resource gets at most 4 automatic attempts in its window, whoever sends them', () => {
  const gate = createServiceGate()
  assert.deepEqual(gate.attempt(BASE, '/stats', T, true), { ok: true, counted: false })
  gate.failed(BASE, '/stats', T, T + 1_000, false)
  for (let i = 2; i <= 4; i++) {
    assert.deepEqual(gate.attempt(BASE, '/stats', T + i, true), { ok: true, counted: true }, `attempt ${i}`)
    gate.failed(BASE, '/stats', T + i, T + 1_000 + i, true)
  }
  const refused = gate.attempt(BASE, '/stats', T + 10, true)
  assert.equal(refused.ok, false)
  // The window is never shorter than the documented rate window (60 s), so a service asking for 1 s each time
  // still sees at most 4 attempts of one resource a minute.
  assert.deepEqual(refused, { ok: false, until: T + 60_004 })
  assert.equal(gate.attempt(BASE, '/bridges', T + 10, true).ok, true, 'another resource is not held back')
  assert.equal(
    gate.attempt(BASE, '/stats', T + 60_004, true).ok,
    true,
    'the window over, the resource may be asked',
  )
})

test('an attempt sent before the first failure came back is counted when it fails too', () => {
  const gate = createServiceGate()
  gate.failed(BASE, '/me', T, T + 1_000, false)
  gate.failed(BASE, '/me', T, T + 1_000, false)
  gate.attempt(BASE, '/me', T, true)
  gate.attempt(BASE, '/me', T, true)
  assert.equal(gate.attempt(BASE, '/me', T, true).ok, false)
})

test('an answer forgets the failures of its resource', () => {
  const gate = createServiceGate()
  for (let i = 0; i < 4; i++) gate.failed(BASE, '/stats', T, T + 1_000, false)
  gate.succeeded(`${BASE}/`, '/stats')
  assert.deepEqual(gate.attempt(BASE, '/stats', T, true), { ok: true, counted: false })
})

test('the user’s own ask of a failing resource always goes, and is counted', () => {
  const gate = createServiceGate()
  for (let i = 0; i < 4; i++) gate.failed(BASE, '/stats', T, T + 1_000, false)
  assert.equal(gate.attempt(BASE, '/stats', T, true).ok, false, 'a retry or a poll is held back')
  assert.deepEqual(gate.attempt(BASE, '/stats', T, false), { ok: true, counted: true })
})
