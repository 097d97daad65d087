import type { ReactElement } from 'react'
import {
  STATUS_CLASSES,
  type ExchangeQuery,
  type StatusClass,
} from '../../../../../shared/ipc/request-log.ts'

const ENDPOINTS = ['/stats', '/bridges', '/bridges/{slug}', '/profiles/{username}', '/me']

const classLabel = (c: StatusClass): string => (c === 'none' ? 'No answer' : c)

/** The inspector's filters: status class, error code, endpoint, key, free text and "failures only". */
export function LogFilters({
  query,
  onChange,
}: {
  query: ExchangeQuery
  onChange: (q: ExchangeQuery) => void
}): ReactElement {
  const set = <K extends keyof ExchangeQuery>(k: K, v: ExchangeQuery[K] | ''): void => {
    const next = { ...query }
    if (v === '' || v === undefined || v === false) delete next[k]
    else next[k] = v as ExchangeQuery[K]
    onChange(next)
  }
  return (
    <form
      className="log-filters"
      role="search"
      aria-label="Filter the request log"
      onSubmit={(e) => e.preventDefault()}
    >
      <label>
        Search
        <input
          type="search"
          value={query.text ?? ''}
          placeholder="path, code, request id, body"
          maxLength={200}
          onChange={(e) => set('text', e.target.value)}
        />
      </label>
      <label>
        Status
        <select
          value={query.statusClass ?? ''}
          onChange={(e) => set('statusClass', e.target.value as StatusClass | '')}
        >
          <option value="">Any</option>
          {STATUS_CLASSES.map((c) => (
            <option key={c} value={c}>
              {classLabel(c)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Error code
        <input
          value={query.code ?? ''}
          maxLength={100}
          onChange={(e) => set('code', e.target.value.trim())}
        />
      </label>
      <label>
        Endpoint
        <select value={query.endpoint ?? ''} onChange={(e) => set('endpoint', e.target.value)}>
          <option value="">Any</option>
          {ENDPOINTS.map((ep) => (
            <option key={ep} value={ep}>
              {ep}
            </option>
          ))}
        </select>
      </label>
      <label>
        Key
        <input
          value={query.keyHint ?? ''}
          placeholder="bxk_…a1B2"
          maxLength={100}
          onChange={(e) => set('keyHint', e.target.value.trim())}
        />
      </label>
      <label className="log-filters-check">
        <input
          type="checkbox"
          checked={query.failuresOnly === true}
          onChange={(e) => set('failuresOnly', e.target.checked)}
        />
        Failures only
      </label>
    </form>
  )
}
