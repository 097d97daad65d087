/**
 * A saved key's health, read from the request log this computer keeps (request_exchanges, with the id of the key
 * that sent each attempt): its errors grouped by code × endpoint, each endpoint's latency percentiles over a range,
 * its pace in the last minute, and which endpoints it has never called with success. Nothing leaves the machine.
 * The queries walk request_exchanges_by_key (key, endpoint, time), so they read one key's rows of one range only.
 */
import type {
  EndpointCoverage,
  EndpointLatency,
  KeyErrorGroup,
  KeyHealth,
} from '../../../shared/ipc/request-log.ts'
import { delimitedText, type DelimitedCell } from '../../../shared/text/delimited.ts'
import type { HistoryStore } from '../history/history-types.ts'
import { ENDPOINT_SCOPES } from '../usage/endpoint-list.ts'

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

/** The queries of the key health panel over the history file; each returns the empty health while it is closed. */
export interface KeyHealthReader {
  read(keyId: string, from: number, to: number): KeyHealth
}

/** Opens the reader over `history` (statements are prepared per call: the file may be reopened). */
export function createKeyHealthReader(history: HistoryStore): KeyHealthReader {
  return {
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
      // Every logged endpoint is the template of one of the client's calls (api/attempt-report.ts), so naming the
      // templates lets SQLite seek each one's time range in request_exchanges_by_key instead of reading all of them.
      const templates = empty.coverage.map((c) => c.endpoint)
      const inList = `endpoint IN (${templates.map(() => '?').join(', ')})`
      const range = `key_id = ? AND ${inList} AND at_ms >= ? AND at_ms < ?`
      const args = [keyId, ...templates, from, to]
      const errors: KeyErrorGroup[] = db
        .prepare(
          `SELECT code, status, endpoint, count(*) AS n, max(id) AS last_id, max(at_ms) AS last_at
           FROM request_exchanges WHERE ${range} AND ${FAILED} AND ${NOT_CANCELLED}
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
      // Durations are whole milliseconds, so a histogram (value → count) per endpoint is small and gives exact
      // percentiles; rows come as arrays and are counted as they stream (no sort, no object per row).
      const histograms = new Map<string, Map<number, number>>()
      const durations = db.prepare(
        `SELECT endpoint, duration_ms FROM request_exchanges
         WHERE ${range} AND status IS NOT NULL AND ${NOT_CANCELLED}`,
      )
      durations.setReturnArrays(true)
      for (const row of durations.iterate(...args) as Iterable<unknown[]>) {
        const endpoint = String(row[0])
        const histogram = histograms.get(endpoint) ?? new Map<number, number>()
        if (histogram.size === 0) histograms.set(endpoint, histogram)
        const ms = Number(row[1])
        histogram.set(ms, (histogram.get(ms) ?? 0) + 1)
      }
      const latency: EndpointLatency[] = [...histograms].map(([endpoint, counts]) => {
        const histogram = [...counts]
          .map(([value, count]) => ({ value, count }))
          .sort((x, y) => x.value - y.value)
        const count = histogram.reduce((sum, h) => sum + h.count, 0)
        return {
          endpoint,
          count,
          p50: fromHistogram(histogram, count, 0.5),
          p95: fromHistogram(histogram, count, 0.95),
          p99: fromHistogram(histogram, count, 0.99),
        }
      })
      // Over everything the log keeps, not the range: "never been able to call" is about the key, not a day.
      const seen = new Map<string, EndpointCoverage>()
      const lastStatus = db.prepare(
        `SELECT status FROM request_exchanges WHERE key_id = ? AND endpoint = ? AND status IS NOT NULL
         ORDER BY at_ms DESC LIMIT 1`,
      )
      for (const r of db
        .prepare(
          `SELECT endpoint, count(*) AS tried, coalesce(sum(status BETWEEN 200 AND 299), 0) AS ok
           FROM request_exchanges WHERE key_id = ? AND ${inList} AND ${NOT_CANCELLED} GROUP BY endpoint`,
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
        .prepare(`SELECT count(*) AS n FROM request_exchanges WHERE ${range}`)
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
