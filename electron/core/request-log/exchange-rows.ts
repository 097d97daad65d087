/** Turning the request inspector's rows into the shapes that cross IPC, and a query into SQL. */
import type {
  RequestLogEntry,
  ExchangeQuery,
  ExchangeRetry,
  HeaderPair,
} from '../../../shared/ipc/request-log.ts'
import { asIpcErrorCode } from '../../../shared/ipc/error-kinds.ts'
import { hostOf } from '../session/log-entry.ts'

type Row = Record<string, unknown>

/** Columns a list needs (never the headers or the body). */
export const ENTRY_COLUMNS =
  'id, at_ms, method, path, status, code, attempt, duration_ms, rate_json, key_hint, request_id, key_id, service_url'

/** Most rows one query returns. */
export const MAX_QUERY_ROWS = 1000

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

/** A stored row as a log entry; its id is the row id. */
export function entryOf(row: Row): RequestLogEntry {
  const code = text(row['code'])
  return {
    id: String(row['id']),
    at: Number(row['at_ms']),
    method: 'GET',
    path: String(row['path']),
    status: row['status'] === null ? null : Number(row['status']),
    code: code === null ? null : asIpcErrorCode(code),
    attempt: Number(row['attempt']),
    durationMs: Number(row['duration_ms']),
    rateLimit:
      row['rate_json'] === null
        ? null
        : (JSON.parse(String(row['rate_json'])) as RequestLogEntry['rateLimit']),
    keyHint: String(row['key_hint']),
    requestId: text(row['request_id']),
    ...('key_id' in row ? { keyId: text(row['key_id']) } : {}),
    ...('service_url' in row ? { host: hostOf(String(row['service_url'])) } : {}),
  }
}

/** Headers stored as JSON pairs. */
export function headersOf(value: unknown): HeaderPair[] {
  const parsed: unknown = JSON.parse(String(value))
  return Array.isArray(parsed) ? (parsed as HeaderPair[]) : []
}

/** The retry note stored as JSON, or null. */
export function retryOf(value: unknown): ExchangeRetry | null {
  return value === null || value === undefined ? null : (JSON.parse(String(value)) as ExchangeRetry)
}

// LIKE with `\` as its escape: the user's % and _ are searched for as themselves.
const likeText = (s: string): string => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The WHERE clause and parameters of a query (newest first is the caller's ORDER BY). */
export function whereOf(q: ExchangeQuery): { sql: string; params: (string | number)[] } {
  const parts: string[] = []
  const params: (string | number)[] = []
  if (q.statusClass === 'none') parts.push('status IS NULL')
  else if (q.statusClass !== undefined) {
    const base = Number(q.statusClass[0]) * 100
    parts.push('status BETWEEN ? AND ?')
    params.push(base, base + 99)
  }
  // A request the app cancelled itself is not a failure (wasCancelled in shared/request-log/exchange.ts).
  if (q.failuresOnly) parts.push("((status IS NULL AND code IS NOT 'cancelled') OR status >= 400)")
  for (const [column, value] of [
    ['code', q.code],
    ['endpoint', q.endpoint],
    ['key_hint', q.keyHint],
  ] as const) {
    if (!value) continue
    parts.push(`${column} = ?`)
    params.push(value)
  }
  const free = q.text?.trim()
  if (free) {
    const like = likeText(free)
    // Headers are left out: scanning their JSON in every row doubled the time of a search (bench:log).
    const columns = ['path', 'code', 'request_id'].map((c) => `${c} LIKE ? ESCAPE '\\'`)
    const inBody = `id IN (SELECT exchange_id FROM request_bodies WHERE body LIKE ? ESCAPE '\\')`
    parts.push(`(${[...columns, inBody].join(' OR ')})`)
    params.push(...columns.map(() => like), like)
  }
  return { sql: parts.length === 0 ? '' : `WHERE ${parts.join(' AND ')}`, params }
}
