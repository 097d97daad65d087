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
import { useWords } from '../../lib/words.tsx'

// The service's error code for a missing scope: code, kept as the service writes it in every language.
const MISSING_SCOPE_CODE = 'insufficient_scope'

/** Each endpoint × each saved key: allowed, denied (missing scope) or unknown; two keys side by side on demand. */
export function ScopeMatrixSection(): ReactElement {
  const { t, rich } = useWords()
  const matrix = useQuery(usageQueries.matrix())
  return (
    <section className="scope-matrix" aria-labelledby="scope-matrix-title">
      <h2 id="scope-matrix-title">{t('usage.matrix.title')}</h2>
      <p className="muted small">{rich('usage.matrix.about', { code: <code>{MISSING_SCOPE_CODE}</code> })}</p>
      {matrix.isError && matrix.data === undefined ? (
        <ErrorPanel error={matrix.error} onRetry={() => void matrix.refetch()} />
      ) : matrix.isPending ? (
        <p className="muted" role="status">
          {t('usage.loading')}
        </p>
      ) : matrix.data.keys.length === 0 ? (
        <EmptyState title={t('usage.matrix.empty')}>
          <p>
            {rich('usage.matrix.empty-add', {
              add: <a href={hrefFor({ name: 'keys' })}>{t('usage.matrix.add')}</a>,
            })}
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
  const { t } = useWords()
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
        <option value="">{t('usage.matrix.all-keys')}</option>
        {matrix.keys.map((k) => (
          <option key={k.id} value={k.id}>
            {t('usage.history.option', { label: k.label, hint: formatKeyHint(k.prefix, k.last4) })}
          </option>
        ))}
      </select>
    </span>
  )

  return (
    <>
      {matrix.keys.length > 1 && (
        <div className="usage-controls scope-compare">
          {picker(0, ids.a, t('usage.matrix.compare'))}
          {picker(1, ids.b, t('usage.matrix.with'))}
          {comparing && (
            <button type="button" className="button button-quiet" onClick={() => setPair(['', ''])}>
              {t('usage.matrix.show-all')}
            </button>
          )}
        </div>
      )}
      <div
        className="scope-matrix-scroll"
        role="region"
        aria-label={t('usage.matrix.scrollable')}
        tabIndex={0}
      >
        <table className="usage-table scope-matrix-table">
          <caption className="visually-hidden">
            {comparing ? t('usage.matrix.caption-two') : t('usage.matrix.caption-all')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('usage.matrix.endpoint')}</th>
              <th scope="col">{t('usage.matrix.needs')}</th>
              {columns.map((k) => (
                <KeyHeading key={k.id} k={k} now={now} />
              ))}
              {comparing && <th scope="col">{t('usage.matrix.same-q')}</th>}
            </tr>
          </thead>
          <tbody>
            {matrix.endpoints.map((e, row) => (
              <tr key={e.path} className={differs(row) ? 'scope-differs' : undefined}>
                <th scope="row">
                  <code dir="ltr">{`GET ${e.path}`}</code>
                </th>
                <td>
                  <code>{e.scope}</code>
                </td>
                {columns.map((k) => (
                  <Cell key={k.id} cell={k.cells[row]} now={now} />
                ))}
                {comparing && (
                  <td>
                    {differs(row) ? <strong>{t('usage.matrix.differs')}</strong> : t('usage.matrix.same')}
                  </td>
                )}
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
  const { t } = useWords()
  const info = useQuery(keysQueries.list()).data?.find((key) => key.id === k.id)
  const health = useServiceHealth()
  const state = info === undefined ? presentState(k.state) : presentKey(info, health)
  const soon = k.expiresOn !== null && expiryWarnings([{ ...k, expiresOn: k.expiresOn }], now).length > 0
  return (
    <th scope="col" className="scope-key">
      <bdi>{k.label}</bdi>
      {k.active && <span className="badge badge-active">{t('usage.matrix.in-use')}</span>}
      <span className="scope-key-facts small">
        <code>{formatKeyHint(k.prefix, k.last4)}</code>{' '}
        <span className={`tone-${state.tone}`}>
          <span aria-hidden="true">{state.icon} </span>
          {t(state.said)}
        </span>
        {k.expiresOn !== null && (
          <span className={soon ? 'tone-warn' : 'muted'}>
            {t('usage.matrix.expires', { date: k.expiresOn })}
          </span>
        )}
      </span>
    </th>
  )
}

function Cell({ cell, now }: { cell: ScopeCell | undefined; now: number }): ReactElement {
  const { t } = useWords()
  if (cell === undefined) return <td />
  const { icon, words } = cellWords(cell)
  const when = cell.at === null ? null : relativeTime(recordedAsOf(cell.at, now), now)
  const endpoint = cell.endpoint ?? t('usage.cell.an-endpoint')
  const what =
    cell.source === 'answer'
      ? cell.verdict === 'denied'
        ? t('usage.cell.refused-on', { endpoint })
        : t('usage.cell.worked-on', { endpoint })
      : // A check that got no answer for this scope (nothing sent, or no answer) did not test it.
        cell.verdict === 'unknown'
        ? t('usage.cell.check-unknown')
        : t('usage.cell.check')
  const source =
    cell.source === 'answer' || cell.source === 'check'
      ? when
        ? t('usage.cell.when', { what, when })
        : what
      : t('usage.cell.not-seen')
  return (
    <td className={`scope-cell scope-${cell.verdict}`}>
      <span aria-hidden="true">{icon} </span>
      {t(words)}
      <span className="scope-source small muted">{source}</span>
    </td>
  )
}

function ScopeWords({ matrix }: { matrix: ScopeMatrix }): ReactElement {
  const { rich } = useWords()
  return (
    <dl className="scope-words">
      {matrix.scopes.map((s) => (
        <div key={s.scope}>
          <dt>{rich('usage.matrix.unlocks', { scope: <code>{s.scope}</code> })}</dt>
          {/* Main's names of the screens a scope opens, still in English (docs/i18n.md, "Not done yet"): joined as
              given until main sends them as codes. */}
          <dd>{s.unlocks.join(', ')}</dd>
        </div>
      ))}
    </dl>
  )
}
