/**
 * "Load all matching" to a file: every page of a filtered walk, streamed to a temporary file beside the target
 * and renamed over it only when complete, so the target is never half written.
 *
 * Decisions (brief: "cleaned up OR kept for resume"):
 * - a failed export (network, 5xx, pagination guard, disk) keeps its temporary file and throws an ExportError
 *   whose checkpoint resumes it; `discardCheckpoint` deletes the file when the user gives up;
 * - a cancelled export (the signal) deletes its temporary file: the user asked to stop, nothing is left behind.
 */
import { randomBytes } from 'node:crypto'
import { open, readFile, rename, stat, truncate, unlink, writeFile, type FileHandle } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import type { ExportProgress, ExportResult } from '../../../shared/ipc/export.ts'
import type { BridgeSummary } from '../../../shared/api/types.ts'
import { fileErrorText, reasonOf } from '../files/file-problem.ts'
import { said, type Said } from '../../../shared/i18n/said.ts'
import { sayable } from '../words/english-words.ts'
import { layoutOf, type ExportFormat } from './export-format.ts'
import { EVERY_COLUMN, type ListColumn } from '../../../shared/views/list-columns.ts'
import { BULK_PAGE_SIZE, paginateBridges, type BulkFilters, type ListingClient } from './paginate.ts'

export type { ExportFormat } from './export-format.ts'

/** Everything needed to continue a failed export; JSON-able, so it can be stored and sent over IPC. */
export interface ExportCheckpoint {
  filters: BulkFilters
  format: ExportFormat
  /** The CSV file's columns; absent: every field (and in checkpoints written before columns could be chosen). */
  columns?: ListColumn[]
  file: string
  tempFile: string
  /** The cursor of the next page to fetch; null with `pages > 0` means every page is already written. */
  nextCursor: string | null
  pages: number
  rowsWritten: number
  /** Length of the temporary file after the last complete page; a resume cuts anything written after it. */
  bytesWritten: number
  duplicatesSkipped: number
  /**
   * Length of the ids file beside the partial file (idsFileOf) after the last complete page: the ids written so far,
   * one JSON string a line, so a repeat on a later page or after a resume is dropped. Appended page by page, so the
   * checkpoint written after each page stays a few hundred bytes whatever the rows. Absent: none kept (a walk whose
   * ids are unique, or a checkpoint of an earlier version, which kept them in `seenIds`).
   */
  idsBytes?: number
  /** The ids written, as checkpoints of earlier versions kept them: moved to the ids file on resume. */
  seenIds?: string[]
}

/** Progress after each page: what the renderer sees (dto.ExportProgress without the id IPC adds), plus cursors. */
export interface BulkProgress extends Omit<ExportProgress, 'exportId'> {
  duplicatesSkipped: number
  /** The cursor that fetched the page just written (null for the first page). */
  lastCursor: string | null
  nextCursor: string | null
}

// The result crosses IPC as it is, so its shape is declared once, in shared/ipc/export.ts. Progress extends the IPC
// shape: the core also reports cursors (for resuming) that the renderer has no use for; IPC adds an export id.
export type { ExportResult }

/** Why an export stopped. */
export type ExportErrorCode = 'cancelled' | 'failed' | 'file_error' | 'resume_mismatch' | 'resume_unavailable'

/** An export that did not complete; `checkpoint` is set when it can be resumed. */
export class ExportError extends Error {
  readonly code: ExportErrorCode
  readonly checkpoint: ExportCheckpoint | null
  /** What a person reads, said by code (docs/i18n.md); `message` is the same in English, for logs. */
  readonly said: Said | undefined

  constructor(
    code: ExportErrorCode,
    words: string | Said,
    checkpoint: ExportCheckpoint | null,
    cause?: unknown,
  ) {
    const { message, said } = sayable(words)
    super(message, cause === undefined ? undefined : { cause })
    this.said = said
    this.name = 'ExportError'
    this.code = code
    this.checkpoint = checkpoint
  }
}

