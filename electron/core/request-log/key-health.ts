/**
 * A saved key's health, read from the request log this computer keeps (request_exchanges, with the id of the key
 * that sent each attempt): its errors grouped by code × endpoint, each endpoint's latency percentiles over a range,
 * its pace in the last minute, and which endpoints it has never called with success. Nothing leaves the machine.
 * The queries read the hourly summary kept beside the log (exchange-schema.ts) and, at a range's ends, one key's rows
 * of request_exchanges_by_key (key, endpoint, time): a day costs about what an hour does.
 */
import type {
  EndpointCoverage,
  EndpointLatency,
  KeyErrorGroup,
  KeyHealth,
} from '../../../shared/ipc/request-log.ts'
import { delimitedText, type DelimitedCell } from '../../../shared/text/delimited.ts'
import { HOUR_MS } from '../../../shared/time/durations.ts'
import type { HistoryStore } from '../history/history-types.ts'
import { ENDPOINT_SCOPES } from '../usage/endpoint-list.ts'
import { EXCHANGE_HOURS_TABLE } from './exchange-schema.ts'

// A cancelled attempt says nothing about the key or the service (wasCancelled in shared/ipc/request-log.ts).
const NOT_CANCELLED = "(code IS NULL OR code <> 'cancelled')"
const FAILED = '(status IS NULL OR status >= 400)'

/** The nearest-rank percentile `p` (0 < p ≤ 1) of ascending `sorted`: the value at rank ⌈p·n⌉. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)))
  return sorted[rank - 1]!
}

/** The nearest-rank percentile `p` of `count` values given as an ascending histogram. */
function fromHistogram(
  histogram: readonly { value: number; count: number }[],
  count: number,
  p: number,
): number {
  const rank = Math.min(count, Math.max(1, Math.ceil(p * count)))
  let seen = 0
  for (const h of histogram) {
    seen += h.count
    if (seen >= rank) return h.value
  }
  return histogram.at(-1)?.value ?? 0
}

/**
 * One key's attempts in [from, to) as rows of (endpoint, status, code, duration_ms, n, last_id, last_at): the whole
 * hours from the hourly summary (exchange-schema.ts, summarizeExchangesByHour), the part-hours at either end from
 * the log itself, one attempt a row. A range inside one hour is read from the log alone.
 */
function sliceOf(
  keyId: string,
  templates: readonly string[],
  inList: string,
  from: number,
  to: number,
): { sql: string; args: (string | number)[] } {
  const firstHour = Math.ceil(from / HOUR_MS)
  const endHour = Math.floor(to / HOUR_MS)
  const whole = firstHour < endHour
  const raw = `SELECT endpoint, status, code, duration_ms, 1 AS n, id AS last_id, at_ms AS last_at
    FROM request_exchanges WHERE key_id = ? AND ${inList} AND at_ms >= ? AND at_ms < ?`
  const sql = `SELECT endpoint, nullif(status, -1) AS status, nullif(code, '') AS code, duration_ms, n, last_id, last_at
    FROM ${EXCHANGE_HOURS_TABLE} WHERE key_id = ? AND ${inList} AND hour >= ? AND hour < ?
    UNION ALL ${raw} UNION ALL ${raw}`
  return {
    sql,
    args: [
      ...[keyId, ...templates, firstHour, whole ? endHour : firstHour],
      ...[keyId, ...templates, from, whole ? firstHour * HOUR_MS : to],
      ...[keyId, ...templates, whole ? endHour * HOUR_MS : to, to],
    ],
  }
}

/** The queries of the key health panel over the history file; each returns the empty health while it is closed. */
export interface KeyHealthReader {
  read(keyId: string, from: number, to: number): KeyHealth
  /** Attempts of the key in [from, to) and how many failed, cancelled ones left out: the alerts' error share. */
  share(keyId: string, from: number, to: number): { attempts: number; failed: number }
}

/**
 * Opens the reader over `history` (statements are prepared per call: the file may be reopened). Every logged
 * endpoint is the template of one of the client's calls (api/attempt-report.ts), so naming the templates lets
 * SQLite seek each one's range in request_exchanges_by_key instead of reading all of them.
 */
