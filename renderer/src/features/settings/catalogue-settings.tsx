import { formatBytes } from '../../../../shared/i18n/format.ts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactElement } from 'react'
import {
  CATALOGUE_SHARE_PERCENTS,
  type CatalogueSharePercent,
  type CatalogueStatus,
} from '../../../../shared/ipc/catalogue.ts'
import { CHANGE_HISTORY_KEEP_DAYS, CHANGE_HISTORY_MAX_ROWS } from '../../../../shared/ipc/changes.ts'
import { DAY_MS } from '../../../../shared/time/durations.ts'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { CatalogueStatusLine } from '../../entities/catalogue/catalogue-status-line.tsx'
import { catalogueQueries } from '../../entities/catalogue/catalogue.queries.ts'
import { useCatalogueStatus } from '../../entities/catalogue/use-catalogue-status.ts'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { deletedText } from './settings-words.ts'
import { useWords } from '../../lib/words.tsx'
import { msg } from '../../../../shared/i18n/translate.ts'

/** Full refresh intervals offered (the core accepts an hour to 30 days: CATALOGUE_REFRESH_BOUNDS). */
const REFRESH_CHOICES = [
  { ms: DAY_MS, label: msg('settings.catalogue.every-day') },
  { ms: 7 * DAY_MS, label: msg('settings.catalogue.every-week') },
  { ms: 30 * DAY_MS, label: msg('settings.catalogue.every-30-days') },
] as const

const size = (bytes: number): string => formatBytes(bytes)

/**
 * The catalogue's settings (README, "The catalogue"): the share of the key's requests it may use, how often it
 * reads the whole list again, its size on disk, Rebuild, and Delete (asked first).
 */
export function CatalogueSettings(): ReactElement {
  const { t } = useWords()
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
      <h2 id="catalogue-heading">{t('settings.catalogue.heading')}</h2>
      <p className="muted">{t('settings.catalogue.about')}</p>
      <CatalogueStatusLine />
      {status !== undefined && (
        <div className="toolbar">
          <label className="field">
            <span className="field-label">{t('settings.catalogue.share')}</span>
            <select
              className="input"
              value={status.sharePercent}
              onChange={(e) => set({ sharePercent: Number(e.target.value) as CatalogueSharePercent })}
            >
              {CATALOGUE_SHARE_PERCENTS.map((p) => (
                <option key={p} value={p}>
                  {p === 25
                    ? t('settings.catalogue.share-default', { percent: p })
                    : t('settings.catalogue.share-option', { percent: p })}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field-label">{t('settings.catalogue.refresh')}</span>
            <select
              className="input"
              value={status.refreshIntervalMs}
              onChange={(e) => set({ refreshIntervalMs: Number(e.target.value) })}
            >
              {REFRESH_CHOICES.some((c) => c.ms === status.refreshIntervalMs) ? null : (
                <option value={status.refreshIntervalMs}>
                  {t('settings.catalogue.every-hours', {
                    n: Math.round(status.refreshIntervalMs / 3_600_000),
                  })}
                </option>
              )}
              {REFRESH_CHOICES.map((c) => (
                <option key={c.ms} value={c.ms}>
                  {t(c.label)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {status !== undefined && (
        <p className="small">{t('settings.catalogue.size', { size: size(status.bytesOnDisk) })}</p>
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
          {off ? t('settings.catalogue.turn-on') : t('settings.catalogue.rebuild')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy || off}
          onClick={() => setConfirmDelete(true)}
        >
          {remove.isPending ? t('settings.catalogue.deleting') : t('settings.catalogue.delete')}
        </button>
      </div>
      <p className="small muted">
        {t('settings.catalogue.history', {
          days: CHANGE_HISTORY_KEEP_DAYS,
          rows: CHANGE_HISTORY_MAX_ROWS,
        })}
      </p>
      <p role="status" className="small">
        {remove.data === undefined ? null : deletedText(remove.data, t)}
      </p>
      {apply.isError && <ErrorPanel error={apply.error} />}
      {remove.isError && <ErrorPanel error={remove.error} />}
      <ConfirmDialog
        open={confirmDelete}
        title={t('settings.catalogue.confirm-title')}
        confirmLabel={t('settings.catalogue.delete')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false)
          remove.mutate()
        }}
      >
        <p>{t('settings.catalogue.confirm-what')}</p>
        <p>{t('settings.catalogue.confirm-stays')}</p>
      </ConfirmDialog>
    </section>
  )
}
