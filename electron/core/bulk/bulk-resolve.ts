/**
 * One cell of a list against the catalogue: read by the one parser of pasted text (shared/net/pasted.ts), then
 * asked of the catalogue by the same lookup as the Lookup page and the palette (catalogue-lookup.ts). What the
 * catalogue cannot answer comes back as the one service call that can (a bridge by slug, a profile by username),
 * with the catalogue's nearest spelling for "did you mean" should the service not know it either.
 */
import type { BulkAnswer, BulkTarget } from '../../../shared/ipc/bulk.ts'
import type { CatalogueBridge, CatalogueLookup } from '../../../shared/ipc/catalogue.ts'
import { classifyPasted, type LinkTarget, type Pasted } from '../../../shared/net/pasted.ts'

/** The one call that answers a name the catalogue does not hold. */
export type ServiceAsk = { to: 'bridge'; slug: string } | { to: 'profile'; username: string }

/**
 * What the catalogue made of a cell: an answer, or a call for the service (with a spelling to offer, and for a
 * row the catalogue read too long ago, its answer to keep should the service not answer).
 */
export type FirstAnswer =
  { answer: BulkAnswer } | { ask: ServiceAsk; near: BulkTarget | null; kept?: BulkAnswer }

/** The catalogue's lookup of one text (catalogue:lookup's core function for the current service). */
export type LookupText = (text: string) => CatalogueLookup

/** What to ask the catalogue for a cell, and which service call answers it when the catalogue cannot. */
interface Named {
  text: string
  ask: ServiceAsk | null
}

/** A profile named as Lookup names it: `@name` is a username only (shared/net/pasted.ts). */
const profileText = (username: string): string => `@${username}`

function fromTarget(target: LinkTarget): Named | null {
  if (target.to === 'bridge') return { text: target.slug, ask: { to: 'bridge', slug: target.slug } }
  if (target.to === 'profile')
    return { text: profileText(target.username), ask: { to: 'profile', username: target.username } }
  return null
}

/** The name a cell carries, or null for a cell that names nothing (a link to a page, another scheme, too long). */
function named(p: Pasted): Named | null {
  switch (p.kind) {
    case 'bridge-id':
      // The API has no lookup by id: only the catalogue can answer one.
      return { text: p.id, ask: null }
    case 'slug':
      return { text: p.slug, ask: { to: 'bridge', slug: p.slug } }
    case 'username':
      return {
        text: p.sure ? profileText(p.username) : p.username,
        ask: { to: 'profile', username: p.username },
      }
    case 'app-link':
    case 'api-link':
    case 'deep-link':
      return fromTarget(p.target)
    case 'text':
      // Words are looked for among the titles the catalogue holds; the API finds no bridge by its words alone.
      return p.flaw === 'words' ? { text: p.text, ask: null } : null
  }
}

const bridgeTarget = (b: CatalogueBridge): BulkTarget => ({ to: 'bridge', slug: b.slug, title: b.title })

/** The catalogue's nearest spelling as something to open: a username, or the bridge a near title names. */
function nearest(found: CatalogueLookup, lookupText: LookupText): BulkTarget | null {
  const username = found.suggestions.usernames[0]
  if (username !== undefined) return { to: 'profile', username }
  const title = found.suggestions.titles[0]
  if (title === undefined) return null
  const bridge = lookupText(title).bridges[0]
  return bridge === undefined ? null : bridgeTarget(bridge)
}

/**
 * The catalogue's answer for a cell, or the service call to make; `now` stamps answers read just now. A bridge the
 * catalogue read before `staleBefore` (its refresh period ago: the catalogue is overdue) is asked of the service
 * again by its name, the catalogue's answer kept for when the service cannot say.
 */
export function firstAnswer(
  cell: string,
  lookupText: LookupText,
  now: number,
  staleBefore = Number.NEGATIVE_INFINITY,
): FirstAnswer {
  const pasted = classifyPasted(cell)
  if (pasted.kind === 'text' && pasted.flaw === 'empty') return { answer: { status: 'blank' } }
  const name = named(pasted)
  if (name === null) return { answer: { status: 'not-found', readAt: now } }
  const found = lookupText(name.text)
  if (found.kind === 'username' && found.usernames[0] !== undefined) {
    const target: BulkTarget = { to: 'profile', username: found.usernames[0] }
    return { answer: { status: 'found', target, from: 'catalogue', readAt: now } }
  }
  // A name (a slug, a username, a link) is answered by that name only: titles holding its words are a guess,
  // offered as "did you mean" when the service does not know the name either.
  const titled = found.kind === 'title' && name.ask !== null
  const [first, ...more] = titled ? [] : found.bridges
  if (first !== undefined && more.length === 0) {
    const answer: BulkAnswer = {
      status: 'found',
      target: bridgeTarget(first),
      from: 'catalogue',
      readAt: first.readAt,
    }
    return first.readAt < staleBefore && name.ask !== null
      ? { ask: name.ask, near: null, kept: answer }
      : { answer }
  }
  if (first !== undefined) {
    const readAt = Math.min(...found.bridges.map((b) => b.readAt))
    return { answer: { status: 'ambiguous', matches: found.bridges.map(bridgeTarget), readAt } }
  }
  const guess =
    titled && found.bridges.length === 1 && found.bridges[0] ? bridgeTarget(found.bridges[0]) : null
  const near = guess ?? nearest(found, lookupText)
  if (name.ask !== null) return { ask: name.ask, near }
  if (near !== null) return { answer: { status: 'did-you-mean', suggestion: near, readAt: now } }
  return { answer: { status: 'not-found', readAt: now } }
}

/** A key for a service call, so a name met twice in a list is asked once. */
export function askKey(ask: ServiceAsk): string {
  return ask.to === 'bridge' ? `b:${ask.slug}` : `p:${ask.username}`
}
