/**
 * export:* channels. A failed export keeps its checkpoint (its partial file stays beside the target); the next
 * export:start with the same service, format and filters resumes it into the file chosen the first time, without
 * asking again. A resume that makes no progress drops the checkpoint, so the export after it starts afresh (a
 * restarted service no longer accepts the old cursor). A cancelled export leaves nothing behind, and so does one
 * whose window or tab went away (`abandon`) unless the user let it run in the background.
 */
import { said } from '../../../shared/i18n/said.ts'
import type { Notice } from '../../../shared/ipc/common.ts'
import {
  catalogueListing,
  catalogueNamePart,
  definedOf,
  CATALOGUE_PAGE_SIZE,
  type CatalogueRows,
} from './catalogue-listing.ts'
import type { BulkFilters } from './paginate.ts'
import { listColumns } from '../../../shared/views/list-columns.ts'
import { estimateBulk } from './estimate.ts'
import { currentClient, requireTarget } from '../session/current-client.ts'
import { exportState, startExport, type ExportState } from './export-job.ts'
import { CoreError } from '../session/core-error.ts'
import { historyUrlOf } from '../session/session-target.ts'
import type { CoreContext, Implementations } from '../session/types.ts'

type ExportChannels =
  'export:estimate' | 'export:start' | 'export:cancel' | 'export:decide' | 'shell:show-in-folder'

/**
 * The export handlers plus `restore`, which finds exports a crash or quit left unfinished (call once at start),
 * and `close`, which cancels running exports and waits for them to stop.
 */
export type ExportHandlers = Pick<Implementations, ExportChannels> & {
  restore(): Promise<Notice[]>
  /** The window or tab that starts exports went away: cancels every export not let run in the background. */
  abandon(): void
  close(): Promise<void>
  /** A file the core wrote outside an export (a saved-views file): Show in folder accepts it too. */
  noteWritten(file: string): void
}

const filtersOf = (r: { q?: string | undefined; category?: string | undefined }): BulkFilters => ({
  ...(r.q ? { q: r.q } : {}),
  ...(r.category ? { category: r.category } : {}),
})

/**
 * A file name that says what is in it and when, e.g. `bridges-health-cargo-bikes-2026-03-14-120509.csv`: the
 * filters, the search words and the time to the second, so a second export never lands on the first one's name.
 */
export function suggestedExportName(
  format: 'csv' | 'json',
  filters: BulkFilters,
  at: number,
  /** Where the rows come from, when not the service ("catalogue-updated-…", "catalogue-incomplete"). */
  source?: string,
): string {
  const tag = (text: string | undefined, max: number): string =>
    (text ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, max)
      .replace(/-$/, '')
  const parts = [source ?? '', tag(filters.category, 40), tag(filters.q, 40)].filter((t) => t !== '')
  const time = new Date(at).toISOString().slice(0, 19).replace('T', '-').replaceAll(':', '')
  return `bridges-${parts.map((p) => `${p}-`).join('')}${time}.${format}`
}

/** Handlers of the bulk export channels; `catalogue` lets an export read the catalogue instead of the service. */
export function exportHandlers(ctx: CoreContext, catalogue?: CatalogueRows): ExportHandlers {
  const state = exportState(ctx.opts.userDataDir)
  const { running } = state

  return {
    'export:estimate': (request) => estimateBulk(currentClient(ctx), filtersOf(request), { now: ctx.now }),

    'export:start': exportStartHandler(ctx, state, catalogue),

    'export:cancel': async ({ exportId }) => {
      const job = running.get(exportId)
      if (!job) return { cancelled: false }
      job.abort.abort()
      return { cancelled: true }
    },

    'shell:show-in-folder': async ({ file }) => {
      const show = ctx.opts.showItemInFolder
      if (show === undefined) return { shown: false }
      if (!state.written.has(file)) {
        throw new CoreError('validation', 'unknown_file', said('errors.export.unknown-file'), 'file')
      }
      show(file)
      return { shown: true }
    },

    'export:decide': async ({ exportId, decision }) => {
      const decide = running.get(exportId)?.decide
      decide?.(decision)
      return { decided: decide !== undefined }
    },

    async restore() {
      const restored = await state.pending.restore()
      state.checkpoints.clear()
      for (const [slot, cp] of restored.checkpoints) state.checkpoints.set(slot, cp)
      return restored.notices
    },

    abandon() {
      // Cancelled, not failed: the partial file is deleted like any cancel, nothing lands under a final name.
      for (const job of running.values()) if (!job.background) job.abort.abort()
    },

    noteWritten(file) {
      state.written.add(file)
    },

    async close() {
      const jobs = [...running.values()]
      for (const job of jobs) job.abort.abort()
      await Promise.all(jobs.map((job) => job.done))
    },
  }
}

