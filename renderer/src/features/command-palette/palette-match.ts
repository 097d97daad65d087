/**
 * What the command palette offers for what was typed: views by name, what the catalogue found (palette-found.ts),
 * "Open bridge <slug>", "Open profile <username>", and pasted links to either. Pure, so it is tested without a DOM.
 */
import type { CatalogueLookup } from '../../../../shared/ipc/catalogue.ts'
import { deepLink } from '../../../../shared/net/deep-link.ts'
import { classifyPasted, writtenAt, type Pasted } from '../../../../shared/net/pasted.ts'
import { routeFromTarget, type Route } from '../../lib/route.ts'
import type { RecentLookup } from '../../store/recent-lookups.ts'
import { catalogueCommands, openedCommands, recentCommands } from './palette-found.ts'

/** A place the palette can go to: any route but "not found". */
export type PaletteRoute = Exclude<Route, { name: 'not-found' }>

/** Something the palette does in place rather than going somewhere ('retype' looks `text` up in the palette). */
export type PaletteAction = 'export-list' | 'toggle-theme' | 'copy-link' | 'copy-text' | 'retype'

/**
 * One choice in the palette's list: a place to go, or an action (`text` is what 'copy-text' copies). A `guess`
 * may name nothing (a slug or username nobody checked): it is listed after every real match.
 */
export type PaletteCommand = { id: string; label: string; hint: string; guess?: true } & (
  { route: PaletteRoute; action?: undefined } | { action: PaletteAction; text?: string; route?: undefined }
)

/** The bridge or profile the window shows, which the palette can copy the link, slug and id of. */
export type PaletteSubject =
  { kind: 'bridge'; slug: string; id: string | null } | { kind: 'profile'; username: string }

/** What is known to exist, so suggestions name real things before any guess. */
export interface KnownItems {
  /** Bridges opened in this window (their detail is loaded), newest first. */
  bridges: readonly { slug: string; title: string }[]
  /** People whose profile was opened in this window. */
  profiles: readonly string[]
  /** The catalogue's answer to the typed text (catalogue:lookup, as Lookup asks it); absent until it answers. */
  found?: CatalogueLookup | null
  /** The recent lookups, newest first (kept across restarts). */
  recent?: readonly RecentLookup[]
  subject?: PaletteSubject | null
  /** The user's saved views, each with the route that opens it. */
  views?: readonly { id: string; name: string; route: PaletteRoute }[]
}

const NOTHING_KNOWN: KnownItems = { bridges: [], profiles: [] }

const ACTIONS: readonly (PaletteCommand & { words: string[] })[] = [
  {
    id: 'action:export',
    label: 'Export this list…',
    hint: 'Save the bridges matching the search as CSV or JSON',
    action: 'export-list',
    words: ['export', 'save', 'csv', 'json', 'download'],
  },
  {
    id: 'action:add-key',
    label: 'Add an API key',
    hint: 'Keys view',
    route: { name: 'keys' },
    words: ['add key', 'key', 'api key', 'new key'],
  },
  {
    id: 'action:switch-key',
    label: 'Switch key',
    hint: 'Make another saved key active',
    route: { name: 'keys' },
    words: ['switch', 'key', 'active', 'use key'],
  },
  {
    id: 'action:theme',
    label: 'Toggle light and dark theme',
    hint: 'Appearance',
    action: 'toggle-theme',
    words: ['theme', 'dark', 'light', 'appearance'],
  },
  {
    id: 'action:copy-link',
    label: 'Copy link to this page',
    hint: 'Paste it into Lookup or the palette later',
    action: 'copy-link',
    words: ['copy', 'link', 'share', 'url'],
  },
]

type WordedCommand = PaletteCommand & { words: string[] }

/** Copy link, slug and id of the bridge or profile shown. */
function subjectActions(subject: PaletteSubject | null | undefined): WordedCommand[] {
  const copy = (what: string, text: string, hint: string): WordedCommand => ({
    id: `copy:${what}`,
    label: `Copy ${what}`,
    hint,
    action: 'copy-text',
    text,
    words: ['copy', ...what.split(' ')],
  })
  if (subject?.kind === 'bridge') {
    const hint = `bridge ${subject.slug}`
    return [
      copy(
        'link to this bridge',
        deepLink('bridges', subject.slug),
        'bridge-explorer:// link, opens it in the app',
      ),
      copy('this bridge’s slug', subject.slug, hint),
      ...(subject.id === null ? [] : [copy('this bridge’s id', subject.id, hint)]),
    ]
  }
  if (subject?.kind === 'profile') {
    return [
      copy('link to this profile', deepLink('profiles', subject.username), 'bridge-explorer:// link'),
      copy('this profile’s username', subject.username, `profile ${subject.username}`),
    ]
  }
  return []
}

