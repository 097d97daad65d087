/**
 * What the command palette offers for what was typed: views by name, what the catalogue found (palette-found.ts),
 * "Open bridge <slug>", "Open profile <username>", and pasted links to either. Pure, so it is tested without a DOM.
 */
import type { CatalogueLookup } from '../../../../shared/ipc/catalogue.ts'
import type { MessageId } from '../../../../shared/i18n/catalogues/en.ts'
import { msg, type Translate } from '../../../../shared/i18n/translate.ts'
import { deepLink } from '../../../../shared/net/deep-link.ts'
import { classifyPasted, writtenAt, type Pasted } from '../../../../shared/net/pasted.ts'
import { routeFromTarget, type Route } from '../../lib/route.ts'
import { wordList } from '../../lib/word-list.ts'
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

/** An action, by the ids of its words (label, hint, and the words that find it, comma-separated). */
interface ActionEntry {
  id: string
  label: MessageId
  hint: MessageId
  words: MessageId
  action?: PaletteAction
  route?: PaletteRoute
}

const ACTIONS: readonly ActionEntry[] = [
  {
    id: 'action:export',
    label: msg('palette.export'),
    hint: msg('palette.export.hint'),
    action: 'export-list',
    words: msg('palette.export.words'),
  },
  {
    id: 'action:add-key',
    label: msg('palette.add-key'),
    hint: msg('palette.add-key.hint'),
    route: { name: 'keys' },
    words: msg('palette.add-key.words'),
  },
  {
    id: 'action:switch-key',
    label: msg('palette.switch-key'),
    hint: msg('palette.switch-key.hint'),
    route: { name: 'keys' },
    words: msg('palette.switch-key.words'),
  },
  {
    id: 'action:theme',
    label: msg('palette.theme'),
    hint: msg('palette.theme.hint'),
    action: 'toggle-theme',
    words: msg('palette.theme.words'),
  },
  {
    id: 'action:copy-link',
    label: msg('palette.copy-link'),
    hint: msg('palette.copy-link.hint'),
    action: 'copy-link',
    words: msg('palette.copy-link.words'),
  },
]

/** The actions in the language of `t`, with the words that find them. */
const wordedActions = (t: Translate): WordedCommand[] =>
  ACTIONS.map(({ label, hint, words, ...rest }) => ({
    ...rest,
    label: t(label),
    hint: t(hint),
    words: wordList(t(words)),
  })) as WordedCommand[]

type WordedCommand = PaletteCommand & { words: string[] }

