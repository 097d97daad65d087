/** How a bridge becomes a catalogue row and back, and how typed text becomes an FTS5 query. */
import type { BridgeSummary } from '../../../shared/api/types.ts'
import type { CatalogueBridge } from '../../../shared/ipc/catalogue.ts'

/** Rows per second of published_at before keys spill over (2^20: far more than any service publishes). */
const PER_SECOND = 2 ** 20
// 8e9 s is the year 2223; keys stay below 2^53 so JavaScript reads them exactly.
const MAX_SECOND = 8_000_000_000

// The 32 characters of a bridge id (OpenAPI BridgeSummary.id: lowercase base-32) in code-unit order, as ids compare.
const ID_ALPHABET = '234567abcdefghijklmnopqrstuvwxyz'

/**
 * The block of keys of a published_at, and the key a bridge would like in it: the first four characters of its id
 * (32 × 32 × 32 × 32 = 2^20 places) so that bridges of one second sort by id as the API's tie-break does
 * (assumptions row 2). Keys sort like the API's order, newest last.
 */
export function keyBlock(publishedAt: string, id: string): { from: number; to: number; want: number } {
  const ms = Date.parse(publishedAt)
  const sec = Number.isFinite(ms) ? Math.min(MAX_SECOND, Math.max(0, Math.floor(ms / 1000))) : 0
  const from = sec * PER_SECOND
  let place = 0
  for (const ch of id.slice(3, 7).padEnd(4, '0')) place = place * 32 + Math.max(0, ID_ALPHABET.indexOf(ch))
  return { from, to: from + PER_SECOND, want: from + place }
}

/** Longest text kept of a field: a hostile service's megabyte title is cut, not stored a million times. */
export const MAX_FIELD_CHARS = 2000

/** The columns a summary fills, in the order the store's statements bind them. */
export function summaryValues(
  b: BridgeSummary,
): [string, string, string, string, number, number, string, number] {
  const cut = (s: string): string => (s.length > MAX_FIELD_CHARS ? s.slice(0, MAX_FIELD_CHARS) : s)
  return [
    cut(b.slug),
    cut(b.title),
    cut(b.category),
    b.published_at,
    b.passes,
    b.score,
    cut(b.suggestor.username),
    b.suggestor.verified ? 1 : 0,
  ]
}

/** A row of `bridges` as the renderer sees it. */
export function toBridge(r: Record<string, unknown>): CatalogueBridge {
  return {
    id: String(r['id']),
    slug: String(r['slug']),
    title: String(r['title']),
    category: String(r['category']),
    published_at: String(r['published_at']),
    passes: Number(r['passes']),
    score: Number(r['score']),
    suggestor: { username: String(r['username']), verified: r['verified'] === 1 },
    suggestion: r['suggestion'] === null ? null : String(r['suggestion']),
    domain: r['domain'] === null ? null : String(r['domain']),
    readAt: Number(r['read_ms']),
    gone: r['gone_ms'] !== null,
  }
}

/** The words of a text as FTS5 sees them (letters and digits; at most eight, each at most 64 characters). */
export function words(text: string): string[] {
  return text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
    .slice(0, 8)
    .map((w) => w.slice(0, 64).toLowerCase())
}

/**
 * An FTS5 query matching rows that hold every word as a word prefix, or null when the text has no word. Each word
 * is quoted, so nothing the user types is read as FTS5 syntax (https://sqlite.org/fts5.html#full_text_query_syntax).
 */
export function ftsQuery(text: string): string | null {
  const ws = words(text)
  return ws.length === 0 ? null : ws.map((w) => `"${w}"*`).join(' ')
}
