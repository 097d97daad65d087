import type { ReactElement } from 'react'
import { useNow } from '../../components/use-now.ts'
import { useSchedulerState } from './use-scheduler-state.ts'
import { waitWords } from './wait-words.ts'

/**
 * A view's loading state that says for what it waits and how long: "Loading bridge…", then, while the key's
 * budget is spent or the scheduler holds requests, why and a live countdown. The seconds tick aria-hidden; the
 * status line reads the reason once (a number read out every second is noise).
 */
export function WaitingFor({
  what,
  as: Tag = 'p',
}: {
  /** What is loading, as the sentence needs it: "bridge", "usage". */
  what: string
  /** `h1` where the loading line stands for the page's title. */
  as?: 'p' | 'h1'
}): ReactElement {
  const { state } = useSchedulerState()
  const holding =
    state !== null && (state.waitingUntil !== null || state.resetAt !== null || state.queued > 0)
  const now = useNow(1000, holding)
  const words = waitWords(state, now)
  return (
    <div className="waiting-for" role="status">
      <Tag className="muted">Loading {what}…</Tag>
      {words !== null && (
        <p className="waiting-for-why" data-until={words.until ?? undefined}>
          {words.text}
        </p>
      )}
    </div>
  )
}
