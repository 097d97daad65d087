// The preload's API table, built with a test double for ipcRenderer (Electron cannot run here).
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { eventChannels, invokeChannels } from '../../../../shared/ipc/contract.ts'
import {
  buildExplorerApi,
  type IpcRendererLike,
  type RendererListener,
} from '../../../../electron/preload/preload-api.ts'

/** Test double: records invokes and keeps listeners per channel, like ipcRenderer's EventEmitter. */
function fakeIpcRenderer() {
  const invoked: { channel: string; payload: unknown }[] = []
  const listeners = new Map<string, Set<RendererListener>>()
  const ipc: IpcRendererLike = {
    invoke: async (channel, payload) => {
      invoked.push({ channel, payload })
      return { ok: true, value: channel }
    },
    on: (channel, listener) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set())
      listeners.get(channel)?.add(listener)
    },
    removeListener: (channel, listener) => listeners.get(channel)?.delete(listener),
  }
  const emit = (channel: string, payload: unknown): void => {
    for (const listener of listeners.get(channel) ?? [])
      listener({ sender: 'the ipcRenderer itself' }, payload)
  }
  return { ipc, invoked, listeners, emit }
}

describe('window.explorer', () => {
  test("its methods are exactly the contract's method names, plus on", () => {
    const api = buildExplorerApi(fakeIpcRenderer().ipc)
    const expected = [...Object.values(invokeChannels).map((c) => c.method), 'on'].sort()
    assert.deepEqual(Object.keys(api).sort(), expected)
  })

  test('there is no generic invoke, send or raw ipcRenderer', () => {
    const api = buildExplorerApi(fakeIpcRenderer().ipc) as unknown as Record<string, unknown>
    for (const name of ['invoke', 'send', 'sendSync', 'ipcRenderer', 'removeAllListeners']) {
      assert.equal(name in api, false, name)
    }
  })

  test('every method invokes its own channel with the payload, and only the first argument', async () => {
    const { ipc, invoked } = fakeIpcRenderer()
    const api = buildExplorerApi(ipc) as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>
    for (const [channel, { method }] of Object.entries(invokeChannels)) {
      const fn = api[method]
      assert.ok(fn, method)
      const result = await fn({ marker: channel }, 'a second, unvalidated argument')
      assert.deepEqual(result, { ok: true, value: channel })
    }
    assert.deepEqual(
      invoked,
      Object.keys(invokeChannels).map((channel) => ({ channel, payload: { marker: channel } })),
    )
  })

  test('the API object is frozen', () => {
    const api = buildExplorerApi(fakeIpcRenderer().ipc)
    assert.equal(Object.isFrozen(api), true)
  })
})

describe('window.explorer.on', () => {
  test('a declared event reaches the listener with the payload only, never the Electron event', () => {
    const { ipc, emit } = fakeIpcRenderer()
    const api = buildExplorerApi(ipc)
    const received: unknown[][] = []
    api.on('navigation:did-request', (...args: unknown[]) => received.push(args))
    emit('navigation:did-request', { view: 'bridge', id: 'x' })
    assert.deepEqual(received, [[{ view: 'bridge', id: 'x' }]])
  })

  test('the returned function unsubscribes, and calling it twice is harmless', () => {
    const { ipc, emit, listeners } = fakeIpcRenderer()
    const api = buildExplorerApi(ipc)
    let calls = 0
    const off = api.on('log:did-add', () => calls++)
    emit('log:did-add', {})
    off()
    off()
    emit('log:did-add', {})
    assert.equal(calls, 1)
    assert.equal(listeners.get('log:did-add')?.size, 0)
  })

  test('every declared event channel can be subscribed', () => {
    const { ipc, listeners } = fakeIpcRenderer()
    const api = buildExplorerApi(ipc)
    for (const channel of eventChannels) api.on(channel, () => undefined)
    assert.deepEqual([...listeners.keys()].sort(), [...eventChannels].sort())
  })

  test('an undeclared channel or a non-function listener throws and subscribes nothing', () => {
    const { ipc, listeners } = fakeIpcRenderer()
    const api = buildExplorerApi(ipc) as unknown as { on: (e: unknown, l: unknown) => unknown }
    const before = [...listeners].map(([channel, set]) => [channel, set.size])
    assert.throws(() => api.on('keys:add', () => undefined), TypeError)
    assert.throws(() => api.on('ELECTRON_BROWSER_REQUIRE', () => undefined), TypeError)
    assert.throws(() => api.on('log:did-add', 'not a function'), TypeError)
    assert.deepEqual(
      [...listeners].map(([channel, set]) => [channel, set.size]),
      before,
    )
  })
})

describe('a deep link sent before the renderer subscribes', () => {
  const link = { view: 'bridge', id: 'golden-gate' }

  test('is held and handed to the first listener, once', async () => {
    const { ipc, emit } = fakeIpcRenderer()
    const api = buildExplorerApi(ipc)
    emit('navigation:did-request', { view: 'profile', id: 'older' })
    emit('navigation:did-request', link)
    const first: unknown[] = []
    const second: unknown[] = []
    api.on('navigation:did-request', (payload) => first.push(payload))
    api.on('navigation:did-request', (payload) => second.push(payload))
    await Promise.resolve()
    assert.deepEqual(first, [link], 'the latest link only, after on() returned')
    assert.deepEqual(second, [])
  })

  test('is not held while someone listens, nor delivered to a listener that left at once', async () => {
    const { ipc, emit } = fakeIpcRenderer()
    const api = buildExplorerApi(ipc)
    const received: unknown[] = []
    const off = api.on('navigation:did-request', (payload) => received.push(payload))
    emit('navigation:did-request', link)
    off()
    const later: unknown[] = []
    const offLaterListener = api.on('navigation:did-request', (payload) => later.push(payload))
    await Promise.resolve()
    assert.deepEqual(received, [link])
    assert.deepEqual(later, [], 'a link already delivered is not replayed')
    offLaterListener()
    emit('navigation:did-request', link)
    const quitter: unknown[] = []
    const offLater = api.on('navigation:did-request', (payload) => quitter.push(payload))
    offLater()
    await Promise.resolve()
    assert.deepEqual(quitter, [])
  })

  test('other events are never held', async () => {
    const { ipc, emit } = fakeIpcRenderer()
    const api = buildExplorerApi(ipc)
    emit('keys:did-change', [])
    const received: unknown[] = []
    api.on('keys:did-change', (payload) => received.push(payload))
    await Promise.resolve()
    assert.deepEqual(received, [])
  })
})
