import { useQuery } from '@tanstack/react-query'
import { useId, type ReactElement } from 'react'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { settingsQueries, useCheckForUpdates, useSetUpdatesEnabled } from './settings.queries.ts'
import { lockedByPolicy } from './settings-words.ts'
import { useWords } from '../../lib/words.tsx'
import { isolatedNodes } from '../../lib/isolated-nodes.tsx'
import { wordSaid } from '../../../../shared/i18n/said.ts'

/**
 * Settings → Updates: the switch, what decides it, and a check now (README "Configuration", Updates). What main
 * says of them comes by code and is worded here, in the language shown (docs/i18n.md, "Main's own sentences").
 */
export function UpdatesSection(): ReactElement {
  const { t, rich } = useWords()
  const id = useId()
  const state = useQuery(settingsQueries.updates())
  const setEnabled = useSetUpdatesEnabled()
  const check = useCheckForUpdates()
  const data = state.data
  const locked = data !== undefined && lockedByPolicy(data)
  return (
    <section aria-labelledby="updates-heading">
      <h2 id="updates-heading">{t('settings.updates.heading')}</h2>
      {state.isError ? (
        <ErrorPanel error={state.error} onRetry={() => void state.refetch()} />
      ) : data === undefined ? (
        <p className="muted">{t('settings.updates.reading')}</p>
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
            {t('settings.updates.look')}
          </label>
          <p id={`${id}-status`} className="settings-updates-status" role="status">
            {isolatedNodes(wordSaid(t, data.said))}
          </p>
          {locked && (
            <p className="small muted">
              {rich('settings.updates.policy', { path: <bdi dir="ltr">{data.policyPath}</bdi> })}
            </p>
          )}
          {setEnabled.isError && <ErrorPanel error={setEnabled.error} />}
          <button type="button" className="button" disabled={check.isPending} onClick={() => check.mutate()}>
            {check.isPending ? t('settings.updates.looking') : t('settings.updates.check')}
          </button>
          <div role="status" aria-live="polite">
            {check.data !== undefined && (
              <p className="settings-check-result">{isolatedNodes(wordSaid(t, check.data.said))}</p>
            )}
          </div>
          {check.isError && <ErrorPanel error={check.error} />}
        </>
      )}
    </section>
  )
}
