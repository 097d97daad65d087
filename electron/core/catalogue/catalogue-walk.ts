/**
 * The walk over `/bridges?limit=100`: a full walk follows `next_cursor` from its checkpoint to the end (each page
 * written with the checkpoint that follows it), a top-up reads the newest pages until one holds nothing new (the
 * list is newest first, assumptions row 2). Every request is a background one (rate-scheduler.ts).
 */
import type { BridgeList } from '../../../shared/api/types.ts'
import { ApiError } from '../api/index.ts'
import type { CatalogueWriter } from './catalogue-store.ts'

/** The API's largest page (openapi.yaml, listBridges `limit` maximum 100): a walk costs as few requests as it can. */
export const PAGE_SIZE = 100

/** What a walk needs. */
export interface WalkContext {
  writer: CatalogueWriter
  service: number
  /** One background request for the page at `cursor` (null: the first page). */
  list(cursor: string | null, signal: AbortSignal): Promise<BridgeList>
  now(): number
  maxRows: number
  /** Pages one full walk may read: a list that never ends stops here and says so. */
  maxPages: number
  onPage(): void
}

/** How a walk ended: the list's end, or a bound (rows, pages, or a list that points back at itself). */
export type WalkEnd = 'complete' | 'bound'

/** The service answered a page in a way no walk can follow (has_more without a cursor). */
export class WalkBrokenError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'WalkBrokenError'
  }
}

/**
 * True when the service refused the cursor itself: 400 validation_failed on a request that had one, naming the
 * cursor or nothing (assumptions rows 1 and 4: a cursor signed by an earlier start of the service is refused so).
 */
export function isCursorRefused(error: unknown, cursor: string | null): boolean {
  return (
    cursor !== null &&
    error instanceof ApiError &&
    error.kind === 'api' &&
    error.code === 'validation_failed' &&
    (error.field === undefined || error.field === 'cursor')
  )
}

/** The cursor of the next page, null at the end; a page that says more without a cursor breaks the walk. */
function nextOf(list: BridgeList): string | null {
  if (!list.has_more) return null
  if (typeof list.next_cursor !== 'string' || list.next_cursor === '')
    throw new WalkBrokenError('the service said more pages exist but sent no cursor for the next one')
  return list.next_cursor
}

// A service that refuses every cursor would restart the walk forever: a few restarts, then the error surfaces.
const MAX_RESTARTS = 3

/**
 * Goes on with the service's full walk from its checkpoint (or begins one), to the end of the list. A refused
 * cursor starts over from the first page under the same walk id: rows are upserted by id, so none is doubled.
 */
export async function fullWalk(ctx: WalkContext, signal: AbortSignal): Promise<WalkEnd> {
  const { writer, service } = ctx
  let cp = writer.checkpoint(service)
  if (cp.startedAt === null) cp = writer.startWalk(service, ctx.now())
  let cursor = cp.cursor
  let pages = cp.pages
  let restarts = 0
  const followed = new Set<string>(cursor === null ? [] : [cursor])
  for (;;) {
    signal.throwIfAborted()
    if (pages >= ctx.maxPages) return 'bound'
    let list: BridgeList
    try {
      list = await ctx.list(cursor, signal)
    } catch (error) {
      if (!isCursorRefused(error, cursor) || ++restarts > MAX_RESTARTS) throw error
      writer.restartWalk(service)
      ;[cursor, pages] = [null, 0]
      followed.clear()
      continue
    }
    const next = nextOf(list)
    const out = writer.writePage(service, list.data, {
      walkId: cp.walkId,
      now: ctx.now(),
      maxRows: ctx.maxRows,
      checkpoint: { cursor: next, pages: pages + 1 },
    })
    if (out.bound) return 'bound'
    pages++
    ctx.onPage()
    // A cursor already followed in this walk: the list points back at itself and would never end.
    if (next !== null && followed.has(next)) return 'bound'
    if (next === null) {
      writer.finishWalk(service, cp.walkId, ctx.now())
      ctx.onPage()
      return 'complete'
    }
    followed.add(next)
    cursor = next
  }
}

/**
 * Reads the newest pages until one holds only rows already known and unchanged, the list ends, or `maxPages`
 * were read (a list whose counts all move, e.g. passes going up, would otherwise be read whole each time).
 */
export async function topUp(ctx: WalkContext, signal: AbortSignal, maxPages: number): Promise<WalkEnd> {
  const { writer, service } = ctx
  const walkId = writer.checkpoint(service).walkId
  let cursor: string | null = null
  for (let i = 0; i < maxPages; i++) {
    signal.throwIfAborted()
    const list = await ctx.list(cursor, signal)
    const next = nextOf(list)
    const out = writer.writePage(service, list.data, { walkId, now: ctx.now(), maxRows: ctx.maxRows })
    if (out.bound) return 'bound'
    ctx.onPage()
    if (out.inserted + out.changed === 0 || next === null) break
    cursor = next
  }
  writer.setWalkFields(service, { toppedUpAt: ctx.now() })
  return 'complete'
}
