/**
 * `npm run bench:log`: 100,000 exchanges in a real history.sqlite through the request inspector's store (the
 * shapes the client records: ten response headers, bodies of a list page, a bridge or an error), then each
 * filter and free-text search of the inspector timed (median and p95 of 25 runs, 200 rows asked), and the
 * file's size. Goal: every query ≤ 150 ms; the file under the stated bound (100,000 rows plus 16 MB of bodies).
 *
 * Then, in Chromium (the built renderer through the browser preview), a stored 1 MB body is opened in the
 * inspector and every long task from the click to the tree, then to the raw view, is reported. Goal: none > 50 ms.
 *
 * Then the key health panel's queries (electron/core/request-log/key-health.ts) for one key over the last hour, the
 * last day and everything kept, timed the same way. Goal: ≤ 150 ms p95 each.
 *
 * Options: --rows N (default 100000) --runs N (default 25) --no-chromium
 */
import { mkdtempSync, rmSync, statSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { HISTORY_FILE_NAME, openHistoryStore } from '../../electron/core/history/history-store.ts'
import { HISTORY_MIGRATIONS } from '../../electron/core/app/history-migrations.ts'
import { createExchangeStore } from '../../electron/core/request-log/exchange-store.ts'
import { createKeyHealthReader } from '../../electron/core/request-log/key-health.ts'
import { sanitizeEntry } from '../../electron/core/session/log-entry.ts'
import type { ExchangeQuery } from '../../shared/ipc/request-log.ts'
import { ensureSecretService } from '../support/secret-service.ts'
import { measureBodyOpen } from './lib/log-body-open.ts'

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '25' },
    'no-chromium': { type: 'boolean', default: false },
  },
})
const ROWS = Number(values.rows)
const RUNS = Number(values.runs)
const BASE = 'http://127.0.0.1:4010/v1/api'
const KEYS = ['bxk_…a1B2', 'bxk_…Zz90', 'bxk_…q7Rt']
const KEY_IDS = ['key-a1B2', 'key-Zz90', 'key-q7Rt']

const listBody = JSON.stringify({
  data: Array.from({ length: 20 }, (_, i) => ({
    slug: `bridge-${i}-between-two-words`,
    from: 'lantern',
    to: 'harbour',
    score: 40 + i,
    suggestor: `user${i}`,
  })),
  next_cursor: 'c_0123456789abcdef',
  has_more: true,
})

/** The i-th exchange: mostly list pages and bridges, some 429s and 503s with their retries, a few 404s. */
function exchange(i: number, at: number) {
  const kind = i % 50 === 0 ? 429 : i % 97 === 0 ? 503 : i % 31 === 0 ? 404 : 200
  const slug = `bridge-${i}`
  const path = i % 3 === 0 ? `/bridges?limit=20&cursor=c_${i.toString(16)}` : `/bridges/${slug}`
  const endpoint = i % 3 === 0 ? '/bridges' : '/bridges/{slug}'
  const code =
    kind === 429 ? 'rate_limited' : kind === 503 ? 'service_unavailable' : kind === 404 ? 'not_found' : null
  const requestId = `req_${i.toString(16).padStart(16, '0')}`
  const body =
    kind === 200
      ? i % 3 === 0
        ? listBody
        : JSON.stringify({ slug, from: 'lantern', to: 'harbour', score: 51, passes: 7 })
      : JSON.stringify({ error: { code, message: `the service said ${code}`, request_id: requestId } })
  const entry = sanitizeEntry('0', {
    at,
    method: 'GET',
    path,
    status: kind,
    code: code as never,
    attempt: 1,
    durationMs: 5 + (i % 40),
    rateLimit: { limit: 60, remaining: i % 60, resetAt: at + 30_000 },
    keyHint: KEYS[i % KEYS.length]!,
    requestId,
  })
  const responseHeaders: [string, string][] = [
    ['content-type', 'application/json; charset=utf-8'],
    ['date', new Date(at).toUTCString()],
    ['x-request-id', requestId],
    ['x-ratelimit-limit', '60'],
    ['x-ratelimit-remaining', String(i % 60)],
    ['x-ratelimit-reset', String(Math.floor(at / 1000) + 30)],
    ...(kind === 429 ? ([['retry-after', '2']] as [string, string][]) : []),
  ]
  const retry =
    kind === 200 || kind === 404
      ? kind === 404
        ? { retried: false, reason: '404 not_found: never retried', waitMs: null }
        : null
      : { retried: true, reason: `${kind} ${code}: retried after back-off`, waitMs: 400 }
  const facts = {
    callId: `call-${Math.floor(i / 2)}`,
    url: BASE + path,
    endpoint,
    requestHeaders: [
      ['Authorization', `Bearer ${entry.keyHint}`],
      ['Accept', 'application/json'],
    ] as [string, string][],
    responseHeaders,
    body,
    retry,
  }
  return { entry, facts }
}

