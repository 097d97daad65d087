/**
 * Reads what support staff paste into Lookup: a username, a service URL (…/profiles/<u>, …/bridges/<slug>),
 * an app location (#/profiles/<u>) or a deep link (bridge-explorer://profiles/<u>). Pure and never throws:
 * the input is untrusted text.
 */
import { classifyPasted, type LinkTarget, type TextFlaw } from '../../../../shared/net/pasted.ts'
import { routeFromTarget, type Route } from '../../lib/route.ts'
import type { MessageId } from '../../../../shared/i18n/catalogues/en.ts'
import { msg } from '../../../../shared/i18n/translate.ts'

/**
 * Where a lookup leads, or why it cannot (a message id the view words, with LOOKUP_SCHEME). A bare name may be a
 * username or a bridge's slug (the service has one namespace for each), so `also` is the other place to try when
 * the first does not exist. A bridge id (`br_…`) has no address of its own in the API: `bridgeId` is looked for
 * among the bridges already loaded.
 */
export type LookupResult =
  | { ok: true; route: Route; also?: Route }
  | { ok: true; bridgeId: string; route?: undefined }
  | { ok: false; message: MessageId }

const fail = (message: MessageId): LookupResult => ({ ok: false, message })

/** The app's own links' scheme, which a lookup's messages name ({scheme}). */
export const LOOKUP_SCHEME = 'bridge-explorer://'

/** What to tell the user when the text is neither a link nor a name. */
const TEXT_MESSAGES: Readonly<Record<TextFlaw, MessageId>> = {
  empty: msg('lookup.text.empty'),
  'too-long': msg('lookup.text.too-long'),
  'other-scheme': msg('lookup.text.other-scheme'),
  'unreadable-url': msg('lookup.text.unreadable-url'),
  words: msg('lookup.text.words'),
}

/** A link of the API or a deep link: only one to a profile or a bridge can be looked up. */
function fromItemLink(target: LinkTarget): LookupResult {
  const route = routeFromTarget(target)
  if (route.name === 'profile' || route.name === 'bridge') return { ok: true, route }
  if (target.to === 'nowhere' && target.flaw === 'bad-name') return fail(msg('lookup.bad-name'))
  return fail(msg('lookup.not-item-link'))
}

/** Turns pasted or typed text into the app location it names (shared/net/pasted.ts reads the text). */
export function parseLookup(input: string): LookupResult {
  const pasted = classifyPasted(input)
  switch (pasted.kind) {
    case 'text':
      return fail(TEXT_MESSAGES[pasted.flaw])
    case 'bridge-id':
      return { ok: true, bridgeId: pasted.id }
    case 'app-link': {
      const route = routeFromTarget(pasted.target)
      return route.name === 'not-found' ? fail(msg('lookup.no-app-location')) : { ok: true, route }
    }
    case 'api-link':
    case 'deep-link':
      return fromItemLink(pasted.target)
    case 'username': {
      const profile: Route = { name: 'profile', username: pasted.username }
      if (pasted.sure) return { ok: true, route: profile }
      return { ok: true, route: profile, also: { name: 'bridge', slug: pasted.username } }
    }
    case 'slug':
      // Slugs are words joined by hyphens, so the slug is the likelier; it may still be a username.
      return {
        ok: true,
        route: { name: 'bridge', slug: pasted.slug },
        also: { name: 'profile', username: pasted.slug },
      }
  }
}

/**
 * Words typed into Lookup (a title or part of one, "solar roofs for"): what the local catalogue searches titles
 * for. Null for anything the shared reading takes as a link or a name, and for text too long or empty.
 */
export function titleWords(input: string): string | null {
  const pasted = classifyPasted(input)
  if (pasted.kind !== 'text' || pasted.flaw !== 'words') return null
  const words = pasted.text.trim().replace(/\s+/g, ' ')
  return words.length > 0 && words.length <= 200 ? words : null
}

/** Marks a sentence leaves at the end of a link or name pasted from it ("see …/bridges/solar-roofs."). */
const TRAILING_MARKS = /[.,;:!?)\]}'"’”»]+$/u

/**
 * The text without the marks a sentence left at its end, when what is left still names a place (the name with
 * the mark may exist too, so it is offered, never swapped in); null when there is nothing to offer.
 */
export function withoutTrailingMarks(input: string): string | null {
  const text = input.trim()
  const tidy = text.replace(TRAILING_MARKS, '')
  if (tidy === text || tidy === '') return null
  const result = parseLookup(tidy)
  return result.ok ? tidy : null
}

/** The one bridge whose title is `words` (case and spacing aside): Lookup opens it rather than list it. */
export function exactTitle<B extends { title: string }>(bridges: readonly B[], words: string): B | null {
  const norm = (t: string): string => t.trim().replace(/\s+/g, ' ').toLowerCase()
  const wanted = norm(words)
  const same = bridges.filter((b) => norm(b.title) === wanted)
  return same.length === 1 ? (same[0] ?? null) : null
}
