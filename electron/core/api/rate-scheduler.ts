/**
 * The one throttle layer: a FIFO queue in front of one key's budget. It paces from the server's
 * X-RateLimit-* headers, counts requests in flight against the remaining budget, and after each reset
 * sends one probe to learn the new budget before releasing the rest (no stampede at the boundary).
 * When the server states no usable budget (no headers, a reset in the past or years ahead), it keeps the
 * documented limit (documented-limit.ts) instead of sending without one.
 * Background requests (work the user did not ask for) wait in a line of their own behind every user request and
 * spend at most the background share of each window (background-budget.ts). Between the two, work the user started
 * and left running (a bulk lookup of a pasted list) waits in a third line: after the user's clicks, so a click is
 * never queued behind a long list, and before the background, with the whole window's budget.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { ApiError, asApiErrorCode, cancelledError, waitTooLongError } from './api-error.ts'
import { DEFAULT_BACKGROUND_SHARE } from './background-budget.ts'
import { SYSTEM_CLOCK, type SchedulerClock } from './clock.ts'
import { DeadlineSleeps } from './deadline-sleeps.ts'
import type { RateHeaders } from '../../../shared/api/response-headers.ts'
import { KeyWindow } from './key-window.ts'
import { createLockouts, normalizeBaseUrl, type Lockouts } from './lockout.ts'
import { createServiceGate, type ServiceGate } from './service-gate.ts'
import type { RateLimitInfo, RefusedKeyState, SchedulerState, WaitReason } from './types.ts'
import { WaitLine } from './wait-line.ts'
import type {
  AcquireOptions,
  CallLine,
  Observation,
  Permit,
  RateSchedulerOptions,
  RateSeed,
} from './scheduler-types.ts'

type Gate = { open: true; probe: boolean } | { open: false; until: number | null; reason: WaitReason | null }

/** Budget, queue and waits of one key on one service (what the window allows: key-window.ts). */
export class RateScheduler {
  readonly keyId: string
  readonly baseUrl: string
  readonly #clock: SchedulerClock
  readonly #lockouts: Lockouts
  readonly #offLockout: () => void
  readonly #service: ServiceGate
  readonly #offHold: () => void
  readonly #probeConcurrency: number
  /** The current window's budget, its reset and the clocks it is read against. */
  readonly #window: KeyWindow
  #inFlight = 0
  #probes = 0
  #live = new Set<Permit>()
  readonly #queue = new WaitLine<Permit>()
  /** Work the user started (a bulk lookup): served only when `#queue` is empty, with the whole budget. */
  readonly #startedQueue = new WaitLine<Permit>()
  /** Background requests: served only when `#queue` and `#startedQueue` are empty, within the background share. */
  readonly #bgQueue = new WaitLine<Permit>()
  #bgShare: number = DEFAULT_BACKGROUND_SHARE
  /** Marks the calls made inside `runInBackground` or `runStarted`, so a client's acquire needs no flag of its own. */
  readonly #bgScope = new AsyncLocalStorage<CallLine>()
  #pauseUntil: number | null = null
  #sleeps: DeadlineSleeps
  #blocked: { state: RefusedKeyState; code: string } | null = null
  #timer: unknown = null
  #listeners = new Set<(s: SchedulerState) => void>()
  #lastState = ''

  constructor(opts: RateSchedulerOptions) {
    this.keyId = opts.keyId
    this.baseUrl = normalizeBaseUrl(opts.baseUrl)
    this.#clock = opts.clock ?? SYSTEM_CLOCK
    this.#window = new KeyWindow(this.#clock, opts.marginMs ?? 250)
    this.#probeConcurrency = opts.probeConcurrency ?? 1
    this.#sleeps = new DeadlineSleeps(this.#clock, () => this.#emit())
    this.#lockouts = opts.lockouts ?? createLockouts()
    this.#offLockout = this.#lockouts.onLock(this.baseUrl, () => this.#pump())
    this.#service = opts.service ?? createServiceGate()
    this.#offHold = this.#service.onHold(this.baseUrl, () => this.#pump())
  }

