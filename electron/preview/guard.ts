/** Who may talk to the preview server: loopback Host, same-origin Origin, and the per-run token. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** Header that carries the per-run secret (the renderer's transport sends it on every call). */
export const TOKEN_HEADER = 'x-explorer-token'

/** A fresh per-run secret: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * DNS rebinding: a hostile page whose name resolves to 127.0.0.1 still sends its own name as Host, so only the
 * loopback names with our port are accepted (https://en.wikipedia.org/wiki/DNS_rebinding).
 */
export function hostAllowed(req: IncomingMessage, port: number): boolean {
  const host = req.headers.host
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`
}

/** Cross-site requests carry a foreign Origin; same-origin fetches carry ours or none. */
export function originAllowed(req: IncomingMessage): boolean {
  const origin = req.headers.origin
  if (origin === undefined) return true
  return origin === `http://${req.headers.host ?? ''}`
}

// Hashing first gives equal lengths, so timingSafeEqual never throws and the length is not leaked either.
const digest = (s: string): Buffer => createHash('sha256').update(s, 'utf8').digest()

/** True when the request carries exactly the run's token, compared in constant time. */
export function tokenAllowed(req: IncomingMessage, token: string): boolean {
  const sent = req.headers[TOKEN_HEADER]
  if (typeof sent !== 'string' || sent === '') return false
  return timingSafeEqual(digest(sent), digest(token))
}
