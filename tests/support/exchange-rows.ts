/** Attempts written straight into the request log's store, as the core writes an exchange it has seen. */
import type { ExchangeStore } from '../../electron/core/request-log/exchange-store.ts'
import { sanitizeEntry } from '../../electron/core/session/log-entry.ts'

/** The service the attempts were sent to: a closed port, since nothing is sent. */
const EXCHANGE_BASE = 'http://127.0.0.1:1/v1/api'

/** One attempt: its time, endpoint template (`/bridges/{slug}`), answer (null: none), duration and key id. */
export interface ExchangeRow {
  at: number
  endpoint: string
  status: number | null
  code?: string | null
  ms: number
  key: string | null
}

/** Writes `r` as the `i`-th attempt (its path and call id made from `i`); returns the stored id. */
export function addExchangeRow(store: ExchangeStore, r: ExchangeRow, i: number): string {
  const path = r.endpoint.replace('{slug}', `b-${i}`).replace('{username}', `u-${i}`)
  const entry = sanitizeEntry('0', {
    at: r.at,
    method: 'GET',
    path,
    status: r.status,
    code: (r.code ?? null) as never,
    attempt: 1,
    durationMs: r.ms,
    rateLimit: null,
    keyHint: 'bxk_…abcd',
    requestId: null,
  })
  const facts = {
    callId: `c${i}`,
    url: EXCHANGE_BASE + path,
    endpoint: r.endpoint,
    requestHeaders: [],
    responseHeaders: [],
    body: null,
    retry: null,
  }
  const id = store.add(EXCHANGE_BASE, entry, facts, r.key)
  if (id === null) throw new Error(`attempt ${i} was not stored`)
  return id
}