/** Arguments of `runExport`. */
export interface ExportOptions {
  client: ListingClient
  filters: BulkFilters
  format: ExportFormat
  /** See ExportCheckpoint.columns. */
  columns?: readonly ListColumn[] | undefined
  file: string
  onProgress?: (p: BulkProgress) => void
  signal?: AbortSignal
  resume?: ExportCheckpoint
  /** Told the partial file's path before anything is written, so a crash can be found at the next start. */
  onTempFile?: (tempFile: string) => Promise<void>
  /** The rows the estimate promised, and who to ask when the list runs far past them (see `overrunLimit`). */
  overrun?: { expectedRows: number; ask: (rows: number, expectedRows: number) => Promise<OverrunDecision> }
}

/** The answer to "this list is longer than the service said": go on, stop and keep the rows, or stop and discard. */
export type OverrunDecision = 'continue' | 'keep' | 'discard'

/**
 * The row count past which an export pauses to ask: twice the estimate plus one full page (so a small estimate is
 * not tripped by the first page). A list that long is no rounding error: the server is paginating without end or
 * its totals are wrong. After "go on", the next question comes when the rows written have doubled again.
 */
export function overrunLimit(expectedRows: number): number {
  return 2 * Math.max(0, expectedRows) + BULK_PAGE_SIZE
}

/** Where the checkpoint of a partial file is kept: beside it, updated after every page that reached the disk. */
export function checkpointFileOf(tempFile: string): string {
  return `${tempFile}.checkpoint.json`
}

/** Where the ids an export has written are kept: beside its partial file, appended after every page. */
export function idsFileOf(tempFile: string): string {
  return `${tempFile}.ids`
}

/** Reads the checkpoint kept beside a partial file; null when there is none or it is unreadable. */
export async function readCheckpoint(tempFile: string): Promise<ExportCheckpoint | null> {
  try {
    const cp = JSON.parse(await readFile(checkpointFileOf(tempFile), 'utf8')) as ExportCheckpoint
    const ok =
      cp.tempFile === tempFile &&
      typeof cp.file === 'string' &&
      (cp.format === 'csv' || cp.format === 'json') &&
      Number.isInteger(cp.bytesWritten) &&
      (cp.idsBytes === undefined || Number.isInteger(cp.idsBytes)) &&
      (cp.seenIds === undefined || Array.isArray(cp.seenIds))
    return ok ? cp : null
  } catch {
    return null
  }
}

// Written to a temporary name and renamed, so a crash leaves the previous page's checkpoint or this one.
async function saveCheckpoint(cp: ExportCheckpoint): Promise<void> {
  const path = checkpointFileOf(cp.tempFile)
  await writeFile(`${path}.tmp`, JSON.stringify(cp))
  await rename(`${path}.tmp`, path)
}

