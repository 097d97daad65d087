// An export stops when the window or tab that started it goes away (the host calls abandonExports),
// unless the user let it run in the background. The explorer core over real HTTP against a scripted server that
// holds page 2 until the test lets it go, so "goes away" happens while a request is in flight; real files.
import assert from 'node:assert/strict'
import { readdir, readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { afterEach, beforeEach, test } from 'node:test'
import { createExplorerCore, type ExplorerCore } from '../../../electron/core/app/index.ts'
import type { ExplorerCoreOptions } from '../../../electron/core/session/types.ts'
import { exportFileChooser } from '../../../electron/preview/host-adapters.ts'
import { err, ok } from '../../support/recorder.ts'
import { json, rateHeaders, startScriptedServer, type ScriptedServer } from '../../support/scripted-server.ts'
import { throwawayKeychain } from '../../support/throwaway-keychain.ts'
import { bridgeSummary } from '../../support/bridge-summary.ts'

const keychain = throwawayKeychain()
const KEY = 'bxk_' + 'AbAnDoN123'.repeat(3) + 'Qz'
let srv: ScriptedServer
// A server per test: each scripts its own queue of handlers, and a queue left over must not answer the next test.
beforeEach(async () => {
  srv = await startScriptedServer()
})
afterEach(() => srv.close())

const bridge = (i: number) => bridgeSummary(`b${i}`)

/**
 * Answers by path, so the core's own requests (stats polling) cannot take a page's turn: page 1 at once, page 2
 * (the last) only after `release`; `page2Asked` resolves when page 2 is in flight.
 */
function twoPagesHeld() {
  let release = (): void => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  let asked = (): void => undefined
  const page2Asked = new Promise<void>((resolve) => (asked = resolve))
  const headers = rateHeaders(1000, 900, Math.ceil(Date.now() / 1000) + 60)
  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (!url.pathname.endsWith('/bridges')) {
      json(200, { bridges: 4, suggestors: 1, passes: 1, avg_score: 1 }, headers)(req, res)
    } else if (url.searchParams.get('cursor') === null) {
      json(200, { data: [bridge(1), bridge(2)], has_more: true, next_cursor: 'p2' }, headers)(req, res)
    } else {
      asked()
      void held.then(() =>
        json(200, { data: [bridge(3), bridge(4)], has_more: false, next_cursor: null }, headers)(req, res),
      )
    }
  }
  srv.script(...Array.from({ length: 20 }, () => handler))
  return { release, page2Asked }
}

async function coreWritingTo(
  dir: string,
  chooseExportFile: ExplorerCoreOptions['chooseExportFile'] = async () => join(dir, 'bridges.json'),
): Promise<ExplorerCore> {
  return createExplorerCore({
    userDataDir: await keychain.tempDir('bx-export-abandon-'),
    keychainService: keychain.service,
    demo: { serviceUrl: srv.baseUrl, key: KEY },
    chooseExportFile,
    openExternal: async () => false,
    appVersion: 'test',
    pollIntervalMs: 3_600_000,
  })
}

test('the window or tab that started an export goes away: it stops and leaves no file at all', async () => {
  const dir = await keychain.tempDir('bx-export-abandon-out-')
  const core = await coreWritingTo(dir)
  const server = twoPagesHeld()
  try {
    const started = core.handlers['export:start']({ exportId: 'gone', format: 'json', runIn: 'window' })
    await server.page2Asked
    core.abandonExports()
    server.release()
    const stopped = err(await started)
    assert.equal(stopped.kind, 'cancelled')
    assert.deepEqual(await readdir(dir), [], 'nothing under the final name, no partial file')
  } finally {
    server.release()
    await core.close()
  }
})

test('an export the user let run in the background finishes after its window or tab went away', async () => {
  const dir = await keychain.tempDir('bx-export-abandon-out-')
  const core = await coreWritingTo(dir)
  const server = twoPagesHeld()
  try {
    const started = core.handlers['export:start']({ exportId: 'kept', format: 'json', runIn: 'background' })
    await server.page2Asked
    core.abandonExports()
    server.release()
    const done = ok(await started)
    assert.equal(done.rows, 4)
    const rows = JSON.parse(await readFile(join(dir, 'bridges.json'), 'utf8')) as { id: string }[]
    assert.deepEqual(
      rows.map((r) => r.id),
      ['b1', 'b2', 'b3', 'b4'],
    )
  } finally {
    server.release()
    await core.close()
  }
})

test('in the preview, a stopped export also gives back the name it reserved: the exports folder stays empty', async () => {
  const userData = await keychain.tempDir('bx-export-abandon-preview-')
  const core = await coreWritingTo(userData, exportFileChooser(userData))
  const server = twoPagesHeld()
  try {
    const started = core.handlers['export:start']({ exportId: 'tab-gone', format: 'csv' })
    await server.page2Asked
    assert.equal((await readdir(join(userData, 'exports'))).filter((n) => !n.startsWith('.')).length, 1)
    core.abandonExports()
    server.release()
    assert.equal(err(await started).kind, 'cancelled')
    assert.deepEqual(await readdir(join(userData, 'exports')), [])
  } finally {
    server.release()
    await core.close()
  }
})
