import type { ReactElement } from 'react'
import { useNow } from '../../components/use-now.ts'
import { useWords } from '../../lib/words.tsx'
import { useSchedulerState } from './use-scheduler-state.ts'
import { waitWords, type WaitWords } from './wait-words.ts'

/** Why requests are held right now, ticking each second while they are (null: they go out as they come). */
function useWaitWords(): WaitWords | null {
  const { state } = useSchedulerState()
  const { t } = useWords()
  const holding =
    state !== null && (state.waitingUntil !== null || state.resetAt !== null || state.queued > 0)
  const now = useNow(1000, holding)
  return waitWords(state, now, t)
}

const why = (words: WaitWords): ReactElement => (
  <p className="waiting-for-why" data-until={words.until ?? undefined}>
    {words.text}
  </p>
)

/**
 * A view's loading state that says for what it waits and how long: "Loading bridge…", then, while the key's
 * budget is spent or the scheduler holds requests, why and a live countdown. The seconds tick aria-hidden; the
 * status line reads the reason once (a number read out every second is noise).
 */
export function WaitingFor({
  what,
  as: Tag = 'p',
}: {
  /** What is loading: "Loading bridge…", "Loading profile…", "Loading your profile…". */
  what: 'bridge' | 'profile' | 'your profile'
  /** `h1` where the loading line stands for the page's title. */
  as?: 'p' | 'h1'
}): ReactElement {
  const words = useWaitWords()
  const { t } = useWords()
  return (
    <div className="waiting-for" role="status">
      <Tag className="muted">{t('waiting.loading', { what: what === 'your profile' ? 'mine' : what })}</Tag>
      {words !== null && why(words)}
    </div>
  )
}

/**
 * Only the why of a wait, for a view whose own placeholder already says what is loading (the bridge list's
 * skeleton and count line, the stats counters): nothing while requests go out as they come.
 */
export function WaitingWhy(): ReactElement | null {
  const words = useWaitWords()
  if (words === null) return null
  return (
    <div className="waiting-for" role="status">
      {why(words)}
    </div>
  )
}
