import { useId, useState, type ReactElement } from 'react'
import { EmptyState } from '../../components/empty-state.tsx'
import { hrefFor, navigate } from '../../lib/router.ts'
import { lookupSent } from '../../store/pending-lookup.ts'
import { useRecentLookups, useRecentLookupsCleared } from '../../store/ui-store.ts'
import { parseLookup } from './parse-lookup.ts'

/** Support staff's entry point: a username or any kind of link in, the right view out. */
export function LookupView(): ReactElement {
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const recent = useRecentLookups()
  const cleared = useRecentLookupsCleared()
  const hintId = useId()
  const problemId = useId()

  const submit = (): void => {
    const result = parseLookup(text)
    if (!result.ok) {
      setProblem(result.message)
      return
    }
    setProblem(null)
    // Recorded when the page it opens has found something (useFoundLookup), never for a lookup that failed.
    lookupSent({ label: text.trim().slice(0, 200), href: hrefFor(result.route) })
    navigate(result.route)
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
          submit()
        }}
      >
        <label className="field">
          <span className="field-label">Username or link</span>
          <input
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
        <button type="submit" className="button button-primary">
          Look up
        </button>
      </form>
      <p id={hintId} className="muted small">
        A username (alice), a profile or bridge link of the service, or a bridge-explorer:// link.
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
