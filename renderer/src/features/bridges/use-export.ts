import { useEffect, useRef, useState } from 'react'
import type { BulkEstimate, ExportResult } from '../../../../shared/ipc/export.ts'
import { newRequestId, unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import type { ExportOfList } from './export-query.ts'
import type { ListColumn } from '../../../../shared/views/list-columns.ts'

/** Where an export stands. */
export type ExportState =
  | { step: 'idle' }
  | { step: 'estimating' }
  /** `estimate` is null until the service's cost is asked for (an export from the catalogue needs none). */
  | { step: 'confirm'; estimate: BulkEstimate | null; checking: boolean }
  | { step: 'running'; exportId: string; rows: number; pages: number }
  | { step: 'paused'; exportId: string; rows: number; pages: number; expectedRows: number }
  | { step: 'done'; result: ExportResult }
  | { step: 'cancelled'; rows: number }
  | { step: 'failed'; error: unknown }

/**
 * The export flow: estimate, confirm, run with progress events, answer a pause (a list far past its estimate),
 * cancel. `list` is what the screen applies (export-query.ts), read at each call.
 */
export function useExport(list: ExportOfList) {
  const [state, setState] = useState<ExportState>({ step: 'idle' })
  const running = useRef<string | null>(null)

  useEffect(
    () =>
      getExplorer().on('export:did-progress', (p) => {
        if (p.exportId !== running.current) return
        setState((s) =>
          s.step === 'running' && s.exportId === p.exportId ? { ...s, rows: p.rows, pages: p.pages } : s,
        )
      }),
    [],
  )

  useEffect(
    () =>
      getExplorer().on('export:did-pause', (p) => {
        if (p.exportId !== running.current) return
        setState((s) =>
          s.step === 'running' && s.exportId === p.exportId
            ? { ...s, step: 'paused', rows: p.rows, expectedRows: p.expectedRows }
            : s,
        )
      }),
    [],
  )

  const estimate = async (inDialog = false): Promise<void> => {
    setState(inDialog ? { step: 'confirm', estimate: null, checking: true } : { step: 'estimating' })
    try {
      const est = await unwrap(getExplorer().estimateExport({ q: list.q, category: list.category }))
      setState({ step: 'confirm', estimate: est, checking: false })
    } catch (error) {
      setState({ step: 'failed', error })
    }
  }

  /**
   * Opens the export's question: at once, with no request, when the catalogue can export the list (the service's
   * cost is asked for only if the user picks the service); else after the service's estimate.
   */
  const open = (fromCatalogue: boolean): Promise<void> => {
    if (!fromCatalogue) return estimate()
    setState({ step: 'confirm', estimate: null, checking: false })
    return Promise.resolve()
  }

  const start = async (
    format: 'csv' | 'json',
    expectedRows: number | undefined,
    background: boolean,
    from: 'service' | 'catalogue' = 'service',
    /** The CSV file's columns in order; every field when absent. */
    columns?: readonly ListColumn[],
  ): Promise<void> => {
    const exportId = newRequestId()
    running.current = exportId
    setState({ step: 'running', exportId, rows: 0, pages: 0 })
    const runIn = background ? 'background' : 'window'
    const result = await getExplorer().startExport({
      exportId,
      format,
      expectedRows,
      runIn,
      from,
      q: list.q,
      category: list.category,
      // The suggestors filter and the order are the catalogue's only (the service offers neither).
      columns: columns === undefined ? undefined : [...columns],
      verified: from === 'catalogue' ? list.verified : undefined,
      by: from === 'catalogue' ? list.by : undefined,
      sort: from === 'catalogue' ? list.sort : undefined,
      categories: from === 'catalogue' && list.categories ? [...list.categories] : undefined,
      passes:
        from === 'catalogue' && list.passes ? { min: list.passes.min, max: list.passes.max } : undefined,
      score: from === 'catalogue' && list.score ? { min: list.score.min, max: list.score.max } : undefined,
      published:
        from === 'catalogue' && list.published
          ? { from: list.published.from, to: list.published.to }
          : undefined,
    })
    running.current = null
    setState((s) => {
      const rows = s.step === 'running' || s.step === 'paused' ? s.rows : 0
      if (result.ok) return { step: 'done', result: result.value }
      if (result.error.kind === 'cancelled' || result.error.code === 'cancelled')
        return { step: 'cancelled', rows }
      return { step: 'failed', error: result.error }
    })
  }

  const cancel = (): void => {
    if (state.step === 'running' || state.step === 'paused')
      void getExplorer().cancelExport({ exportId: state.exportId })
  }

  const decide = (decision: 'continue' | 'keep' | 'discard'): void => {
    if (state.step !== 'paused') return
    const { exportId } = state
    setState((s) => (s.step === 'paused' ? { step: 'running', exportId, rows: s.rows, pages: s.pages } : s))
    void getExplorer().decideExport({ exportId, decision })
  }

  const dismiss = (): void => setState({ step: 'idle' })

  return { state, estimate, open, start, cancel, decide, dismiss }
}
