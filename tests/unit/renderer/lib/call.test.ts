// How a renderer call turns an IpcResult into a value or a thrown ExplorerError, and how an abandoned query is
// cancelled across the bridge. The bridge is a recording fake of the preload's `explorer` global (a test double: there is no
// preload under Node); only cancelRequest is needed.
import assert from 'node:assert/strict'
import { afterEach, beforeEach, test } from 'node:test'
import type { IpcError, IpcResult } from '../../../../shared/ipc/common.ts'
import { cancellable, ExplorerError, newRequestId, unwrap } from '../../../../renderer/src/lib/call.ts'

const refused: IpcError = {
  kind: 'api',
  code: 'rate_limited',
  message: 'slow down',
  status: 429,
  retryAt: 1_700_000_000_000,
  missingScope: null,
  field: null,
}

let cancelled: string[] = []
const g = globalThis as { explorer?: unknown }
beforeEach(() => {
  cancelled = []
  g.explorer = {
    cancelRequest: async ({ requestId }: { requestId: string }) => {
      cancelled.push(requestId)
      return { ok: true, value: null }
    },
  }
})
afterEach(() => {
  delete g.explorer
})

test('unwrap gives the value of a success and throws an ExplorerError carrying the whole error otherwise', async () => {
  assert.equal(await unwrap(Promise.resolve({ ok: true, value: 0 } as IpcResult<number>)), 0)
  const thrown = await unwrap(Promise.resolve({ ok: false, error: refused } as IpcResult<number>)).catch(
    (e: unknown) => e,
  )
  assert.ok(thrown instanceof ExplorerError)
  assert.ok(thrown instanceof Error, 'TanStack Query and error boundaries expect an Error')
  assert.equal(thrown.name, 'ExplorerError')
  assert.equal(thrown.message, 'slow down')
  assert.deepEqual(thrown.error, refused)
})

test('a query already abandoned is not sent: it fails as cancelled and nothing crosses the bridge', async () => {
  const controller = new AbortController()
  controller.abort()
  let ran = false
  const thrown = await cancellable(controller.signal, async () => {
    ran = true
    return { ok: true, value: 1 }
  }).catch((e: unknown) => e)
  assert.equal(ran, false)
  assert.ok(thrown instanceof ExplorerError)
  assert.equal(thrown.error.kind, 'cancelled')
  assert.equal(thrown.error.code, 'cancelled')
  assert.deepEqual(cancelled, [])
})

test('abandoning a query in flight cancels that very request in main, once', async () => {
  const controller = new AbortController()
  let seenId = ''
  let answer: (r: IpcResult<string>) => void = () => undefined
  const call = cancellable(controller.signal, (requestId) => {
    seenId = requestId
    return new Promise<IpcResult<string>>((resolve) => (answer = resolve))
  })
  controller.abort()
  controller.abort()
  answer({ ok: true, value: 'late' })
  assert.equal(await call, 'late')
  assert.notEqual(seenId, '')
  assert.deepEqual(cancelled, [seenId])
})

test('once a call has settled, aborting its signal cancels nothing (the listener is gone)', async () => {
  const controller = new AbortController()
  assert.equal(await cancellable(controller.signal, async () => ({ ok: true, value: 'done' })), 'done')
  controller.abort()
  assert.deepEqual(cancelled, [])
})

test('without a signal the call runs with a request id of its own; ids never repeat', async () => {
  const ids = new Set<string>()
  for (let i = 0; i < 50; i++) {
    await cancellable(undefined, async (requestId) => {
      ids.add(requestId)
      return { ok: true, value: null }
    })
  }
  ids.add(newRequestId())
  assert.equal(ids.size, 51)
})
