import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import {
  eventChannels,
  invokeChannels,
  type EventChannel,
  type InvokeChannel,
} from '../../../../shared/ipc/contract.ts'
import { startPreviewServer, type PreviewServer } from '../../../../electron/preview/server.ts'
import { createHttpExplorer } from '../../../../renderer/src/lib/explorer-http.ts'
import { nextTask } from '../../../../renderer/src/lib/next-task.ts'
import { createFakeCore, type FakeCore } from '../../preview/fake-core.ts'

const TOKEN = 'transport-test-token'
const channels = Object.keys(invokeChannels) as InvokeChannel[]

describe('renderer transport: method table', () => {
  test('every invoke channel of the contract has its named method, posting to /ipc/<channel> with the token', async () => {
    const seen: { url: string; init: RequestInit | undefined }[] = []
    const api = createHttpExplorer({
      baseUrl: 'http://preview.test',
      token: TOKEN,
      fetch: async (url, init) => {
        seen.push({ url: String(url), init })
        return Response.json({ ok: true, value: null })
      },
    }) as unknown as Record<string, (payload?: unknown) => Promise<unknown>>
    for (const channel of channels) {
      const method = invokeChannels[channel].method
      assert.equal(typeof api[method], 'function', `${method} for ${channel}`)
      await api[method]?.({ probe: channel })
    }
    assert.deepEqual(
      seen.map((s) => s.url),
      channels.map((c) => `http://preview.test/ipc/${c}`),
    )
    for (const { init } of seen) {
      assert.equal(init?.method, 'POST')
      assert.equal(new Headers(init?.headers).get('X-Explorer-Token'), TOKEN)
    }
  })

  test('each call is numbered in the order it was made, under an id of its page alone (the server keeps that order)', async () => {
    const orders = (sent: RequestInit[]): string[] =>
      sent.map((init) => new Headers(init.headers).get('X-Explorer-Order') ?? 'none')
    const make = () => {
      const sent: RequestInit[] = []
      const api = createHttpExplorer({
        baseUrl: '',
        token: TOKEN,
        fetch: async (_url, init) => {
          sent.push(init ?? {})
          return Response.json({ ok: true, value: null })
        },
      })
      return { api, sent }
    }
    const one = make()
    // Made in one task, sent from later ones: the numbers are those of the making.
    await Promise.all([one.api.getPreferences(), one.api.listKeys(), one.api.getPreferences()])
    const [first, second, third] = orders(one.sent)
    const page = first?.split('.')[0] ?? ''
    assert.match(first ?? '', /^[0-9a-f-]{36}\.0$/)
    assert.deepEqual([second, third], [`${page}.1`, `${page}.2`])
    const other = make()
    await other.api.getPreferences()
    assert.notEqual(orders(other.sent)[0]?.split('.')[0], page, 'another page numbers its calls apart')
  })

  test('the API has exactly the contract methods plus on', () => {
    const api = createHttpExplorer({ baseUrl: '', token: null, fetch: async () => Response.json(null) })
    const expected = [...channels.map((c) => invokeChannels[c].method), 'on'].sort()
    assert.deepEqual(Object.keys(api).sort(), expected)
  })
})

