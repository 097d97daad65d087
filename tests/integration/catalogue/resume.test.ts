import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { after, before, test } from 'node:test'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { listRequests, startCatalogue } from './catalogue-harness.ts'

const BRIDGES = 2000

// The walk runs in a child so it can be killed without warning (SIGKILL). It prints the rows held after every
// status change, with writeSync so a line is out before the next page is asked for.
const harness = new URL('./catalogue-harness.ts', import.meta.url).href
const walkerSource = `
import { writeSync } from 'node:fs';
import { startCatalogue } from ${JSON.stringify(harness)};
const [baseUrl, key, dir] = process.argv.slice(1);
startCatalogue(baseUrl, key, { dir, onChange: (s) => writeSync(1, s.rows + '\\n') });
`
let svc: ReferenceService
let key = ''

before(async () => {
  // Each answer takes 40 ms, so the walk is still under way when the test kills it.
  svc = await startReferenceService({
    port: 0,
    bridges: BRIDGES,
    rateLimit: 1_000_000,
    invalidAttempts: 1_000_000,
    latencyMs: 40,
  })
  key = svc.demoKeys?.full ?? ''
})
after(() => svc.stop())

test('a walk killed with SIGKILL resumes at its checkpoint: no bridge twice, none lost, no page read again', async (t) => {
  if (process.platform === 'win32') return t.skip('SIGKILL is emulated on Windows')
  const dir = mkdtempSync(join(tmpdir(), 'bx-catalogue-kill-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const child = spawn(process.execPath, ['--input-type=module', '-e', walkerSource, svc.baseUrl, key, dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  t.after(() => child.kill('SIGKILL'))
  let stderr = ''
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_c, signal) => resolve(signal)),
  )
  await new Promise<void>((resolve, reject) => {
    let buffer = ''
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const rows = Number(buffer.trim().split('\n').at(-1))
      if (rows >= 700) {
        child.kill('SIGKILL')
        resolve()
      }
    })
    child.on('exit', () => reject(new Error(`the walker exited early: ${stderr}`)))
  })
  assert.equal(await exited, 'SIGKILL')

  const db = new DatabaseSync(join(dir, 'catalogue.sqlite'))
  assert.equal(db.prepare('PRAGMA integrity_check').get()?.['integrity_check'], 'ok')
  const pagesDone = Number(db.prepare('SELECT pages FROM walks').get()?.['pages'])
  const rowsThen = Number(db.prepare('SELECT count(*) AS n FROM bridges').get()?.['n'])
  db.close()
  assert.ok(pagesDone >= 7 && pagesDone < 20, `killed after ${pagesDone} pages`)
  assert.equal(rowsThen, pagesDone * 100, 'every page written is whole, with its checkpoint')

  const h = startCatalogue(svc.baseUrl, key, { dir })
  t.after(() => h.close())
  const s = await h.until((s) => s.state === 'complete')
  assert.equal(listRequests(h.sent).length, 20 - pagesDone, 'the walk went on after the last page written')
  assert.equal(s.rows, BRIDGES)
  const c = h.catalogue.current()
  assert.ok(c)
  const ids = c.reader.search(c.service, { limit: 5000 }).rows.map((b) => b.id)
  assert.equal(new Set(ids).size, ids.length)
  assert.deepEqual(
    ids,
    svc.data.published().map((b) => b.id),
  )
})
