/**
 * What the command palette offers for what was typed: views by name, "Open bridge <slug>", "Open profile
 * <username>", and pasted links to either. Pure, so it is tested without a DOM.
 */
import type { Route } from '../../lib/route.ts'

/** A place the palette can go to: any route but "not found". */
export type PaletteRoute = Exclude<Route, { name: 'not-found' }>

/** One choice in the palette's list. */
export interface PaletteCommand {
  id: string
  label: string
  hint: string
  route: PaletteRoute
}

interface ViewEntry {
  label: string
  hint: string
  words: string[]
  route: PaletteRoute
}

const VIEWS: readonly ViewEntry[] = [
  {
    label: 'Bridges',
    hint: 'Browse and search bridges',
    words: ['browse', 'search', 'list'],
    route: { name: 'bridges', q: '', category: '' },
  },
  {
    label: 'Lookup',
    hint: 'Find a bridge or profile by name or link',
    words: ['find', 'support', 'link'],
    route: { name: 'lookup' },
  },
  {
    label: 'Stats',
    hint: 'Platform counters over time',
    words: ['counters', 'charts', 'statistics'],
    route: { name: 'stats' },
  },
  {
    label: 'Rate limit',
    hint: 'Requests left and when they reset',
    words: ['budget', 'quota', 'headroom'],
    route: { name: 'rate-limit' },
  },
  {
    label: 'Keys',
    hint: 'Add, check and remove API keys',
    words: ['api key', 'scopes', 'rotate'],
    route: { name: 'keys' },
  },
  {
    label: 'Developer',
    hint: 'Request log and API notices',
    words: ['log', 'curl', 'requests', 'deprecation'],
    route: { name: 'developer' },
  },
]

// The service's identifiers are short, with no spaces or slashes; anything else cannot be a slug or username.
const IDENTIFIER = /^[\p{L}\p{N}._~-]{1,200}$/u

const safeDecode = (s: string): string | null => {
  try {
    return decodeURIComponent(s)
  } catch {
    return null
  }
}

/**
 * A bridge or profile named by a pasted link: the app's own `#/bridges/<slug>` / `#/profiles/<name>`, or an
 * API-style URL ending in `/bridges/<slug>` or `/profiles/<name>` (query and fragment ignored).
 */
export function routeFromLink(text: string): PaletteRoute | null {
  const trimmed = text.trim()
  const match = /(?:^|[/#])(bridges|profiles)\/([^/?#\s]+)\/?(?:[?#].*)?$/.exec(trimmed)
  if (match === null) return null
  const id = safeDecode(match[2] ?? '')
  if (id === null || !IDENTIFIER.test(id)) return null
  return match[1] === 'bridges' ? { name: 'bridge', slug: id } : { name: 'profile', username: id }
}

const viewScore = (view: ViewEntry, query: string): number => {
  const label = view.label.toLowerCase()
  if (label === query) return 3
  if (label.startsWith(query)) return 2
  if (label.includes(query) || view.words.some((w) => w.startsWith(query))) return 1
  return 0
}

/** The commands for the typed text, best first; an empty query lists every view. */
export function matchCommands(input: string): PaletteCommand[] {
  const query = input.trim().toLowerCase()
  const scored = VIEWS.map((v) => ({ v, score: query === '' ? 1 : viewScore(v, query) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
  const views = (min: number, max: number): PaletteCommand[] =>
    scored.filter((x) => x.score >= min && x.score <= max).map(({ v }) => toCommand(v.route))
  if (query === '') return views(1, 3)

  const linked = routeFromLink(input)
  if (linked !== null) return [toCommand(linked), ...views(1, 3)]

  const raw = input.trim()
  const guesses: PaletteCommand[] = []
  if (raw.startsWith('@')) {
    const username = raw.slice(1)
    if (IDENTIFIER.test(username)) guesses.push(toCommand({ name: 'profile', username }))
    return [...guesses, ...views(1, 3)]
  }
  // A word could be a slug or a username: offer both, after views whose name starts with it.
  if (IDENTIFIER.test(raw))
    guesses.push(toCommand({ name: 'bridge', slug: raw }), toCommand({ name: 'profile', username: raw }))
  return [...views(2, 3), ...guesses, ...views(1, 1), ...searchCommand(raw)]
}

const searchCommand = (raw: string): PaletteCommand[] =>
  raw.length > 200
    ? []
    : [
        {
          id: `search:${raw}`,
          label: `Search bridges for “${raw}”`,
          hint: 'Full-text search',
          route: { name: 'bridges', q: raw, category: '' },
        },
      ]

const toCommand = (route: PaletteRoute): PaletteCommand => {
  if (route.name === 'bridge')
    return { id: `bridge:${route.slug}`, label: `Open bridge ${route.slug}`, hint: 'Bridge detail', route }
  if (route.name === 'profile') {
    return {
      id: `profile:${route.username}`,
      label: `Open profile ${route.username}`,
      hint: 'Public profile',
      route,
    }
  }
  const view = VIEWS.find((v) => v.route.name === route.name)
  return { id: `view:${route.name}`, label: view?.label ?? route.name, hint: view?.hint ?? '', route }
}

/** The index after moving the highlight by `step` through `count` items, wrapping at both ends. */
export function moveHighlight(index: number, step: number, count: number): number {
  if (count === 0) return -1
  if (index < 0) return step > 0 ? 0 : count - 1
  return (((index + step) % count) + count) % count
}
