import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactElement } from 'react'
import { RETENTION_BOUNDS } from '../../../../../shared/request-log/exchange.ts'
import { unwrap } from '../../../lib/call.ts'
import { getExplorer } from '../../../lib/explorer.ts'
import { inspectorQueries } from './inspector.queries.ts'

/** How many requests and days the log keeps, set by the user within RETENTION_BOUNDS. */
export function RetentionControl(): ReactElement {
  const client = useQueryClient()
  const current = useQuery(inspectorQueries.retention())
  const [draft, setDraft] = useState<{ maxEntries: string; maxAgeDays: string } | null>(null)
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
        save.mutate({ maxEntries: Number(shown.maxEntries), maxAgeDays: Number(shown.maxAgeDays) })
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
      {save.isError && <span role="alert">Not saved.</span>}
    </form>
  )
}
