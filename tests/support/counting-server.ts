/**
 * An HTTP server that gives every request the same scripted answer and counts what arrived, when, and when it was
 * answered: for the one-gate-per-service tests and the throttle benchmark, which count every request of the app.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request as the server saw it. */
export interface CountedRequest {
  /** Path and query below the API base ("/stats", "/bridges?limit=100"). */
  resource: string
  arrivedAt: number
  /** When its answer was written; null while it is pending. */
  answeredAt: number | null
  status: number | null
}

/** What the server answers; `answer` may change between phases of a test. */
export interface CountingServer {
  baseUrl: string
  requests: CountedRequest[]
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => void
  /** Resolves once `n` requests have been answered. */
  answered(n: number): Promise<void>
  close(): Promise<void>
}

const API = '/v1/api'

/** Starts a counting server on a free loopback port, answering with `answer`. */
export async function startCountingServer(answer: CountingServer['answer']): Promise<CountingServer> {
  const waiters: { n: number; resolve: () => void }[] = []
  const self = { answer } as CountingServer
  const requests: CountedRequest[] = []
  const server = http.createServer((req, res) => {
    const url = req.url ?? ''
    const entry: CountedRequest = {
      resource: url.startsWith(API) ? url.slice(API.length) : url,
      arrivedAt: Date.now(),
      answeredAt: null,
      status: null,
    }
    requests.push(entry)
    res.on('finish', () => {
      entry.answeredAt = Date.now()
      entry.status = res.statusCode
      const done = requests.filter((r) => r.answeredAt !== null).length
      for (const w of waiters.filter((x) => x.n <= done)) w.resolve()
    })
    self.answer(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(self, {
    baseUrl: `http://127.0.0.1:${port}${API}`,
    requests,
    answered: (n: number) =>
      new Promise<void>((resolve) => {
        if (requests.filter((r) => r.answeredAt !== null).length >= n) resolve()
        else waiters.push({ n, resolve })
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}

/** Answers 503 service_unavailable with `Retry-After: seconds`. */
export function unavailable(seconds: number): CountingServer['answer'] {
  return (_req, res) => {
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': String(seconds) })
    res.end(JSON.stringify({ error: { code: 'service_unavailable', message: 'down for maintenance' } }))
  }
}

/** Answers 200 with a web page, as a captive portal or a misconfigured proxy does. */
export function htmlPage(): CountingServer['answer'] {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end('<!doctype html><html><body>Sign in to the network</body></html>')
  }
}

/** Requests per resource. */
export function perResource(requests: readonly CountedRequest[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const r of requests) counts.set(r.resource, (counts.get(r.resource) ?? 0) + 1)
  return counts
}

/** One attempt as the app logged it: when it started and when its answer was read (`at` + `durationMs`). */
export interface LoggedAttempt {
  at: number
  durationMs: number
  status: number | null
}

/**
 * Attempts the app started while an earlier failed answer's Retry-After (`seconds`) was still running, counted from
 * when the app had read that answer: the service asked every caller to wait, so there should be none. Measured on
 * the app's own clock, so two requests let go together when a wait ends are not mistaken for one sent early.
 */
export function startedDuringRetryAfter(
  attempts: readonly LoggedAttempt[],
  seconds: number,
): LoggedAttempt[] {
  const failedAt = attempts.filter((a) => a.status !== 200).map((a) => a.at + a.durationMs)
  return attempts.filter((a) => failedAt.some((r) => a.at > r && a.at < r + seconds * 1000))
}
