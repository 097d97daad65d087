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

/** The query parameter of the printed address that carries the start ticket. */
export const START_TICKET_PARAM = 'start'

/**
 * The start ticket (electron/protocol/first-screen-document.ts, previewFirstScreen): a second secret, printed in
 * the address's query because the token in its fragment never reaches the server, good for ONE document request.
 * That request is the one the printed address opens, so it is drawn with the page left and its kept answers; a
 * reload, a second tab or any other program gets the shell only. Sent once in a URL, it is spent before it could
 * leak anywhere useful: the documents go out with `Referrer-Policy: no-referrer`, and it opens nothing else.
 */
export function startTicket(): { value: string; take(requestUrl: string | undefined): boolean } {
  const value = newToken()
  let spent = false
  return {
    value,
    take(requestUrl) {
      if (spent || requestUrl === undefined) return false
      const query = requestUrl.indexOf('?')
      if (query === -1) return false
      const sent = new URLSearchParams(requestUrl.slice(query + 1).split('#', 1)[0]).get(START_TICKET_PARAM)
      if (sent === null || !timingSafeEqual(digest(sent), digest(value))) return false
      spent = true
      return true
    },
  }
}
