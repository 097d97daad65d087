// bindChannels with a test double for ipcMain and a fake core: the path every IPC call takes in main.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { eventChannels, invokeChannels, type EventChannel } from '../../../../shared/ipc/contract.ts'
import type { CorePort } from '../../../../electron/core/app/index.ts'
import { trustedOrigins } from '../../../../electron/protocol/app-origin.ts'
import {
  bindChannels,
  type HandlerRegistry,
  type InvokeEventLike,
} from '../../../../electron/ipc/bind-channels.ts'

type Listener = (event: InvokeEventLike, payload: unknown) => Promise<unknown>

function setup(options: { throwing?: boolean } = {}) {
  const handlers = new Map<string, Listener>()
  const registry: HandlerRegistry = {
    handle: (channel, listener) => {
      assert.ok(!handlers.has(channel), `${channel} bound twice`)
      handlers.set(channel, listener)
    },
    removeHandler: (channel) => handlers.delete(channel),
  }
  const calls: { channel: string; payload: unknown }[] = []
  const subscribers = new Map<string, (payload: unknown) => void>()
  const core = {
    handlers: Object.fromEntries(
      Object.keys(invokeChannels).map((channel) => [
        channel,
        async (payload: unknown) => {
          if (options.throwing === true) throw new Error('boom')
          calls.push({ channel, payload })
          return { ok: true, value: channel }
        },
      ]),
    ),
    events: {
      on: (event: string, listener: (payload: unknown) => void) => {
        subscribers.set(event, listener)
        return () => subscribers.delete(event)
      },
    },
  } as unknown as CorePort
  const sent: { channel: EventChannel; payload: unknown }[] = []
  const logs: string[] = []
  const unbind = bindChannels({
    registry,
    core,
    windowId: () => 1,
    trustedOrigins: trustedOrigins(undefined, true),
    sendEvent: (channel, payload) => sent.push({ channel, payload }),
    log: (m) => logs.push(m),
  })
  return { handlers, calls, subscribers, sent, logs, unbind }
}

const fromOurWindow: InvokeEventLike = {
  sender: { id: 1 },
  senderFrame: { url: 'app://bridge-explorer/index.html', parent: null },
}

describe('binding the IPC channels', () => {
  test('every contract channel is bound, and nothing else', () => {
    const { handlers } = setup()
    assert.deepEqual([...handlers.keys()].sort(), Object.keys(invokeChannels).sort())
  })

  test('a call from our main frame reaches the core handler with its payload', async () => {
    const { handlers, calls } = setup()
    const result = await handlers.get('bridges:get')?.(fromOurWindow, { requestId: 'r1', slug: 's' })
    assert.deepEqual(result, { ok: true, value: 'bridges:get' })
    assert.deepEqual(calls, [{ channel: 'bridges:get', payload: { requestId: 'r1', slug: 's' } }])
  })

  test('a call from a subframe gets untrusted_sender, is logged without its payload, and never reaches the core', async () => {
    const { handlers, calls, logs } = setup()
    const event: InvokeEventLike = {
      sender: { id: 1 },
      senderFrame: { url: 'app://bridge-explorer/index.html', parent: {} },
    }
    const result = (await handlers.get('keys:add')?.(event, { key: 'secret-value' })) as {
      ok: boolean
      error: { kind: string; code: string }
    }
    assert.equal(result.ok, false)
    assert.equal(result.error.kind, 'security')
    assert.equal(result.error.code, 'untrusted_sender')
    assert.deepEqual(calls, [])
    assert.equal(logs.length, 1)
    assert.match(logs[0] ?? '', /keys:add refused: sender is a subframe/)
    assert.doesNotMatch(logs[0] ?? '', /secret-value/)
  })

  test('a call from another web contents or another origin is refused', async () => {
    const { handlers, calls } = setup()
    const otherContents = { ...fromOurWindow, sender: { id: 2 } }
    const otherOrigin = { ...fromOurWindow, senderFrame: { url: 'https://evil.example/', parent: null } }
    for (const event of [otherContents, otherOrigin, { ...fromOurWindow, senderFrame: null }]) {
      const result = (await handlers.get('stats:get')?.(event, { requestId: 'r' })) as { ok: boolean }
      assert.equal(result.ok, false)
    }
    assert.deepEqual(calls, [])
  })

  test('a frame that throws when read (disposed) is treated as gone', async () => {
    const { handlers } = setup()
    const event = {
      sender: { id: 1 },
      get senderFrame(): never {
        throw new Error('Render frame was disposed')
      },
    }
    const result = (await handlers.get('stats:get')?.(event, { requestId: 'r' })) as { ok: boolean }
    assert.equal(result.ok, false)
  })

  test('a handler that throws still answers with a typed error, not a rejection', async () => {
    const { handlers } = setup({ throwing: true })
    const result = (await handlers.get('stats:get')?.(fromOurWindow, { requestId: 'r' })) as {
      ok: boolean
      error: { code: string }
    }
    assert.equal(result.ok, false)
    assert.equal(result.error.code, 'internal_error')
  })

  test('every core event is forwarded to the window on its own channel', () => {
    const { subscribers, sent } = setup()
    assert.deepEqual([...subscribers.keys()].sort(), [...eventChannels].sort())
    subscribers.get('keys:did-change')?.([])
    assert.deepEqual(sent, [{ channel: 'keys:did-change', payload: [] }])
  })

  test('unbinding removes every handler and every event subscription', () => {
    const { handlers, subscribers, unbind } = setup()
    unbind()
    assert.equal(handlers.size, 0)
    assert.equal(subscribers.size, 0)
  })
})
