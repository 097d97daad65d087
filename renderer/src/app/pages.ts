/**
 * Every page of the app, described once: the name the side nav, the palette, the links back and the error
 * boundary say, the section (side navigation entry) it belongs to, and what the palette offers for it. Checked
 * against the route type, so a new route does not compile until it is described here. The route shapes and their
 * parsing sit low in lib/route.ts; the view each route shows is in route-view.tsx. Pure, unit-tested under Node.
 */
import type { MessageId } from '../../../shared/i18n/catalogues/en.ts'
import { msg, type Translate } from '../../../shared/i18n/translate.ts'
import { wordList } from '../lib/word-list.ts'
import { readableSlug } from '../lib/format.ts'
import type { Route } from '../lib/route.ts'

type RouteName = Route['name']

/** The sections of the side navigation, in its order; each is the name of the page it opens. */
const SECTION_ORDER = [
  'bridges',
  'lookup',
  'bulk',
  'changes',
  'watch',
  'me',
  'stats',
  'rate-limit',
  'keys',
  'developer',
  'settings',
] as const satisfies readonly RouteName[]

/** A section's id: the name of its own page. */
export type SectionId = (typeof SECTION_ORDER)[number]

/** What the palette offers for a page it lists by name: a hint under the name, and the words that find it. */
interface PaletteWords {
  hint: MessageId
  /** Comma-separated, in each language (palette-match.ts wordList). */
  words: MessageId
}

/** One page. */
interface PageEntry {
  /** Its name in the message catalogue (docs/i18n.md): the side nav, the palette, the links back, the error boundary. */
  name: MessageId
  /** The section it is in when opened directly (a bridge or profile stays where it was opened); null for none. */
  section: SectionId | null
  /** Listed by name in the palette (in this table's order) when set. */
  palette?: PaletteWords
}

const paletteWords = (hint: MessageId, words: MessageId): PaletteWords => ({ hint, words })

/** Every page, in the palette's order. */
export const PAGES = {
  bridges: {
    name: msg('page.bridges'),
    section: 'bridges',
    palette: paletteWords(msg('app.palette.bridges.hint'), msg('app.palette.bridges.words')),
  },
  lookup: {
    name: msg('page.lookup'),
    section: 'lookup',
    palette: paletteWords(msg('app.palette.lookup.hint'), msg('app.palette.lookup.words')),
  },
  me: {
    name: msg('page.me'),
    section: 'me',
    palette: paletteWords(msg('app.palette.me.hint'), msg('app.palette.me.words')),
  },
  stats: {
    name: msg('page.stats'),
    section: 'stats',
    palette: paletteWords(msg('app.palette.stats.hint'), msg('app.palette.stats.words')),
  },
  'rate-limit': {
    name: msg('page.rate-limit'),
    section: 'rate-limit',
    palette: paletteWords(msg('app.palette.rate-limit.hint'), msg('app.palette.rate-limit.words')),
  },
  keys: {
    name: msg('page.keys'),
    section: 'keys',
    palette: paletteWords(msg('app.palette.keys.hint'), msg('app.palette.keys.words')),
  },
  developer: {
    name: msg('page.developer'),
    section: 'developer',
    palette: paletteWords(msg('app.palette.developer.hint'), msg('app.palette.developer.words')),
  },
  usage: {
    name: msg('app.page.usage'),
    section: 'developer',
    palette: paletteWords(msg('app.palette.usage.hint'), msg('app.palette.usage.words')),
  },
  views: {
    name: msg('app.page.views'),
    section: 'bridges',
    palette: paletteWords(msg('app.palette.views.hint'), msg('app.palette.views.words')),
  },
  bulk: {
    name: msg('bulk.nav'),
    section: 'bulk',
    palette: paletteWords(msg('bulk.palette.hint'), msg('bulk.palette.words')),
  },
  changes: {
    name: msg('changes.nav'),
    section: 'changes',
    palette: paletteWords(msg('changes.palette.hint'), msg('changes.palette.words')),
  },
  watch: { name: msg('page.watch'), section: 'watch' },
  settings: { name: msg('page.settings'), section: 'settings' },
  bridge: { name: msg('app.page.bridge'), section: 'bridges' },
  profile: { name: msg('app.page.profile'), section: 'lookup' },
  compare: { name: msg('compare.page'), section: 'bridges' },
  'not-found': { name: msg('app.page.not-found'), section: null },
} as const satisfies Record<RouteName, PageEntry>

