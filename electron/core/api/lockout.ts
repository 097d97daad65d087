/**
 * IP lockouts (429 too_many_invalid_attempts) per base URL. The server locks the caller's address for
 * every key (assumption 15), so every scheduler of that base URL must hold back, not just the key that
 * triggered it.
 */

const lockedUntil = new Map<string, number>()
const listeners = new Map<string, Set<() => void>>()

/** The registry key of a base URL (trailing slashes do not make another service). */
export function normalizeBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '')
}

/** Records a lockout of `baseUrl` until `until` (epoch ms); a shorter one never shortens a longer one. */
export function lockBaseUrl(baseUrl: string, until: number): void {
  const k = normalizeBaseUrl(baseUrl)
  const current = lockedUntil.get(k)
  if (current !== undefined && current >= until) return
  lockedUntil.set(k, until)
  for (const fn of listeners.get(k) ?? []) fn()
}

/** The end of the lockout of `baseUrl`, or null when none is active at `now`. */
export function lockoutUntil(baseUrl: string, now: number): number | null {
  const k = normalizeBaseUrl(baseUrl)
  const until = lockedUntil.get(k)
  if (until === undefined) return null
  if (until <= now) {
    lockedUntil.delete(k)
    return null
  }
  return until
}

/** Calls `fn` whenever a lockout of `baseUrl` starts or grows; returns the unsubscribe function. */
export function onLockout(baseUrl: string, fn: () => void): () => void {
  const k = normalizeBaseUrl(baseUrl)
  let set = listeners.get(k)
  if (!set) listeners.set(k, (set = new Set()))
  set.add(fn)
  return () => {
    set.delete(fn)
  }
}
