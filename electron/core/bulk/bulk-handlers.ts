/**
 * bulk:* channels (shared/ipc/bulk.ts): a list received in parts and read here, its column looked up by a BulkRun
 * (the catalogue first, the service in the line of work the user started), its rows and its file.
 */
import { said } from '../../../shared/i18n/said.ts'
import type { BulkPreview, BulkProgress, BulkResults } from '../../../shared/ipc/bulk.ts'
import { BULK_MAX_BYTES, BULK_MAX_ROWS } from '../../../shared/ipc/bulk.ts'
import type { IpcError } from '../../../shared/ipc/common.ts'
import type { ApiClient } from '../api/index.ts'
import { CoreError } from '../session/core-error.ts'
import type { Implementations } from '../session/types.ts'
import { askService, knownRate } from './bulk-ask.ts'
import { bulkFileText } from './bulk-export.ts'
import { guessColumn } from './bulk-guess.ts'
import { parseList, type BulkTable } from './bulk-parse.ts'
import type { LookupText } from './bulk-resolve.ts'
import { BulkRun } from './bulk-run.ts'
import type { BulkCheckpoints } from './bulk-checkpoint.ts'
import type { BulkAnswer } from '../../../shared/ipc/bulk.ts'

/** What the bulk lookup needs from the core. */
export interface BulkDeps {
  lookup: LookupText
  /** The current key's client (throws the core's no-key error without one). */
  client(): ApiClient
  toIpcError(error: unknown): IpcError
  emit(progress: BulkProgress): void
  now(): number
  /** Where runs are kept for a restart (bulk-checkpoint.ts); none: they end with the app. */
  checkpoints?: BulkCheckpoints
  /**
   * Wraps each request of a run (key usage counts it as a bulk lookup's: `(fn) => usage.tag('bulk', fn)`), also
   * for a run taken up after a restart, which no channel started.
   */
  tagRequest?: <T>(fn: () => T) => T
  /** How old a catalogue row may be before a run asks the service again: the catalogue's refresh period. */
  staleAfterMs?: () => number
  /** The service requests go to now (its history URL, stable across the demo's restarts); null without a key. */
  service?: () => string | null
}

/** Lists kept at once: a new one sets the oldest aside (cancelling its run). */
const MAX_LISTS = 3

interface List {
  parts: string[]
  chars: number
  table: BulkTable | null
  run: { column: number; header: boolean; run: BulkRun } | null
  /** The service the run asks, from its start on; null before, or when not known. */
  service: string | null
}

type BulkChannel = keyof BulkResults

