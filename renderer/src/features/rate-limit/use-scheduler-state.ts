import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import type { SchedulerState } from '../../../../shared/ipc/dto.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { rateLimitQueries } from './rate-limit.queries.ts'

/** The scheduler state: seeded from getSchedulerState, then kept current by scheduler:did-change events. */
export function useSchedulerState(): { state: SchedulerState | null; error: unknown } {
  const client = useQueryClient()
  const query = useQuery(rateLimitQueries.scheduler())
  useEffect(
    () =>
      getExplorer().on('scheduler:did-change', (state) => {
        client.setQueryData(rateLimitQueries.scheduler().queryKey, state)
      }),
    [client],
  )
  return { state: query.data ?? null, error: query.error }
}

// One shared one-second clock for every countdown on screen, running only while one is subscribed.
let clock = Date.now()
let timer: number | undefined
const listeners = new Set<() => void>()

function subscribeClock(onTick: () => void): () => void {
  listeners.add(onTick)
  if (timer === undefined) {
    // useSyncExternalStore re-reads the snapshot after subscribing, so a clock that sat idle catches up at once.
    clock = Date.now()
    timer = window.setInterval(() => {
      clock = Date.now()
      for (const listener of listeners) listener()
    }, 1000)
  }
  return () => {
    listeners.delete(onTick)
    if (listeners.size === 0) {
      window.clearInterval(timer)
      timer = undefined
    }
  }
}

const idle = (): (() => void) => () => undefined
const readClock = (): number => clock

/** The current time, ticking every second only while `active` (a countdown is showing). */
export function useTickingNow(active: boolean): number {
  return useSyncExternalStore(active ? subscribeClock : idle, readClock)
}
