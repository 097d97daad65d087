/** In-memory store with the indexes requests need, and counters kept up to date incrementally. */
import { matchesAll } from './fold.ts'
import {
  generateData,
  isoSeconds,
  type BridgeFactory,
  type StoredBridge,
  type StoredUser,
} from './generator.ts'
import { CATEGORIES } from './words.ts'
import type { StatsBody } from './types.ts'

/** A keyset position: the last bridge of a page. */
export interface Position {
  ms: number
  id: string
}

const SEARCH_CACHE_SIZE = 256

interface UserEntry {
  user: StoredUser
  /** Published bridges, newest first. */
  published: StoredBridge[]
  totalPasses: number
}

/** Newest first, ties by id descending (assumptions row 2). Negative when `a` comes first. */
export function compareNewestFirst(a: Position, b: Position): number {
  if (a.ms !== b.ms) return b.ms - a.ms
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0
}

/** Index of the first element of a newest-first array that comes after `pos`. */
function indexAfter(list: readonly Position[], pos: Position): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (compareNewestFirst(list[mid] as Position, pos) <= 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

function insertSorted(list: StoredBridge[], b: StoredBridge): void {
  list.splice(indexAfter(list, b), 0, b)
}

/** The service's data: generated once per start, then changed only by live publishing. */
export class Dataset {
  readonly epochMs: number
  /** Generated users in generation order (the first two own the demo keys). */
  readonly users: readonly StoredUser[]
  readonly categories: readonly string[] = CATEGORIES
  readonly #factory: BridgeFactory
  readonly #sorted: StoredBridge[] = []
  readonly #byCategory = new Map<string, StoredBridge[]>()
  readonly #bySlug = new Map<string, StoredBridge>()
  readonly #users = new Map<string, UserEntry>()
  readonly #drafts: StoredBridge[] = []
  readonly #searchCache = new Map<string, StoredBridge[]>()
  #passes = 0
  #scoreSum = 0
  #suggestors = 0

  constructor(seed: number, published: number) {
    const data = generateData(seed, published)
    this.epochMs = data.epochMs
    this.#factory = data.factory
    this.users = data.users
    for (const c of CATEGORIES) this.#byCategory.set(c, [])
    for (const u of data.users) this.addAccount(u)
    for (const b of data.bridges) {
      this.#bySlug.set(b.slug, b)
      if (b.state === 'draft') this.#drafts.push(b)
      if (b.state === 'published') this.#addPublished(b)
    }
  }

  /** Makes an account findable by /profiles and /me even when it wrote nothing. */
  addAccount(user: StoredUser): void {
    if (!this.#users.has(user.username))
      this.#users.set(user.username, { user, published: [], totalPasses: 0 })
  }

  /** Published bridges, newest first (the live array; callers must not change it). */
  published(): readonly StoredBridge[] {
    return this.#sorted
  }

  /** Slugs of drafts and hidden bridges, which must never be returned. */
  hiddenSlugs(): string[] {
    const out: string[] = []
    for (const b of this.#bySlug.values()) if (b.state !== 'published') out.push(b.slug)
    return out
  }

  /** One page after `after`, filtered; `hasMore` tells whether another match exists. */
  page(
    filter: { category: string | null; words: readonly string[] },
    after: Position | null,
    limit: number,
  ): { items: StoredBridge[]; hasMore: boolean } {
    const list = this.#matches(filter.category, filter.words)
    const start = after === null ? 0 : indexAfter(list, after)
    return { items: list.slice(start, start + limit), hasMore: list.length > start + limit }
  }

  /** All matches of a filter, newest first; searches are cached because clients page through the same one. */
  #matches(category: string | null, words: readonly string[]): readonly StoredBridge[] {
    const base = category === null ? this.#sorted : (this.#byCategory.get(category) ?? [])
    if (words.length === 0) return base
    const key = `${category ?? ''}\u0000${words.join(' ')}`
    let hit = this.#searchCache.get(key)
    if (!hit) {
      hit = base.filter((b) => matchesAll(b.haystack, words))
      if (this.#searchCache.size >= SEARCH_CACHE_SIZE)
        this.#searchCache.delete(this.#searchCache.keys().next().value as string)
      this.#searchCache.set(key, hit)
    }
    return hit
  }

  /** A published bridge by slug (case-insensitive); drafts and hidden ones are not found. */
  bridge(slug: string): StoredBridge | undefined {
    const b = this.#bySlug.get(slug.toLowerCase())
    return b?.state === 'published' ? b : undefined
  }

  /** The public profile of a user (case-insensitive), or null. */
  profile(username: string): {
    username: string
    display_name: string | null
    verified: boolean
    total_passes: number
    bridge_count: number
    bridges: { slug: string; passes: number }[]
  } | null {
    const e = this.#users.get(username.toLowerCase())
    if (!e) return null
    return {
      username: e.user.username,
      display_name: e.user.display_name,
      verified: e.user.ref.verified,
      total_passes: e.totalPasses,
      bridge_count: e.published.length,
      bridges: e.published.map((b) => ({ slug: b.slug, passes: b.passes })),
    }
  }

  /** The own profile of an account (zeros when it has no bridges). */
  me(username: string): { username: string; total_passes: number; bridge_count: number } {
    const e = this.#users.get(username.toLowerCase())
    return { username, total_passes: e?.totalPasses ?? 0, bridge_count: e?.published.length ?? 0 }
  }

  /** Platform counters over published bridges. */
  stats(): StatsBody {
    const n = this.#sorted.length
    return {
      bridges: n,
      suggestors: this.#suggestors,
      passes: this.#passes,
      avg_score: n === 0 ? null : Math.round((this.#scoreSum / n) * 100) / 100,
    }
  }

  /** Publishes the oldest-made draft (or a new bridge when none is left) at `nowMs`. */
  publishOne(nowMs: number): StoredBridge {
    const ms = Math.floor(nowMs / 1000) * 1000
    const draft = this.#drafts.shift()
    const b = draft ?? this.#factory.make('published', ms)
    if (!draft) this.#bySlug.set(b.slug, b)
    b.state = 'published'
    b.ms = ms
    b.published_at = isoSeconds(ms)
    this.#addPublished(b)
    return b
  }

  /** Adds passes to a published bridge, keeping every counter consistent. */
  addPasses(b: StoredBridge, n: number): void {
    if (b.state !== 'published') return
    b.passes += n
    this.#passes += n
    const e = this.#users.get(b.suggestor.username)
    if (e) e.totalPasses += n
  }

  #addPublished(b: StoredBridge): void {
    this.#searchCache.clear()
    insertSorted(this.#sorted, b)
    insertSorted(this.#byCategory.get(b.category) as StoredBridge[], b)
    this.#passes += b.passes
    this.#scoreSum += b.score
    const e = this.#users.get(b.suggestor.username) as UserEntry
    if (e.published.length === 0) this.#suggestors++
    insertSorted(e.published, b)
    e.totalPasses += b.passes
  }
}