/** Handlers of the bulk channels, `restore` to take up the runs a restart stopped, and `close` to cancel every run. */
export function bulkHandlers(
  deps: BulkDeps,
): Pick<Implementations, BulkChannel> & { restore(): Promise<void>; close(): Promise<void> } {
  const lists = new Map<string, List>()
  const kept = deps.checkpoints
  const service = askService(deps.client)
  const tag = deps.tagRequest ?? (<T>(fn: () => T): T => fn())

  const unknown = (): CoreError =>
    new CoreError('validation', 'invalid_payload', 'payload.bulkId: no list was read under this id', 'bulkId')

  const listOf = (bulkId: string): List & { table: BulkTable } => {
    const list = lists.get(bulkId)
    if (list?.table == null) throw unknown()
    return list as List & { table: BulkTable }
  }

  const runOf = (bulkId: string): BulkRun => {
    const run = lists.get(bulkId)?.run?.run
    if (run === undefined) throw unknown()
    return run
  }

  /** The run for a column and header choice; a new one while the old one has not started. */
  const runFor = (
    bulkId: string,
    column: number,
    header: boolean,
    answers?: readonly (BulkAnswer | null)[],
  ): BulkRun => {
    const list = listOf(bulkId)
    const current = list.run
    if (
      current &&
      (current.run.progress().state !== 'ready' || (current.column === column && current.header === header))
    )
      return current.run
    const rows = header ? list.table.rows.slice(1) : list.table.rows
    if (rows.length > BULK_MAX_ROWS)
      throw new CoreError(
        'validation',
        'invalid_payload',
        said('errors.bulk.too-many-rows', { max: BULK_MAX_ROWS }),
        'header',
      )
    const run: BulkRun = new BulkRun(
      bulkId,
      rows.map((r) => r[column] ?? ''),
      {
        lookup: deps.lookup,
        ask: (ask, signal) => tag(() => service(ask, signal)),
        toIpcError: deps.toIpcError,
        rate: knownRate(deps.client),
        now: deps.now,
        ...(deps.staleAfterMs ? { staleBefore: () => deps.now() - (deps.staleAfterMs?.() ?? 0) } : {}),
        sameService: () => sameService(list),
        emit: (p) => {
          deps.emit(p)
          // Every answer is kept for a restart once the run has started (one not started has nothing to resume).
          if (p.state !== 'ready') void kept?.answers(bulkId, () => [...run.answers])
        },
      },
      answers,
    )
    list.run = { column, header, run }
    return run
  }

  const sameService = (list: List): boolean =>
    list.service === null || deps.service === undefined || deps.service() === list.service

  const setAside = (): void => {
    while (lists.size >= MAX_LISTS) {
      const [oldest, list] = lists.entries().next().value ?? []
      if (oldest === undefined) return
      list?.run?.run.cancel()
      lists.delete(oldest)
      void kept?.remove(oldest)
    }
  }

  return {
    'bulk:load': async ({ bulkId, part, text, last }) => {
      let list = lists.get(bulkId)
      if (part === 0) {
        list?.run?.run.cancel()
        lists.delete(bulkId)
        void kept?.remove(bulkId)
        setAside()
        list = { parts: [], chars: 0, table: null, run: null, service: null }
        lists.set(bulkId, list)
      }
      if (list === undefined || list.table !== null || part !== list.parts.length)
        throw new CoreError(
          'validation',
          'invalid_payload',
          'payload.part: parts must come in order, from 0',
          'part',
        )
      list.parts.push(text)
      list.chars += text.length
      // A character is at least one byte: past the limit in characters is past it in bytes.
      if (list.chars > BULK_MAX_BYTES) {
        lists.delete(bulkId)
        return { state: 'refused', problem: { code: 'too-big', limit: BULK_MAX_BYTES } }
      }
      if (!last) return { state: 'receiving', chars: list.chars }
      const parsed = parseList(list.parts.join(''))
      list.parts = []
      if (!parsed.ok) {
        lists.delete(bulkId)
        return { state: 'refused', problem: parsed.problem }
      }
      const shown = preview(bulkId, parsed.table)
      // Without a header every row is a row to look up: one more than the reader let through is one too many.
      if (parsed.table.rows.length - (shown.header ? 1 : 0) > BULK_MAX_ROWS) {
        lists.delete(bulkId)
        return { state: 'refused', problem: { code: 'too-many-rows', limit: BULK_MAX_ROWS } }
      }
      list.table = parsed.table
      return { state: 'ready', preview: shown }
    },
    'bulk:estimate': async ({ bulkId, column, header }) => runFor(bulkId, column, header).estimate(),
    'bulk:kept': async () => ({
      runs: [...lists.entries()].flatMap(([bulkId, list]) =>
        // A run never started (only estimated) is no run to take up.
        list.table === null || list.run === null || list.run.run.progress().state === 'ready'
          ? []
          : [
              {
                preview: preview(bulkId, list.table),
                column: list.run.column,
                header: list.run.header,
                progress: list.run.run.progress(),
              },
            ],
      ),
    }),
    'bulk:start': async ({ bulkId, column, header }) => {
      const run = runFor(bulkId, column, header)
      if (run.progress().state === 'ready') {
        const list = listOf(bulkId)
        list.service = deps.service?.() ?? null
        const { table, service } = list
        await kept?.start({ bulkId, table, column, header, service }).catch(() => undefined)
      }
      void run.start()
      return run.progress()
    },
    'bulk:pause': async ({ bulkId, paused }) => {
      const run = runOf(bulkId)
      const list = listOf(bulkId)
      if (!paused && !sameService(list))
        throw new CoreError(
          'validation',
          'bulk_other_service',
          list.service === null || list.service === undefined
            ? said('errors.bulk.other-service-unnamed')
            : said('errors.bulk.other-service', { service: { ltr: list.service } }),
          'bulkId',
        )
      return run.pause(paused)
    },
    'bulk:cancel': async ({ bulkId }) => {
      const progress = runOf(bulkId).cancel()
      // Written before the answer, so a quit right after cannot bring the run back paused.
      await kept?.cancelled(bulkId).catch(() => undefined)
      return progress
    },
    'bulk:rows': async ({ bulkId, offset, limit }) => {
      const run = runOf(bulkId)
      return { progress: run.progress(), rows: run.rows(offset, limit) }
    },
    'bulk:export': async ({ bulkId, format }) => {
      const list = listOf(bulkId)
      const chosen = list.run
      if (chosen === null) throw unknown()
      const text = bulkFileText(
        {
          header: chosen.header ? (list.table.rows[0] ?? null) : null,
          rows: chosen.header ? list.table.rows.slice(1) : list.table.rows,
          answers: chosen.run.answers,
          columns: list.table.columns,
        },
        format,
      )
      const day = new Date(deps.now()).toISOString().slice(0, 10)
      return { text, fileName: `bulk-lookup-${day}.${format}` }
    },
    /** Takes up the runs an earlier start kept, paused: the user resumes them (or not) on the page. */
    async restore() {
      for (const run of (await kept?.restore()) ?? []) {
        lists.set(run.bulkId, { parts: [], chars: 0, table: run.table, run: null, service: run.service })
        const restored = runFor(run.bulkId, run.column, run.header, run.answers)
        void restored.start()
        // Cancelled by the user: back as cancelled. Else paused where the restart stopped it (a run with every
        // row answered just ends again).
        if (run.cancelled) restored.cancel()
        else if (run.answers.some((a) => a === null)) restored.pause(true)
      }
      setAside()
    },
    async close() {
      // The runs stop without a word to the checkpoint: a restart takes them up where they were.
      const running = [...lists.values()].map((l) => l.run?.run)
      lists.clear()
      for (const run of running) run?.cancel()
      await kept?.flush()
    },
  }
}

/** What the page shows before a column is chosen. */
function preview(bulkId: string, table: BulkTable): BulkPreview {
  const guess = guessColumn(table)
  return {
    bulkId,
    delimiter: table.delimiter,
    first: table.rows[0] ?? [],
    columns: table.columns,
    rest: table.rows.length - 1,
    sample: table.rows.slice(1, 6),
    header: guess.header,
    column: guess.column,
  }
}
