/** The five API endpoints: routing, scope, parameters, lookup, and the JSON they return. */
import type { CursorCodec } from './cursor.ts'
import { filterHash } from './cursor.ts'
import type { Dataset } from './dataset.ts'
import { ServiceError } from './errors.ts'
import type { StoredBridge } from './generator.ts'
import { decodeSegment, parseBridgesQuery } from './params.ts'
import type { Scope } from './types.ts'

/** A matched route: its template (for per-endpoint deprecation), scope and handler. */
export interface Route {
  template: string
  scope: Scope
  run(query: string, owner: string): string | Buffer
}

// Summaries are cached as UTF-8 JSON bytes: a page is then a concatenation of buffers, with no per-request
// encoding (profiling showed string-to-UTF-8 conversion as the largest cost of a list response). Passes is the
// only field that changes once a bridge is published.
const summaryCache = new WeakMap<StoredBridge, { passes: number; json: Buffer }>()
const COMMA = Buffer.from(',')
const LIST_OPEN = Buffer.from('{"data":[')

/** Summary fields, in the order of listBridges' example (shared/api/openapi.yaml), as JSON bytes. */
function summaryJson(b: StoredBridge): Buffer {
  const hit = summaryCache.get(b)
  if (hit && hit.passes === b.passes) return hit.json
  const json = JSON.stringify({
    id: b.id,
    slug: b.slug,
    title: b.title,
    category: b.category,
    published_at: b.published_at,
    passes: b.passes,
    score: b.score,
    suggestor: b.suggestor,
  })
  const bytes = Buffer.from(json)
  summaryCache.set(b, { passes: b.passes, json: bytes })
  return bytes
}

const detailCache = new WeakMap<StoredBridge, { passes: number; json: Buffer }>()

function detailJson(b: StoredBridge): Buffer {
  const hit = detailCache.get(b)
  if (hit && hit.passes === b.passes) return hit.json
  const json = JSON.stringify({
    id: b.id,
    slug: b.slug,
    title: b.title,
    suggestion: b.suggestion,
    category: b.category,
    domain: b.domain,
    published_at: b.published_at,
    passes: b.passes,
    score: b.score,
    suggestor: b.suggestor,
  })
  const bytes = Buffer.from(json)
  detailCache.set(b, { passes: b.passes, json: bytes })
  return bytes
}

/** Resolves paths under /v1/api to routes; path segments are matched raw and decoded only as parameters. */
export class Endpoints {
  readonly #data: Dataset
  readonly #cursors: CursorCodec

  constructor(data: Dataset, cursors: CursorCodec) {
    this.#data = data
    this.#cursors = cursors
  }

  /** The route for a path below /v1/api (e.g. `/bridges/x`), or null for an unknown path. */
  match(subPath: string): Route | null {
    const segs = subPath.split('/')
    if (segs[0] !== '' || segs.length < 2 || segs.length > 3) return null
    const [, head, param] = segs
    if (param === undefined) {
      if (head === 'stats')
        return { template: '/stats', scope: 'read:public', run: () => JSON.stringify(this.#data.stats()) }
      if (head === 'bridges') return { template: '/bridges', scope: 'read:public', run: (q) => this.#list(q) }
      if (head === 'me')
        return { template: '/me', scope: 'read:me', run: (_q, owner) => JSON.stringify(this.#data.me(owner)) }
      return null
    }
    if (param === '') return null
    if (head === 'bridges')
      return { template: '/bridges/{slug}', scope: 'read:public', run: () => this.#bridge(param) }
    if (head === 'profiles')
      return { template: '/profiles/{username}', scope: 'read:public', run: () => this.#profile(param) }
    return null
  }

  #list(rawQuery: string): Buffer {
    const q = parseBridgesQuery(rawQuery)
    let filters: Buffer | null = null
    const filtersHash = (): Buffer => (filters ??= filterHash(q.category, q.words))
    const after = q.cursor === null ? null : this.#cursors.decode(q.cursor, filtersHash())
    const { items, hasMore } = this.#data.page({ category: q.category, words: q.words }, after, q.limit)
    const last = items[items.length - 1]
    const next = hasMore && last ? this.#cursors.encode(last, filtersHash()) : null
    const parts: Buffer[] = [LIST_OPEN]
    items.forEach((item, i) => {
      if (i > 0) parts.push(COMMA)
      parts.push(summaryJson(item))
    })
    parts.push(Buffer.from(`],"has_more":${hasMore},"next_cursor":${next === null ? 'null' : `"${next}"`}}`))
    return Buffer.concat(parts)
  }

  #bridge(raw: string): Buffer {
    const b = this.#data.bridge(decodeSegment(raw, 'slug'))
    if (!b) throw new ServiceError('not_found', 'No published bridge has this slug.')
    return detailJson(b)
  }

  #profile(raw: string): string {
    const p = this.#data.profile(decodeSegment(raw, 'username'))
    if (!p) throw new ServiceError('not_found', 'No profile has this username.')
    return JSON.stringify(p)
  }
}
