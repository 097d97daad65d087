/**
 * One bulk lookup: the catalogue answers every row it can, in chunks that give the event loop back between them
 * (node:sqlite is synchronous and the typo search scans: catalogue-lookup.ts), then the names it could not answer
 * go to the service, each name once, through the caller's `ask` (the key's scheduler, in the line of work the user
 * started: rate-scheduler.ts). It can be paused, resumed and cancelled; each answer is sent as progress.
 */
import type {
  BulkAnswer,
  BulkEstimate,
  BulkProgress,
  BulkRow,
  BulkRunState,
  BulkTarget,
} from '../../../shared/ipc/bulk.ts'
import type { IpcError } from '../../../shared/ipc/common.ts'
import { serviceSeconds, type KnownRate } from './bulk-estimate.ts'
import { sortFailure } from './bulk-failure.ts'
import { askKey, firstAnswer, type LookupText, type ServiceAsk } from './bulk-resolve.ts'

/** What a run needs from the core. */
export interface BulkRunPorts {
  lookup: LookupText
  /** Asks the service for one name; rejects with the API client's error. */
  ask(ask: ServiceAsk, signal: AbortSignal): Promise<BulkTarget>
  toIpcError(error: unknown): IpcError
  rate(): KnownRate
  now(): number
  /** Catalogue rows read before this time are asked again (firstAnswer); absent: none is. */
  staleBefore?(): number
  /** False once the key in use belongs to another service than the run's: the run pauses before its next call. */
  sameService?(): boolean
  emit(progress: BulkProgress): void
}

/** Rows the catalogue answers between two turns of the event loop. */
const CHUNK_ROWS = 200
/** Service calls in flight at once: the scheduler paces them; a few keep its slots filled. */
const WORKERS = 4

interface Pending {
  ask: ServiceAsk
  near: BulkTarget | null
  /** The catalogue's answer of a stale row: kept when the service refuses or fails. */
  kept: BulkAnswer | null
  rows: number[]
  /** Times its call was cancelled by something other than the run (see #askOne). */
  cancelledElsewhere: number
}