/** Copy link, slug and id of the bridge or profile shown. */
function subjectActions(subject: PaletteSubject | null | undefined, t: Translate): WordedCommand[] {
  const copy = (what: string, label: string, text: string, hint: string): WordedCommand => ({
    id: `copy:${what}`,
    label,
    hint,
    action: 'copy-text',
    text,
    // Found by "copy" and by any word of its label, in the language shown.
    words: [...wordList(t('palette.copy.words')), ...label.toLowerCase().split(/\s+/)],
  })
  if (subject?.kind === 'bridge') {
    const hint = t('palette.copy.bridge.hint', { slug: subject.slug })
    return [
      copy(
        'link to this bridge',
        t('palette.copy.bridge-link'),
        deepLink('bridges', subject.slug),
        t('palette.copy.bridge-link.hint'),
      ),
      copy('this bridge’s slug', t('palette.copy.bridge-slug'), subject.slug, hint),
      ...(subject.id === null
        ? []
        : [copy('this bridge’s id', t('palette.copy.bridge-id'), subject.id, hint)]),
    ]
  }
  if (subject?.kind === 'profile') {
    return [
      copy(
        'link to this profile',
        t('palette.copy.profile-link'),
        deepLink('profiles', subject.username),
        t('palette.copy.profile-link.hint'),
      ),
      copy(
        'this profile’s username',
        t('palette.copy.profile-username'),
        subject.username,
        t('palette.copy.profile.hint', { username: subject.username }),
      ),
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
function viewFromLink(text: string, t: Translate): PaletteCommand | null {
  const pasted = classifyPasted(text)
  if (pasted.kind !== 'app-link' && pasted.kind !== 'deep-link') return null
  if (pasted.target.to !== 'bridges' || pasted.target.query === null) return null
  const route = routeFromTarget(pasted.target)
  if (route.name !== 'bridges') return null
  return {
    id: 'link:view',
    label: t('palette.view-link'),
    hint: t('palette.view-link.hint'),
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
 * the actions. Every word is in the language of `t`, and what is typed is matched against those words, so a
 * command is found by its name in the language shown (docs/i18n.md).
 */
export function matchCommands(
  input: string,
  known: KnownItems,
  views: readonly ViewEntry[],
  t: Translate,
): PaletteCommand[] {
  const query = input.trim().toLowerCase()
  const toCommand = commandFor(views, t)
  const scored = views
    .map((v) => ({ v, score: query === '' ? 1 : viewScore(v, query) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
  const viewsScored = (min: number, max: number): PaletteCommand[] =>
    scored.filter((x) => x.score >= min && x.score <= max).map(({ v }) => toCommand(v.route))
  const allActions = [...wordedActions(t), ...subjectActions(known.subject, t)]
  const saved = savedViewCommands(query, known, t)
  if (query === '') return grouped([...viewsScored(1, 3), ...saved, ...actionMatches('', allActions)])

  const viewLink = viewFromLink(input, t)
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
      guessed(toCommand({ name: 'bridge', slug: name }), t),
      guessed(toCommand({ name: 'profile', username: name }), t),
    )
  const titles = new Map(known.bridges.map((b) => [b.slug, b.title]))
  for (const b of found?.bridges ?? []) titles.set(b.slug, b.title)
  const real = [
    ...catalogueCommands(found, raw, t),
    ...recentCommands(query, known.recent ?? [], titles, t),
    ...openedCommands(query, known.bridges, t),
  ]
  const people = [...new Set(known.profiles)]
    .map((username) => ({ username, score: textScore(username.toLowerCase(), query) }))
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map(({ username }) => ({ ...toCommand({ name: 'profile', username }), hint: t('palette.hint.opened') }))
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
    ...searchCommand(raw, t),
    ...actions.filter((a) => !named.has(a.id)),
    ...viewsScored(1, 1),
    ...guesses,
  ])
}

/** The groups the palette shows its choices in, each with its heading; they come in the order of their best choice, guesses last. */
export const PALETTE_GROUPS = {
  pages: msg('palette.group.pages'),
  actions: msg('palette.group.actions'),
  bridges: msg('palette.group.bridges'),
  people: msg('palette.group.people'),
  'saved-views': msg('palette.group.saved-views'),
  guesses: msg('palette.group.guesses'),
} as const

/** One of the palette's groups. */
export type PaletteGroup = keyof typeof PALETTE_GROUPS

/** The group a command is shown in. */
export function groupOf(command: PaletteCommand): PaletteGroup {
  if (command.guess === true) return 'guesses'
  if (command.id.startsWith('saved-view:')) return 'saved-views'
  // A close title is looked up in turn: it is offered with the bridges.
  const bridge = command.id.startsWith('retype:') || command.route?.name === 'bridge'
  if (bridge && !command.id.startsWith('copy:')) return 'bridges'
  if (command.route?.name === 'profile') return 'people'
  if (command.id.startsWith('view:')) return 'pages'
  return 'actions'
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
const savedViewCommands = (query: string, known: KnownItems, t: Translate): PaletteCommand[] =>
  (known.views ?? [])
    .filter((v) => v.name.toLowerCase().includes(query))
    .map((v) => ({
      id: `saved-view:${v.id}`,
      label: v.name,
      hint: t('palette.hint.saved-view'),
      route: v.route,
    }))

const searchCommand = (raw: string, t: Translate): PaletteCommand[] =>
  raw.length > 200
    ? []
    : [
        {
          id: `search:${raw}`,
          label: t('palette.search', { text: raw }),
          hint: t('palette.search.hint'),
          route: { name: 'bridges', q: raw, category: '' },
        },
      ]

/** A command for a bridge or user that may not exist: its hint says so, unlike one for something loaded. */
const guessed = (command: PaletteCommand, t: Translate): PaletteCommand => ({
  ...command,
  guess: true,
  hint: command.route?.name === 'bridge' ? t('palette.guess.bridge') : t('palette.guess.profile'),
})

/** The command that opens `route`; a page listed by name gets its label and hint from `views`. */
const commandFor =
  (views: readonly ViewEntry[], t: Translate) =>
  (route: PaletteRoute): PaletteCommand => {
    if (route.name === 'bridge') {
      const label = t('palette.open-bridge', { slug: route.slug })
      return { id: `bridge:${route.slug}`, label, hint: t('palette.hint.bridge-detail'), route }
    }
    if (route.name === 'profile') {
      return {
        id: `profile:${route.username}`,
        label: t('palette.open-profile', { username: route.username }),
        hint: t('palette.hint.public-profile'),
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