/**
 * export:start: one export per id and per slot (service, format, filters), filed by the history URL so that a
 * resume finds its checkpoint after a restart of the demo service (whose URL changes at every start).
 */
function exportStartHandler(
  ctx: CoreContext,
  state: ExportState,
  catalogue: CatalogueRows | undefined,
): Implementations['export:start'] {
  const { running } = state
  return async (payload) => {
    const { exportId, format, expectedRows, runIn, from, columns } = payload
    const { verified, by, sort, categories, passes, score, published, ...rest } = payload
    if (running.has(exportId)) {
      throw new CoreError('validation', 'export_running', said('errors.export.id-running'), 'exportId')
    }
    const only = definedOf({ verified, by, sort, categories, passes, score, published })
    const narrows = [verified, by, categories, passes, score, published].some((v) => v !== undefined)
    if (from !== 'catalogue' && (narrows || (sort !== undefined && sort !== 'newest'))) {
      // Never the service's rows in its own order under a list sorted or filtered otherwise: said, not done.
      throw new CoreError('validation', 'invalid_input', said('errors.export.service-cannot'), 'from')
    }
    const target = requireTarget(ctx)
    const local = from === 'catalogue' ? catalogueSource(catalogue) : null
    const filters = { ...filtersOf(rest), ...(local ? { limit: CATALOGUE_PAGE_SIZE, ...only } : {}) }
    // Filed by the history URL: the demo service's URL changes at every start, a resume must not.
    const where = [
      historyUrlOf(target),
      format,
      filters.q ?? '',
      filters.category ?? '',
      ...(format === 'csv' && columns !== undefined ? [listColumns(columns).join()] : []),
      ...(local ? [String(filters.verified ?? ''), filters.sort ?? 'newest', JSON.stringify(only)] : []),
    ]
    const slot = JSON.stringify(local ? [...where, 'catalogue'] : where)
    // Two runs of one export would write one partial file; the second must wait for the first.
    if ([...running.values()].some((job) => job.slot === slot)) {
      throw new CoreError('validation', 'export_running', said('errors.export.same-running'))
    }
    const abort = new AbortController()
    // Labelled once, as it starts: the file's name and the result say how complete and how old the copy was.
    const label = local?.label() ?? null
    const suggestedName = suggestedExportName(
      format,
      filtersOf(rest),
      ctx.now(),
      label ? catalogueNamePart(label) : undefined,
    )
    const ids = { exportId, slot }
    const request = {
      format,
      filters,
      ...(columns === undefined ? {} : { columns: listColumns(columns) }),
      suggestedName,
      // The catalogue's rows are counted, not estimated: no overrun question.
      expectedRows: local ? undefined : expectedRows,
      ...(local ? { client: catalogueListing(local, only) } : {}),
    }
    const work = startExport(ctx, state, ids, request, abort.signal).then((r) =>
      label ? { ...r, catalogue: label } : r,
    )
    running.set(exportId, {
      abort,
      slot,
      done: work.catch(() => undefined),
      background: runIn === 'background',
    })
    try {
      return await work
    } finally {
      running.delete(exportId)
    }
  }
}

/** The catalogue to export from, or why there is none. */
function catalogueSource(catalogue: CatalogueRows | undefined): CatalogueRows {
  if (catalogue === undefined) throw new CoreError('export', 'failed', said('errors.export.no-catalogue'))
  return catalogue
}