const QUERIES: [string, ExchangeQuery][] = [
  ['newest 200, no filter', {}],
  ['status class 5xx', { statusClass: '5xx' }],
  ['failures only', { failuresOnly: true }],
  ['error code rate_limited', { code: 'rate_limited' }],
  ['endpoint /bridges/{slug}', { endpoint: '/bridges/{slug}' }],
  ['key bxk_…Zz90 + failures only', { keyHint: 'bxk_…Zz90', failuresOnly: true }],
  ['text: one request id', { text: `req_${(ROWS - 7).toString(16).padStart(16, '0')}` }],
  ['text: matches nothing (whole scan)', { text: 'no-such-thing-anywhere' }],
  ['text + 4xx + endpoint', { text: 'not_found', statusClass: '4xx', endpoint: '/bridges/{slug}' }],
]

const dir = mkdtempSync(join(tmpdir(), 'bx-bench-log-'))
try {
  const now = Date.now()
  const history = openHistoryStore({ dir, now: () => now, migrations: HISTORY_MIGRATIONS })
  const store = createExchangeStore(history, () => now)
  store.setRetention({ maxEntries: 100_000, maxAgeDays: 90 })
  const t0 = performance.now()
  for (let i = 0; i < ROWS; i++) {
    const { entry, facts } = exchange(i, now - (ROWS - i) * 1000)
    store.add(BASE, entry, facts, KEY_IDS[i % KEY_IDS.length])
  }
  store.prune()
  const fillMs = performance.now() - t0
  const rows: string[] = []
  for (const [name, q] of QUERIES) {
    const times: number[] = []
    let found = 0
    for (let r = 0; r < RUNS; r++) {
      const s = performance.now()
      found = store.search({ ...q, limit: 200 }).length
      times.push(performance.now() - s)
    }
    times.sort((a, b) => a - b)
    const median = times[Math.floor(times.length / 2)]!
    const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!
    rows.push(`| ${name} | ${found} | ${median.toFixed(1)} | ${p95.toFixed(1)} |`)
  }
  const reader = createKeyHealthReader(history)
  const spans: [string, number][] = [
    ['last hour', 3_600_000],
    ['last day', 86_400_000],
    ['everything kept', now + 1],
  ]
  const healthRows: string[] = []
  for (const [name, span] of spans) {
    const times: number[] = []
    let attempts = 0
    for (let r = 0; r < RUNS; r++) {
      const s = performance.now()
      attempts = reader.read(KEY_IDS[1]!, Math.max(0, now - span), now + 1).attempts
      times.push(performance.now() - s)
    }
    times.sort((a, b) => a - b)
    const median = times[Math.floor(times.length / 2)]!
    const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!
    healthRows.push(`| key health, ${name} | ${attempts} | ${median.toFixed(1)} | ${p95.toFixed(1)} |`)
  }
  const openTimes: number[] = []
  const ids = store.search({ limit: 50 }).map((e) => e.id)
  for (const id of ids) {
    const s = performance.now()
    store.get(id)
    openTimes.push(performance.now() - s)
  }
  openTimes.sort((a, b) => a - b)
  history.close()
  const file = join(dir, HISTORY_FILE_NAME)
  const size = statSync(file).size + (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0)
  console.log(
    `request log bench: ${ROWS} exchanges stored in ${(fillMs / 1000).toFixed(1)} s (one transaction each)`,
  )
  console.log('| query (200 rows asked) | rows | median ms | p95 ms |')
  console.log('|---|---|---|---|')
  for (const row of rows) console.log(row)
  console.log('| key health panel, one key of three (all its queries) | attempts | median ms | p95 ms |')
  console.log('|---|---|---|---|')
  for (const row of healthRows) console.log(row)
  console.log(`open one exchange with its chain: median ${openTimes[25]!.toFixed(2)} ms over 50`)
  console.log(
    `history.sqlite with ${ROWS} exchanges: ${(size / 1024 / 1024).toFixed(1)} MB (bodies capped at 16 MB)`,
  )
} finally {
  rmSync(dir, { recursive: true, force: true })
}

if (!values['no-chromium']) {
  const secrets = await ensureSecretService()
  try {
    const open = await measureBodyOpen()
    const longest = open.longTasks.length === 0 ? 0 : Math.max(...open.longTasks)
    console.log(
      `1 MB body (${(open.bodyBytes / 1024).toFixed(0)} KB) opened in Chromium: tree shown in ${open.openMs} ms, ` +
        `raw view in ${open.rawMs} ms; long tasks: ${open.longTasks.length}` +
        ` (the observer saw ${open.observerSaw} for an 80 ms busy loop)` +
        (open.longTasks.length === 0
          ? ''
          : ` (longest ${longest.toFixed(0)} ms: ${open.longTasks.map((t) => t.toFixed(0)).join(', ')})`),
    )
  } finally {
    await secrets.stop()
  }
}
