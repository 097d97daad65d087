import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import type { WatchKind } from '../../../../shared/ipc/watch.ts'
import { watchQueries, useWatchChanges } from './watch.queries.ts'

/** Pins a bridge or profile to the watch list, or unpins it; says which it is (pressed state, not colour alone). */
export function PinButton({
  kind,
  id,
  label,
}: {
  kind: WatchKind
  id: string
  label: string
}): ReactElement | null {
  const pinned = useQuery(watchQueries.pinned(kind, id))
  const { pin, unpin } = useWatchChanges()
  if (pinned.data === undefined) return null
  const on = pinned.data.pinned
  const busy = pin.isPending || unpin.isPending
  return (
    <button
      type="button"
      className="button button-small pin-button"
      aria-pressed={on}
      disabled={busy}
      onClick={() => (on ? unpin.mutate({ kind, id }) : pin.mutate({ kind, id, label }))}
      title={on ? 'Remove from the watch list' : 'Add to the watch list, to see how it changes'}
    >
      {on ? '★ Pinned' : '☆ Pin'}
    </button>
  )
}
