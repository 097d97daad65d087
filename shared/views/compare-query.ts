/**
 * What the compare page shows, as its address says it: two bridges (by slug) or two profiles (by username) side by
 * side, or one of them alone while the second is being chosen (a bridge alone also shows its readings over time).
 * `#/compare?bridges=a,b` and `#/compare?profiles=x,y`: each name is percent-encoded (a comma in a name is `%2C`),
 * so the comma between names is never part of one. Names follow the location rule of shared/net/pasted.ts (what
 * the API accepts, no control character), so every name the API returns survives the round trip, and anything
 * else is refused with the reason, never thrown. Pure, so the codec is unit-tested under Node.
 */
import { isName } from '../net/pasted.ts'
import { MAX_URL_LENGTH } from '../net/url-safety.ts'

/** What is compared: bridges or profiles (the address's parameter). */
export type CompareKind = 'bridges' | 'profiles'

/** At most this many names: the page has two columns. */
export const MAX_COMPARED = 2

/** A readable comparison: its kind and one or two names, in the order of the columns. */
export interface CompareQuery {
  kind: CompareKind
  names: readonly string[]
}

/**
 * Why an address names no comparison: no names, more than two, a name the rule refuses (or an encoding that
 * cannot be read), both kinds at once, the same one twice, or an address longer than any link.
 */
export type CompareFlaw = 'empty' | 'more' | 'name' | 'mixed' | 'twice' | 'long'

/** An address read: the comparison, or why not with the text read (cut to a length a page can show). */
export type CompareRead = { ok: true; query: CompareQuery } | { ok: false; flaw: CompareFlaw; raw: string }

const KINDS: readonly CompareKind[] = ['bridges', 'profiles']
/** Longest refused text kept to show. */
const MAX_RAW_SHOWN = 300

function decodeName(raw: string): string | null {
  try {
    const name = decodeURIComponent(raw)
    return isName(name, 'location') ? name : null
  } catch {
    return null
  }
}

function refused(flaw: CompareFlaw, raw: string): CompareRead {
  return { ok: false, flaw, raw: raw.slice(0, MAX_RAW_SHOWN) }
}

/** Reads the query string of `#/compare?…` (without the `?`); never throws. Other parameters are ignored. */
export function decodeCompareQuery(raw: string): CompareRead {
  if (raw.length > MAX_URL_LENGTH) return refused('long', raw)
  const found: { kind: CompareKind; value: string }[] = []
  for (const pair of raw.split('&')) {
    const at = pair.indexOf('=')
    const key = at === -1 ? pair : pair.slice(0, at)
    const kind = KINDS.find((k) => k === key)
    if (kind !== undefined) found.push({ kind, value: at === -1 ? '' : pair.slice(at + 1) })
  }
  const [first, second] = found
  if (first === undefined) return refused('empty', raw)
  if (second !== undefined) return refused(second.kind === first.kind ? 'more' : 'mixed', raw)
  if (first.value === '') return refused('empty', raw)
  const parts = first.value.split(',')
  if (parts.length > MAX_COMPARED) return refused('more', raw)
  const names: string[] = []
  for (const part of parts) {
    const name = decodeName(part)
    if (name === null) return refused('name', raw)
    names.push(name)
  }
  // The service matches slugs and usernames without regard to case: `A` and `a` are one item.
  if (names.length === 2 && names[0]?.toLowerCase() === names[1]?.toLowerCase()) return refused('twice', raw)
  return { ok: true, query: { kind: first.kind, names } }
}

/** The query string of a comparison; decodeCompareQuery(encodeCompareQuery(q)) gives q back for every valid q. */
export function encodeCompareQuery(q: CompareQuery): string {
  return `${q.kind}=${q.names.map(encodeURIComponent).join(',')}`
}
