/**
 * What the client knows of (server clock − local clock): the tightest lower and upper bounds seen. The true
 * skew is one number, so every valid bound stays valid until the clocks change; bounds are kept for the
 * session (a bound kept for only the last few samples dropped out and let requests go early again;
 * docs/api-assumptions.md row 16) and thrown away only when a new bound contradicts them (a clock was stepped: sleep,
 * NTP).
 */

/** Lower and upper bounds on the skew, from Date headers and from answers of a window thought over. */
export class ClockSkew {
  #lower: number | null = null
  #upper: number | null = null

  /** Adds the bounds one response gave (either may be null); a contradiction keeps only the new ones. */
  add(lower: number | null, upper: number | null): void {
    const contradicts =
      (lower !== null && this.#upper !== null && lower > this.#upper) ||
      (upper !== null && this.#lower !== null && upper < this.#lower)
    if (contradicts) [this.#lower, this.#upper] = [null, null]
    if (lower !== null) this.#lower = this.#lower === null ? lower : Math.max(this.#lower, lower)
    if (upper !== null) this.#upper = this.#upper === null ? upper : Math.min(this.#upper, upper)
  }

  /**
   * The skew shown to the user: 0 while the bounds allow it, else the bound nearest 0 (a Date header has whole
   * seconds, so one bound alone would make a correct clock look up to a second off).
   */
  get shown(): number {
    if (this.#lower !== null && this.#lower > 0) return this.#lower
    if (this.#upper !== null && this.#upper < 0) return this.#upper
    return 0
  }

  /**
   * The skew to wait by: the lower bound when one is known. A server reset converted with it is never earlier
   * than the true one, so a request let go at it cannot land in the window just used up (no 429). The cost is
   * at most the Date header's second of rounding, once per window.
   */
  get safe(): number {
    return this.#lower ?? this.shown
  }
}
