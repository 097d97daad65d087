/**
 * Cancellation by request id: an AbortSignal cannot cross IPC, so the renderer names a call and later asks
 * for it to be cancelled; every attempt of that call listens to the same controller.
 */

/** The calls in progress of one client, by request id. */
export class PendingCalls {
  readonly #pending = new Map<string, Set<AbortController>>()

  /** Registers one call; its signal aborts on `cancel(requestId)` or when `outer` aborts. Call `done` at the end. */
  open(requestId: string, outer?: AbortSignal): { signal: AbortSignal; done(): void } {
    const cancel = new AbortController()
    let set = this.#pending.get(requestId)
    if (!set) this.#pending.set(requestId, (set = new Set()))
    set.add(cancel)
    const signal = outer ? AbortSignal.any([outer, cancel.signal]) : cancel.signal
    const done = (): void => {
      set.delete(cancel)
      if (set.size === 0 && this.#pending.get(requestId) === set) this.#pending.delete(requestId)
    }
    return { signal, done }
  }

  /** Aborts every pending call with that request id; false when none was pending. */
  cancel(requestId: string): boolean {
    const set = this.#pending.get(requestId)
    if (!set) return false
    for (const c of set) c.abort()
    return true
  }
}
