import assert from 'node:assert/strict'
import { request } from 'node:http'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { CallOrder, readOrder } from '../../../electron/preview/call-order.ts'
import { startPreviewServer, type PreviewServer } from '../../../electron/preview/server.ts'
import { createFakeCore, type FakeCore } from './fake-core.ts'

const TOKEN = 'test-token-not-secret'

describe('CallOrder: a page’s calls are handed on in the order it made them', () => {
  test('a call waits for every lower number of its page, then goes', async () => {
    const order = new CallOrder(10_000)
    const went: number[] = []
    const second = order.turn('p', 1).then(() => went.push(1))
    const third = order.turn('p', 2).then(() => went.push(2))
    await sleep(20)
    assert.equal(went.length, 0, 'nothing goes before call 0')
    await order.turn('p', 0)
    went.push(0)
    order.passed('p', 0)
    await second
    order.passed('p', 1)
    await third
    assert.deepEqual(went, [0, 1, 2])
  })

  test('pages are ordered apart: one page’s missing call holds none of another’s', async () => {
    const order = new CallOrder(10_000)
    const held = order.turn('a', 1)
    let heldWent = false
    void held.then(() => (heldWent = true))
    await order.turn('b', 0)
    order.passed('b', 0)
    await order.turn('b', 1)
    await sleep(5)
    assert.equal(heldWent, false)
    order.passed('a', 0)
    await held
  })

  test('a call whose lower number never comes goes after the wait, and wakes every call waiting below it', async () => {
    const order = new CallOrder(50)
    const went: number[] = []
    const five = order.turn('p', 5).then(() => went.push(5))
    await sleep(30)
    // Call 2's own wait would end 30 ms after call 5's: it goes when 5 gives up on 0–4, just before 5.
    const two = order.turn('p', 2).then(() => went.push(2))
    await Promise.all([two, five])
    assert.deepEqual(went, [2, 5])
    order.passed('p', 5)
    // The calls given up on go at once if they ever come, and so does the next in line.
    const now = (n: number) =>
      Promise.race([order.turn('p', n).then(() => 'went'), sleep(0).then(() => 'waiting')])
    assert.equal(await now(1), 'went')
    assert.equal(await now(6), 'went')
    assert.equal(await now(8), 'waiting')
  })

  test('a call refused before its turn gives its place up at once', async () => {
    const order = new CallOrder(10_000)
    const one = order.turn('p', 1)
    order.passed('p', 0)
    await one
  })

  test('the header is read only in its one shape', () => {
    assert.deepEqual(readOrder('0f3a-b.12'), { page: '0f3a-b', n: 12 })
    for (const bad of [
      undefined,
      '',
      'p',
      'p.',
      '.1',
      'p.-1',
      'p.1.2',
      'p q.1',
      `${'x'.repeat(65)}.1`,
      ['p.1'],
    ])
      assert.equal(readOrder(bad), null, String(bad))
  })
})

describe('the preview server hands a page’s calls to the core in its order, not in arrival order', () => {
  let dir: string
  let server: PreviewServer
  let core: FakeCore
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bx-order-'))
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>x</title>')
    core = createFakeCore()
    server = await startPreviewServer({ core, staticDir: dir, token: TOKEN })
  })
  after(async () => {
    await server.close()
    await rm(dir, { recursive: true, force: true })
  })

  /** A call whose body is sent `delayMs` after its headers (a slow read, as on a busy machine). */
  const call = (order: string, lastPage: string, delayMs: number): Promise<number> =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify({ lastPage })
      const req = request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/ipc/preferences:set',
          method: 'POST',
          agent: false,
          headers: {
            'X-Explorer-Token': TOKEN,
            'X-Explorer-Order': order,
            'Content-Type': 'application/json',
            'Content-Length': String(Buffer.byteLength(body)),
          },
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      req.on('error', reject)
      req.flushHeaders()
      setTimeout(() => req.end(body), delayMs)
    })

  const pagesSet = (): unknown[] =>
    core.calls
      .filter((c) => c.channel === 'preferences:set')
      .map((c) => (c.payload as { lastPage: string }).lastPage)

  test('the later call, read first, waits for the earlier one', async () => {
    core.calls.length = 0
    const statuses = await Promise.all([call('page-1.0', '#/bridges', 300), call('page-1.1', '#/stats', 0)])
    assert.deepEqual(statuses, [200, 200])
    assert.deepEqual(pagesSet(), ['#/bridges', '#/stats'])
  })

  test('calls without the header are handed on as they are read', async () => {
    core.calls.length = 0
    await Promise.all([
      new Promise<void>((resolve) =>
        setTimeout(async () => {
          await call('not a number', '#/bridges', 0)
          resolve()
        }, 200),
      ),
      call('', '#/stats', 0),
    ])
    assert.deepEqual(pagesSet(), ['#/stats', '#/bridges'])
  })
})