/** A page the palette lists by name, with the route it opens. */
export interface PaletteView {
  label: string
  hint: string
  words: readonly string[]
  route: Extract<Route, { name: PalettePage }>
}

type PalettePage = {
  [K in RouteName]: (typeof PAGES)[K] extends { palette: PaletteWords } ? K : never
}[RouteName]

/** The route that opens a page without inputs (the bridge list with no search). */
function pageRoute<K extends SectionId | PalettePage>(name: K): Route {
  return name === 'bridges' ? { name: 'bridges', q: '', category: '' } : ({ name } as Route)
}

/** The pages the palette lists by name, in its order, in the language of `t` (so they are found in it). */
export function paletteViews(t: Translate): readonly PaletteView[] {
  return (Object.keys(PAGES) as RouteName[]).flatMap((name) => {
    const page: PageEntry = PAGES[name]
    return page.palette === undefined
      ? []
      : [
          {
            label: t(page.name),
            hint: t(page.palette.hint),
            words: wordList(t(page.palette.words)),
            route: pageRoute(name as PalettePage) as PaletteView['route'],
          },
        ]
  })
}

/** A section: its entry in the side navigation, its own page, and the pages that always belong to it. */
export interface Section {
  /** Its name in the message catalogue, as the side nav says it. */
  name: MessageId
  route: Route
  owns: readonly RouteName[]
}

export const SECTIONS: readonly Section[] = SECTION_ORDER.map((id) => ({
  name: PAGES[id].name,
  route: pageRoute(id),
  owns: (Object.keys(PAGES) as RouteName[]).filter((name) => PAGES[name].section === id),
}))

/**
 * The developer tools: sections for people who build on the API (its rate limit, the request log, key usage).
 * The navigation lists them in a group of their own, shown when the user asks for it (a kept preference).
 */
export const DEVELOPER_SECTIONS: ReadonlySet<SectionId> = new Set(['rate-limit', 'developer'])

/** Pages any section opens (a bridge, a profile, a comparison): they stay in the section they were opened in. */
const INSIDE: ReadonlySet<RouteName> = new Set(['bridge', 'profile', 'compare'])

/**
 * The section `route` is in. A bridge or a profile opened from a section stays in it (Bridges → a bridge → its
 * suggestor is still Bridges; the watch list's bridges are still the Watch list); opened directly, or from no
 * section, it is in the section that owns it. `openedIn` is the page its history entry was opened from (the
 * router keeps it, lib/router.ts), read as the section that page is in. Null for a page no section owns.
 */
export function sectionOf(route: Route, openedIn: string | null): SectionId | null {
  const from =
    openedIn !== null && Object.hasOwn(PAGES, openedIn) ? PAGES[openedIn as RouteName].section : null
  if (INSIDE.has(route.name) && from !== null) return from
  return PAGES[route.name].section
}

/** Longest name a "← …" link shows before it is cut with an ellipsis. */
const MAX_BACK_LABEL = 40

/**
 * What a "← …" link back to `route` says: a bridge by its slug in words, a profile by its username, a section's
 * page by its name in the language of `t`, so the user knows where the link leads before following it.
 */
export function backLabel(route: Route, t: Translate): string {
  const label =
    route.name === 'bridge'
      ? readableSlug(route.slug)
      : route.name === 'profile'
        ? route.username
        : route.name === 'not-found'
          ? t('app.back')
          : t(PAGES[route.name].name)
  return label.length > MAX_BACK_LABEL ? `${label.slice(0, MAX_BACK_LABEL - 1).trimEnd()}…` : label
}