const actionMatches = (query: string, actions: readonly WordedCommand[]): PaletteCommand[] =>
  actions
    .filter((a) => a.label.toLowerCase().includes(query) || a.words.some((w) => w.startsWith(query)))
    .map(({ words: _, ...command }) => command as PaletteCommand)

/** A page the palette lists by name (app/pages.ts passes them in, as only app/ knows every page). */
export interface ViewEntry {
  label: string
  hint: string
  words: readonly string[]
  route: PaletteRoute
}

/** The slug or username a pasted text may be (a bridge id is also a name the palette can guess with). */
const nameOf = (pasted: Pasted): string | null =>
  pasted.kind === 'slug'
    ? pasted.slug
    : pasted.kind === 'username'
      ? pasted.username
      : pasted.kind === 'bridge-id'
        ? pasted.id
        : null

/**
 * A bridge or profile named by a pasted link: the app's own `#/bridges/<slug>` / `#/profiles/<name>`, an
 * API-style URL ending in `/bridges/<slug>` or `/profiles/<name>` (query and fragment ignored), or a deep link.
 */
export function routeFromLink(text: string): PaletteRoute | null {
  const pasted = classifyPasted(text)
  if (pasted.kind !== 'app-link' && pasted.kind !== 'api-link' && pasted.kind !== 'deep-link') return null
  const route = routeFromTarget(pasted.target)
  return route.name === 'bridge' || route.name === 'profile' ? route : null
}

/**
 * A pasted link to a view of the bridge list (a saved view's `bridge-explorer://bridges?…` link, or the app's
 * own `#/bridges?…` location): the router reads it, keeping only what it knows.
 */
function viewFromLink(text: string): PaletteCommand | null {
  const pasted = classifyPasted(text)
  if (pasted.kind !== 'app-link' && pasted.kind !== 'deep-link') return null
  if (pasted.target.to !== 'bridges' || pasted.target.query === null) return null
  const route = routeFromTarget(pasted.target)
  if (route.name !== 'bridges') return null
  return {
    id: 'link:view',
    label: 'Open the linked view',
    hint: 'Bridges with its filters and columns',
    route,
  }
}

const viewScore = (view: ViewEntry, query: string): number => {
  const label = view.label.toLowerCase()
  if (label === query) return 3
  if (label.startsWith(query)) return 2
  if (label.includes(query) || view.words.some((w) => w.startsWith(query))) return 1
  return 0
}

/**
 * The commands for the typed text, best first; an empty query lists every view (`views`, in their order), then
 * the actions.
 */
