// Pagination that a server gets wrong (docs/api-assumptions.md row 4, listBridges in shared/api/openapi.yaml): an
// export whose list runs far past its estimate (a scripted server whose pagination never ends) pauses, asks, and
// writes a file under its final name only when the user keeps the rows. The real API client over loopback HTTP; the
// server is scripted because no honest one does this.
import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, afterEach, before, beforeEach, test } from 'node:test'
import {
  ExportError,
  overrunLimit,
  runExport,
  type OverrunDecision,
} from '../../../electron/core/export/export.ts'
import { recordingClient } from '../../support/api-client-harness.ts'
import { json, rateHeaders, startScriptedServer, type ScriptedServer } from '../../support/scripted-server.ts'
import { bridgeSummary } from '../../support/bridge-summary.ts'

const KEY = 'bxk_' + 'OvErRuN123'.repeat(3) + 'Qz'
let srv: ScriptedServer
let dir = ''
before(async () => {
  srv = await startScriptedServer()
})
after(() => srv.close())
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'export-overrun-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const bridge = (i: number) => bridgeSummary(`b${i}`)

/** Scripts `pages` pages of 100 new rows each, every one saying there is more: a list without end. */
function scriptEndlessPages(pages: number): void {
  const reset = Math.ceil(Date.now() / 1000) + 60
  for (let p = 0; p < pages; p++) {
    const data = Array.from({ length: 100 }, (_, i) => bridge(p * 100 + i))
    srv.script(
      json(200, { data, has_more: true, next_cursor: `page-${p + 1}` }, rateHeaders(1000, 999 - p, reset)),
    )
  }
}

async function exportEndless(answers: OverrunDecision[], file: string) {
  const asked: [number, number][] = []
  const { client } = recordingClient(srv.baseUrl, KEY, `overrun-${answers.join('-')}`)
  const before = srv.requests.length
  try {
    const outcome = await runExport({
      client,
      filters: {},
      format: 'json',
      file,
      overrun: {
        expectedRows: 250,
        ask: async (rows, expected) => {
          asked.push([rows, expected])
          // While the question is open no request goes out: the server saw exactly the pages written.
          assert.equal(srv.requests.length - before, rows / 100)
          return answers.shift() ?? 'discard'
        },
      },
    }).catch((e: unknown) => e)
    return { outcome, asked, requests: srv.requests.length - before }
  } finally {
    client.dispose()
  }
}

test('the margin: twice the estimate plus one full page', () => {
  assert.equal(overrunLimit(250), 600)
  assert.equal(overrunLimit(0), 100, 'an estimate of nothing is not tripped by the first page')
})

test('an endless list pauses past the margin; "keep" writes the rows so far under the final name, marked', async () => {
  scriptEndlessPages(7)
  const file = join(dir, 'bridges.json')
  const { outcome, asked, requests } = await exportEndless(['keep'], file)
  assert.deepEqual(asked, [[700, 250]])
  assert.equal(requests, 7)
  assert.deepEqual(outcome, { rows: 700, pages: 7, duplicatesSkipped: 0, file, stoppedEarly: true })
  const rows = JSON.parse(readFileSync(file, 'utf8')) as unknown[]
  assert.equal(rows.length, 700, 'a complete JSON document with every row written')
  assert.deepEqual(readdirSync(dir), ['bridges.json'], 'no partial file or checkpoint is left beside it')
})

test('"discard" leaves nothing: no file under the final name, no partial file', async () => {
  scriptEndlessPages(7)
  const file = join(dir, 'bridges.json')
  const { outcome, asked } = await exportEndless(['discard'], file)
  assert.deepEqual(asked, [[700, 250]])
  assert.ok(outcome instanceof ExportError, String(outcome))
  assert.equal(outcome.code, 'cancelled')
  assert.equal(outcome.checkpoint, null)
  assert.deepEqual(readdirSync(dir), [])
})

test('"go on" continues until the rows written have doubled, then asks again', async () => {
  scriptEndlessPages(15)
  const file = join(dir, 'bridges.json')
  const { outcome, asked, requests } = await exportEndless(['continue', 'keep'], file)
  assert.deepEqual(asked, [
    [700, 250],
    [1500, 250],
  ])
  assert.equal(requests, 15)
  assert.equal((outcome as { rows: number }).rows, 1500)
})
