/**
 * A tiny HTTP server whose answers are scripted one request at a time, for what the reference service
 * never does: odd Retry-After values, skewed clocks, proxy pages, broken bodies, resets and stalls.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** Answers one request. */
export type ScriptedHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void

/** What the server saw of one request. */
export interface RecordedRequest {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
}

/** A running scripted server. */
export interface ScriptedServer {
  origin: string
  /** `origin` + `/v1/api`, like the real base URL. */
  baseUrl: string
  requests: RecordedRequest[]
  /** Queues handlers; each request takes the next one (an unscripted request gets a plain-text 599). */
  script(...handlers: ScriptedHandler[]): void
  close(): Promise<void>
}

/** Starts a scripted server on a free loopback port. */
export async function startScriptedServer(): Promise<ScriptedServer> {
  const queue: ScriptedHandler[] = []
  const requests: RecordedRequest[] = []
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
    const handler = queue.shift()
    if (handler) handler(req, res)
    else res.writeHead(599, { 'content-type': 'text/plain' }).end('unscripted request')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    baseUrl: `${origin}/v1/api`,
    requests,
    script: (...handlers) => void queue.push(...handlers),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** X-RateLimit-* headers for a window ending at `resetSec` (epoch seconds). */
export function rateHeaders(limit: number, remaining: number, resetSec: number): Record<string, string> {
  return {
    'x-ratelimit-limit': String(limit),
    'x-ratelimit-remaining': String(remaining),
    'x-ratelimit-reset': String(resetSec),
  }
}

/** A JSON answer. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): ScriptedHandler {
  return raw(status, JSON.stringify(body), { 'content-type': 'application/json; charset=utf-8', ...headers })
}

/** An error envelope (assumption 1). */
export function apiError(
  status: number,
  code: string,
  headers: Record<string, string> = {},
): ScriptedHandler {
  const request_id = 'req_00000000000000ab'
  return json(
    status,
    { error: { code, message: `scripted ${code}`, request_id } },
    { 'x-request-id': request_id, ...headers },
  )
}

/** Any body, sent as is. */
export function raw(status: number, body: string, headers: Record<string, string> = {}): ScriptedHandler {
  return (_req, res) => {
    res.writeHead(status, headers)
    res.end(body)
  }
}

/** Promises a long body, sends `partial`, then destroys the socket. */
export function resetMidBody(partial: string): ScriptedHandler {
  return (req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': String(partial.length + 1000),
    })
    res.write(partial, () => req.socket.destroy())
  }
}

/** Never answers; `close()` ends the connection. `onRequest` tells the test the request has arrived. */
export function hang(onRequest?: () => void): ScriptedHandler {
  return () => onRequest?.()
}

/** Streams chunks without end until the client hangs up; `onClose` reports how many bytes went out. */
export function endlessBody(onClose: (bytesSent: number) => void): ScriptedHandler {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    const chunk = `[${'1,'.repeat(8191)}`
    let sent = 0
    const pump = (): void => {
      while (!res.destroyed && res.write(chunk)) sent += chunk.length
      if (!res.destroyed) sent += chunk.length
    }
    res.on('drain', pump)
    res.on('close', () => onClose(sent))
    pump()
  }
}