/** Fetches every matching bridge and writes them to `file` (CSV or JSON), each `id` exactly once. */
export async function runExport(opts: ExportOptions): Promise<ExportResult> {
  const cp = opts.resume ? await prepareResume(opts, opts.resume) : freshCheckpoint(opts)
  const layout = layoutOf(cp.format, cp.columns)
  let handle: FileHandle | null = null
  let ids: FileHandle | null = null
  try {
    await opts.onTempFile?.(cp.tempFile)
    handle = await open(cp.tempFile, opts.resume ? 'a' : 'wx')
    const seen = opts.client.uniqueIds === true ? null : await seenIdsOf(cp)
    if (seen !== null) ids = await open(idsFileOf(cp.tempFile), 'a')
    if (cp.bytesWritten === 0) cp.bytesWritten += await write(handle, layout.prologue())
    await saveCheckpoint(cp)
    const done = cp.pages > 0 && cp.nextCursor === null
    let limit = opts.overrun ? overrunLimit(opts.overrun.expectedRows) : Infinity
    let kept = false
    const walk = done
      ? []
      : paginateBridges(opts.client, cp.filters, { signal: opts.signal, startCursor: cp.nextCursor })
    for await (const { page, cursor, nextCursor } of walk) {
      const { chunk, rows, dupes, fresh } = newRowsOf(page, seen, layout, cp.rowsWritten)
      const bytes = await write(handle, chunk)
      // The checkpoint moves only after the page and its ids are on disk, so a resume never loses or repeats a row.
      if (seen !== null && ids !== null) {
        let lines = ''
        for (const id of fresh) {
          seen.add(id)
          lines += `${JSON.stringify(id)}\n`
        }
        cp.idsBytes = (cp.idsBytes ?? 0) + (await write(ids, lines))
      }
      Object.assign(cp, {
        nextCursor,
        pages: cp.pages + 1,
        rowsWritten: rows,
        bytesWritten: cp.bytesWritten + bytes,
      })
      cp.duplicatesSkipped += dupes
      await saveCheckpoint(cp)
      opts.onProgress?.({
        pages: cp.pages,
        rows: cp.rowsWritten,
        duplicatesSkipped: cp.duplicatesSkipped,
        lastCursor: cursor,
        nextCursor,
      })
      if (opts.overrun && nextCursor !== null && cp.rowsWritten > limit) {
        // Paused here: no request goes out until the user answers.
        const decision = await opts.overrun.ask(cp.rowsWritten, opts.overrun.expectedRows)
        opts.signal?.throwIfAborted()
        if (decision === 'discard') throw new ExportError('cancelled', said('errors.export.discarded'), null)
        if (decision === 'keep') {
          kept = true
          break
        }
        limit = 2 * cp.rowsWritten
      }
    }
    opts.signal?.throwIfAborted()
    await write(handle, layout.epilogue(cp.rowsWritten))
    await handle.sync()
    await handle.close()
    handle = null
    await ids?.close()
    ids = null
    await rename(cp.tempFile, cp.file)
    await unlink(checkpointFileOf(cp.tempFile)).catch(() => undefined)
    await unlink(idsFileOf(cp.tempFile)).catch(() => undefined)
    const result = {
      rows: cp.rowsWritten,
      pages: cp.pages,
      duplicatesSkipped: cp.duplicatesSkipped,
      file: cp.file,
    }
    return kept ? { ...result, stoppedEarly: true } : result
  } catch (err) {
    await handle?.close().catch(() => undefined)
    await ids?.close().catch(() => undefined)
    throw await exportFailure(err, cp, opts.signal)
  }
}

/**
 * The rows of a page not written before, as text in the file's layout. Only a row an earlier page already had is
 * "sent again on a later page"; an id twice on one page is written once too, but not counted as such a repeat
 * (the list view counts the same way).
 */
function newRowsOf(
  page: readonly BridgeSummary[],
  seen: ReadonlySet<string> | null,
  layout: ReturnType<typeof layoutOf>,
  firstRow: number,
): { chunk: string; rows: number; dupes: number; fresh: Set<string> } {
  let chunk = ''
  let rows = firstRow
  let dupes = 0
  const fresh = new Set<string>()
  for (const b of page) {
    if (seen?.has(b.id) === true) {
      dupes++
      continue
    }
    if (fresh.has(b.id)) continue
    chunk += layout.row(b, rows++)
    fresh.add(b.id)
  }
  return { chunk, rows, dupes, fresh }
}

/**
 * What a failed export throws: cancelled (its partial file discarded), a file error (kept, to resume once the
 * disk is fixed), or a failure that can be resumed from its checkpoint.
 */
async function exportFailure(
  err: unknown,
  cp: ExportCheckpoint,
  signal: AbortSignal | undefined,
): Promise<ExportError> {
  if (signal?.aborted || (err instanceof ExportError && err.code === 'cancelled')) {
    await discardCheckpoint(cp).catch(() => undefined)
    return new ExportError(
      'cancelled',
      signal?.aborted ? said('errors.export.cancelled-unchanged') : said('errors.export.discarded'),
      null,
      err,
    )
  }
  if (fileErrorText(err) !== null) {
    const words = said('errors.export.write-failed', {
      dir: { ltr: dirname(cp.file) },
      why: reasonOf(err).why,
      rows: cp.rowsWritten,
    })
    return new ExportError('file_error', words, cp, err)
  }
  // The failure's own words (the API client's, a service's) stay as they were written, inside the sentence.
  const reason = { ltr: err instanceof Error ? err.message : String(err) }
  return new ExportError('failed', said('errors.export.stopped-after', { pages: cp.pages, reason }), cp, err)
}

