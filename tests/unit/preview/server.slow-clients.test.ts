/** Slow and greedy clients against the preview server, over raw sockets (docs/security.md). */
import assert from 'node:assert/strict'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { startPreviewServer, type PreviewServer } from '../../../electron/preview/server.ts'
import { createFakeCore } from './fake-core.ts'

// A safety net so that a regression fails instead of hanging the run; no test measures time.
const NET = { timeout: 30_000 }

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket))
    socket.once('error', reject)
  })
}

/** Everything the server sent until it closed the connection. */
function untilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
    socket.on('error', () => {})
    socket.on('close', () => resolve(text))
  })
}

describe('the preview server and slow clients', () => {
  let dir: string
  let server: PreviewServer
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bx-slow-'))
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>x</title>')
    server = await startPreviewServer({
      core: createFakeCore(),
      staticDir: dir,
      token: 'slow-token',
      headersTimeoutMs: 200,
      requestTimeoutMs: 400,
      maxConnections: 3,
    })
  })
  after(async () => {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  })

  test(
    'a refused request is answered and its connection closed at once, though its body never ends',
    NET,
    async () => {
      const socket = await open(server.port)
      const closed = untilClosed(socket)
      // No token, and a body announced as 1 MB of which only a little ever comes.
      socket.write(
        `POST /ipc/bridges:get HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
          'Content-Length: 1000000\r\n\r\n{"requestId":',
      )
      // The body keeps trickling, a byte per turn of the event loop, for as long as the socket is open.
      // Counting bytes, not time: the old server read on for as long as they came (130 s in the review).
      let trickled = 0
      const trickle = (): void => {
        if (socket.destroyed) return
        trickled++
        socket.write('x', () => setImmediate(trickle))
      }
      trickle()
      const text = await closed
      assert.ok(trickled < 1000, `the server read ${trickled} more bytes of a refused request`)
      assert.match(text, /^HTTP\/1\.1 403 /)
      assert.match(text, /forbidden_token/)
    },
  )

  test('a client that never finishes its headers is disconnected', NET, async () => {
    const socket = await open(server.port)
    const closed = untilClosed(socket)
    socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nX-Slow: `)
    const text = await closed
    assert.ok(!text.startsWith('HTTP/1.1 200'), text)
  })

  test('a client that never finishes its body is disconnected', NET, async () => {
    const socket = await open(server.port)
    const closed = untilClosed(socket)
    socket.write(
      `POST /ipc/bridges:get HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nX-Explorer-Token: slow-token\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"requestId":',
    )
    const text = await closed
    assert.ok(!text.startsWith('HTTP/1.1 200'), text)
  })

  test('connections over the cap are closed without an answer', NET, async () => {
    const held = await Promise.all([open(server.port), open(server.port), open(server.port)])
    const extra = await open(server.port)
    assert.equal(await untilClosed(extra), '')
    for (const socket of held) socket.destroy()
  })
})
