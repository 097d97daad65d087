import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { access, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { after, before, describe, test } from 'node:test'
import { ensureSecretService, type SecretServiceHandle } from '../../support/secret-service.ts'
import { rawRequest } from '../../unit/preview/raw-http.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const BUILT_PAGE = join(ROOT, 'dist/renderer/index.html')

/** Starts the real CLI (real host, real demo service, real keychain) and resolves with its ready URL. */
async function startCli(
  userData: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: URL }> {
  const child = spawn(process.execPath, ['electron/preview/cli.ts', '--port', '0', '--user-data', userData], {
    cwd: ROOT,
    env: { ...process.env, ...env, XDG_CONFIG_HOME: join(userData, 'xdg') },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the preview exited (${String(code)}) before it was ready: ${stderr}`)
  })
  const ready = (async () => {
    for await (const line of lines) if (line.startsWith('Explorer ready at ')) return line
    throw new Error(`stdout ended without the ready line: ${stderr}`)
  })()
  const line = await Promise.race([ready, exited])
  return { child, url: new URL(line.slice('Explorer ready at '.length)) }
}

describe('npm run web (the preview CLI with the real host)', () => {
  let keychain: SecretServiceHandle
  let userData: string
  let child: ChildProcess
  let url: URL
  let token: string
  let port: number
  const call = (channel: string, body: unknown, headers: Record<string, string> = {}) =>
    rawRequest(port, `/ipc/${channel}`, {
      method: 'POST',
      headers: { 'X-Explorer-Token': token, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })

  before(async () => {
    keychain = await ensureSecretService()
    userData = await mkdtemp(join(tmpdir(), 'bx-preview-cli-'))
    ;({ child, url } = await startCli(userData, keychain.env))
    token = new URLSearchParams(url.hash.slice(1)).get('token') ?? ''
    port = Number(url.port)
  })
  after(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL')
      await once(child, 'exit')
    }
    await rm(userData, { recursive: true, force: true })
    await keychain.stop()
  })

  test('the ready line gives a loopback URL with a 32-byte token in the fragment', () => {
    assert.equal(url.hostname, '127.0.0.1')
    assert.equal(url.pathname, '/')
    assert.match(token, /^[A-Za-z0-9_-]{43}$/)
  })

  test('a call with the token returns the core handler result (demo mode by default)', async () => {
    const r = await call('app:get-info', null)
    assert.equal(r.status, 200)
    const body = JSON.parse(r.text)
    assert.equal(body.ok, true)
    assert.equal(body.value.mode, 'demo')
  })

  test('the core validates payloads itself: a bad payload is an IpcResult error, not a crash', async () => {
    const r = await call('bridges:get', { slug: 42 })
    const body = JSON.parse(r.text)
    assert.equal(body.ok, false)
    assert.equal(typeof body.error.code, 'string')
  })

  test('a second preview on the same user-data folder is refused, naming the running one', async () => {
    const second = spawn(
      process.execPath,
      ['electron/preview/cli.ts', '--port', '0', '--user-data', userData],
      { cwd: ROOT, env: { ...process.env, ...keychain.env }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let stderr = ''
    second.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
    const [code] = (await once(second, 'exit')) as [number | null]
    assert.equal(code, 1)
    assert.match(stderr, new RegExp(`Another Bridge Explorer \\(process ${String(child.pid)}\\)`))
    const r = await call('app:get-info', null)
    assert.equal(r.status, 200, 'the first one keeps running')
  })

  test('a call without the token is refused with 403', async () => {
    const r = await rawRequest(port, '/ipc/app:get-info', { method: 'POST', body: 'null' })
    assert.equal(r.status, 403)
  })

  test('a wrong Host header is refused with 403', async () => {
    const r = await call('app:get-info', null, { Host: `evil.example:${port}` })
    assert.equal(r.status, 403)
  })

  test('a cross-site Origin is refused with 403', async () => {
    const r = await call('app:get-info', null, { Origin: 'http://evil.example' })
    assert.equal(r.status, 403)
  })

  test('a body over 1 MB is refused with 413', async () => {
    const r = await rawRequest(port, '/ipc/keys:list', {
      method: 'POST',
      headers: { 'X-Explorer-Token': token },
      body: Buffer.alloc(1024 * 1024 + 1, 0x20),
    })
    assert.equal(r.status, 413)
  })

  test('the event stream delivers log:did-add after a bridges:list call', async () => {
    const controller = new AbortController()
    try {
      const res = await fetch(`${url.origin}/events`, {
        headers: { 'X-Explorer-Token': token },
        signal: controller.signal,
      })
      assert.equal(res.status, 200)
      const reader = (res.body as ReadableStream<Uint8Array>).getReader()
      const decoder = new TextDecoder()
      let text = ''
      // The server subscribes before it writes its first comment, so no event can be missed after this.
      while (!text.includes(': connected\n\n')) {
        const { value, done } = await reader.read()
        assert.equal(done, false, 'the stream ended before it was connected')
        text += decoder.decode(value, { stream: true })
      }
      const listed = JSON.parse((await call('bridges:list', { requestId: 'it-1', limit: 1 })).text)
      assert.equal(listed.ok, true)
      while (!/event: log:did-add\ndata: .*\n\n/.test(text)) {
        const { value, done } = await reader.read()
        assert.equal(done, false, 'the stream ended before the event')
        text += decoder.decode(value, { stream: true })
      }
      const data = /event: log:did-add\ndata: (.*)\n\n/.exec(text)?.[1] ?? 'null'
      assert.match(JSON.parse(data).path, /^\/bridges/)
    } finally {
      controller.abort()
    }
  })

  test('path traversal out of dist/renderer is refused', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/..%2F..%2Fpackage.json']) {
      const r = await rawRequest(port, path)
      assert.notEqual(r.status, 200, path)
      assert.doesNotMatch(r.text, /"name": "bridge-explorer"/, path)
    }
  })

  test('the built page is served with the strict CSP', async (t) => {
    const built = await access(BUILT_PAGE).then(
      () => true,
      () => false,
    )
    if (!built)
      return t.skip('dist/renderer/index.html is missing: run `npm run build` (or `npm run web` once)')
    const r = await rawRequest(port, '/')
    assert.equal(r.status, 200)
    assert.match(String(r.headers['content-type']), /^text\/html/)
    assert.match(String(r.headers['content-security-policy']), /script-src 'self'; .*frame-ancestors 'none'/)
    assert.equal(r.headers['x-content-type-options'], 'nosniff')
  })

  test('SIGTERM stops the preview and exits 0', async () => {
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    const [code] = await exited
    assert.equal(code, 0)
  })
})
