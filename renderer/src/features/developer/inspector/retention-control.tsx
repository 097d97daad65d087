import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactElement } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { RETENTION_BOUNDS } from '../../../../../shared/ipc/request-log.ts'
import { unwrap } from '../../../lib/call.ts'
import { explainError } from '../../../lib/error-text.ts'
import { useWords } from '../../../lib/words.tsx'
import { getExplorer } from '../../../lib/explorer.ts'
import { formatNumber } from '../../../lib/format.ts'
import { inspectorQueries } from './inspector.queries.ts'

/** How many requests and days the log keeps, set by the user within RETENTION_BOUNDS. */
export function RetentionControl(): ReactElement {
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
  if (!current.data) return <p className="muted">Loading the retention…</p>
  const shown = draft ?? {
    maxEntries: String(current.data.maxEntries),
    maxAgeDays: String(current.data.maxAgeDays),
  }
  const { maxEntries: e, maxAgeDays: d } = RETENTION_BOUNDS
  return (
    <form
      className="retention-control"
      aria-label="Request log retention"
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
        Keep at most
        <input
          type="number"
          min={e.min}
          max={e.max}
          required
          value={shown.maxEntries}
          onChange={(ev) => setDraft({ ...shown, maxEntries: ev.target.value })}
        />
        requests
      </label>
      <label>
        for
        <input
          type="number"
          min={d.min}
          max={d.max}
          required
          value={shown.maxAgeDays}
          onChange={(ev) => setDraft({ ...shown, maxAgeDays: ev.target.value })}
        />
        days
      </label>
      <button type="submit" className="button button-small" disabled={draft === null || save.isPending}>
        Save
      </button>
      {save.isError && <RetentionNotSaved error={save.error} />}
      {save.isSuccess && draft === null && (
        <span role="status" className="muted">
          Saved: the log now keeps {keptWords(current.data)}.
        </span>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Remove the older requests?"
        confirmLabel="Keep less"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming !== null) save.mutate(confirming)
          setConfirming(null)
        }}
      >
        <p>
          The log will keep only {confirming !== null && keptWords(confirming)}. The others are removed from
          this computer now and cannot be brought back.
        </p>
      </ConfirmDialog>
    </form>
  )
}

/** "the newest 100 requests of the last 14 days": what a retention keeps, as the form says it. */
const keptWords = (r: { maxEntries: number; maxAgeDays: number }): string =>
  `the newest ${formatNumber(r.maxEntries)} requests of the last ${formatNumber(r.maxAgeDays)} days`

/** Why the retention was not saved, in the words every other failure uses. */
function RetentionNotSaved({ error }: { error: unknown }): ReactElement {
  const { t } = useWords()
  const why = explainError(error, t)
  return (
    <span role="alert">
      Not saved: {why.title}. {why.nextStep}
    </span>
  )
}