/** Calls of one name cancelled by something other than the run before it is answered as failed. */
const MAX_CANCELLED_ELSEWHERE = 2

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** A run over the cells of one column (one per data row, in the list's order). */
export class BulkRun {
  readonly #id: string
  readonly #cells: readonly string[]
  readonly #ports: BulkRunPorts
  readonly #answers: (BulkAnswer | null)[]
  readonly #pending = new Map<string, Pending>()
  readonly #queue: string[] = []
  readonly #abort = new AbortController()
  #asked = 0
  #answered = 0
  #state: BulkRunState = 'ready'
  #prepared: Promise<void> | null = null
  #resumes: (() => void)[] = []
  #finished: Promise<void> | null = null

  /** `answers` are those an earlier run kept (bulk-checkpoint.ts): their rows are not asked again. */
  constructor(
    id: string,
    cells: readonly string[],
    ports: BulkRunPorts,
    answers?: readonly (BulkAnswer | null)[],
  ) {
    this.#id = id
    this.#cells = cells
    this.#ports = ports
    this.#answers = cells.map((_, row) => answers?.[row] ?? null)
    this.#answered = this.#answers.filter((a) => a !== null).length
  }

  /** The catalogue's pass (once): answers what it can, and lines up each name the service must be asked. */
  prepare(): Promise<void> {
    this.#prepared ??= this.#catalogue()
    return this.#prepared
  }

  async #catalogue(): Promise<void> {
    const seen = new Map<string, ReturnType<typeof firstAnswer>>()
    const staleBefore = this.#ports.staleBefore?.() ?? Number.NEGATIVE_INFINITY
    for (let start = 0; start < this.#cells.length; start += CHUNK_ROWS) {
      if (start > 0) await turn()
      for (let row = start; row < Math.min(this.#cells.length, start + CHUNK_ROWS); row++) {
        if (this.#answers[row] !== null) continue
        const cell = (this.#cells[row] ?? '').trim()
        // A cell met before has the answer it had: the catalogue is asked once per distinct text.
        const first = seen.get(cell) ?? firstAnswer(cell, this.#ports.lookup, this.#ports.now(), staleBefore)
        seen.set(cell, first)
        if ('answer' in first) {
          this.#answer(row, first.answer)
          continue
        }
        const key = askKey(first.ask)
        const known = this.#pending.get(key)
        if (known) known.rows.push(row)
        else {
          this.#pending.set(key, {
            ask: first.ask,
            near: first.near,
            kept: first.kept ?? null,
            rows: [row],
            cancelledElsewhere: 0,
          })
          this.#queue.push(key)
        }
      }
    }
  }

  /** What the catalogue answers now and what the service must be asked, with the time that takes. */
  async estimate(): Promise<BulkEstimate> {
    await this.prepare()
    const rate = this.#ports.rate()
    const needService = this.#queue.length
    return {
      rows: this.#cells.length,
      fromCatalogue: this.#answered,
      needService,
      seconds: serviceSeconds(needService, rate, this.#ports.now()),
      perMinute: rate.limit,
    }
  }

  /** Starts the run (once); resolves when it ends, cancelled or done. */
  start(): Promise<void> {
    this.#finished ??= this.#run()
    return this.#finished
  }

  async #run(): Promise<void> {
    this.#state = 'running'
    await this.prepare()
    this.#emit()
    await Promise.all(Array.from({ length: WORKERS }, () => this.#work()))
    if (!this.#is('cancelled')) this.#state = 'done'
    this.#emit()
  }

  async #work(): Promise<void> {
    for (;;) {
      while (this.#state === 'paused') await new Promise<void>((resolve) => this.#resumes.push(resolve))
      // Another service's answers must not join this list's: paused until its own service is in use again.
      if (this.#state === 'running' && this.#ports.sameService?.() === false) {
        this.pause(true)
        continue
      }
      const key = this.#queue.shift()
      if (key === undefined || this.#state === 'cancelled') return
      const p = this.#pending.get(key)
      if (p === undefined) continue
      const answer = await this.#askOne(p)
      if (answer === null) {
        // Cancelled under it: left unanswered when the run was cancelled, else asked again (on resume when paused).
        if (!this.#is('cancelled')) this.#queue.unshift(key)
        continue
      }
      this.#asked++
      for (const row of p.rows) this.#answer(row, answer)
      this.#emit()
    }
  }

  async #askOne(p: Pending): Promise<BulkAnswer | null> {
    try {
      const target = await this.#ports.ask(p.ask, this.#abort.signal)
      return { status: 'found', target, from: 'service', readAt: this.#ports.now() }
    } catch (error) {
      const failure = sortFailure(error, (e) => this.#ports.toIpcError(e))
      const readAt = this.#ports.now()
      switch (failure.sort) {
        // Cancelled by this run (Cancel) it is left unanswered; paused under it, it is asked again on resume.
        // Cancelled by anything else (the key's scheduler set aside while the call waited in its line: the key
        // replaced), it is asked again, with the key in use then; a name cancelled so twice has failed. Never
        // dropped from the line without an answer: its rows would stay unanswered in a run that says it is done.
        case 'cancelled':
          if (this.#abort.signal.aborted || this.#is('paused')) return null
          if (++p.cancelledElsewhere < MAX_CANCELLED_ELSEWHERE) return null
          return p.kept ?? { status: 'failed', error: this.#ports.toIpcError(error), readAt }
        case 'not-found':
          return p.near === null
            ? { status: 'not-found', readAt }
            : { status: 'did-you-mean', suggestion: p.near, readAt }
        // The catalogue's older answer beats none: it says when it was read.
        case 'refused':
          return p.kept ?? { status: 'refused', error: failure.error, readAt }
        case 'failed':
          return p.kept ?? { status: 'failed', error: failure.error, readAt }
      }
    }
  }

  /** Pauses (no new call goes; those in flight end) or resumes the run. */
  pause(paused: boolean): BulkProgress {
    if (paused && this.#state === 'running') this.#state = 'paused'
    else if (!paused && this.#state === 'paused') {
      this.#state = 'running'
      this.#wake()
    }
    return this.#emit()
  }

  /** Cancels the run: calls in flight are cancelled, rows not yet answered stay so. */
  cancel(): BulkProgress {
    if (this.#state === 'done' || this.#state === 'cancelled') return this.progress()
    this.#state = 'cancelled'
    this.#abort.abort()
    this.#wake()
    return this.#emit()
  }

  /** The state now (read through a call: it changes while a run awaits). */
  #is(state: BulkRunState): boolean {
    return this.#state === state
  }

  #wake(): void {
    for (const resume of this.#resumes.splice(0)) resume()
  }

  #answer(row: number, answer: BulkAnswer): void {
    if (this.#answers[row] === null) this.#answered++
    this.#answers[row] = answer
  }

  /** Every row's answer, in the list's order (null: not answered). */
  get answers(): readonly (BulkAnswer | null)[] {
    return this.#answers
  }

  /** Rows `offset` to `offset + limit`, with their input. */
  rows(offset: number, limit: number): BulkRow[] {
    return this.#answers
      .slice(offset, offset + limit)
      .map((answer, i) => ({ row: offset + i, input: this.#cells[offset + i] ?? '', answer }))
  }

  /** Where the run is. */
  progress(): BulkProgress {
    const left = this.#queue.length
    const state = this.#state
    return {
      bulkId: this.#id,
      state,
      rows: this.#cells.length,
      answered: this.#answered,
      serviceDone: this.#asked,
      serviceLeft: left,
      secondsLeft: state === 'running' ? serviceSeconds(left, this.#ports.rate(), this.#ports.now()) : null,
    }
  }

  #emit(): BulkProgress {
    const p = this.progress()
    this.#ports.emit(p)
    return p
  }
}
