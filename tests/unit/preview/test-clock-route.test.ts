// POST /test/clock: the preview's test clock, moved with the token, absent unless the preview was started with one.
import assert from 'node:assert/strict'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { createMovableClock } from '../../../electron/core/api/movable-clock.ts'
import { startPreviewServer, type PreviewServer } from '../../../electron/preview/server.ts'
import { FakeClock } from '../core/api/fake-clock.ts'
import { createFakeCore } from './fake-core.ts'
import { rawRequest } from './raw-http.ts'

const TOKEN = 'test-token-not-secret'
const START = 1_900_000_000_000
const headers = { 'X-Explorer-Token': TOKEN, 'Content-Type': 'application/json' }

describe('the preview test clock', () => {
  let dir: string
  let withClock: PreviewServer
  let without: PreviewServer
  const real = new FakeClock()
  const clock = createMovableClock(START, real)
  let fired = 0

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bx-test-clock-'))
    await mkdir(join(dir, 'www'), { recursive: true })
    await writeFile(join(dir, 'www', 'index.html'), '<!doctype html><title>x</title>')
    const common = {
      core: createFakeCore(),
      staticDir: join(dir, 'www'),
      token: TOKEN,
      firstScreenFile: null,
    }
    withClock = await startPreviewServer({ ...common, testClock: clock })
    without = await startPreviewServer(common)
  })
  after(async () => {
    await withClock.close()
    await without.close()
    await rm(dir, { recursive: true, force: true })
  })

  test('moving it forward answers the new time and fires the core timers it passes', async () => {
    clock.setTimer(() => fired++, 60_000)
    const r = await rawRequest(withClock.port, '/test/clock', {
      method: 'POST',
      headers,
      body: JSON.stringify({ advanceMs: 60_000 }),
    })
    assert.equal(r.status, 200)
    assert.deepEqual(JSON.parse(r.text), { now: START + 60_000 })
    assert.equal(fired, 1)
  })

  test('it needs the per-run token, as every call does', async () => {
    const r = await rawRequest(withClock.port, '/test/clock', { method: 'POST', body: '{"advanceMs":1000}' })
    assert.equal(r.status, 403)
    assert.equal(clock.now(), START + 60_000, 'not moved')
  })

  test('a move backwards or by a non-number is refused with the reason, the clock unchanged', async () => {
    for (const body of ['{"advanceMs":-5}', '{"advanceMs":"10"}', '{"advanceMs":0.5}']) {
      const r = await rawRequest(withClock.port, '/test/clock', { method: 'POST', headers, body })
      assert.equal(r.status, 400, body)
      assert.match(JSON.parse(r.text).error.message, /only moves forward/)
    }
    assert.equal(clock.now(), START + 60_000)
  })

  test('a preview started without --test-clock has no such route', async () => {
    const r = await rawRequest(without.port, '/test/clock', {
      method: 'POST',
      headers,
      body: '{"advanceMs":1000}',
    })
    assert.notEqual(r.status, 200)
    assert.ok(!r.text.includes('"now"'))
  })
})