export function createKeyHealthReader(history: HistoryStore): KeyHealthReader {
  const templates = ENDPOINT_SCOPES.map((e) => e.path)
  const inList = `endpoint IN (${templates.map(() => '?').join(', ')})`
  return {
    share(keyId, from, to) {
      const row = history
        .database()
        ?.prepare(
          `SELECT count(*) AS n, coalesce(sum(${FAILED}), 0) AS failed FROM request_exchanges
           WHERE key_id = ? AND ${inList} AND at_ms >= ? AND at_ms < ? AND ${NOT_CANCELLED}`,
        )
        .get(keyId, ...templates, from, to)
      return { attempts: Number(row?.['n'] ?? 0), failed: Number(row?.['failed'] ?? 0) }
    },
    read(keyId, from, to) {
      const empty: KeyHealth = {
        keyId,
        from,
        to,
        attempts: 0,
        failed: 0,
        errors: [],
        latency: [],
        coverage: ENDPOINT_SCOPES.map((e) => ({
          endpoint: e.path,
          tried: 0,
          succeeded: 0,
          lastStatus: null,
        })),
        lastMinute: 0,
      }
      const db = history.database()
      if (!db) return empty
      const { sql: slice, args } = sliceOf(keyId, templates, inList, from, to)
      const errors: KeyErrorGroup[] = db
        .prepare(
          `SELECT code, status, endpoint, sum(n) AS n, max(last_id) AS last_id, max(last_at) AS last_at
           FROM (${slice}) WHERE ${FAILED} AND ${NOT_CANCELLED}
           GROUP BY code, status, endpoint ORDER BY n DESC, last_at DESC`,
        )
        .all(...args)
        .map((r) => ({
          code: r['code'] === null ? null : String(r['code']),
          status: r['status'] === null ? null : Number(r['status']),
          endpoint: String(r['endpoint']),
          count: Number(r['n']),
          lastId: String(r['last_id']),
          lastAt: Number(r['last_at']),
        }))
      // Durations are whole milliseconds, so a histogram (value → count) per endpoint is short and gives exact
      // percentiles; SQLite counts and sorts it, so only its few rows cross into JavaScript.
      const histograms = new Map<string, { value: number; count: number }[]>()
      const durations = db.prepare(
        `SELECT endpoint, duration_ms, sum(n) FROM (${slice})
         WHERE status IS NOT NULL AND ${NOT_CANCELLED} GROUP BY endpoint, duration_ms ORDER BY endpoint, duration_ms`,
      )
      durations.setReturnArrays(true)
      for (const row of durations.iterate(...args) as Iterable<unknown[]>) {
        const endpoint = String(row[0])
        const histogram = histograms.get(endpoint) ?? []
        if (histogram.length === 0) histograms.set(endpoint, histogram)
        histogram.push({ value: Number(row[1]), count: Number(row[2]) })
      }
      const latency: EndpointLatency[] = [...histograms].map(([endpoint, histogram]) => {
        const count = histogram.reduce((sum, h) => sum + h.count, 0)
        return {
          endpoint,
          count,
          p50: fromHistogram(histogram, count, 0.5),
          p95: fromHistogram(histogram, count, 0.95),
          p99: fromHistogram(histogram, count, 0.99),
        }
      })
      // Over everything the log keeps, not the range: "never been able to call" is about the key, not a day. The
      // summary holds every kept attempt of the key, so it is read alone.
      const seen = new Map<string, EndpointCoverage>()
      const lastStatus = db.prepare(
        `SELECT status FROM request_exchanges WHERE key_id = ? AND endpoint = ? AND status IS NOT NULL
         ORDER BY at_ms DESC LIMIT 1`,
      )
      for (const r of db
        .prepare(
          `SELECT endpoint, sum(n) AS tried, coalesce(sum(CASE WHEN status BETWEEN 200 AND 299 THEN n END), 0) AS ok
           FROM ${EXCHANGE_HOURS_TABLE} WHERE key_id = ? AND ${inList} AND code <> 'cancelled' GROUP BY endpoint`,
        )
        .all(keyId, ...templates)) {
        const endpoint = String(r['endpoint'])
        const last = lastStatus.get(keyId, endpoint)
        seen.set(endpoint, {
          endpoint,
          tried: Number(r['tried']),
          succeeded: Number(r['ok']),
          lastStatus: last === undefined || last['status'] === null ? null : Number(last['status']),
        })
      }
      const coverage = empty.coverage.map((c) => seen.get(c.endpoint) ?? c)
      const minute = db
        .prepare(
          `SELECT count(*) AS n FROM request_exchanges WHERE key_id = ? AND ${inList} AND at_ms >= ? AND at_ms < ?`,
        )
        .get(keyId, ...templates, Math.max(0, to - 60_000), to)
      return {
        ...empty,
        // Every attempt in range either was answered (measured in `latency`) or failed without an answer.
        attempts:
          latency.reduce((sum, l) => sum + l.count, 0) +
          errors.reduce((sum, e) => sum + (e.status === null ? e.count : 0), 0),
        failed: errors.reduce((sum, e) => sum + e.count, 0),
        errors,
        latency,
        coverage,
        lastMinute: Number(minute?.['n'] ?? 0),
      }
    },
  }
}

/**
 * A key's health as CSV for a ticket: one section per table (errors, latency, coverage), each a `section` column
 * first so one sheet holds all three; cells quoted and defused by shared/text/delimited.ts like every export.
 */
export function keyHealthCsv(h: KeyHealth, label: string): { text: string; rows: number } {
  const iso = (ms: number): string => new Date(ms).toISOString()
  const rows: DelimitedCell[][] = [
    [
      'section',
      'key',
      'endpoint',
      'code',
      'status',
      'count',
      'p50_ms',
      'p95_ms',
      'p99_ms',
      'last_at',
      'detail',
    ],
    [
      'summary',
      label,
      '',
      '',
      '',
      h.attempts,
      '',
      '',
      '',
      iso(h.to),
      `from ${iso(h.from)}; ${h.failed} failed`,
    ],
  ]
  for (const e of h.errors)
    rows.push([
      'error',
      label,
      e.endpoint,
      e.code ?? '',
      e.status === null ? 'no answer' : e.status,
      e.count,
      '',
      '',
      '',
      iso(e.lastAt),
      `last exchange ${e.lastId}`,
    ])
  for (const l of h.latency)
    rows.push(['latency', label, l.endpoint, '', '', l.count, l.p50, l.p95, l.p99, '', ''])
  for (const c of h.coverage)
    rows.push([
      'coverage',
      label,
      c.endpoint,
      '',
      c.lastStatus ?? '',
      c.tried,
      '',
      '',
      '',
      '',
      c.succeeded > 0 ? `${c.succeeded} succeeded` : c.tried === 0 ? 'never tried' : 'never succeeded',
    ])
  return { text: delimitedText(rows, 'csv'), rows: rows.length - 1 }
}