export function matchCommands(
  input: string,
  known: KnownItems = NOTHING_KNOWN,
  views: readonly ViewEntry[] = [],
): PaletteCommand[] {
  const query = input.trim().toLowerCase()
  const toCommand = commandFor(views)
  const scored = views
    .map((v) => ({ v, score: query === '' ? 1 : viewScore(v, query) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
  const viewsScored = (min: number, max: number): PaletteCommand[] =>
    scored.filter((x) => x.score >= min && x.score <= max).map(({ v }) => toCommand(v.route))
  const allActions = [...ACTIONS, ...subjectActions(known.subject)]
  const saved = savedViewCommands(query, known)
  if (query === '') return grouped([...viewsScored(1, 3), ...saved, ...actionMatches('', allActions)])

  const viewLink = viewFromLink(input)
  if (viewLink !== null) return grouped([viewLink, ...saved])
  const linked = routeFromLink(input)
  if (linked !== null) return grouped([toCommand(linked), ...viewsScored(1, 3)])

  const raw = input.trim()
  const pasted = classifyPasted(input)
  const guesses: PaletteCommand[] = []
  if (writtenAt(raw).at) {
    if (pasted.kind === 'username') guesses.push(toCommand({ name: 'profile', username: pasted.username }))
    return grouped([...guesses, ...viewsScored(1, 3)])
  }
  // First what surely exists: a view by name, what the catalogue found, what was looked up or opened recently,
  // a search. A word could also be a slug or a username, but a guess may name nothing, so guesses come last.
  const name = nameOf(pasted)
  const found = known.found
  const idFound = pasted.kind === 'bridge-id' && (found?.bridges.length ?? 0) > 0
  if (name !== null && !idFound)
    guesses.push(
      guessed(toCommand({ name: 'bridge', slug: name })),
      guessed(toCommand({ name: 'profile', username: name })),
    )
  const titles = new Map(known.bridges.map((b) => [b.slug, b.title]))
  for (const b of found?.bridges ?? []) titles.set(b.slug, b.title)
  const real = [
    ...catalogueCommands(found, raw),
    ...recentCommands(query, known.recent ?? [], titles),
    ...openedCommands(query, known.bridges),
  ]
  const people = [...new Set(known.profiles)]
    .map((username) => ({ username, score: textScore(username.toLowerCase(), query) }))
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map(({ username }) => ({ ...toCommand({ name: 'profile', username }), hint: 'Opened recently' }))
  // An action named outright ("dark", "export") is what the user asked for; a partial word matches after.
  const actions = actionMatches(query, allActions)
  const named = new Set(
    allActions
      .filter((a) => a.words.includes(query) || a.label.toLowerCase().startsWith(query))
      .map((a) => a.id),
  )
  return grouped([
    ...viewsScored(2, 3),
    ...saved,
    ...actions.filter((a) => named.has(a.id)),
    ...real,
    ...people,
    ...searchCommand(raw),
    ...actions.filter((a) => !named.has(a.id)),
    ...viewsScored(1, 1),
    ...guesses,
  ])
}

/** The groups the palette shows its choices in; they come in the order of their best choice, guesses last. */
export const PALETTE_GROUPS = ['Pages', 'Actions', 'Bridges', 'People', 'Saved views', 'Guesses'] as const

/** One of the palette's groups. */
export type PaletteGroup = (typeof PALETTE_GROUPS)[number]

/** The group a command is shown in. */
export function groupOf(command: PaletteCommand): PaletteGroup {
  if (command.guess === true) return 'Guesses'
  if (command.id.startsWith('saved-view:')) return 'Saved views'
  // A close title is looked up in turn: it is offered with the bridges.
  const bridge = command.id.startsWith('retype:') || command.route?.name === 'bridge'
  if (bridge && !command.id.startsWith('copy:')) return 'Bridges'
  if (command.route?.name === 'profile') return 'People'
  if (command.id.startsWith('view:')) return 'Pages'
  return 'Actions'
}

/**
 * `commands` (best first) each once (by id, the first kept: a real match before the guess of the same place), in
 * groups: a group comes where its best choice ranks, so a bridge the catalogue found leads a search for it.
 */
export function grouped(commands: readonly PaletteCommand[]): PaletteCommand[] {
  const seen = new Set<string>()
  const unique = commands.filter((c) => !seen.has(c.id) && seen.add(c.id) !== undefined)
  return groupsIn(unique).flatMap((group) => unique.filter((c) => groupOf(c) === group))
}

/** The groups `commands` fall in, in the order their first choices come. */
export function groupsIn(commands: readonly PaletteCommand[]): PaletteGroup[] {
  return [...new Set(commands.map(groupOf))]
}

/**
 * How well `text` (lower case) matches `query`: 4 the same, 3 it starts with it, 2 a word starts with it, 1 it
 * has it, or has every one of its words; 0 none.
 */
function textScore(text: string, query: string): number {
  if (text === query) return 4
  if (text.startsWith(query)) return 3
  if (new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(query)}`, 'u').test(text)) return 2
  if (text.includes(query)) return 1
  const words = query.split(/\s+/).filter((w) => w !== '')
  return words.length > 1 && words.every((w) => text.includes(w)) ? 1 : 0
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The saved views whose name has the typed words (every one for an empty query), in the user's order. */
const savedViewCommands = (query: string, known: KnownItems): PaletteCommand[] =>
  (known.views ?? [])
    .filter((v) => v.name.toLowerCase().includes(query))
    .map((v) => ({ id: `saved-view:${v.id}`, label: v.name, hint: 'Saved view', route: v.route }))

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

/** A command for a bridge or user that may not exist: its hint says so, unlike one for something loaded. */
const guessed = (command: PaletteCommand): PaletteCommand => ({
  ...command,
  guess: true,
  hint: command.route?.name === 'bridge' ? 'If a bridge has this slug' : 'If this username exists',
})

/** The command that opens `route`; a page listed by name gets its label and hint from `views`. */
const commandFor =
  (views: readonly ViewEntry[]) =>
  (route: PaletteRoute): PaletteCommand => {
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
    const view = views.find((v) => v.route.name === route.name)
    return { id: `view:${route.name}`, label: view?.label ?? route.name, hint: view?.hint ?? '', route }
  }

/** The index after moving the highlight by `step` through `count` items, wrapping at both ends. */
export function moveHighlight(index: number, step: number, count: number): number {
  if (count === 0) return -1
  if (index < 0) return step > 0 ? 0 : count - 1
  return (((index + step) % count) + count) % count
}
