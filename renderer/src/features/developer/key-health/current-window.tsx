import type { ReactElement } from 'react'
import { useNow } from '../../../components/use-now.ts'
import { useSchedulerState } from '../../../entities/rate-limit/use-scheduler-state.ts'
import { useWords } from '../../../lib/words.tsx'
import { windowWords } from './key-health-words.ts'

/** The key in use's current rate-limit window with a live countdown and a forecast at the last minute's pace. */
export function CurrentWindow({ lastMinute }: { lastMinute: number }): ReactElement {
  const { t } = useWords()
  const { state } = useSchedulerState()
  const now = useNow(1000, state?.resetAt != null)
  const words = windowWords(state, lastMinute, now, t)
  return (
    <>
      <p className="key-health-window" data-reset-at={state?.resetAt ?? undefined}>
        {words.headline}
      </p>
      {words.forecast !== null && <p className="key-health-forecast">{words.forecast}</p>}
    </>
  )
}