/** Deletes the temporary file (and its checkpoint) of an export the user will not resume. */
export async function discardCheckpoint(cp: Pick<ExportCheckpoint, 'tempFile'>): Promise<void> {
  const files = [cp.tempFile, checkpointFileOf(cp.tempFile), `${checkpointFileOf(cp.tempFile)}.tmp`]
  for (const path of [...files, idsFileOf(cp.tempFile)]) {
    await unlink(path).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err
    })
  }
}

function freshCheckpoint(opts: ExportOptions): ExportCheckpoint {
  // A dot file in the target's folder: same file system, so the final rename is atomic.
  const tempFile = join(dirname(opts.file), `.${basename(opts.file)}.${randomBytes(4).toString('hex')}.part`)
  return {
    filters: { ...opts.filters },
    format: opts.format,
    ...(opts.columns === undefined ? {} : { columns: [...opts.columns] }),
    file: opts.file,
    tempFile,
    nextCursor: null,
    pages: 0,
    rowsWritten: 0,
    bytesWritten: 0,
    duplicatesSkipped: 0,
  }
}

async function prepareResume(opts: ExportOptions, given: ExportCheckpoint): Promise<ExportCheckpoint> {
  const same =
    given.format === opts.format &&
    given.file === opts.file &&
    sameFilters(given.filters, opts.filters) &&
    (given.columns ?? EVERY_COLUMN).join() === (opts.columns ?? EVERY_COLUMN).join()
  if (!same) throw new ExportError('resume_mismatch', said('errors.export.other-checkpoint'), given)
  const size = await stat(given.tempFile).then(
    (s) => s.size,
    () => -1,
  )
  if (size < given.bytesWritten) {
    throw new ExportError('resume_unavailable', said('errors.export.partial-gone'), null)
  }
  // Bytes after the last complete page belong to a page that failed half-way; it is fetched again.
  if (size > given.bytesWritten) await truncate(given.tempFile, given.bytesWritten)
  return {
    ...given,
    filters: { ...given.filters },
    ...(given.seenIds === undefined ? {} : { seenIds: [...given.seenIds] }),
  }
}

/**
 * The ids written before, from the ids file cut to the last complete page (a page that failed half-way is fetched
 * again), or from an earlier version's checkpoint, whose ids move to the file. A fresh export starts the file empty.
 */
async function seenIdsOf(cp: ExportCheckpoint): Promise<Set<string>> {
  const path = idsFileOf(cp.tempFile)
  if (cp.seenIds !== undefined) {
    const seen = new Set(cp.seenIds)
    cp.idsBytes = await writeText(path, [...seen].map((id) => `${JSON.stringify(id)}\n`).join(''))
    delete cp.seenIds
    return seen
  }
  const kept = cp.idsBytes ?? 0
  const bytes = kept === 0 ? Buffer.alloc(0) : await readFile(path).catch(() => Buffer.alloc(0))
  if (bytes.length < kept)
    throw new ExportError('resume_unavailable', said('errors.export.partial-gone'), null)
  const text = bytes.subarray(0, kept).toString('utf8')
  cp.idsBytes = await writeText(path, text)
  const seen = new Set<string>()
  for (const line of text.split('\n')) if (line !== '') seen.add(JSON.parse(line) as string)
  return seen
}

async function writeText(path: string, text: string): Promise<number> {
  await writeFile(path, text)
  return Buffer.byteLength(text)
}

function sameFilters(a: BulkFilters, b: BulkFilters): boolean {
  return (
    (a.q || '') === (b.q || '') &&
    (a.category || '') === (b.category || '') &&
    a.limit === b.limit &&
    a.verified === b.verified &&
    (a.sort ?? 'newest') === (b.sort ?? 'newest')
  )
}

async function write(handle: FileHandle, text: string): Promise<number> {
  if (text === '') return 0
  const buf = Buffer.from(text, 'utf8')
  let offset = 0
  while (offset < buf.length) offset += (await handle.write(buf, offset)).bytesWritten
  return buf.length
}
