/**
 * Where a lookup leads: the service asked whether a name exists, the catalogue on this computer asked for an id,
 * title words or close spellings (catalogue:lookup, the question the palette asks too), and the service's newest
 * bridges for an id the catalogue does not hold.
 */
import type { QueryClient } from '@tanstack/react-query'
import { isolate, type Translate } from '../../../../shared/i18n/translate.ts'
import { explainError, isNotFound } from '../../lib/error-text.ts'
import type { Route } from '../../lib/route.ts'
import { hrefFor } from '../../lib/router.ts'
import { bridgeDetailOptions, newestBridgesOptions } from '../../entities/bridge/bridges.queries.ts'
import { listedBridges } from '../../entities/bridge/listed-bridge.ts'
import { profileOptions } from '../../entities/profile/profiles.queries.ts'
import type { CatalogueLookup, CatalogueStatus } from '../../../../shared/ipc/catalogue.ts'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { exactTitle, type LookupResult } from './parse-lookup.ts'
import type { CatalogueAnswer } from './lookup-answer.tsx'
import type { IdNotFound } from './id-not-found.ts'

/** Where a lookup ends: a route to open, what to tell the user, or what the catalogue answered instead. */
export type Resolved = { route: Route } | { problem: string | null; answer?: CatalogueAnswer | null }

/** Asks the service whether `route` exists (one request, kept in the cache for the page it opens). */
async function exists(client: QueryClient, route: Route): Promise<boolean> {
  if (route.name === 'profile') await client.fetchQuery(profileOptions(route.username))
  else if (route.name === 'bridge') await client.fetchQuery(bridgeDetailOptions(route.slug))
  return true
}

/** A bare name: the likelier place, then the other; a failure other than "not found" is named as it is. */
export async function resolve(
  client: QueryClient,
  /** The words failures are explained in (useWords().t). */
  t: Translate,
  result: LookupResult & { ok: true },
  notHeld: () => IdNotFound,
  /** The text without the marks a sentence left at its end (parse-lookup.ts), offered when nothing is found. */
  tidy: string | null = null,
): Promise<Resolved> {
  if (result.route === undefined) {
    const id = result.bridgeId.toLowerCase()
    // The catalogue holds every bridge it has walked; the service's detail is then read by slug.
    // While the key in use may not read public data, the catalogue fails with the key's refusal: that is the
    // answer then, in the words every view gives it, not "no bridge loaded has this id".
    const held = await unwrap(getExplorer().getCatalogueBridge({ id, slug: undefined })).catch(
      (e: unknown) => ({ bridge: null, refusal: explainError(e, t) }),
    )
    if (held.bridge) return { route: { name: 'bridge', slug: held.bridge.slug } }
    const found = listedBridges(client).find((b) => b.id.toLowerCase() === id)
    if (found !== undefined) return { route: { name: 'bridge', slug: found.slug } }
    const why = 'refusal' in held ? held.refusal : null
    if (why === null) {
      const said = notHeld()
      return {
        problem: said.problem,
        answer: said.askNewest ? { kind: 'newest', text: result.bridgeId } : null,
      }
    }
    return {
      problem:
        why.missingScope === null
          ? t('lookup.error', { title: why.title, nextStep: why.nextStep })
          : t('lookup.error-scope', {
              title: why.title,
              scope: isolate(why.missingScope),
              nextStep: why.nextStep,
            }),
    }
  }
  const tidied: CatalogueAnswer | null = tidy === null ? null : { kind: 'tidy', text: tidy }
  if (result.also === undefined) {
    // A link is opened as it is, unless it ends with a sentence's mark: that one is asked first, so the
    // suggestion without the mark comes before a page that says only "not found".
    if (tidied === null) return { route: result.route }
    try {
      await exists(client, result.route)
    } catch (e) {
      const problem =
        result.route.name === 'profile' ? t('lookup.no-user-at-link') : t('lookup.no-bridge-at-link')
      if (isNotFound(e)) return { problem, answer: tidied }
    }
    return { route: result.route }
  }
  for (const route of [result.route, result.also]) {
    try {
      await exists(client, route)
      return { route }
    } catch (e) {
      if (!isNotFound(e)) {
        // The service cannot answer (offline, say): the catalogue on this computer still may.
        const why = explainError(e, t)
        const text = route.name === 'profile' ? route.username : route.name === 'bridge' ? route.slug : ''
        return {
          problem: t('lookup.error', { title: why.title, nextStep: why.nextStep }),
          answer: await fromCatalogue(text),
        }
      }
    }
  }
  const name =
    result.route.name === 'profile' ? result.route.username : hrefFor(result.route).split('/').pop()
  return {
    problem: t('lookup.no-such-name', { name: isolate(name ?? '') }),
    answer: tidied ?? (await fromCatalogue(name ?? '')),
  }
}

/** Title words: the one bridge of exactly that title opens; several, or parts of titles, are listed. */
export async function resolveTitle(title: string, t: Translate): Promise<Resolved> {
  const answer = await fromCatalogue(title)
  if (answer === null) return { problem: t('lookup.no-title', { title: isolate(title) }) }
  const exact = answer.kind === 'bridges' ? exactTitle(answer.bridges, title) : null
  return exact === null ? { problem: null, answer } : { route: { name: 'bridge', slug: exact.slug } }
}

/** What the local catalogue says of a text the service has no page for: titles holding it, or close spellings. */
export async function fromCatalogue(text: string): Promise<CatalogueAnswer | null> {
  if (text === '') return null
  let found: CatalogueLookup
  try {
    found = await unwrap(getExplorer().lookupCatalogue({ text }))
  } catch {
    return null
  }
  if (found.bridges.length > 0) return { kind: 'bridges', text, bridges: found.bridges }
  const { usernames, titles } = found.suggestions
  if (usernames.length + titles.length > 0) return { kind: 'suggestions', text, usernames, titles }
  return null
}

/** Asks the catalogue for the rest of the list now; resolves once it is complete (or has paused, saying why). */
export function readTheRest(): Promise<void> {
  const explorer = getExplorer()
  return new Promise((done) => {
    const off = explorer.on('catalogue:did-change', (s) => {
      if (s.complete || s.state === 'paused') {
        off()
        done()
      }
    })
    void explorer.hurryCatalogue().then((r) => {
      if (!r.ok || r.value.complete) {
        off()
        done()
      }
    })
  })
}

/** The lookup's words when the catalogue could not answer them and holds only part of the list. */
export function scanOffer(text: string, status: CatalogueStatus | undefined): CatalogueAnswer | null {
  if (!status || status.complete || status.service === null || status.state === 'off') return null
  const remaining = status.estimatedTotal === null ? null : Math.max(0, status.estimatedTotal - status.rows)
  return { kind: 'scan', text, remaining }
}

/** The bridge with id `id` among the service's newest (one request), or null. */
export async function amongNewest(client: QueryClient, id: string): Promise<Route | null> {
  const newest = await client.fetchQuery(newestBridgesOptions())
  const found = newest.value.data.find((b) => b.id.toLowerCase() === id.toLowerCase())
  return found === undefined ? null : { name: 'bridge', slug: found.slug }
}
