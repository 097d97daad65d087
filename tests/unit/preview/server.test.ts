import assert from 'node:assert/strict'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { PERMISSIONS_POLICY } from '../../../electron/protocol/permissions-policy.ts'
import { CSP } from '../../../electron/preview/replies.ts'
import { startPreviewServer, type PreviewServer } from '../../../electron/preview/server.ts'
import { createFakeCore, type FakeCore } from './fake-core.ts'
import { rawRequest } from './raw-http.ts'

const TOKEN = 'test-token-not-secret'

describe('preview server (with a fake core)', () => {
  let dir: string
  let server: PreviewServer
  let core: FakeCore
  const auth = (): Record<string, string> => ({
    'X-Explorer-Token': TOKEN,
    'Content-Type': 'application/json',
  })

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bx-preview-'))
    await mkdir(join(dir, 'www', 'assets'), { recursive: true })
    await writeFile(join(dir, 'www', 'index.html'), '<!doctype html><title>x</title>')
    await writeFile(join(dir, 'www', 'assets', 'app.js'), 'console.log(1)')
    await writeFile(join(dir, 'secret.txt'), 'outside the root')
    await symlink(join(dir, 'secret.txt'), join(dir, 'www', 'link.txt'))
    core = createFakeCore()
    server = await startPreviewServer({ core, staticDir: join(dir, 'www'), token: TOKEN })
  })
  after(async () => {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  })

  test('the URL carries the token in the fragment, never in the path or query', () => {
    const url = new URL(server.url)
    assert.equal(url.hostname, '127.0.0.1')
    assert.equal(url.hash, `#token=${TOKEN}`)
    assert.equal(url.pathname, '/')
    // The query holds the one-time start ticket only (electron/preview/guard.ts), never the token.
    assert.deepEqual([...url.searchParams.keys()], ['start'])
    assert.ok(!url.search.includes(TOKEN))
  })

  test('a call with the token returns the handler result', async () => {
    const r = await rawRequest(server.port, '/ipc/bridges:get', {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({ requestId: 'r1', slug: 'a' }),
    })
    assert.equal(r.status, 200)
    assert.deepEqual(JSON.parse(r.text), {
      ok: true,
      value: { channel: 'bridges:get', payload: { requestId: 'r1', slug: 'a' } },
    })
  })

  test('an empty body reaches the handler as no payload', async () => {
    const r = await rawRequest(server.port, '/ipc/keys:list', { method: 'POST', headers: auth() })
    assert.deepEqual(JSON.parse(r.text).value, { channel: 'keys:list', payload: null })
  })

  for (const [name, headers] of [
    ['without the token', {}],
    ['with a wrong token', { 'X-Explorer-Token': `${TOKEN}x` }],
  ] as const) {
    test(`a call ${name} is refused with 403 and never reaches the core`, async () => {
      const before = core.calls.length
      const r = await rawRequest(server.port, '/ipc/keys:list', { method: 'POST', headers, body: 'null' })
      assert.equal(r.status, 403)
      assert.equal(JSON.parse(r.text).error.code, 'forbidden_token')
      assert.equal(core.calls.length, before)
    })
  }

  test('the event stream without the token is refused with 403', async () => {
    const r = await rawRequest(server.port, '/events')
    assert.equal(r.status, 403)
  })

  test('a foreign Host header is refused with 403 (DNS rebinding)', async () => {
    const r = await rawRequest(server.port, '/ipc/keys:list', {
      method: 'POST',
      headers: { ...auth(), Host: `evil.example:${server.port}` },
    })
    assert.equal(r.status, 403)
    assert.equal(JSON.parse(r.text).error.code, 'forbidden_host')
    const page = await rawRequest(server.port, '/', { headers: { Host: `127.0.0.1:${server.port + 1}` } })
    assert.equal(page.status, 403)
  })

  test('localhost with the right port is accepted as Host', async () => {
    const r = await rawRequest(server.port, '/', { headers: { Host: `localhost:${server.port}` } })
    assert.equal(r.status, 200)
  })

  test('a cross-site Origin is refused with 403, the own origin is accepted', async () => {
    const bad = await rawRequest(server.port, '/ipc/keys:list', {
      method: 'POST',
      headers: { ...auth(), Origin: 'https://evil.example' },
    })
    assert.equal(bad.status, 403)
    assert.equal(JSON.parse(bad.text).error.code, 'forbidden_origin')
    const good = await rawRequest(server.port, '/ipc/keys:list', {
      method: 'POST',
      headers: { ...auth(), Origin: `http://127.0.0.1:${server.port}` },
    })
    assert.equal(good.status, 200)
  })

  test('an unknown channel gives 404 JSON', async () => {
    const r = await rawRequest(server.port, '/ipc/keys:steal', { method: 'POST', headers: auth() })
    assert.equal(r.status, 404)
    assert.equal(JSON.parse(r.text).error.code, 'unknown_channel')
  })

  test('a non-JSON body gives 400 JSON', async () => {
    const r = await rawRequest(server.port, '/ipc/keys:list', {
      method: 'POST',
      headers: auth(),
      body: '{nope',
    })
    assert.equal(r.status, 400)
    assert.equal(JSON.parse(r.text).error.code, 'invalid_json')
  })

  test('a body over 1 MB is refused with 413, declared or streamed', async () => {
    const big = Buffer.alloc(1024 * 1024 + 1, 0x20)
    const declared = await rawRequest(server.port, '/ipc/keys:list', {
      method: 'POST',
      headers: auth(),
      body: big,
    })
    assert.equal(declared.status, 413)
    const chunked = await rawRequest(server.port, '/ipc/keys:list', {
      method: 'POST',
      headers: { ...auth(), 'Transfer-Encoding': 'chunked' },
      body: big,
    })
    assert.equal(chunked.status, 413)
    assert.equal(JSON.parse(chunked.text).error.code, 'payload_too_large')
  })

  test('GET on a call is refused with 405', async () => {
    const r = await rawRequest(server.port, '/ipc/keys:list', { headers: auth() })
    assert.equal(r.status, 405)
  })

  test('the page is served with the strict CSP and the document headers', async () => {
    const r = await rawRequest(server.port, '/')
    assert.equal(r.status, 200)
    assert.match(String(r.headers['content-type']), /^text\/html/)
    assert.equal(r.headers['content-security-policy'], CSP)
    assert.equal(r.headers['x-content-type-options'], 'nosniff')
    assert.equal(r.headers['referrer-policy'], 'no-referrer')
    assert.equal(r.headers['cross-origin-opener-policy'], 'same-origin')
    assert.equal(r.headers['permissions-policy'], PERMISSIONS_POLICY)
    assert.match(r.text, /<title>x<\/title>/)
  })

  test('assets are served with their content type', async () => {
    const r = await rawRequest(server.port, '/assets/app.js?v=1')
    assert.equal(r.status, 200)
    assert.match(String(r.headers['content-type']), /^text\/javascript/)
  })

  for (const path of [
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/..\\secret.txt',
  ]) {
    test(`path traversal ${path} is refused`, async () => {
      const r = await rawRequest(server.port, path)
      assert.ok(r.status === 400 || r.status === 404, `status ${r.status}`)
      assert.doesNotMatch(r.text, /outside the root/)
    })
  }

  test('a symlink leading out of the folder is not followed', async () => {
    const r = await rawRequest(server.port, '/link.txt')
    assert.equal(r.status, 404)
    assert.doesNotMatch(r.text, /outside the root/)
  })

  test('the event stream delivers each core event as a server-sent event', async () => {
    const controller = new AbortController()
    const res = await fetch(`http://127.0.0.1:${server.port}/events`, {
      headers: { 'X-Explorer-Token': TOKEN },
      signal: controller.signal,
    })
    assert.equal(res.status, 200)
    assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/)
    await core.subscribed('log:did-add')
    core.emit('log:did-add', { id: 'e1' })
    const reader = (res.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let text = ''
    while (!text.includes('data: {"id":"e1"}\n\n')) {
      const { value, done } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
    }
    assert.match(text, /event: log:did-add\ndata: \{"id":"e1"\}\n\n/)
    controller.abort()
  })
})

describe('preview server: tabs going away', () => {
  test('when the last event stream closes, the server says every tab is gone (after its grace)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bx-preview-tabs-'))
    let gone = (): void => undefined
    const everyTabGone = new Promise<void>((resolve) => (gone = resolve))
    let calls = 0
    const core = createFakeCore()
    const server = await startPreviewServer({
      core,
      staticDir: dir,
      token: TOKEN,
      tabGraceMs: 0,
      onEveryTabGone: () => {
        calls++
        gone()
      },
    })
    try {
      const controller = new AbortController()
      const res = await fetch(`http://127.0.0.1:${server.port}/events`, {
        headers: { 'X-Explorer-Token': TOKEN },
        signal: controller.signal,
      })
      assert.equal(res.status, 200)
      await core.subscribed('export:did-progress')
      assert.equal(calls, 0, 'a connected tab is not gone')
      controller.abort()
      await everyTabGone
      assert.equal(calls, 1)
    } finally {
      await server.close()
      await rm(dir, { recursive: true, force: true })
    }
  })
})
