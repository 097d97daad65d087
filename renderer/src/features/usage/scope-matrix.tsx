import { useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactElement } from 'react'
import type { ScopeCell, ScopeMatrix, ScopeMatrixKey } from '../../../../shared/ipc/usage.ts'
import { formatKeyHint } from '../../../../shared/keys/key-mask.ts'
import { expiryWarnings } from '../../../../shared/usage/key-expiry.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useNow } from '../../components/use-now.ts'
import { relativeTime } from '../../lib/format.ts'
import { hrefFor } from '../../lib/router.ts'
import { presentKey, presentState } from '../../entities/key/key-state.ts'
import { keysQueries } from '../../entities/key/keys.queries.ts'
import { useServiceHealth } from '../../entities/rate-limit/use-service-health.ts'
import { usageQueries } from './usage.queries.ts'
import { cellWords } from './usage-words.ts'
import { recordedAsOf } from '../../lib/clock.ts'

/** Each endpoint × each saved key: allowed, denied (missing scope) or unknown; two keys side by side on demand. */
export function ScopeMatrixSection(): ReactElement {
  const matrix = useQuery(usageQueries.matrix())
  return (
    <section className="scope-matrix" aria-labelledby="scope-matrix-title">
      <h2 id="scope-matrix-title">Scope matrix</h2>
      <p className="muted small">
        Filled from each key’s last check (Keys → Check now) and from every answer the service gave: a working
        answer proves the scope, <code>insufficient_scope</code> proves it missing. The newer of the two
        counts.
      </p>
      {matrix.isError && matrix.data === undefined ? (
        <ErrorPanel error={matrix.error} onRetry={() => void matrix.refetch()} />
      ) : matrix.isPending ? (
        <p className="muted" role="status">
          Loading…
        </p>
      ) : matrix.data.keys.length === 0 ? (
        <EmptyState title="No saved keys">
          <p>
            <a href={hrefFor({ name: 'keys' })}>Add a key</a> to see what it can reach.
          </p>
        </EmptyState>
      ) : (
        <MatrixTable matrix={matrix.data} />
      )}
      {matrix.data !== undefined && <ScopeWords matrix={matrix.data} />}
    </section>
  )
}

function MatrixTable({ matrix }: { matrix: ScopeMatrix }): ReactElement {
  const [pair, setPair] = useState<[string, string]>(['', ''])
  const ids = { a: useId(), b: useId() }
  const now = useNow(30_000)
  const chosen = pair.map((id) => matrix.keys.find((k) => k.id === id))
  const comparing = chosen[0] !== undefined && chosen[1] !== undefined && chosen[0] !== chosen[1]
  const columns = comparing ? (chosen as ScopeMatrixKey[]) : matrix.keys
  const differs = (row: number): boolean =>
    comparing && columns[0]?.cells[row]?.verdict !== columns[1]?.cells[row]?.verdict
  const picker = (side: 0 | 1, id: string, label: string): ReactElement => (
    <span className="usage-key-picker">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={pair[side]}
        onChange={(e) => setPair((p) => (side === 0 ? [e.target.value, p[1]] : [p[0], e.target.value]))}
      >
        <option value="">All keys</option>
        {matrix.keys.map((k) => (
          <option key={k.id} value={k.id}>
            {k.label} ({formatKeyHint(k.prefix, k.last4)})
          </option>
        ))}
      </select>
    </span>
  )

  return (
    <>
      {matrix.keys.length > 1 && (
        <div className="usage-controls scope-compare">
          {picker(0, ids.a, 'Compare')}
          {picker(1, ids.b, 'with')}
          {comparing && (
            <button type="button" className="button button-quiet" onClick={() => setPair(['', ''])}>
              Show all keys
            </button>
          )}
        </div>
      )}
      <div className="scope-matrix-scroll" role="region" aria-label="Scope matrix, scrollable" tabIndex={0}>
        <table className="usage-table scope-matrix-table">
          <caption className="visually-hidden">
            {comparing ? 'Two keys side by side' : 'Each endpoint with each saved key'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Endpoint</th>
              <th scope="col">Needs</th>
              {columns.map((k) => (
                <KeyHeading key={k.id} k={k} now={now} />
              ))}
              {comparing && <th scope="col">Same?</th>}
            </tr>
          </thead>
          <tbody>
            {matrix.endpoints.map((e, row) => (
              <tr key={e.path} className={differs(row) ? 'scope-differs' : undefined}>
                <th scope="row">
                  <code>GET {e.path}</code>
                </th>
                <td>
                  <code>{e.scope}</code>
                </td>
                {columns.map((k) => (
                  <Cell key={k.id} cell={k.cells[row]} now={now} />
                ))}
                {comparing && <td>{differs(row) ? <strong>Differs</strong> : 'Same'}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

function KeyHeading({ k, now }: { k: ScopeMatrixKey; now: number }): ReactElement {
  // The key list's words, as on Keys and in the top bar (a locked keychain, a key not checked yet, a silent service).
  const info = useQuery(keysQueries.list()).data?.find((key) => key.id === k.id)
  const health = useServiceHealth()
  const state = info === undefined ? presentState(k.state) : presentKey(info, health)
  const soon = k.expiresOn !== null && expiryWarnings([{ ...k, expiresOn: k.expiresOn }], now).length > 0
  return (
    <th scope="col" className="scope-key">
      <bdi>{k.label}</bdi>
      {k.active && <span className="badge badge-active">In use</span>}
      <span className="scope-key-facts small">
        <code>{formatKeyHint(k.prefix, k.last4)}</code>{' '}
        <span className={`tone-${state.tone}`}>
          <span aria-hidden="true">{state.icon} </span>
          {state.words}
        </span>
        {k.expiresOn !== null && (
          <span className={soon ? 'tone-warn' : 'muted'}> · expires {k.expiresOn}</span>
        )}
      </span>
    </th>
  )
}

function Cell({ cell, now }: { cell: ScopeCell | undefined; now: number }): ReactElement {
  if (cell === undefined) return <td />
  const { icon, words } = cellWords(cell)
  const when = cell.at === null ? null : relativeTime(recordedAsOf(cell.at, now), now)
  const source =
    cell.source === 'answer'
      ? `${cell.verdict === 'denied' ? 'refused on' : 'worked on'} ${cell.endpoint ?? 'an endpoint'}${when ? `, ${when}` : ''}`
      : cell.source === 'check'
        ? // A check that got no answer for this scope (nothing sent, or no answer) did not test it.
          `${cell.verdict === 'unknown' ? 'key check could not tell' : 'key check'}${when ? `, ${when}` : ''}`
        : 'not seen yet'
  return (
    <td className={`scope-cell scope-${cell.verdict}`}>
      <span aria-hidden="true">{icon} </span>
      {words}
      <span className="scope-source small muted">{source}</span>
    </td>
  )
}

function ScopeWords({ matrix }: { matrix: ScopeMatrix }): ReactElement {
  return (
    <dl className="scope-words">
      {matrix.scopes.map((s) => (
        <div key={s.scope}>
          <dt>
            <code>{s.scope}</code> unlocks
          </dt>
          <dd>{s.unlocks.join(', ')}</dd>
        </div>
      ))}
    </dl>
  )
}
