import { test, beforeEach, afterEach } from 'node:test'
import assert from 'node:assert/strict'
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  checkpointFileOf,
  discardCheckpoint,
  idsFileOf,
  ExportError,
  runExport,
  type BulkProgress,
} from '../../../../electron/core/export/export.ts'
import { page, scriptedListing } from './scripted-listing.ts'

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bulk-export-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function ids(file: string): string[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { id: string }[]).map((b) => b.id)
}

async function failed(p: Promise<unknown>): Promise<ExportError> {
  const err = await p.then(
    () => assert.fail('the export should have failed'),
    (e: unknown) => e,
  )
  assert.ok(err instanceof ExportError, String(err))
  return err
}

test('writes every page to a JSON array and reports progress per page', async () => {
  const file = join(dir, 'out.json')
  const progress: BulkProgress[] = []
  const client = scriptedListing([page(['a', 'b'], 'c1'), page(['c'], null)])
  const result = await runExport({
    client,
    filters: {},
    format: 'json',
    file,
    onProgress: (p) => progress.push(p),
  })
  assert.deepEqual(result, { rows: 3, pages: 2, duplicatesSkipped: 0, file })
  assert.deepEqual(ids(file), ['a', 'b', 'c'])
  assert.deepEqual(
    progress.map((p) => [p.pages, p.rows, p.lastCursor]),
    [
      [1, 2, null],
      [2, 3, 'c1'],
    ],
  )
  assert.deepEqual(readdirSync(dir), ['out.json'], 'no temporary file is left')
})

test('an empty result is still a valid JSON array', async () => {
  const file = join(dir, 'out.json')
  await runExport({ client: scriptedListing([page([], null)]), filters: {}, format: 'json', file })
  assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), [])
})

test('CSV starts with a UTF-8 BOM and the header, one CRLF line per bridge', async () => {
  const file = join(dir, 'out.csv')
  await runExport({ client: scriptedListing([page(['a', 'b'], null)]), filters: {}, format: 'csv', file })
  const text = readFileSync(file, 'utf8')
  assert.ok(text.startsWith('\uFEFFid,slug,title,'))
  assert.equal(text.split('\r\n').length, 4, 'header, two rows, and the empty string after the last CRLF')
})

test('a duplicate id across pages is written once and counted', async () => {
  const file = join(dir, 'out.json')
  const client = scriptedListing([page(['a', 'b'], 'c1'), page(['b', 'c', 'c'], null)])
  const result = await runExport({ client, filters: {}, format: 'json', file })
  assert.deepEqual(ids(file), ['a', 'b', 'c'])
  // 'b' came again on a later page; 'c' twice on one page is written once but is not a repeat across pages.
  assert.equal(result.duplicatesSkipped, 1)
  assert.equal(result.rows, 3)
})

test('an id repeated within one page is written once and not counted as sent again on a later page', async () => {
  const file = join(dir, 'out.json')
  const client = scriptedListing([page(['a', 'a', 'b'], 'c1'), page(['c', 'c'], null)])
  const result = await runExport({ client, filters: {}, format: 'json', file })
  assert.deepEqual(ids(file), ['a', 'b', 'c'])
  assert.deepEqual(result, { rows: 3, pages: 2, duplicatesSkipped: 0, file })
})

test('a failure keeps the target untouched and gives a checkpoint that resumes to a complete file', async () => {
  const file = join(dir, 'out.json')
  writeFileSync(file, 'old content')
  const first = scriptedListing([page(['a', 'b'], 'c1'), new Error('socket hang up')])
  const err = await failed(runExport({ client: first, filters: { q: 'x' }, format: 'json', file }))
  assert.equal(err.code, 'failed')
  assert.equal(readFileSync(file, 'utf8'), 'old content')
  const cp = err.checkpoint
  assert.ok(cp)
  assert.equal(cp.nextCursor, 'c1')
  assert.equal(cp.rowsWritten, 2)
  assert.ok(existsSync(cp.tempFile), 'the partial file is kept for the resume')

  const second = scriptedListing([page(['b', 'c'], null)])
  const result = await runExport({ client: second, filters: { q: 'x' }, format: 'json', file, resume: cp })
  assert.equal(second.calls[0]?.cursor, 'c1')
  assert.deepEqual(ids(file), ['a', 'b', 'c'])
  assert.deepEqual(result, { rows: 3, pages: 2, duplicatesSkipped: 1, file })
  assert.deepEqual(readdirSync(dir), ['out.json'])
})

test('a resume cuts bytes written after the last complete page', async () => {
  const file = join(dir, 'out.csv')
  const first = scriptedListing([page(['a'], 'c1'), new Error('disk hiccup')])
  const cp = (await failed(runExport({ client: first, filters: {}, format: 'csv', file }))).checkpoint
  assert.ok(cp)
  appendFileSync(cp.tempFile, 'half a row,')
  await runExport({
    client: scriptedListing([page(['b'], null)]),
    filters: {},
    format: 'csv',
    file,
    resume: cp,
  })
  const lines = readFileSync(file, 'utf8').split('\r\n')
  assert.deepEqual(
    lines.map((l) => l.split(',')[0]),
    ['\uFEFFid', 'a', 'b', ''],
  )
})