describe('renderer transport: failures resolve, never throw', () => {
  test('a network failure resolves to a preview_unreachable transport error', async () => {
    const api = createHttpExplorer({
      baseUrl: 'http://preview.test',
      token: TOKEN,
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    const r = await api.listKeys()
    assert.equal(r.ok, false)
    assert.equal(!r.ok && r.error.kind, 'transport')
    assert.equal(!r.ok && r.error.code, 'preview_unreachable')
  })

  test('a non-JSON answer resolves to a preview_unreachable error with its status', async () => {
    const api = createHttpExplorer({
      baseUrl: '',
      token: TOKEN,
      fetch: async () => new Response('<html>proxy error</html>', { status: 502 }),
    })
    const r = await api.listKeys()
    assert.deepEqual(!r.ok && [r.error.code, r.error.status], ['preview_unreachable', 502])
  })

  test('a stopped server resolves to preview_unreachable', async () => {
    const server = await startPreviewServer({
      core: createFakeCore(),
      staticDir: '/nonexistent',
      token: TOKEN,
    })
    const baseUrl = `http://127.0.0.1:${server.port}`
    await server.close()
    const r = await createHttpExplorer({ baseUrl, token: TOKEN }).getAppInfo()
    assert.equal(!r.ok && r.error.code, 'preview_unreachable')
  })
})

describe('renderer transport against the preview server (fake core)', () => {
  let server: PreviewServer
  let core: FakeCore
  let baseUrl: string
  before(async () => {
    core = createFakeCore()
    server = await startPreviewServer({ core, staticDir: '/nonexistent', token: TOKEN })
    baseUrl = `http://127.0.0.1:${server.port}`
  })
  after(() => server.close())

  test('a method returns the handler result', async () => {
    const api = createHttpExplorer({ baseUrl, token: TOKEN })
    const r = await api.getBridge({ requestId: 'r1', slug: 'brug' })
    assert.deepEqual(r, {
      ok: true,
      value: { channel: 'bridges:get', payload: { requestId: 'r1', slug: 'brug' } },
    })
  })

  test('a wrong token passes the server refusal through', async () => {
    const r = await createHttpExplorer({ baseUrl, token: 'wrong' }).listKeys()
    assert.equal(!r.ok && r.error.code, 'forbidden_token')
  })

  test('on() delivers events over one shared stream and the last unsubscribe closes it', async () => {
    const api = createHttpExplorer({ baseUrl, token: TOKEN })
    const got: unknown[] = []
    let offA = (): void => undefined
    const received = new Promise<void>((resolve) => {
      offA = api.on('log:did-add', (entry) => {
        got.push(entry)
        resolve()
      })
    })
    const offB = api.on('keys:did-change', () => undefined)
    try {
      await core.subscribed('log:did-add')
      // One stream subscribes once per event channel: a second connection would double this.
      assert.equal(core.listenerCount(), eventChannels.length)
      core.emit('log:did-add', { id: 'entry-1' })
      await received
      assert.deepEqual(got, [{ id: 'entry-1' }])
    } finally {
      offA()
      offB()
    }
    await core.idle()
    assert.equal(core.listenerCount(), 0)
  })
})

describe('events over the transport', () => {
  test('events not in the contract are ignored', async () => {
    const core = createFakeCore()
    const server = await startPreviewServer({ core, staticDir: '/nonexistent', token: TOKEN })
    try {
      const api = createHttpExplorer({ baseUrl: `http://127.0.0.1:${server.port}`, token: TOKEN })
      const seen: string[] = []
      let off = (): void => undefined
      const done = new Promise<void>((resolve) => {
        off = api.on('notices:did-add', () => {
          seen.push('notice')
          resolve()
        })
      })
      try {
        await core.subscribed('notices:did-add')
        core.emit('made-up:event' as EventChannel, {})
        core.emit('notices:did-add', {})
        await done
        assert.deepEqual(seen, ['notice'])
      } finally {
        off()
      }
    } finally {
      await server.close()
    }
  })
})

describe('renderer transport: calls made while the page is hidden outlive it', () => {
  // A stand-in for the page's document (Node has none): only the visibility the transport reads.
  const scope = globalThis as { document?: { visibilityState: string } }
  const withVisibility = async (state: string, run: () => Promise<void>): Promise<void> => {
    scope.document = { visibilityState: state }
    try {
      await run()
    } finally {
      delete scope.document
    }
  }
  const recording = () => {
    const sent: (RequestInit | undefined)[] = []
    const held: (() => void)[] = []
    const api = createHttpExplorer({
      baseUrl: 'http://preview.test',
      token: TOKEN,
      // Answers only when released, so several calls are in flight at once.
      fetch: (_url, init) => {
        sent.push(init)
        return new Promise((resolve) => held.push(() => resolve(Response.json({ ok: true, value: null }))))
      },
    })
    return { api, sent, release: () => held.splice(0).forEach((answer) => answer()) }
  }

  test('hidden: keepalive, with the token header; visible: an ordinary call', async () => {
    const { api, sent, release } = recording()
    await withVisibility('visible', async () => {
      const call = api.getAppInfo()
      // Sent from a task of its own (the calls a view's effects make add nothing to their task): not yet.
      await Promise.resolve()
      assert.equal(sent.length, 0, 'a shown page sends from the next task')
      await nextTask()
      assert.equal(sent.length, 1)
      release()
      await call
    })
    await withVisibility('hidden', async () => {
      const call = api.putQueryCache({ entry: '{}', target: 't' })
      release()
      await call
    })
    assert.equal(sent[0]?.keepalive, undefined)
    assert.equal(sent[1]?.keepalive, true)
    assert.equal(new Headers(sent[1]?.headers).get('X-Explorer-Token'), TOKEN)
  })

  test('a call made once the page is going away (pagehide) goes at once, though the page may still say it is visible', async () => {
    // A stand-in for the window's events (Node's globalThis has none): the transport listens when it is made.
    const page = globalThis as { addEventListener?: (type: string, listener: () => void) => void }
    const listeners = new Map<string, () => void>()
    page.addEventListener = (type, listener) => listeners.set(type, listener)
    try {
      const { api, sent, release } = recording()
      await withVisibility('visible', async () => {
        listeners.get('pagehide')?.()
        const call = api.getAppInfo()
        assert.equal(sent.length, 1, 'sent before the page is gone, not in a next task that never comes')
        release()
        await call
        listeners.get('pageshow')?.()
        const later = api.getAppInfo()
        assert.equal(sent.length, 1, 'shown again: from the next task')
        await nextTask()
        release()
        await later
      })
    } finally {
      delete page.addEventListener
    }
  })

  test('keepalive bodies in flight stay within the browser’s 64 KiB: the call over it goes without keepalive', async () => {
    const { api, sent, release } = recording()
    const entry = 'x'.repeat(25 * 1024)
    await withVisibility('hidden', async () => {
      const calls = [1, 2, 3].map(() => api.putQueryCache({ entry, target: 't' }))
      release()
      await Promise.all(calls)
      const after = api.putQueryCache({ entry, target: 't' })
      release()
      await after
    })
    assert.deepEqual(
      sent.map((init) => init?.keepalive === true),
      [true, true, false, true],
    )
  })
})
