/**
 * What a bulk lookup needs to go on after a restart, kept in the user-data folder (like the export's checkpoint,
 * export/export-pending.ts): the list as read, the column and header chosen, written once when the run starts,
 * and the answers so far, written again as they come (one write at a time; answers that come during a write are
 * in the next). Files are replaced atomically (files/atomic-file.ts), so a crash leaves the last whole copy.
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { BulkAnswer } from '../../../shared/ipc/bulk.ts'
import { BULK_MAX_ROWS } from '../../../shared/ipc/bulk.ts'
import { writeFileAtomic } from '../files/atomic-file.ts'
import type { BulkTable } from './bulk-parse.ts'

/** The folder of the checkpoints inside the user-data folder. */
export const BULK_FOLDER = 'bulk-lookups'

/** A run as kept: its list, its choice, and its answers (null: not answered yet). */
export interface KeptRun {
  bulkId: string
  table: BulkTable
  column: number
  header: boolean
  answers: (BulkAnswer | null)[]
  /** The service the run asks (its history URL), so a restart never resumes it on another; null: not known. */
  service: string | null
  /** The user cancelled it: it comes back cancelled (its answers shown and exportable), never to be resumed. */
  cancelled: boolean
}

const LIST = '.list.json'
const ANSWERS = '.answers.json'
/** An empty file beside the list: the run was cancelled by the user (a quit is not a cancel). */
const CANCELLED = '.cancelled'
const FILES = [LIST, ANSWERS, CANCELLED]
const ID = /^bulk-[A-Za-z0-9_-]{1,58}$/

function isTable(x: unknown): x is BulkTable {
  const t = x as BulkTable | null
  return (
    typeof t?.delimiter === 'string' &&
    Number.isInteger(t.columns) &&
    Array.isArray(t.rows) &&
    t.rows.length <= BULK_MAX_ROWS + 1 &&
    t.rows.every((r) => Array.isArray(r) && r.every((c) => typeof c === 'string'))
  )
}

/** The checkpoints of one user-data folder. */
export function bulkCheckpoints(userDataDir: string) {
  const folder = join(userDataDir, BULK_FOLDER)
  const writing = new Map<string, Promise<void>>()
  const due = new Map<string, () => (BulkAnswer | null)[]>()

  const answersOnce = async (bulkId: string): Promise<void> => {
    const answers = due.get(bulkId)
    due.delete(bulkId)
    if (answers !== undefined)
      await writeFileAtomic(join(folder, bulkId + ANSWERS), JSON.stringify(answers()))
  }

  return {
    /** Keeps the list and its choice; a failure costs only the resume after a restart, never the run. */
    async start(run: Omit<KeptRun, 'answers' | 'cancelled'>): Promise<void> {
      const { bulkId, table, column, header, service } = run
      await mkdir(folder, { recursive: true })
      await writeFileAtomic(join(folder, bulkId + LIST), JSON.stringify({ table, column, header, service }))
    },
    /** Keeps the answers as `read` gives them when this write's turn comes. */
    answers(bulkId: string, read: () => (BulkAnswer | null)[]): Promise<void> {
      const queued = due.has(bulkId)
      due.set(bulkId, read)
      if (queued) return writing.get(bulkId) ?? Promise.resolve()
      const next = (writing.get(bulkId) ?? Promise.resolve())
        .then(() => answersOnce(bulkId))
        .catch(() => undefined)
      writing.set(bulkId, next)
      return next
    },
    /** Marks a run cancelled by the user, so a restart does not offer it paused. */
    async cancelled(bulkId: string): Promise<void> {
      if (!ID.test(bulkId)) return
      await mkdir(folder, { recursive: true })
      await writeFileAtomic(join(folder, bulkId + CANCELLED), '')
    },
    /** Forgets a run (its list was set aside). */
    async remove(bulkId: string): Promise<void> {
      due.delete(bulkId)
      await writing.get(bulkId)
      writing.delete(bulkId)
      for (const end of FILES) await rm(join(folder, bulkId + end), { force: true })
    },
    /** Waits for the writes under way. */
    async flush(): Promise<void> {
      await Promise.all(writing.values())
    },
    /** The runs kept by an earlier start; a file that cannot be read is removed with its pair. */
    async restore(): Promise<KeptRun[]> {
      const names = await readdir(folder).catch(() => [] as string[])
      const kept: KeptRun[] = []
      for (const name of names.filter((n) => n.endsWith(LIST))) {
        const bulkId = name.slice(0, -LIST.length)
        try {
          if (!ID.test(bulkId)) throw new Error('not a bulk id')
          const list = JSON.parse(await readFile(join(folder, name), 'utf8')) as Omit<
            KeptRun,
            'bulkId' | 'answers' | 'cancelled'
          >
          if (!isTable(list.table) || !Number.isInteger(list.column) || typeof list.header !== 'boolean')
            throw new Error('not a kept list')
          const rows = list.table.rows.length - (list.header ? 1 : 0)
          const read = await readFile(join(folder, bulkId + ANSWERS), 'utf8').catch(() => 'null')
          const answers = JSON.parse(read) as unknown
          const cancelled = await readFile(join(folder, bulkId + CANCELLED)).then(
            () => true,
            () => false,
          )
          kept.push({
            bulkId,
            table: list.table,
            column: list.column,
            header: list.header,
            // Kept by earlier versions without it: not known.
            service: typeof list.service === 'string' ? list.service : null,
            cancelled,
            answers:
              Array.isArray(answers) && answers.length === rows
                ? (answers as (BulkAnswer | null)[])
                : Array.from({ length: rows }, () => null),
          })
        } catch {
          for (const end of FILES)
            await rm(join(folder, bulkId + end), { force: true }).catch(() => undefined)
        }
      }
      return kept
    },
  }
}

/** The checkpoints of one user-data folder. */
export type BulkCheckpoints = ReturnType<typeof bulkCheckpoints>