test('a checkpoint for other filters is refused', async () => {
  const file = join(dir, 'out.json')
  const first = scriptedListing([page(['a'], 'c1'), new Error('x')])
  const cp = (await failed(runExport({ client: first, filters: { q: 'x' }, format: 'json', file })))
    .checkpoint
  assert.ok(cp)
  const err = await failed(
    runExport({ client: scriptedListing([]), filters: { q: 'y' }, format: 'json', file, resume: cp }),
  )
  assert.equal(err.code, 'resume_mismatch')
  await discardCheckpoint(cp)
  assert.equal(existsSync(cp.tempFile), false)
})

test('cancelling leaves the target untouched, removes the temporary file and sends no further request', async () => {
  const file = join(dir, 'out.json')
  writeFileSync(file, 'old content')
  const ac = new AbortController()
  const client = scriptedListing([page(['a'], 'c1'), page(['b'], null)])
  const err = await failed(
    runExport({ client, filters: {}, format: 'json', file, signal: ac.signal, onProgress: () => ac.abort() }),
  )
  assert.equal(err.code, 'cancelled')
  assert.equal(err.checkpoint, null)
  assert.equal(client.calls.length, 1)
  assert.equal(readFileSync(file, 'utf8'), 'old content')
  assert.deepEqual(readdirSync(dir), ['out.json'])
})

test('cancelling after the last page still leaves no file', async () => {
  const file = join(dir, 'out.json')
  const ac = new AbortController()
  const client = scriptedListing([page(['a'], null)])
  const err = await failed(
    runExport({ client, filters: {}, format: 'json', file, signal: ac.signal, onProgress: () => ac.abort() }),
  )
  assert.equal(err.code, 'cancelled')
  assert.deepEqual(readdirSync(dir), [])
})

test('the checkpoint stays small whatever the rows: the ids written are appended to a file beside the partial one', async () => {
  const file = join(dir, 'out.csv')
  const many = (from: number): string[] => Array.from({ length: 500 }, (_, i) => `id-${from + i}`)
  const first = scriptedListing([page(many(0), 'c1'), page(many(500), 'c2'), new Error('socket hang up')])
  const cp = (await failed(runExport({ client: first, filters: {}, format: 'csv', file }))).checkpoint
  assert.ok(cp)
  const kept = readFileSync(checkpointFileOf(cp.tempFile), 'utf8')
  assert.ok(kept.length < 1000, `the checkpoint is ${kept.length} bytes for 1,000 rows`)
  assert.equal(readFileSync(idsFileOf(cp.tempFile), 'utf8').split('\n').length, 1001)
  // A page that failed half-way may have appended ids past the checkpoint: they are cut on resume.
  appendFileSync(idsFileOf(cp.tempFile), '"id-1000"\n"id-10')
  const second = scriptedListing([page(['id-999', 'id-1000'], null)])
  const result = await runExport({ client: second, filters: {}, format: 'csv', file, resume: cp })
  assert.deepEqual(result, { rows: 1001, pages: 3, duplicatesSkipped: 1, file })
  assert.deepEqual(readdirSync(dir), ['out.csv'], 'the ids file goes with the checkpoint')
})

test('a checkpoint of an earlier version, with its ids inside, still resumes without repeating a row', async () => {
  const file = join(dir, 'out.json')
  const first = scriptedListing([page(['a', 'b'], 'c1'), new Error('socket hang up')])
  const cp = (await failed(runExport({ client: first, filters: {}, format: 'json', file }))).checkpoint
  assert.ok(cp)
  rmSync(idsFileOf(cp.tempFile))
  const older = { ...cp, idsBytes: undefined, seenIds: ['a', 'b'] }
  const result = await runExport({
    client: scriptedListing([page(['b', 'c'], null)]),
    filters: {},
    format: 'json',
    file,
    resume: older,
  })
  assert.deepEqual(ids(file), ['a', 'b', 'c'])
  assert.equal(result.duplicatesSkipped, 1)
})

test('a walk whose ids are unique (the catalogue) keeps no record of them', async () => {
  const file = join(dir, 'out.json')
  const client = {
    ...scriptedListing([page(['a', 'b'], 'c1'), new Error('disk hiccup')]),
    uniqueIds: true,
  }
  const cp = (await failed(runExport({ client, filters: {}, format: 'json', file }))).checkpoint
  assert.ok(cp)
  assert.equal(existsSync(idsFileOf(cp.tempFile)), false)
  assert.equal(cp.idsBytes, undefined)
  await discardCheckpoint(cp)
  assert.deepEqual(readdirSync(dir), [])
})
