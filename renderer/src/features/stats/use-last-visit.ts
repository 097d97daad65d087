import { useEffect, useMemo, useState } from 'react'
import type { Remembered } from '../../../../shared/views/remembered.ts'
import type { Counters, Snapshot } from '../../store/stats-slice.ts'
import { useStatsBaselineTaken } from '../../store/ui-store.ts'
import { useRemembered, useRememberedChange } from '../../entities/preferences/preferences.queries.ts'
import { useWords } from '../../lib/words.tsx'
import {
  computeChanges,
  readSnapshot,
  writeSnapshot,
  type CounterChange,
  type KeyValueStore,
} from './last-visit.ts'

/**
 * The last visit as main remembers it (shared/views/remembered.ts), behind the storage interface last-visit.ts
 * reads and writes through: kept across restarts, which the preview's localStorage was not (a new origin each).
 */
function rememberedStore(
  remembered: Remembered | undefined,
  remember: (change: Partial<Remembered>) => void,
): KeyValueStore {
  return {
    getItem: () => (remembered?.statsVisit ? JSON.stringify(remembered.statsVisit) : null),
    setItem: (_key, value) => remember({ statsVisit: JSON.parse(value) as Remembered['statsVisit'] }),
  }
}

/** The change of each counter since the user's last visit; records this visit for the next one. */
export function useLastVisitChanges(
  current: Counters | null,
  seenAt: number,
): Record<keyof Counters, CounterChange | null> | null {
  const { t } = useWords()
  const baselineTaken = useStatsBaselineTaken()
  const remembered = useRemembered()
  const remember = useRememberedChange()
  const [baseline] = useState<Snapshot | null>(() =>
    baselineTaken(() => readSnapshot(rememberedStore(remembered, remember))),
  )
  useEffect(() => {
    if (current !== null) writeSnapshot(rememberedStore(undefined, remember), { at: seenAt, values: current })
  }, [current, seenAt, remember])
  return useMemo(
    () => (current === null ? null : computeChanges(baseline, current, seenAt, t)),
    [baseline, current, seenAt, t],
  )
}
