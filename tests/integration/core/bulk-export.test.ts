import { after, afterEach, before, beforeEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApiClient, type ApiClient } from '../../../electron/core/api/index.ts'
import { ExportError, runExport, type BulkProgress } from '../../../electron/core/export/export.ts'
import {
  startReferenceService,
  type BridgeRecord,
  type ReferenceService,
} from '../../../electron/service/index.ts'

let svc: ReferenceService
let key = ''
let dir = ''

before(async () => {
  svc = await startReferenceService({
    port: 0,
    bridges: 250,
    rateLimit: 1_000_000,
    invalidAttempts: 1_000_000,
  })
  assert.ok(svc.demoKeys)
  key = svc.demoKeys.full
})
after(() => svc.stop())
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bulk-export-it-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const client = (): ApiClient =>
  createApiClient({ baseUrl: svc.baseUrl, getKey: async () => key, keyId: 'export' })
const publishedIds = (): string[] => svc.data.published().map((b) => b.id)

/** An RFC 4180 reader written for the test, independent of the encoder. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(cell)
      cell = ''
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += ch
  }
  assert.equal(cell + row.join(''), '', 'the file ends with a CRLF')
  return rows
}

/** Reads a CSV export back: header and rows as objects. */
function readCsv(file: string): Record<string, string>[] {
  const text = readFileSync(file, 'utf8')
  assert.ok(text.startsWith('\uFEFF'), 'UTF-8 BOM for Excel')
  const [header, ...rows] = parseCsv(text.slice(1))
  assert.ok(header)
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])))
}

/** What the export is expected to write for a record: the summary fields, as the API lists them. */
function summaryOf(b: BridgeRecord): Record<string, unknown> {
  const { id, slug, title, category, published_at, passes, score, suggestor } = b
  return { id, slug, title, category, published_at, passes, score, suggestor: { ...suggestor } }
}

test('a CSV export holds every published bridge once, in order, and hostile titles read back intact', async () => {
  const file = join(dir, 'bridges.csv')
  const result = await runExport({ client: client(), filters: {}, format: 'csv', file })
  const rows = readCsv(file)
  assert.deepEqual(
    rows.map((r) => r.id),
    publishedIds(),
  )
  assert.deepEqual(result, { rows: 250, pages: 3, duplicatesSkipped: 0, file })
  const titles = svc.data.published().map((b) => b.title)
  for (const [label, re] of [
    ['HTML-looking', /<script>/],
    ['emoji', /\p{Extended_Pictographic}/u],
    ['right-to-left', /\p{Script=Hebrew}|\p{Script=Arabic}/u],
    ['comma', /,/],
  ] as const) {
    assert.ok(
      titles.some((t) => re.test(t)),
      `the dataset has a ${label} title`,
    )
  }
  const byId = new Map(svc.data.published().map((b) => [b.id, b]))
  for (const r of rows) {
    const b = byId.get(r.id ?? '')
    assert.ok(b)
    const expected = /^[=+\-@\t\r]/.test(b.title) ? `'${b.title}` : b.title
    assert.equal(r.title, expected)
    assert.equal(r.suggestor_username, b.suggestor.username)
    assert.equal(r.score, String(b.score))
    assert.equal(r.suggestor_verified, String(b.suggestor.verified))
  }
  assert.deepEqual(readdirSync(dir), ['bridges.csv'], 'no temporary file is left')
})

test('a JSON export is one array of the summaries, equal to the published bridges', async () => {
  const file = join(dir, 'bridges.json')
  await runExport({ client: client(), filters: {}, format: 'json', file })
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[]
  assert.deepEqual(data, svc.data.published().map(summaryOf))
})

test('a filtered export holds exactly the matching bridges', async () => {
  const file = join(dir, 'health.json')
  const result = await runExport({
    client: client(),
    filters: { category: 'health', limit: 10 },
    format: 'json',
    file,
  })
  const ids = (JSON.parse(readFileSync(file, 'utf8')) as { id: string }[]).map((b) => b.id)
  const expected = svc.data
    .published()
    .filter((b) => b.category === 'health')
    .map((b) => b.id)
  assert.deepEqual(ids, expected)
  assert.equal(result.rows, expected.length)
})

