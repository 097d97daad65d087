/** What a "load all matching" will cost, told before it starts, against the key's remaining budget. */
import type { BulkEstimate } from '../../../shared/ipc/export.ts'
import type { ApiClient, CallOptions, ListBridgesParams } from '../api/index.ts'
import { BULK_PAGE_SIZE, type BulkFilters } from './paginate.ts'

// The estimate crosses IPC as it is, so its shape is declared once, in shared/ipc/export.ts.
export type { BulkEstimate }

/** Inputs that let an estimate skip the `/stats` request or model the service differently. */
export interface EstimateOptions {
  /** Published bridges if already known (e.g. from a `/stats` the UI shows); saves one request. */
  knownTotal?: number
  signal?: AbortSignal
  /**
   * Length of a rate-limit window; the headers do not tell it, the API description says per minute (X-RateLimit-Limit
   * in shared/api/openapi.yaml).
   */
  windowMs?: number
  /** Assumed duration of one page request, for the time estimate only. */
  perRequestMs?: number
  now?: () => number
}

/** `listBridges` lets the first page correct /stats; a client without it is estimated from /stats alone. */
type EstimatingClient = Pick<ApiClient, 'getStats' | 'scheduler'> & Partial<Pick<ApiClient, 'listBridges'>>

/** Estimates the requests and time a bulk walk with `filters` needs, asking `/stats` only if no total is given. */
export async function estimateBulk(
  client: EstimatingClient,
  filters: BulkFilters,
  opts: EstimateOptions = {},
): Promise<BulkEstimate> {
  const call: CallOptions = opts.signal ? { signal: opts.signal } : {}
  const pageSize = filters.limit ?? BULK_PAGE_SIZE
  const stated = opts.knownTotal ?? (await client.getStats(call)).value.bridges
  // /stats is the server's word; the first page is what the walk will really meet. A list that ends on its first
  // page is exactly that long whatever /stats says, and a total below the rows already seen cannot be right.
  const first =
    opts.knownTotal === undefined && client.listBridges
      ? (await client.listBridges(firstPageParams(filters, pageSize), call)).value
      : null
  const complete = first !== null && !first.has_more
  const total = first === null ? stated : complete ? first.data.length : Math.max(stated, first.data.length)
  // An empty result is still one request.
  const upperBound = complete ? 1 : Math.max(1, Math.ceil(total / pageSize))
  const filtered = Boolean(filters.q) || Boolean(filters.category)
  const requests = filtered && !complete ? null : upperBound
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

function firstPageParams(filters: BulkFilters, limit: number): ListBridgesParams {
  return {
    limit,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.category ? { category: filters.category } : {}),
  }
}
