import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type ReactElement } from 'react'
import { EmptyState } from '../../components/empty-state.tsx'
import { explainError, isNotFound } from '../../lib/error-text.ts'
import type { Route } from '../../lib/route.ts'
import { hrefFor, navigate } from '../../lib/router.ts'
import { useLookupSent, useRecentLookups, useRecentLookupsCleared } from '../../store/ui-store.ts'
import { bridgeDetailOptions } from '../../entities/bridge/bridges.queries.ts'
import { listedBridges } from '../../entities/bridge/listed-bridge.ts'
import { parseLookup, titleWords, type LookupResult } from './parse-lookup.ts'
import { profileOptions } from '../../entities/profile/profiles.queries.ts'
import type { CatalogueLookup, CatalogueStatus } from '../../../../shared/ipc/catalogue.ts'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { useNow } from '../../components/use-now.ts'
import { CatalogueStatusLine } from '../../entities/catalogue/catalogue-status-line.tsx'
import { catalogueAge } from '../../entities/catalogue/catalogue-age.ts'
import { useCatalogueStatus } from '../../entities/catalogue/use-catalogue-status.ts'
import { LookupAnswer, type CatalogueAnswer } from './lookup-answer.tsx'
import { WaitingWhy } from '../../entities/rate-limit/waiting-for.tsx'

/** Where a lookup ends: a route to open, what to tell the user, or what the catalogue answered instead. */
type Resolved = { route: Route } | { problem: string | null; answer?: CatalogueAnswer | null }

const ID_NOT_LOADED =
  'The service finds bridges by link or name, not by id, and no bridge loaded so far has this id. Paste the bridge’s link, or search for it in Bridges.'

/** Asks the service whether `route` exists (one request, kept in the cache for the page it opens). */
async function exists(client: QueryClient, route: Route): Promise<boolean> {
  if (route.name === 'profile') await client.fetchQuery(profileOptions(route.username))
  else if (route.name === 'bridge') await client.fetchQuery(bridgeDetailOptions(route.slug))
  return true
}

/** A bare name: the likelier place, then the other; a failure other than "not found" is named as it is. */
async function resolve(client: QueryClient, result: LookupResult & { ok: true }): Promise<Resolved> {
  if (result.route === undefined) {
    const id = result.bridgeId.toLowerCase()
    // The catalogue holds every bridge it has walked; the service's detail is then read by slug.
    // While the key in use may not read public data, the catalogue fails with the key's refusal: that is the
    // answer then, in the words every view gives it, not "no bridge loaded has this id".
    const held = await unwrap(getExplorer().getCatalogueBridge({ id, slug: undefined })).catch(
      (e: unknown) => ({ bridge: null, refusal: explainError(e) }),
    )
    if (held.bridge) return { route: { name: 'bridge', slug: held.bridge.slug } }
    const found = listedBridges(client).find((b) => b.id.toLowerCase() === id)
    if (found !== undefined) return { route: { name: 'bridge', slug: found.slug } }
    const why = 'refusal' in held ? held.refusal : null
    if (why === null) return { problem: ID_NOT_LOADED }
    const scope = why.missingScope === null ? '' : `: it lacks the ${why.missingScope} scope`
    return { problem: `${why.title}${scope}. ${why.nextStep}` }
  }
  if (result.also === undefined) return { route: result.route }
  for (const route of [result.route, result.also]) {
    try {
      await exists(client, route)
      return { route }
    } catch (e) {
      if (!isNotFound(e)) {
        // The service cannot answer (offline, say): the catalogue on this computer still may.
        const why = explainError(e)
        const text = route.name === 'profile' ? route.username : route.name === 'bridge' ? route.slug : ''
        return { problem: `${why.title}. ${why.nextStep}`, answer: await fromCatalogue(text) }
      }
    }
  }
  const name =
    result.route.name === 'profile' ? result.route.username : hrefFor(result.route).split('/').pop()
  return {
    problem: `No user and no bridge is called “${name}”. Check the spelling, or paste the whole link.`,
    answer: await fromCatalogue(name ?? ''),
  }
}

