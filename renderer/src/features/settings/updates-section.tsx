import { useQuery } from '@tanstack/react-query'
import { useId, type ReactElement } from 'react'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { settingsQueries, useCheckForUpdates, useSetUpdatesEnabled } from './settings.queries.ts'
import { lockedByPolicy } from './settings-words.ts'

/** Settings → Updates: the switch, what decides it, and a check now (README "Configuration", Updates). */
export function UpdatesSection(): ReactElement {
  const id = useId()
  const state = useQuery(settingsQueries.updates())
  const setEnabled = useSetUpdatesEnabled()
  const check = useCheckForUpdates()
  const data = state.data
  const locked = data !== undefined && lockedByPolicy(data)
  return (
    <section aria-labelledby="updates-heading">
      <h2 id="updates-heading">Updates</h2>
      {state.isError ? (
        <ErrorPanel error={state.error} onRetry={() => void state.refetch()} />
      ) : data === undefined ? (
        <p className="muted">Reading the updates setting…</p>
      ) : (
        <>
          <label className="settings-choice">
            <input
              type="checkbox"
              checked={data.enabled}
              disabled={locked || setEnabled.isPending}
              aria-describedby={`${id}-status`}
              onChange={(e) => setEnabled.mutate(e.target.checked)}
            />
            Look for new versions
          </label>
          <p id={`${id}-status`} className="settings-updates-status" role="status">
            {data.message}
          </p>
          {locked && (
            <p className="small muted">
              This choice is made for every user of this computer by the policy file {data.policyPath}, so it
              cannot be changed here.
            </p>
          )}
          {setEnabled.isError && <ErrorPanel error={setEnabled.error} />}
          <button type="button" className="button" disabled={check.isPending} onClick={() => check.mutate()}>
            {check.isPending ? 'Looking…' : 'Check now'}
          </button>
          <div role="status" aria-live="polite">
            {check.data !== undefined && <p className="settings-check-result">{check.data.message}</p>}
          </div>
          {check.isError && <ErrorPanel error={check.error} />}
        </>
      )}
    </section>
  )
}
