/** What a "load all matching" will cost, told before it starts, against the key's remaining budget. */
import type { BulkEstimate } from '../../../shared/ipc/dto.ts'
import type { ApiClient, CallOptions } from '../api/index.ts'
import { BULK_PAGE_SIZE, type BulkFilters } from './paginate.ts'

// The estimate crosses IPC as it is, so its shape is declared once, in shared/ipc/dto.ts.
export type { BulkEstimate }

/** Inputs that let an estimate skip the `/stats` request or model the service differently. */
export interface EstimateOptions {
  /** Published bridges if already known (e.g. from a `/stats` the UI shows); saves one request. */
  knownTotal?: number
  signal?: AbortSignal
  /** Length of a rate-limit window; the headers do not tell it, the seed says per minute (section 8). */
  windowMs?: number
  /** Assumed duration of one page request, for the time estimate only. */
  perRequestMs?: number
  now?: () => number
}

type EstimatingClient = Pick<ApiClient, 'getStats' | 'scheduler'>

/** Estimates the requests and time a bulk walk with `filters` needs, asking `/stats` only if no total is given. */
export async function estimateBulk(
  client: EstimatingClient,
  filters: BulkFilters,
  opts: EstimateOptions = {},
): Promise<BulkEstimate> {
  const call: CallOptions = opts.signal ? { signal: opts.signal } : {}
  const total = opts.knownTotal ?? (await client.getStats(call)).value.bridges
  const pageSize = filters.limit ?? BULK_PAGE_SIZE
  // An empty result is still one request.
  const upperBound = Math.max(1, Math.ceil(total / pageSize))
  const filtered = Boolean(filters.q) || Boolean(filters.category)
  const requests = filtered ? null : upperBound
  const { limit, remaining, resetAt } = client.scheduler.state()
  const needed = requests ?? upperBound
  const fitsInCurrentWindow = remaining !== null && needed <= remaining
  const now = (opts.now ?? Date.now)()
  let waitMs = 0
  if (!fitsInCurrentWindow && remaining !== null && limit !== null && limit > 0 && resetAt !== null) {
    const laterWindows = Math.ceil((needed - remaining) / limit)
    waitMs = Math.max(0, resetAt - now) + (laterWindows - 1) * (opts.windowMs ?? 60_000)
  }
  const estimatedSeconds = Math.ceil((waitMs + needed * (opts.perRequestMs ?? 200)) / 1000)
  return { requests, upperBound, total, remaining, limit, resetAt, fitsInCurrentWindow, estimatedSeconds }
}