/** What the local catalogue says of a text the service has no page for: titles holding it, or close spellings. */
async function fromCatalogue(text: string): Promise<CatalogueAnswer | null> {
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
function readTheRest(): Promise<void> {
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
function scanOffer(text: string, status: CatalogueStatus | undefined): CatalogueAnswer | null {
  if (!status || status.complete || status.service === null || status.state === 'off') return null
  const remaining = status.estimatedTotal === null ? null : Math.max(0, status.estimatedTotal - status.rows)
  return { kind: 'scan', text, remaining }
}

/** Support staff's entry point: a username or any kind of link in, the right view out. */
export function LookupView(): ReactElement {
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<CatalogueAnswer | null>(null)
  const [scanning, setScanning] = useState<string | null>(null)
  const { status } = useCatalogueStatus()
  const now = useNow()
  const client = useQueryClient()
  const recent = useRecentLookups()
  const cleared = useRecentLookupsCleared()
  const lookupSent = useLookupSent()
  const hintId = useId()
  const problemId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  // The page is its field: whoever opens it (the nav, the palette, Back) types straight away. The shell leaves
  // the focus where a page put it.
  useEffect(() => inputRef.current?.focus(), [])

  const submit = async (input = text): Promise<void> => {
    const result = parseLookup(input)
    setAnswer(null)
    const title = result.ok ? null : titleWords(input)
    if (!result.ok && title === null) {
      setProblem(result.message)
      return
    }
    setProblem(null)
    setBusy(true)
    const resolved = await (
      result.ok
        ? resolve(client, result)
        : fromCatalogue(title ?? '').then((a): Resolved =>
            a === null
              ? { problem: `No bridge title the catalogue holds has “${title}” in it.` }
              : { problem: null, answer: a },
          )
    ).finally(() => setBusy(false))
    if (!('route' in resolved)) {
      // What the catalogue found comes with the service's answer; with nothing found, the offer to read the rest.
      setProblem(resolved.problem)
      setAnswer(resolved.answer ?? scanOffer(input.trim(), status))
      return
    }
    // Recorded when the page it opens has found something (useFoundLookup), never for a lookup that failed.
    lookupSent({ label: input.trim().slice(0, 200), href: hrefFor(resolved.route) })
    navigate(resolved.route)
  }

  const again = (next: string): void => {
    setText(next)
    void submit(next)
  }

  return (
    <div className="lookup">
      <div className="page-header">
        <h1>Lookup</h1>
      </div>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <label className="field">
          <span className="field-label">Username, bridge or link</span>
          <input
            ref={inputRef}
            className="input input-search"
            value={text}
            maxLength={2000}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={problem === null ? hintId : `${problemId} ${hintId}`}
            aria-invalid={problem !== null}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Looking up…' : 'Look up'}
        </button>
      </form>
      <p id={hintId} className="muted small">
        A username (alice), a bridge’s name (solar-roofs), id (br_…) or title, a profile or bridge link of the
        service, or a bridge-explorer:// link.
      </p>
      <p id={problemId} role="alert" className="field-problem">
        {problem}
      </p>
      {/* A lookup asks the service: held by the rate limit, it says why and how long, as every page does. */}
      {busy && <WaitingWhy />}
      {answer !== null && (
        <LookupAnswer
          answer={answer}
          age={catalogueAge(status, now)}
          scanning={scanning !== null}
          onLookUp={again}
          onScan={() => {
            setScanning(answer.text)
            void readTheRest().then(() => {
              setScanning(null)
              void submit(answer.text)
            })
          }}
        />
      )}
      <CatalogueStatusLine />

      <h2 className="section-title">Recent lookups</h2>
      {recent.length === 0 ? (
        <EmptyState title="Nothing looked up yet." />
      ) : (
        <>
          <ul className="plain-list card">
            {recent.map((r) => (
              <li key={r.href} className="plain-list-item">
                <a href={r.href} dir="auto" className="plain-list-title">
                  {r.label}
                </a>
                <span className="muted small ellipsis">{r.href.slice(1)}</span>
              </li>
            ))}
          </ul>
          <button type="button" className="button button-quiet" onClick={cleared}>
            Clear recent lookups
          </button>
        </>
      )}
    </div>
  )
}
