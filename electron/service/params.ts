/** Parsing and validation of path segments and query parameters (assumptions rows 3 to 7, 18). */
import { invalidParam } from './errors.ts'
import { exceedsCodePoints, queryWords } from './fold.ts'

/** Longest accepted `q` (after trimming), `slug` and `username`, in characters. */
export const MAX_TEXT = 200
/** Page size when `limit` is absent. */
export const DEFAULT_LIMIT = 20
/** Largest accepted `limit`. */
export const MAX_LIMIT = 100

const BRIDGES_PARAMS = new Set(['limit', 'cursor', 'category', 'q'])

function decode(raw: string, param: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    throw invalidParam(param, `${param} contains malformed percent-encoding.`)
  }
}

/** Decodes one path segment; encoded slashes and dots stay part of the value (never re-routed). */
export function decodeSegment(raw: string, param: 'slug' | 'username'): string {
  const value = decode(raw, param)
  if (exceedsCodePoints(value, MAX_TEXT))
    throw invalidParam(param, `${param} is longer than ${MAX_TEXT} characters.`)
  return value
}

/** Known parameters of a query string; unknown ones are ignored, a repeated known one is an error. */
export function parseQuery(raw: string, known: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>()
  if (raw === '') return out
  for (const part of raw.split('&')) {
    if (part === '') continue
    const eq = part.indexOf('=')
    const rawName = eq === -1 ? part : part.slice(0, eq)
    let name: string
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '))
    } catch {
      continue // a name we cannot decode is not one we know
    }
    if (!known.has(name)) continue
    if (out.has(name)) throw invalidParam(name, `${name} was given more than once.`)
    out.set(name, eq === -1 ? '' : decode(part.slice(eq + 1).replace(/\+/g, ' '), name))
  }
  return out
}

/** Validated parameters of GET /bridges. */
export interface BridgesQuery {
  limit: number
  /** Lower-cased category, or null for all. */
  category: string | null
  /** Folded words of `q`; empty for no search. */
  words: string[]
  cursor: string | null
}

/** Parses `/bridges` parameters: limit 1..100 digits only, empty q/category/cursor mean absent. */
export function parseBridgesQuery(rawQuery: string): BridgesQuery {
  const params = parseQuery(rawQuery, BRIDGES_PARAMS)
  let limit = DEFAULT_LIMIT
  const rawLimit = params.get('limit')
  if (rawLimit !== undefined) {
    limit = /^[0-9]{1,12}$/.test(rawLimit) ? Number(rawLimit) : 0
    if (limit < 1 || limit > MAX_LIMIT)
      throw invalidParam('limit', `limit must be a whole number from 1 to ${MAX_LIMIT}.`)
  }
  const q = (params.get('q') ?? '').trim()
  if (exceedsCodePoints(q, MAX_TEXT)) throw invalidParam('q', `q must be at most ${MAX_TEXT} characters.`)
  const category = params.get('category') ?? ''
  const cursor = params.get('cursor') ?? ''
  return {
    limit,
    category: category === '' ? null : category.toLowerCase(),
    words: queryWords(q),
    cursor: cursor === '' ? null : cursor,
  }
}
