/** Deterministic data generator: the same seed and size always give the same users and bridges. */
import { DAY_MS } from '../../shared/time/durations.ts'
import { fold } from './fold.ts'
import { createRng, deriveSeed, type Rng } from './prng.ts'
import type { BridgeRecord, SuggestorRef } from './types.ts'
import * as W from './words.ts'

/** Where a bridge stands; only `published` ever reaches a response. */
export type BridgeState = 'published' | 'draft' | 'hidden'

/** A bridge with the fields the service needs to answer quickly. */
export interface StoredBridge extends BridgeRecord {
  state: BridgeState
  /** published_at as epoch ms (0 for drafts). */
  ms: number
  /** Folded title and suggestion, for `q`. */
  readonly haystack: string
}

/** A generated user (suggestor). */
export interface StoredUser {
  readonly username: string
  readonly display_name: string | null
  readonly ref: SuggestorRef
}

/** The full generated data set. */
export interface GeneratedData {
  readonly epochMs: number
  readonly users: StoredUser[]
  readonly bridges: StoredBridge[]
  /** Makes further bridges (live mode) from the same stream. */
  readonly factory: BridgeFactory
}

const TWO_YEARS_S = 2 * 365 * 86_400
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567'

/** Formats epoch ms as ISO 8601 UTC with seconds and `Z` (assumptions row 25). */
export function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** Makes a URL-safe slug from a title (non-Latin titles fall back to `bridge`). */
export function slugify(title: string): string {
  const base = fold(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return base === '' ? 'bridge' : base
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/** Produces bridges with unique ids and slugs; shared by the initial set and live mode. */
export class BridgeFactory {
  readonly #rng: Rng
  readonly #users: readonly StoredUser[]
  readonly #ids = new Set<string>()
  readonly #slugs = new Set<string>()

  constructor(rng: Rng, users: readonly StoredUser[]) {
    this.#rng = rng
    this.#users = users
  }

  /** A new bridge; `title`/`suggestion`/`author` override the generated ones. */
  make(
    state: BridgeState,
    ms: number,
    over: { title?: string; suggestion?: string; author?: StoredUser } = {},
  ): StoredBridge {
    const rng = this.#rng
    const category = rng.pick(W.CATEGORIES)
    const subject = rng.pick(W.SUBJECTS[category])
    const place = rng.pick(W.PLACES)
    const fill = (t: string): string => t.replaceAll('{S}', subject).replaceAll('{P}', place)
    const title = over.title ?? capital(fill(rng.pick(W.TITLE_TEMPLATES)))
    const sentences: string[] = []
    for (let n = rng.int(2, 5); sentences.length < n;) {
      const sentence = fill(rng.pick(W.SENTENCES))
      if (!sentences.includes(sentence)) sentences.push(sentence)
    }
    const suggestion = over.suggestion ?? sentences.join(' ')
    const domain = rng.chance(0.2)
      ? null
      : `${rng.pick(W.DOMAIN_STEMS)}-${slugify(place).replace(/^the-/, '')}${rng.pick(W.DOMAIN_ENDINGS)}`
    // The power skews authorship: a few prolific suggestors, many with one or two bridges.
    const author =
      over.author ?? (this.#users[Math.floor(rng.next() ** 1.5 * this.#users.length)] as StoredUser)
    const passes = Math.floor(rng.next() ** 3 * 5000)
    return {
      id: this.#uniqueId(),
      slug: this.#uniqueSlug(slugify(title)),
      title,
      suggestion,
      category,
      domain,
      published_at: state === 'draft' ? '' : isoSeconds(ms),
      passes,
      score: rng.int(0, 100),
      suggestor: author.ref,
      state,
      ms: state === 'draft' ? 0 : ms,
      haystack: `${fold(title)}\n${fold(suggestion)}`,
    }
  }

  #uniqueId(): string {
    for (;;) {
      let id = 'br_'
      for (let i = 0; i < 12; i++) id += BASE32[this.#rng.int(0, 31)]
      if (!this.#ids.has(id)) {
        this.#ids.add(id)
        return id
      }
    }
  }

  #uniqueSlug(base: string): string {
    let slug = base
    for (let n = 2; this.#slugs.has(slug); n++) slug = `${base}-${n}`
    this.#slugs.add(slug)
    return slug
  }
}

function makeUsers(rng: Rng, count: number): StoredUser[] {
  const names = new Set<string>()
  const specialAt = new Map<number, string>()
  W.SPECIAL_DISPLAY_NAMES.forEach((name, i) => {
    if (count > 2) specialAt.set(2 + ((i * 7) % (count - 2)), name)
  })
  const users: StoredUser[] = []
  for (let i = 0; i < count; i++) {
    const first = rng.pick(W.FIRST_NAMES)
    const last = rng.pick(W.LAST_NAMES)
    const style = rng.int(0, 2)
    let username =
      style === 0 ? `${first}_${last}` : style === 1 ? `${first}${rng.int(1, 99)}` : `${first[0]}${last}`
    for (let n = 2; names.has(username); n++) username = `${username.slice(0, 20)}_${n}`
    names.add(username)
    const displayName = specialAt.get(i) ?? (rng.chance(0.08) ? null : `${capital(first)} ${capital(last)}`)
    users.push({ username, display_name: displayName, ref: { username, verified: rng.chance(0.2) } })
  }
  return users
}

/** Generates the data set for a seed: `published` published bridges plus about 10% drafts and 3% hidden. */
export function generateData(seed: number, published: number): GeneratedData {
  const rng = createRng(deriveSeed(seed, 'data'))
  // A fixed epoch derived from the seed (not the wall clock) keeps the data reproducible.
  const epochMs = Date.UTC(2026, 0, 1) - rng.int(0, 59) * DAY_MS
  const users = makeUsers(rng, Math.max(3, Math.round(published * 0.15)))
  const factory = new BridgeFactory(rng, users)
  const drafts = Math.max(2, Math.round(published * 0.115))
  const hidden = Math.max(2, Math.round(published * 0.035))
  const specialAt = (k: number, of: number): number =>
    published > of ? Math.floor(((k + 1) * published) / (of + 1)) : -1
  const specials = [
    ...W.SPECIAL_TITLES.map((title) => ({ title })),
    { suggestion: W.longSuggestion() },
    ...W.SPECIAL_SUGGESTIONS.map((suggestion) => ({ suggestion })),
  ]
  const overrides = new Map<number, { title?: string; suggestion?: string }>()
  specials.forEach((o, k) => {
    const at = specialAt(k, specials.length)
    if (at >= 0) overrides.set(at, o)
  })
  const bridges: StoredBridge[] = []
  let lastMs = epochMs
  for (let i = 0; i < published + drafts + hidden; i++) {
    const state: BridgeState = i < published ? 'published' : i < published + drafts ? 'draft' : 'hidden'
    // About 5% share a timestamp with the previous bridge, so the id tie-break is exercised.
    const ms = i > 0 && rng.chance(0.05) ? lastMs : epochMs - rng.int(0, TWO_YEARS_S) * 1000
    lastMs = ms
    // The first two users own the demo keys; give each a published bridge so /me has content.
    const author = i < 2 ? users[i] : undefined
    bridges.push(factory.make(state, ms, { ...overrides.get(i), ...(author ? { author } : {}) }))
  }
  return { epochMs, users, bridges, factory }
}
