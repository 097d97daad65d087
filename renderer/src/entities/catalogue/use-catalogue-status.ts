import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { CatalogueStatus } from '../../../../shared/ipc/catalogue.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { catalogueGeneration, catalogueQueries } from './catalogue.queries.ts'
import { readClock } from '../../lib/clock.ts'

/** Status events are applied at most this often (the core sends up to four a second while pages stream in). */
const APPLY_EVERY_MS = 500

/**
 * The catalogue's status: read once, then kept current by catalogue:did-change. Events are coalesced to two a
 * second at most, so a walk streaming pages never makes the renderer redraw in long tasks (README, "The
 * catalogue"); a change of state (complete, paused) is applied at once.
 */
export function useCatalogueStatus(): {
  status: CatalogueStatus | undefined
  generation: string
  error: unknown
} {
  const client = useQueryClient()
  const query = useQuery(catalogueQueries.status())
  const pending = useRef<{ status: CatalogueStatus | null; timer: number | undefined; at: number }>({
    status: null,
    timer: undefined,
    at: 0,
  })
  useEffect(() => {
    const p = pending.current
    const key = catalogueQueries.status().queryKey
    const apply = (): void => {
      p.timer = undefined
      p.at = readClock()
      if (p.status) client.setQueryData(key, p.status)
      p.status = null
    }
    const off = getExplorer().on('catalogue:did-change', (s) => {
      const before = client.getQueryData(key)
      p.status = s
      if (before?.state !== s.state || before.complete !== s.complete) apply()
      else if (p.timer === undefined)
        p.timer = window.setTimeout(apply, Math.max(0, APPLY_EVERY_MS - (readClock() - p.at)))
    })
    return () => {
      off()
      window.clearTimeout(p.timer)
      p.timer = undefined
    }
  }, [client])
  return { status: query.data, generation: catalogueGeneration(query.data), error: query.error }
}
