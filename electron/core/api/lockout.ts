/**
 * IP lockouts (429 too_many_invalid_attempts) per base URL. The server locks the caller's address for
 * every key (assumption 15), so every scheduler of that base URL must hold back, not just the key that
 * triggered it. The state belongs to whoever created it (the explorer core's scheduler pool), not to the module.
 */

/** The registry key of a base URL (trailing slashes do not make another service). */
export function normalizeBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '')
}

/** Callbacks per service (base URL): told when something about that service changes. */
export interface ServiceListeners {
  /** Calls `fn` whenever `tell(baseUrl)` is; returns the unsubscribe function. */
  add(baseUrl: string, fn: () => void): () => void
  /** Calls every callback of `baseUrl`. */
  tell(baseUrl: string): void
}

/** An empty set of callbacks; a service's set is dropped with its last callback. */
export function createServiceListeners(): ServiceListeners {
  const listeners = new Map<string, Set<() => void>>()
  return {
    add(baseUrl, fn) {
      const k = normalizeBaseUrl(baseUrl)
      let set = listeners.get(k)
      if (!set) listeners.set(k, (set = new Set()))
      set.add(fn)
      return () => {
        set.delete(fn)
        if (set.size === 0 && listeners.get(k) === set) listeners.delete(k)
      }
    },
    tell(baseUrl) {
      for (const fn of [...(listeners.get(normalizeBaseUrl(baseUrl)) ?? [])]) fn()
    },
  }
}

/** The lockouts known to one set of schedulers (one explorer core, or one stand-alone client). */
export interface Lockouts {
  /** Records a lockout of `baseUrl` until `until` (epoch ms); a shorter one never shortens a longer one. */
  lock(baseUrl: string, until: number): void
  /** The end of the lockout of `baseUrl`, or null when none is active at `now`. */
  until(baseUrl: string, now: number): number | null
  /** Calls `fn` whenever a lockout of `baseUrl` starts or grows; returns the unsubscribe function. */
  onLock(baseUrl: string, fn: () => void): () => void
}

/** An empty set of lockouts; expired entries and unused listener sets are dropped as they are met. */
export function createLockouts(): Lockouts {
  const lockedUntil = new Map<string, number>()
  const listeners = createServiceListeners()
  return {
    lock(baseUrl, until) {
      const k = normalizeBaseUrl(baseUrl)
      const current = lockedUntil.get(k)
      if (current !== undefined && current >= until) return
      lockedUntil.set(k, until)
      listeners.tell(k)
    },
    until(baseUrl, now) {
      const k = normalizeBaseUrl(baseUrl)
      const until = lockedUntil.get(k)
      if (until === undefined) return null
      if (until <= now) {
        lockedUntil.delete(k)
        return null
      }
      return until
    },
    onLock: listeners.add,
  }
}
