import { formatBytes } from '../../../../shared/i18n/format.ts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactElement } from 'react'
import {
  CATALOGUE_SHARE_PERCENTS,
  type CatalogueSharePercent,
  type CatalogueStatus,
} from '../../../../shared/ipc/catalogue.ts'
import { DAY_MS } from '../../../../shared/time/durations.ts'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { CatalogueStatusLine } from '../../entities/catalogue/catalogue-status-line.tsx'
import { catalogueQueries } from '../../entities/catalogue/catalogue.queries.ts'
import { useCatalogueStatus } from '../../entities/catalogue/use-catalogue-status.ts'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { deletedText } from './settings-words.ts'

/** Full refresh intervals offered (the core accepts an hour to 30 days: CATALOGUE_REFRESH_BOUNDS). */
const REFRESH_CHOICES = [
  { ms: DAY_MS, label: 'Every day' },
  { ms: 7 * DAY_MS, label: 'Every week' },
  { ms: 30 * DAY_MS, label: 'Every 30 days' },
] as const

const size = (bytes: number): string => formatBytes(bytes)

/**
 * The catalogue's settings (README, "The catalogue"): the share of the key's requests it may use, how often it
 * reads the whole list again, its size on disk, Rebuild, and Delete (asked first).
 */
export function CatalogueSettings(): ReactElement {
  const { status } = useCatalogueStatus()
  const client = useQueryClient()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const apply = useMutation({
    mutationFn: (run: () => Promise<CatalogueStatus>) => run(),
    onSuccess: (s) => client.setQueryData(catalogueQueries.status().queryKey, s),
    networkMode: 'always',
  })
  const explorer = getExplorer()
  const remove = useMutation({
    mutationFn: () => unwrap(explorer.deleteCatalogue()),
    onSuccess: (d) => client.setQueryData(catalogueQueries.status().queryKey, d.status),
    networkMode: 'always',
  })
  const busy = apply.isPending || remove.isPending
  const set = (s: { sharePercent?: CatalogueSharePercent; refreshIntervalMs?: number; enabled?: boolean }) =>
    apply.mutate(() =>
      unwrap(
        explorer.setCatalogueSettings({
          sharePercent: s.sharePercent,
          refreshIntervalMs: s.refreshIntervalMs,
          enabled: s.enabled,
        }),
      ),
    )
  const off = status?.state === 'off'
  return (
    <section
      aria-labelledby="catalogue-heading"
      data-testid="catalogue-settings"
      style={{ marginBlockStart: 'var(--space-6)' }}
    >
      <h2 id="catalogue-heading">Catalogue</h2>
      <p className="muted">
        The catalogue is a copy of the public list of bridges on this computer. It lets the app sort, count
        and look up every bridge, and answer without the service. Reading it costs one request per 100
        bridges, taken only from the share of your key&rsquo;s requests you allow here; your own requests
        always go first.
      </p>
      <CatalogueStatusLine />
      {status !== undefined && (
        <div className="toolbar">
          <label className="field">
            <span className="field-label">Share of your requests</span>
            <select
              className="input"
              value={status.sharePercent}
              onChange={(e) => set({ sharePercent: Number(e.target.value) as CatalogueSharePercent })}
            >
              {CATALOGUE_SHARE_PERCENTS.map((p) => (
                <option key={p} value={p}>
                  {p} %{p === 25 ? ' (default)' : ''}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field-label">Read the whole list again</span>
            <select
              className="input"
              value={status.refreshIntervalMs}
              onChange={(e) => set({ refreshIntervalMs: Number(e.target.value) })}
            >
              {REFRESH_CHOICES.some((c) => c.ms === status.refreshIntervalMs) ? null : (
                <option value={status.refreshIntervalMs}>
                  Every {Math.round(status.refreshIntervalMs / 3_600_000)} hours
                </option>
              )}
              {REFRESH_CHOICES.map((c) => (
                <option key={c.ms} value={c.ms}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {status !== undefined && (
        <p className="small">
          Size on disk: {size(status.bytesOnDisk)}. New bridges are picked up every few minutes from the
          newest pages, which costs one or two requests.
        </p>
      )}
      <div className="toolbar">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => {
            remove.reset()
            apply.mutate(() => unwrap(explorer.rebuildCatalogue()))
          }}
        >
          {off ? 'Turn on and build' : 'Rebuild'}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy || off}
          onClick={() => setConfirmDelete(true)}
        >
          {remove.isPending ? 'Deleting…' : 'Delete catalogue'}
        </button>
      </div>
      <p role="status" className="small">
        {remove.data === undefined ? null : deletedText(remove.data)}
      </p>
      {apply.isError && <ErrorPanel error={apply.error} />}
      {remove.isError && <ErrorPanel error={remove.error} />}
      <ConfirmDialog
        open={confirmDelete}
        title="Delete the catalogue?"
        confirmLabel="Delete catalogue"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false)
          remove.mutate()
        }}
      >
        <p>
          The copy of this service&rsquo;s bridge list on this computer is removed with everything the
          catalogue kept of it: the bridges, the bridges it saw go from the list, the suggestors&rsquo;
          profiles read, and how far its reading had got. The catalogue is turned off, so sorting over all
          bridges, totals, Insights and lookups by id or title stop working until you turn it on again.
        </p>
        <p>
          The space it took on disk is given back. Other services&rsquo; catalogues, these settings and
          everything on the service stay.
        </p>
      </ConfirmDialog>
    </section>
  )
}