for (const format of ['csv', 'json'] as const) {
  test(`a ${format} export that fails mid-way on a 500 resumes from its checkpoint to a complete file`, async () => {
    const file = join(dir, `bridges.${format}`)
    const c = client()
    const filters = { limit: 40 }
    const onProgress = (p: BulkProgress): void => {
      if (p.pages === 2) svc.control.failNext(1, { status: 500 })
    }
    const err = await runExport({ client: c, filters, format, file, onProgress }).then(
      () => assert.fail('the injected 500 should stop the export'),
      (e: unknown) => e,
    )
    assert.ok(err instanceof ExportError)
    assert.equal(err.code, 'failed')
    assert.equal(existsSync(file), false, 'the target is not written by a failed export')
    const cp = err.checkpoint
    assert.ok(cp)
    assert.equal(cp.pages, 2)
    assert.equal(cp.rowsWritten, 80)
    assert.ok(existsSync(cp.tempFile))
    // The checkpoint crosses IPC and storage as JSON.
    const resume = JSON.parse(JSON.stringify(cp)) as typeof cp
    const result = await runExport({ client: c, filters, format, file, resume })
    const ids =
      format === 'csv'
        ? readCsv(file).map((r) => r.id)
        : (JSON.parse(readFileSync(file, 'utf8')) as { id: string }[]).map((b) => b.id)
    assert.deepEqual(ids, publishedIds())
    assert.equal(new Set(ids).size, ids.length)
    assert.deepEqual(result, { rows: 250, pages: 7, duplicatesSkipped: 0, file })
    assert.deepEqual(readdirSync(dir), [`bridges.${format}`])
  })
}

test('a cancelled export leaves an existing target untouched and no temporary file', async () => {
  const file = join(dir, 'bridges.csv')
  writeFileSync(file, 'previous export')
  const ac = new AbortController()
  const before = svc.requestCount()
  const err = await runExport({
    client: client(),
    filters: { limit: 10 },
    format: 'csv',
    file,
    signal: ac.signal,
    onProgress: (p) => p.pages === 3 && ac.abort(),
  }).catch((e: unknown) => e)
  assert.ok(err instanceof ExportError)
  assert.equal(err.code, 'cancelled')
  assert.equal(svc.requestCount() - before, 3, 'no request after the cancel')
  assert.equal(readFileSync(file, 'utf8'), 'previous export')
  assert.deepEqual(readdirSync(dir), ['bridges.csv'])
})

test('a cancelled export with no earlier target leaves no file at all', async () => {
  const file = join(dir, 'bridges.json')
  const ac = new AbortController()
  const err = await runExport({
    client: client(),
    filters: {},
    format: 'json',
    file,
    signal: ac.signal,
    onProgress: () => ac.abort(),
  }).catch((e: unknown) => e)
  assert.ok(err instanceof ExportError && err.code === 'cancelled')
  assert.deepEqual(readdirSync(dir), [])
})

test('a JSON export of over 10,000 bridges is valid JSON with every id once', async () => {
  const big = await startReferenceService({ port: 0, bridges: 10_050, rateLimit: 1_000_000 })
  try {
    assert.ok(big.demoKeys)
    const bigKey = big.demoKeys.full
    const c = createApiClient({ baseUrl: big.baseUrl, getKey: async () => bigKey, keyId: 'export' })
    const file = join(dir, 'all.json')
    const result = await runExport({ client: c, filters: {}, format: 'json', file })
    const ids = (JSON.parse(readFileSync(file, 'utf8')) as { id: string }[]).map((b) => b.id)
    assert.equal(result.pages, 101)
    assert.deepEqual(
      ids,
      big.data.published().map((b) => b.id),
    )
  } finally {
    await big.stop()
  }
})
