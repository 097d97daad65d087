/**
 * The palette's real matches: what the local catalogue answered for the typed text (the same catalogue:lookup
 * Lookup asks: an id, a slug, a username, title words, close spellings) and what the user looked up or opened
 * recently. Each names something that exists, so it ranks above a guess (README, "The catalogue").
 */
import type { CatalogueLookup } from '../../../../shared/ipc/catalogue.ts'
import type { Translate } from '../../../../shared/i18n/translate.ts'
import { parseLocation } from '../../lib/route.ts'
import type { RecentLookup } from '../../store/recent-lookups.ts'

/**
 * A command the palette offers for a real match (palette-match.ts PaletteCommand, of which this is a part; named
 * here so the two files form no circle).
 */
type FoundCommand = { id: string; label: string; hint: string } & (
  | { route: { name: 'bridge'; slug: string } | { name: 'profile'; username: string }; action?: undefined }
  | { action: 'retype'; text: string; route?: undefined }
)

/** How many of each kind of match the palette shows. */
const MAX_EACH = 5

const bridgeCommand = (slug: string, title: string, hint: string, t: Translate): FoundCommand => ({
  id: `bridge:${slug}`,
  label: title || t('palette.open-bridge', { slug }),
  hint,
  route: { name: 'bridge', slug },
})

const profileCommand = (username: string, hint: string, t: Translate): FoundCommand => ({
  id: `profile:${username}`,
  label: t('palette.open-profile', { username }),
  hint,
  route: { name: 'profile', username },
})

/** What the catalogue found for `typed`: bridges and people first, then close spellings ("did you mean"). */
export function catalogueCommands(
  found: CatalogueLookup | null | undefined,
  typed: string,
  t: Translate,
): FoundCommand[] {
  if (!found) return []
  const near = t('palette.hint.close-to', { text: typed.trim() })
  const inCatalogue = t('palette.hint.in-catalogue')
  return [
    ...found.bridges.slice(0, MAX_EACH).map((b) => bridgeCommand(b.slug, b.title, inCatalogue, t)),
    ...found.usernames.slice(0, MAX_EACH).map((u) => profileCommand(u, t('palette.hint.public-profile'), t)),
    ...found.suggestions.usernames.slice(0, 3).map((u) => profileCommand(u, near, t)),
    // A close title is looked up in turn, as Lookup's "Did you mean" does: the palette then offers its bridge.
    ...found.suggestions.titles.slice(0, 3).map((title): FoundCommand => ({
      id: `retype:${title}`,
      label: title,
      hint: near,
      action: 'retype',
      text: title,
    })),
  ]
}

/** The recent lookups (kept across restarts) whose typed words or place hold `query` (lower case). */
export function recentCommands(
  query: string,
  recent: readonly RecentLookup[],
  titles: ReadonlyMap<string, string>,
  t: Translate,
): FoundCommand[] {
  const hint = t('palette.hint.looked-up')
  return recent
    .filter((r) => r.label.toLowerCase().includes(query) || r.href.toLowerCase().includes(query))
    .flatMap((r): FoundCommand[] => {
      const route = parseLocation(r.href)
      if (route.name === 'bridge') return [bridgeCommand(route.slug, titles.get(route.slug) ?? '', hint, t)]
      if (route.name === 'profile') return [profileCommand(route.username, hint, t)]
      return []
    })
    .slice(0, MAX_EACH)
}

/** Bridges opened in this window whose title or slug holds every word of `query` (lower case), newest first. */
export function openedCommands(
  query: string,
  opened: readonly { slug: string; title: string }[],
  t: Translate,
): FoundCommand[] {
  const words = query.split(/\s+/).filter((w) => w !== '')
  const holds = (text: string): boolean => words.every((w) => text.toLowerCase().includes(w))
  return opened
    .filter((b) => words.length > 0 && (holds(b.title) || holds(b.slug)))
    .slice(0, MAX_EACH)
    .map((b) => bridgeCommand(b.slug, b.title, t('palette.hint.opened'), t))
}
