/** HTTP helpers for the conformance suite: every response they return is checked against the document and the API rules. */
import assert from 'node:assert/strict'
import http from 'node:http'
import net from 'node:net'
import { loadValidator } from './openapi-validator.ts'

/** The closed set of error codes and their statuses (schemas/ErrorCode). */
export const CLOSED_CODES: Readonly<Record<string, number>> = {
  missing_api_key: 401,
  invalid_api_key: 401,
  key_revoked: 401,
  key_expired: 401,
  insufficient_scope: 403,
  api_access_revoked: 401,
  api_access_required: 403,
  rate_limited: 429,
  too_many_invalid_attempts: 429,
  not_found: 404,
  validation_failed: 400,
  service_unavailable: 503,
  internal_error: 500,
}

/** Where requests go: the running reference service. */
export type Target = { origin: string; baseUrl: string }

/** One answer, already parsed. `body` is the JSON value (text for other media types; undefined when empty or unparsable). */
export type Reply = {
  method: string
  path: string
  status: number
  headers: Headers
  text: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform() has checked the shape against the document before a test reads it
  body: any
}

/** Options of one request. */
export type CallOptions = {
  key?: string | null
  method?: string
  headers?: Record<string, string>
  body?: string
  /** Off for the dashboard stand-in: it is outside the API and may be outside the document (assumption 24). */
  documented?: boolean
}

/** Problems the API description and assumption 1 forbid whatever the document says. */
export function ruleProblems(r: Reply): string[] {
  const out: string[] = []
  if (r.status === 429 && !/^\d+$/.test(r.headers.get('retry-after') ?? ''))
    out.push('headers/Retry-After: 429 without an integer Retry-After')
  if (r.status < 400 || r.method === 'HEAD') return out
  const err = r.body?.error
  if (typeof err !== 'object' || err === null)
    return [...out, `error without the envelope: ${r.text.slice(0, 200)}`]
  if (CLOSED_CODES[err.code] !== r.status)
    out.push(`code ${String(err.code)} is not in the closed set with status ${r.status}`)
  if (typeof err.message !== 'string' || err.message === '') out.push('error.message missing')
  if (!/^req_[0-9a-f]{16}$/.test(String(err.request_id)))
    out.push(`error.request_id malformed: ${String(err.request_id)}`)
  if (r.headers.get('x-request-id') !== err.request_id) out.push('X-Request-Id differs from error.request_id')
  if ((err.code === 'validation_failed') !== (typeof err.param === 'string'))
    out.push('error.param must be present exactly for validation_failed')
  return out
}

/** Checks one reply against the OpenAPI document and the API description; fails the test on any problem. */
export function conform(r: Reply, documented = true): Reply {
  const v = loadValidator()
  const tpl = v.matchPath(r.path)
  const skipDoc = !documented && r.status < 400
  const problems = skipDoc ? [] : v.validateResponse(r.method, tpl, r.status, r.headers, r.body)
  assert.deepEqual([...problems, ...ruleProblems(r)], [], `${r.method} ${r.path.slice(0, 120)} → ${r.status}`)
  return r
}

function parseBody(text: string, headers: Headers): unknown {
  if (text === '') return undefined
  // A non-JSON body (the YAML document) is validated as the string it is.
  if (!(headers.get('content-type') ?? '').includes('json')) return text
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Sends a request to a URL with fetch and returns the checked reply. */
export async function send(url: string, opts: CallOptions = {}): Promise<Reply> {
  const method = opts.method ?? 'GET'
  const headers: Record<string, string> = { ...opts.headers }
  if (opts.key) headers.authorization = `Bearer ${opts.key}`
  const res = await fetch(url, { method, headers, body: opts.body, redirect: 'manual' })
  const text = await res.text()
  const reply: Reply = {
    method,
    path: new URL(url).pathname,
    status: res.status,
    headers: res.headers,
    text,
    body: parseBody(text, res.headers),
  }
  return conform(reply, opts.documented ?? true)
}

/** GETs (or `opts.method`) a path below {base_url}, e.g. `/bridges?limit=7`. */
export function call(t: Target, path: string, opts: CallOptions = {}): Promise<Reply> {
  return send(t.baseUrl + path, opts)
}

/** Follows `next_cursor` while `has_more` (listBridges) and returns every page. */
export async function allPages(t: Target, key: string, query: string): Promise<Reply[]> {
  const pages: Reply[] = []
  let cursor: string | null = null
  for (let i = 0; i < 1000; i++) {
    const sep = query === '' ? '' : '&'
    const q = cursor === null ? query : `${query}${sep}cursor=${encodeURIComponent(cursor)}`
    const r = await call(t, `/bridges?${q}`, { key })
    assert.equal(r.status, 200, r.text)
    pages.push(r)
    if (!r.body.has_more) return pages
    cursor = r.body.next_cursor
  }
  throw new Error('pagination did not end')
}

function toHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const h = new Headers()
  for (const [k, v] of Object.entries(raw)) for (const one of [v ?? []].flat()) h.append(k, one)
  return h
}