  /** Stops listening for lockouts and clears the timer; callers still queued fail with kind cancelled. */
  dispose(): void {
    this.#offLockout()
    this.#offHold()
    if (this.#timer !== null) this.#clock.clearTimer(this.#timer)
    this.#timer = null
    this.#queue.refuseAll(cancelledError())
    this.#startedQueue.refuseAll(cancelledError())
    this.#bgQueue.refuseAll(cancelledError())
  }

  /** The share (0..1) of each window background requests may use; the user sets it (catalogue settings). */
  get backgroundShare(): number {
    return this.#bgShare
  }

  set backgroundShare(share: number) {
    this.#bgShare = Math.min(1, Math.max(0, share))
    this.#pump()
  }

  /** Background requests waiting for their turn (not shown as the key's queue: the user is not waiting). */
  get backgroundQueued(): number {
    return this.#bgQueue.length
  }

  /** Requests of work the user started waiting for their turn (not shown as the key's queue either). */
  get startedQueued(): number {
    return this.#startedQueue.length
  }

  /** True inside `runInBackground`: the call was not asked for by the user. */
  get inBackground(): boolean {
    return this.#bgScope.getStore() === 'background'
  }

  /** Runs `fn` with every acquire it makes (through any client of this scheduler) counted as background. */
  runInBackground<T>(fn: () => Promise<T>): Promise<T> {
    return this.#bgScope.run('background', fn)
  }

  /** Runs `fn` with every acquire it makes waiting in the line of work the user started (after the user's clicks). */
  runStarted<T>(fn: () => Promise<T>): Promise<T> {
    return this.#bgScope.run('started', fn)
  }

  /** Server clock minus local clock as shown (see ClockSkew.shown); waits use the safe bound instead. */
  get skewMs(): number {
    return this.#window.skewShown
  }

  /** A server reset (epoch seconds) as local epoch ms, as shown to the user. */
  localResetAt(resetSec: number): number {
    return this.#window.localResetAt(resetSec)
  }

  /** Local deadline before which a request would still fall into the window ending at `resetSec` (key-window.ts). */
  resetDeadline(resetSec: number): number {
    return this.#window.resetDeadline(resetSec)
  }

  /** What one response's rate headers say, for the request log: null when they cannot be believed. */
  rateInfo(rate: RateHeaders | null): RateLimitInfo | null {
    return this.#window.rateInfo(rate)
  }

  /** The 401 state blocking this key, or null. */
  get keyBlock(): { state: RefusedKeyState; code: string } | null {
    return this.#blocked
  }

  /** The live state, as emitted to subscribers. */
  state(): SchedulerState {
    const now = this.#clock.now()
    // Derived from the clock, never the last answer as stored: once its reset has passed, a window's count is over
    // and a new window has begun with the same limit (HOUSE_STYLE, "One truth for each thing the user sees").
    const w = this.#window
    const remaining = w.over(now) ? null : w.remaining
    const resetAt = remaining === null ? null : w.shownResetAt()
    let waitingUntil: number | null = null
    let reason: WaitReason | null = null
    const lock = this.#lockouts.until(this.baseUrl, now)
    const hold = this.#service.heldUntil(this.baseUrl, now)
    if (lock !== null) [waitingUntil, reason] = [lock, 'lockout']
    else if (hold !== null) [waitingUntil, reason] = [hold.until, hold.reason]
    else if (this.#pauseUntil !== null && this.#pauseUntil > now)
      [waitingUntil, reason] = [this.#pauseUntil, 'retry_after']
    else if (
      this.#queue.length > 0 &&
      remaining !== null &&
      resetAt !== null &&
      remaining - this.#inFlight <= 0
    )
      [waitingUntil, reason] = [w.resetWake(), 'rate_limit']
    else if (this.#queue.length > 0 && remaining === null && w.documentedLimit.nextAt(now) > now)
      [waitingUntil, reason] = [w.documentedLimit.nextAt(now), 'rate_limit']
    else if (this.#sleeps.earliest() !== null) [waitingUntil, reason] = [this.#sleeps.earliest(), 'backoff']
    const far = remaining === null ? w.farReset.at : null
    return {
      keyId: this.keyId,
      limit: far === null ? w.limit : (w.farReset.limit ?? w.limit),
      remaining: far === null ? remaining : 0,
      resetAt: far ?? resetAt,
      queued: this.#queue.length,
      inFlight: this.#inFlight,
      waitingUntil,
      reason,
      ...(far === null ? {} : { farResetAt: far }),
    }
  }

  /** Calls `fn` on every state change; returns the unsubscribe function. */
  subscribe(fn: (s: SchedulerState) => void): () => void {
    this.#listeners.add(fn)
    return () => {
      this.#listeners.delete(fn)
    }
  }

  /** Waits in line until the budget allows one more request to start. */
  acquire(opts: AcquireOptions = {}): Promise<Permit> {
    const blocked = this.keyBlockedError()
    if (blocked) return Promise.reject(blocked)
    if (opts.signal?.aborted) return Promise.reject(cancelledError())
    const line = this.#lineOf(
      opts.line ?? (opts.background === true ? 'background' : this.#bgScope.getStore()),
    )
    const permit = line.enter(opts, () => this.#pump())
    this.#pump()
    return permit
  }

  /** Returns a permit with what its response said; safe to call twice (the second call is ignored). */
  complete(permit: Permit, obs: Observation): void {
    if (!this.#live.delete(permit)) return
    this.#inFlight--
    if (permit.probe) this.#probes--
    this.#window.learn(permit, obs)
    this.#pump()
  }

  /** Hands back a permit that sent nothing (the service gate refused the attempt): no budget was spent. */
  giveBack(permit: Permit): void {
    if (!this.#live.delete(permit)) return
    this.#inFlight--
    if (permit.probe) this.#probes--
    this.#pump()
  }

  /**
   * What an earlier run last knew of this key's window (its last rate sample, reset in local time): believed only
   * while nothing was learned since and that window is still open, so that a restart spends no request (and draws
   * no 429) to learn a budget it already knew was spent. The first answer corrects it as usual.
   */
  seed(known: RateSeed): void {
    if (this.#window.seed(known)) this.#pump()
  }

  /** Holds every request of this key until `until` (a 429 rate_limited concerns the whole key). */
  pause(until: number): void {
    if (this.#pauseUntil === null || until > this.#pauseUntil) this.#pauseUntil = until
    this.#pump()
  }

  /** Sleeps until an absolute deadline, shown as a backoff wait; re-checks `now` when the timer fires. */
  sleep(deadline: number, signal?: AbortSignal): Promise<void> {
    return this.#sleeps.sleep(deadline, signal)
  }

  /** After a 401: nothing more is sent with this key, queued calls fail now, later calls fail fast. */
  blockKey(state: RefusedKeyState, code: string): void {
    this.#blocked = { state, code }
    this.#pump()
  }

  /** The user acted on the key (replaced, re-approved): let requests through again. */
  clearKeyBlock(): void {
    this.#blocked = null
    this.#pump()
  }

  #gate(now: number): Gate {
    const lock = this.#lockouts.until(this.baseUrl, now)
    if (lock !== null) return { open: false, until: lock, reason: 'lockout' }
    // What the service asked of any caller holds this one too (service-gate.ts).
    const hold = this.#service.heldUntil(this.baseUrl, now)
    if (hold !== null) return { open: false, until: hold.until, reason: hold.reason }
    if (this.#pauseUntil !== null) {
      if (this.#pauseUntil > now) return { open: false, until: this.#pauseUntil, reason: 'retry_after' }
      this.#pauseUntil = null
    }
    const w = this.#window
    w.closeIfOver(now)
    if (w.remaining === null) {
      // Unknown budget: a probe learns it; the rest wait for its answer (pump runs on complete). A server that
      // never states a budget answers only probes, so the documented limit paces them.
      if (this.#probes >= this.#probeConcurrency) return { open: false, until: null, reason: null }
      const at = w.documentedLimit.nextAt(now)
      return at > now ? { open: false, until: at, reason: 'rate_limit' } : { open: true, probe: true }
    }
    if (w.remaining - this.#inFlight > 0) return { open: true, probe: false }
    return { open: false, until: w.resetWake(), reason: 'rate_limit' }
  }

  #pump(): void {
    if (this.#timer !== null) this.#clock.clearTimer(this.#timer)
    this.#timer = null
    const now = this.#clock.now()
    this.#window.closeIfOver(now)
    // The user's line first, then the work the user started, then the background (see the file comment).
    let wakeAt = this.#pumpLine(this.#queue, now)
    if (this.#queue.length === 0) wakeAt = this.#pumpLine(this.#startedQueue, now)
    if (this.#queue.length === 0 && this.#startedQueue.length === 0) wakeAt = this.#pumpBackground(now)
    const waiting = wakeAt !== null
    // Keep the emitted state honest when a pause, a lockout or the window ends with nobody queued: the top bar and
    // the Rate limit view change at the reset, not at the next request.
    const lock = this.#lockouts.until(this.baseUrl, now)
    const reset = this.#window.remaining === null ? null : this.#window.resetWake()
    const hold = this.#service.heldUntil(this.baseUrl, now)?.until ?? null
    for (const t of [lock, hold, this.#pauseUntil, reset])
      if (t !== null && t > now && (wakeAt === null || t < wakeAt)) wakeAt = t
    if (wakeAt !== null)
      this.#timer = this.#clock.setTimer(() => this.#pump(), Math.max(0, wakeAt - now), waiting)
    this.#emit()
  }

  /** The line an acquire waits in. */
  #lineOf(line: CallLine | undefined): WaitLine<Permit> {
    return line === 'background' ? this.#bgQueue : line === 'started' ? this.#startedQueue : this.#queue
  }

  /** Lets the callers of a line go while the budget allows; returns when to look again (null: not needed). */
  #pumpLine(line: WaitLine<Permit>, now: number): number | null {
    for (let maxWait = line.headMaxWait(); maxWait !== null; maxWait = line.headMaxWait()) {
      if (this.#blocked) {
        line.refuseAll(this.keyBlockedError() ?? cancelledError())
        return null
      }
      const gate = this.#gate(now)
      if (gate.open) {
        this.#grant(line, gate.probe, now)
        continue
      }
      if (gate.until !== null && gate.until - now > maxWait) {
        const refused = { waitMs: gate.until - now, sent: false } as const
        line.refuseHead(waitTooLongError(gate.reason === 'lockout', gate.until, refused))
        continue
      }
      return gate.until
    }
    return null
  }

  #grant(line: WaitLine<Permit>, probe: boolean, now: number): void {
    const permit: Permit = { probe, issuedAt: now, closedSec: this.#window.closedSec }
    this.#live.add(permit)
    this.#inFlight++
    if (probe) {
      this.#probes++
      this.#window.documentedLimit.record(now)
    }
    line.grantHead(permit)
  }

  /** Lets background requests go while no user request waits; returns when to look again (null: not needed). */
  #pumpBackground(now: number): number | null {
    for (let maxWait = this.#bgQueue.headMaxWait(); maxWait !== null; maxWait = this.#bgQueue.headMaxWait()) {
      if (this.#blocked) {
        this.#bgQueue.refuseAll(this.keyBlockedError() ?? cancelledError())
        return null
      }
      // Spent until a reset years away: nothing goes until the user asks (a user request learns the next answer).
      const far = this.#window.remaining === null ? this.#window.farReset.at : null
      if (far !== null) {
        this.#bgQueue.refuseHead(waitTooLongError(false, far, { waitMs: far - now, sent: false }))
        continue
      }
      const gate = this.#gate(now)
      // A probe (budget unknown) learns the window for everyone; otherwise the window's used share decides.
      if (gate.open && (gate.probe || this.#window.backgroundRoom(this.#inFlight, this.#bgShare))) {
        this.#grant(this.#bgQueue, gate.probe, now)
        continue
      }
      const until = gate.open ? this.#window.resetWake() : gate.until
      if (until !== null && until - now > maxWait) {
        const refused = { waitMs: until - now, sent: false } as const
        this.#bgQueue.refuseHead(waitTooLongError(!gate.open && gate.reason === 'lockout', until, refused))
        continue
      }
      return until
    }
    return null
  }

  #emit(): void {
    const s = this.state()
    const text = JSON.stringify(s)
    if (text === this.#lastState) return
    this.#lastState = text
    for (const fn of [...this.#listeners]) {
      try {
        fn(s)
      } catch {
        // A failing subscriber must not stall the queue of every other caller.
      }
    }
  }

  /** The error a call with this key fails with while it is blocked, or null when it is usable. */
  keyBlockedError(): ApiError | null {
    const b = this.#blocked
    if (!b) return null
    return new ApiError(`key ${this.keyId} is blocked after ${b.code}; fix the key, then retry`, {
      kind: 'key_blocked',
      code: asApiErrorCode(b.code),
    })
  }
}
