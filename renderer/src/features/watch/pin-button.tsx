import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import type { WatchKind } from '../../../../shared/ipc/watch.ts'
import { explainError } from '../../lib/error-text.ts'
import { useWords } from '../../lib/words.tsx'
import { watchQueries, useWatchChanges } from './watch.queries.ts'

/**
 * Pins a bridge or profile to the watch list, or unpins it; says which it is (pressed state, not colour alone),
 * and why when a pin or unpin was not kept (a full disk: the pin is a local write).
 */
export function PinButton({
  kind,
  id,
  label,
}: {
  kind: WatchKind
  id: string
  label: string
}): ReactElement | null {
  const { t } = useWords()
  const pinned = useQuery(watchQueries.pinned(kind, id))
  const { pin, unpin } = useWatchChanges()
  if (pinned.data === undefined) return null
  const on = pinned.data.pinned
  const busy = pin.isPending || unpin.isPending
  const failed = pin.error ?? unpin.error
  const why = failed === null ? null : explainError(failed, t)
  return (
    <>
      <button
        type="button"
        className="button button-small pin-button"
        aria-pressed={on}
        disabled={busy}
        onClick={() => (on ? unpin.mutate({ kind, id }) : pin.mutate({ kind, id, label }))}
        title={on ? t('watch.unpin-title') : t('watch.pin-title')}
      >
        {on ? t('watch.pinned') : t('watch.pin')}
      </button>
      {why !== null && (
        <p className="notice notice-warning" role="alert">
          {t('watch.not-kept', {
            title: why.title,
            explanation: why.explanation,
            nextStep: why.nextStep,
          })}
        </p>
      )}
    </>
  )
}
