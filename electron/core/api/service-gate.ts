/**
 * One gate per service, shared by every scheduler of one pool (scheduler-registry.ts): what the service asked of
 * one caller holds them all (HOUSE_STYLE, "One truth for each thing the user sees"). A Retry-After, a 503 or a
 * transport failure holds every caller of the service until the time asked; and the app sends one failing resource
 * (a path with its query) by itself at most MAX_ATTEMPTS times within its failure window, whoever asks for it, so
 * callers that each keep their own attempts (a poll, a walk and its total, the list's retries) do not multiply them
 * (docs/security.md, threat model 3: at most 4 attempts). The user's own ask is never refused: it is how the user
 * asks again.
 */
import { DOCUMENTED_WINDOW_MS } from './documented-limit.ts'
import { createServiceListeners, normalizeBaseUrl } from './lockout.ts'
import { MAX_ATTEMPTS } from './retry-policy.ts'

/** Why a service is held: the service named the time (`retry_after`), or it failed without one (`backoff`). */
export type HoldReason = 'retry_after' | 'backoff'

/** A hold on a service: nothing is sent before `until`. */
export interface ServiceHold {
  until: number
  reason: HoldReason
}

/** Whether an attempt of a resource may go out now; `counted`: it was counted already (tell `failed` so). */
export type AttemptSlot = { ok: true; counted: boolean } | { ok: false; until: number }

/** The holds and failing resources of one pool's services. */
export interface ServiceGate {
  /** Holds every caller of `baseUrl` until `until`; a shorter hold never shortens a longer one. */
  hold(baseUrl: string, until: number, reason: HoldReason): void
  /** The hold on `baseUrl` at `now`, or null. */
  heldUntil(baseUrl: string, now: number): ServiceHold | null
  /** Calls `fn` whenever a hold of `baseUrl` starts or grows; returns the unsubscribe function. */
  onHold(baseUrl: string, fn: () => void): () => void
  /**
   * Asks to send one attempt of `resource`. An `automatic` one (a retry, background work, a poll) is refused once
   * MAX_ATTEMPTS of it were sent within its failure window; the user's own ask always goes (it still waits for a
   * hold), and is counted.
   */
  attempt(baseUrl: string, resource: string, now: number, automatic: boolean): AttemptSlot
  /** An attempt of `resource` failed in a way worth retrying; the service asked to wait until `askedUntil`. */
  failed(baseUrl: string, resource: string, now: number, askedUntil: number, counted: boolean): void
  /** An attempt of `resource` was answered: its failures are forgotten. */
  succeeded(baseUrl: string, resource: string): void
}

/** A resource failing now: attempts sent since its first failure, and when its window ends. */
interface Streak {
  attempts: number
  endsAt: number
}

/** An empty gate. */
export function createServiceGate(): ServiceGate {
  const holds = new Map<string, ServiceHold>()
  const listeners = createServiceListeners()
  const streaks = new Map<string, Streak>()
  const slot = (baseUrl: string, resource: string): string => `${normalizeBaseUrl(baseUrl)}\n${resource}`

  function live(k: string, now: number): Streak | null {
    const s = streaks.get(k)
    if (s && s.endsAt <= now) streaks.delete(k)
    return s && s.endsAt > now ? s : null
  }

  return {
    hold(baseUrl, until, reason) {
      const k = normalizeBaseUrl(baseUrl)
      const current = holds.get(k)
      if (current !== undefined && current.until >= until) return
      holds.set(k, { until, reason })
      listeners.tell(k)
    },
    heldUntil(baseUrl, now) {
      const k = normalizeBaseUrl(baseUrl)
      const h = holds.get(k)
      if (h === undefined) return null
      if (h.until <= now) {
        holds.delete(k)
        return null
      }
      return h
    },
    onHold: listeners.add,
    attempt(baseUrl, resource, now, automatic) {
      const s = live(slot(baseUrl, resource), now)
      if (s === null) return { ok: true, counted: false }
      if (automatic && s.attempts >= MAX_ATTEMPTS) return { ok: false, until: s.endsAt }
      s.attempts++
      return { ok: true, counted: true }
    },
    failed(baseUrl, resource, now, askedUntil, counted) {
      const k = slot(baseUrl, resource)
      const s = live(k, now)
      // The window the service asked for, and never less than the documented rate window: a service that asks for
      // a second each time still sees at most MAX_ATTEMPTS of one resource a minute while it fails.
      const endsAt = Math.max(askedUntil, now + DOCUMENTED_WINDOW_MS)
      if (s === null) streaks.set(k, { attempts: 1, endsAt })
      else {
        // Sent before the streak began (in flight when the first failure came back): counted now.
        if (!counted) s.attempts++
        s.endsAt = Math.max(s.endsAt, endsAt)
      }
    },
    succeeded(baseUrl, resource) {
      streaks.delete(slot(baseUrl, resource))
    },
  }
}