/** Sends a path exactly as written (no URL normalisation of `..` or `%2e`) with node:http; checked like `send`. */
export function raw(t: Target, rawPath: string, opts: CallOptions = {}): Promise<Reply> {
  const { hostname, port } = new URL(t.origin)
  const headers: Record<string, string> = { ...opts.headers }
  if (opts.key) headers.authorization = `Bearer ${opts.key}`
  const method = opts.method ?? 'GET'
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, path: rawPath, method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('error', reject)
        res.on('end', () => {
          const hs = toHeaders(res.headers)
          const text = Buffer.concat(chunks).toString('utf8')
          const path = rawPath.split('?')[0] ?? rawPath
          try {
            resolve(
              conform(
                { method, path, status: res.statusCode ?? 0, headers: hs, text, body: parseBody(text, hs) },
                opts.documented ?? true,
              ),
            )
          } catch (e) {
            reject(e)
          }
        })
      },
    )
    req.on('error', reject)
    req.end(opts.body)
  })
}

/** Writes raw bytes on a fresh socket and parses the single response (for requests fetch and node:http refuse to send). */
export function rawBytes(t: Target, request: Buffer | string, pathForCheck = '/'): Promise<Reply> {
  const { hostname, port } = new URL(t.origin)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = net.connect(Number(port), hostname)
    // The service may answer and close before it has read all of an oversized request: EPIPE/ECONNRESET then is expected.
    socket.on('error', () => socket.destroy())
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.on('close', () => {
      try {
        resolve(conform(parseRawResponse(Buffer.concat(chunks), pathForCheck)))
      } catch (e) {
        reject(e)
      }
    })
    socket.write(request, () => socket.end())
  })
}

function parseRawResponse(buf: Buffer, path: string): Reply {
  const sep = buf.indexOf('\r\n\r\n')
  if (sep < 0) throw new Error(`no HTTP response (got ${buf.length} bytes)`)
  const [statusLine = '', ...lines] = buf.subarray(0, sep).toString('latin1').split('\r\n')
  const status = Number(statusLine.split(' ')[1])
  const headers = new Headers()
  for (const l of lines) headers.append(l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim())
  let payload = buf.subarray(sep + 4)
  if ((headers.get('transfer-encoding') ?? '').includes('chunked')) payload = dechunk(payload)
  const text = payload.toString('utf8')
  return { method: 'GET', path, status, headers, text, body: parseBody(text, headers) }
}

function dechunk(buf: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  while (at < buf.length) {
    const eol = buf.indexOf('\r\n', at)
    const size = parseInt(buf.subarray(at, eol).toString('latin1'), 16)
    if (!(size > 0)) break
    parts.push(buf.subarray(eol + 2, eol + 2 + size))
    at = eol + 2 + size + 2
  }
  return Buffer.concat(parts)
}

/** A clock the service reads through its `now` option, moved only by the test. */
export function manualClock(startMs: number): {
  now: () => number
  set: (ms: number) => void
  advance: (ms: number) => void
} {
  let t = startMs
  return { now: () => t, set: (ms) => void (t = ms), advance: (ms) => void (t += ms) }
}
