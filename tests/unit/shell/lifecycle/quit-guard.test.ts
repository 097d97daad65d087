import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createQuitGuard } from '../../../../electron/lifecycle/quit-guard.ts'

/** A promise and the function that settles it (the lib target predates Promise.withResolvers). */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

test('the first quit waits for the host to stop, then quits again and is let through', async () => {
  let stops = 0
  const quitCalled = deferred()
  let releaseStop: () => void = () => undefined
  const guard = createQuitGuard(
    () => {
      stops++
      return new Promise<void>((resolve) => (releaseStop = resolve))
    },
    () => quitCalled.resolve(),
    () => undefined,
  )
  assert.equal(guard.beforeQuit(), false)
  assert.equal(guard.beforeQuit(), false, 'a second quit while stopping is held too')
  assert.equal(stops, 1, 'stop runs once')
  releaseStop()
  await quitCalled.promise
  assert.equal(guard.beforeQuit(), true)
})

test('a failing stop is logged and the app still quits', async () => {
  const logs: string[] = []
  const quitCalled = deferred()
  const guard = createQuitGuard(
    () => Promise.reject(new Error('sqlite busy')),
    () => quitCalled.resolve(),
    (m) => logs.push(m),
  )
  assert.equal(guard.beforeQuit(), false)
  await quitCalled.promise
  assert.equal(guard.beforeQuit(), true)
  assert.match(logs[0] ?? '', /sqlite busy/)
})
