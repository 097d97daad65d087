/**
 * A per-token count of API responses by outcome, for chaos and soak tooling: it answers "did the client go over
 * the rate limit?" and "did it send a key again after we had answered that key with a 401?" from the server's
 * side, where no client bug can hide it.
 */

/** The counts of one bearer token (or of requests without one, under the empty token). */
export interface TokenTally {
  /** Responses by outcome: the error code, `ok`, or `fault:<kind>` for an injected body fault. */
  byOutcome: Record<string, number>
  /** Requests received after a 401 answer to this token had been fully sent. */
  afterUnauthorized: number
}

/** A snapshot: token → counts. Tokens are raw; the tally only lives in the process that started the service. */
export type TallySnapshot = Record<string, TokenTally>

// Bounds memory when a client floods the service with made-up tokens; later tokens are counted under one slot.
const MAX_TOKENS = 1000
const OVERFLOW = '(other tokens)'

/** Records outcomes per token. */
export class ResponseTally {
  readonly #tokens = new Map<string, TokenTally & { unauthorizedSent: boolean }>()

  #slot(token: string): TokenTally & { unauthorizedSent: boolean } {
    const key = this.#tokens.has(token) || this.#tokens.size < MAX_TOKENS - 1 ? token : OVERFLOW
    let t = this.#tokens.get(key)
    if (!t) {
      t = { byOutcome: {}, afterUnauthorized: 0, unauthorizedSent: false }
      this.#tokens.set(key, t)
    }
    return t
  }

  /** Call when a request arrives, before it is answered. */
  received(token: string): void {
    const t = this.#slot(token)
    if (t.unauthorizedSent) t.afterUnauthorized++
  }

  /** Call when the answer is decided: `outcome` is the error code, `ok`, or `fault:<kind>`. */
  answered(token: string, outcome: string): void {
    const t = this.#slot(token)
    t.byOutcome[outcome] = (t.byOutcome[outcome] ?? 0) + 1
  }

  /** Call once a 401 to `token` has been written out: requests after this point were sent knowing it. */
  unauthorizedSent(token: string): void {
    this.#slot(token).unauthorizedSent = true
  }

  /** A copy of the counts. */
  snapshot(): TallySnapshot {
    const out: TallySnapshot = {}
    for (const [token, t] of this.#tokens)
      out[token] = { byOutcome: { ...t.byOutcome }, afterUnauthorized: t.afterUnauthorized }
    return out
  }
}
