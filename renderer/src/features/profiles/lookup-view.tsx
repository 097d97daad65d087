import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type ReactElement } from 'react'
import { EmptyState } from '../../components/empty-state.tsx'
import { explainError, isNotFound } from '../../lib/error-text.ts'
import type { Route } from '../../lib/route.ts'
import { hrefFor, navigate } from '../../lib/router.ts'
import { useLookupSent, useRecentLookups, useRecentLookupsCleared } from '../../store/ui-store.ts'
import { bridgeDetailOptions } from '../../entities/bridge/bridges.queries.ts'
import { listedBridges } from '../../entities/bridge/listed-bridge.ts'
import { parseLookup, type LookupResult } from './parse-lookup.ts'
import { profileOptions } from '../../entities/profile/profiles.queries.ts'

/** Where a lookup ends: a route to open, or what to tell the user. */
type Resolved = { route: Route } | { problem: string }

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
    const found = listedBridges(client).find((b) => b.id.toLowerCase() === id)
    return found === undefined ? { problem: ID_NOT_LOADED } : { route: { name: 'bridge', slug: found.slug } }
  }
  if (result.also === undefined) return { route: result.route }
  for (const route of [result.route, result.also]) {
    try {
      await exists(client, route)
      return { route }
    } catch (e) {
      if (!isNotFound(e)) {
        const why = explainError(e)
        return { problem: `${why.title}. ${why.nextStep}` }
      }
    }
  }
  const name =
    result.route.name === 'profile' ? result.route.username : hrefFor(result.route).split('/').pop()
  return {
    problem: `No user and no bridge is called “${name}”. Check the spelling, or paste the whole link.`,
  }
}

/** Support staff's entry point: a username or any kind of link in, the right view out. */
export function LookupView(): ReactElement {
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
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

  const submit = async (): Promise<void> => {
    const result = parseLookup(text)
    if (!result.ok) {
      setProblem(result.message)
      return
    }
    setProblem(null)
    setBusy(true)
    const resolved = await resolve(client, result).finally(() => setBusy(false))
    if ('problem' in resolved) {
      setProblem(resolved.problem)
      return
    }
    // Recorded when the page it opens has found something (useFoundLookup), never for a lookup that failed.
    lookupSent({ label: text.trim().slice(0, 200), href: hrefFor(resolved.route) })
    navigate(resolved.route)
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
        A username (alice), a bridge’s name (solar-roofs) or id (br_…), a profile or bridge link of the
        service, or a bridge-explorer:// link.
      </p>
      <p id={problemId} role="alert" className="field-problem">
        {problem}
      </p>

      <h2 className="section-title">Recent lookups</h2>
      {recent.length === 0 ? (
        <EmptyState title="Nothing looked up yet." />
      ) : (
        <>
          <ul className="plain-list card">
            {recent.map((r) => (
              <li key={r.href} className="plain-list-item">
                <a href={r.href} dir="auto" className="ellipsis">
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
