/**
 * One export run as the export handlers track it: the running jobs, the checkpoints of failed ones, the pending
 * list on disk, and the files finished in this session. `startExport` runs one (resuming a checkpoint when there
 * is one) and `exportTo` keeps the checkpoint bookkeeping of one attempt.
 */
import { stat, unlink } from 'node:fs/promises'
import type { ExportResult } from '../../../shared/ipc/export.ts'
import type { BulkFilters, ListingClient } from './paginate.ts'
import type { ListColumn } from '../../../shared/views/list-columns.ts'
import {
  discardCheckpoint,
  ExportError,
  runExport,
  type ExportCheckpoint,
  type OverrunDecision,
} from './export.ts'
import { currentClient } from '../session/current-client.ts'
import { pendingExports } from './export-pending.ts'
import { CoreError } from '../session/core-error.ts'
import type { CoreContext } from '../session/types.ts'
import { said } from '../../../shared/i18n/said.ts'

/** A running export. */
export interface Job {
  abort: AbortController
  slot: string
  done: Promise<unknown>
  /** The user let it run on when the window or tab that started it goes away. */
  background: boolean
  /** Set while the export is paused on a question; export:decide answers it. */
  decide?: (decision: OverrunDecision) => void
}

/** What the export handlers of one core keep between calls. */
export interface ExportState {
  running: Map<string, Job>
  checkpoints: Map<string, ExportCheckpoint>
  pending: ReturnType<typeof pendingExports>
  /** The files exports finished in this session: the only paths "Show in folder" may hand to the system. */
  written: Set<string>
}

/** A fresh state for one core. */
export function exportState(userDataDir: string): ExportState {
  return {
    running: new Map(),
    checkpoints: new Map(),
    pending: pendingExports(userDataDir),
    written: new Set(),
  }
}

/** What one export writes, where, and with which filters. */
export interface ExportTarget {
  format: 'csv' | 'json'
  filters: BulkFilters
  /** The CSV file's columns; every field when absent. */
  columns?: readonly ListColumn[] | undefined
  file: string
  signal: AbortSignal
  /** Where the rows are read from; the current service's client when absent. */
  client?: ListingClient
}

/** Runs one export attempt; keeps or drops its checkpoint by how it ended. */
async function exportTo(
  ctx: CoreContext,
  state: ExportState,
  ids: { exportId: string; slot: string },
  opts: ExportTarget,
  resume: ExportCheckpoint | undefined,
  expectedRows: number | undefined,
): Promise<ExportResult> {
  const { exportId, slot } = ids
  const ask = (rows: number, expected: number): Promise<OverrunDecision> =>
    new Promise((resolve, reject) => {
      const job = state.running.get(exportId)
      if (!job) return reject(new Error('the export is no longer running'))
      const stop = (): void => reject(opts.signal.reason)
      opts.signal.addEventListener('abort', stop, { once: true })
      job.decide = (decision) => {
        delete job.decide
        opts.signal.removeEventListener('abort', stop)
        resolve(decision)
      }
      ctx.hub.emit('export:did-pause', { exportId, rows, expectedRows: expected })
    })
  try {
    const result = await runExport({
      ...(expectedRows === undefined ? {} : { overrun: { expectedRows, ask } }),
      client: currentClient(ctx),
      ...opts,
      ...(resume ? { resume } : {}),
      onTempFile: (tempFile) => state.pending.add(slot, tempFile),
      onProgress: (p) => ctx.hub.emit('export:did-progress', { exportId, pages: p.pages, rows: p.rows }),
    })
    state.checkpoints.delete(slot)
    await state.pending.remove(slot)
    state.written.add(result.file)
    return result
  } catch (error) {
    const cp = error instanceof ExportError ? error.checkpoint : null
    // A file error (a disk still full) keeps the partial file even without progress: it can still be resumed.
    // Any other failure without progress means the checkpoint is stale (a restarted service's dead cursor).
    const keep =
      cp !== null &&
      error instanceof ExportError &&
      (error.code === 'file_error' || (error.code === 'failed' && (!resume || cp.pages > resume.pages)))
    if (keep) {
      state.checkpoints.set(slot, cp)
    } else {
      state.checkpoints.delete(slot)
      await state.pending.remove(slot)
      if (cp) await discardCheckpoint(cp).catch(() => undefined)
    }
    throw error
  }
}

/**
 * Runs the export of `slot` to the file chosen (or the file of its checkpoint, without asking again). A stale
 * checkpoint is dropped and the export starts afresh; an export that will not be resumed gives back the empty file
 * the preview reserved its name with.
 */
export async function startExport(
  ctx: CoreContext,
  state: ExportState,
  ids: { exportId: string; slot: string },
  request: {
    format: 'csv' | 'json'
    filters: BulkFilters
    columns?: readonly ListColumn[] | undefined
    suggestedName: string
    expectedRows?: number | undefined
    client?: ListingClient
  },
  signal: AbortSignal,
): Promise<ExportResult> {
  const { format, filters, expectedRows } = request
  const resume = state.checkpoints.get(ids.slot)
  const file = resume?.file ?? (await ctx.opts.chooseExportFile(format, request.suggestedName))
  if (file === null) throw new CoreError('cancelled', 'no_file', said('errors.export.no-file'))
  if (signal.aborted) throw new CoreError('cancelled', 'cancelled', said('errors.export.cancelled'))
  const opts = {
    format,
    filters,
    file,
    signal,
    ...(request.columns === undefined ? {} : { columns: request.columns }),
    ...(request.client ? { client: request.client } : {}),
  }
  const placeholder = await isEmptyFile(file)
  try {
    return await exportTo(ctx, state, ids, opts, resume, expectedRows)
  } catch (error) {
    const stale =
      error instanceof ExportError && ['resume_mismatch', 'resume_unavailable'].includes(error.code)
    if (resume && stale) return exportTo(ctx, state, ids, opts, undefined, expectedRows)
    if (placeholder && !state.checkpoints.has(ids.slot) && (await isEmptyFile(file))) {
      await unlink(file).catch(() => undefined)
    }
    throw error
  }
}

async function isEmptyFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile() && s.size === 0,
    () => false,
  )
}
