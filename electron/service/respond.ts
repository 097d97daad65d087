/** Building and writing responses: common headers, error envelopes, HEAD, injected body faults. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ServiceError } from './errors.ts'
import { errorBody } from './errors.ts'

/** Header pairs in the order they are sent. */
export type HeaderList = [string, string][]

/** A response ready to send. */
export interface Reply {
  status: number
  body: string | Buffer
  contentType?: string
  headers: HeaderList
  /** The error code of an error reply (for the response tally). */
  code?: string
}

/** How a reply is cut short by an injected fault. */
export type BodyFault = 'resetMidBody' | 'truncateJson' | null

const JSON_TYPE = 'application/json; charset=utf-8'

/** A JSON reply with extra headers. */
export function jsonReply(status: number, body: string | Buffer, headers: HeaderList = []): Reply {
  return { status, body, headers }
}

/** An error reply with the envelope of assumptions row 1. */
export function errorReply(err: ServiceError, requestId: string, headers: HeaderList = []): Reply {
  return { status: err.status, body: errorBody(err, requestId), headers, code: err.code }
}

/** Makes request ids `req_<16 hex>`: a random prefix per start plus a counter (cheaper than random bytes per request). */
export function requestIdSource(): () => string {
  const prefix = Math.floor(Math.random() * 0xffffffff)
    .toString(16)
    .padStart(8, '0')
  let counter = 0
  return () => {
    counter = (counter + 1) >>> 0
    return `req_${prefix}${counter.toString(16).padStart(8, '0')}`
  }
}

/** Writes a reply with the headers every response carries (assumptions row 26). */
export function sendReply(
  req: IncomingMessage,
  res: ServerResponse,
  reply: Reply,
  requestId: string,
  fault: BodyFault = null,
): void {
  if (res.destroyed || res.headersSent) return
  // Faults need exact byte cuts, so they work on bytes.
  let body: string | Buffer = reply.body
  if (fault !== null) {
    const bytes = typeof reply.body === 'string' ? Buffer.from(reply.body, 'utf8') : reply.body
    body = fault === 'truncateJson' ? bytes.subarray(0, Math.max(1, Math.floor(bytes.length / 2))) : bytes
  }
  const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length
  const headers: HeaderList = [
    ['Content-Type', reply.contentType ?? JSON_TYPE],
    ['Content-Length', String(length)],
    ['Cache-Control', 'no-store'],
    ['X-API-Version', '1.0.0-beta'],
    ['X-Request-Id', requestId],
    ...reply.headers,
  ]
  res.writeHead(reply.status, headers.flat())
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  if (fault === 'resetMidBody') {
    // Full Content-Length, half the bytes, then a reset: what a dropped connection looks like to a client.
    res.write((body as Buffer).subarray(0, Math.floor(length / 2)), () => res.destroy())
    return
  }
  res.end(body)
}
