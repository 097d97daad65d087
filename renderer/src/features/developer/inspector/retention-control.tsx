import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactElement } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { RETENTION_BOUNDS } from '../../../../../shared/ipc/request-log.ts'
import { unwrap } from '../../../lib/call.ts'
import { explainError } from '../../../lib/error-text.ts'
import { useWords } from '../../../lib/words.tsx'
import { getExplorer } from '../../../lib/explorer.ts'
import type { Translate } from '../../../../../shared/i18n/translate.ts'
import { inspectorQueries } from './inspector.queries.ts'

/** How many requests and days the log keeps, set by the user within RETENTION_BOUNDS. */
export function RetentionControl(): ReactElement {
  const { t, rich } = useWords()
  const client = useQueryClient()
  const current = useQuery(inspectorQueries.retention())
  const [draft, setDraft] = useState<{ maxEntries: string; maxAgeDays: string } | null>(null)
  // A smaller retention removes stored requests at once: it is asked for first.
  const [confirming, setConfirming] = useState<{ maxEntries: number; maxAgeDays: number } | null>(null)
  const save = useMutation({
    mutationFn: (r: { maxEntries: number; maxAgeDays: number }) => unwrap(getExplorer().setLogRetention(r)),
    onSuccess: (kept) => {
      client.setQueryData(inspectorQueries.retention().queryKey, kept)
      setDraft(null)
      void client.invalidateQueries({ queryKey: ['log', 'search'] })
    },
  })
  if (!current.data) return <p className="muted">{t('requests.retention.loading')}</p>
  const shown = draft ?? {
    maxEntries: String(current.data.maxEntries),
    maxAgeDays: String(current.data.maxAgeDays),
  }
  const { maxEntries: e, maxAgeDays: d } = RETENTION_BOUNDS
  return (
    <form
      className="retention-control"
      aria-label={t('requests.retention.form')}
      onSubmit={(ev) => {
        ev.preventDefault()
        const wanted = { maxEntries: Number(shown.maxEntries), maxAgeDays: Number(shown.maxAgeDays) }
        const keepsLess =
          wanted.maxEntries < current.data.maxEntries || wanted.maxAgeDays < current.data.maxAgeDays
        if (keepsLess) setConfirming(wanted)
        else save.mutate(wanted)
      }}
    >
      <label>
        {rich('requests.retention.keep', {
          entries: (
            <input
              type="number"
              min={e.min}
              max={e.max}
              required
              value={shown.maxEntries}
              onChange={(ev) => setDraft({ ...shown, maxEntries: ev.target.value })}
            />
          ),
        })}
      </label>
      <label>
        {rich('requests.retention.for', {
          days: (
            <input
              type="number"
              min={d.min}
              max={d.max}
              required
              value={shown.maxAgeDays}
              onChange={(ev) => setDraft({ ...shown, maxAgeDays: ev.target.value })}
            />
          ),
        })}
      </label>
      <button type="submit" className="button button-small" disabled={draft === null || save.isPending}>
        {t('requests.retention.save')}
      </button>
      {save.isError && <RetentionNotSaved error={save.error} />}
      {save.isSuccess && draft === null && (
        <span role="status" className="muted">
          {t('requests.retention.saved', { kept: keptWords(current.data, t) })}
        </span>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('requests.retention.confirm-title')}
        confirmLabel={t('requests.retention.confirm')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming !== null) save.mutate(confirming)
          setConfirming(null)
        }}
      >
        {confirming !== null && (
          <p>{t('requests.retention.confirm-body', { kept: keptWords(confirming, t) })}</p>
        )}
      </ConfirmDialog>
    </form>
  )
}

/** "the newest 100 requests of the last 14 days": what a retention keeps, as the form says it. */
const keptWords = (r: { maxEntries: number; maxAgeDays: number }, t: Translate): string =>
  t('requests.retention.kept', { entries: r.maxEntries, days: r.maxAgeDays })

/** Why the retention was not saved, in the words every other failure uses. */
function RetentionNotSaved({ error }: { error: unknown }): ReactElement {
  const { t } = useWords()
  const why = explainError(error, t)
  return <span role="alert">{t('developer.not-saved', { title: why.title, next: why.nextStep })}</span>
}
