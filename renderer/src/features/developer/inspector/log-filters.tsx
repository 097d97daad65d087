import type { ReactElement } from 'react'
import {
  STATUS_CLASSES,
  type ExchangeQuery,
  type StatusClass,
} from '../../../../../shared/ipc/request-log.ts'
import type { Translate } from '../../../../../shared/i18n/translate.ts'
import { useWords } from '../../../lib/words.tsx'

const ENDPOINTS = ['/stats', '/bridges', '/bridges/{slug}', '/profiles/{username}', '/me']

// What a key hint looks like (shared/keys/key-mask.ts): an example, not words.
const KEY_HINT_EXAMPLE = 'bxk_…a1B2'

// The classes are HTTP's own (2xx, 4xx), shown as they are; only "none" is words.
const classLabel = (c: StatusClass, t: Translate): string => (c === 'none' ? t('requests.status.none') : c)

/** The inspector's filters: status class, error code, endpoint, key, free text and "failures only". */
export function LogFilters({
  query,
  onChange,
}: {
  query: ExchangeQuery
  onChange: (q: ExchangeQuery) => void
}): ReactElement {
  const { t } = useWords()
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
      aria-label={t('requests.filters')}
      onSubmit={(e) => e.preventDefault()}
    >
      <label>
        {t('requests.filter.search')}
        <input
          type="search"
          value={query.text ?? ''}
          placeholder={t('requests.filter.search-placeholder')}
          maxLength={200}
          onChange={(e) => set('text', e.target.value)}
        />
      </label>
      <label>
        {t('requests.filter.status')}
        <select
          value={query.statusClass ?? ''}
          onChange={(e) => set('statusClass', e.target.value as StatusClass | '')}
        >
          <option value="">{t('requests.filter.any')}</option>
          {STATUS_CLASSES.map((c) => (
            <option key={c} value={c}>
              {classLabel(c, t)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('requests.filter.code')}
        <input
          value={query.code ?? ''}
          maxLength={100}
          onChange={(e) => set('code', e.target.value.trim())}
        />
      </label>
      <label>
        {t('requests.filter.endpoint')}
        <select value={query.endpoint ?? ''} onChange={(e) => set('endpoint', e.target.value)}>
          <option value="">{t('requests.filter.any')}</option>
          {ENDPOINTS.map((ep) => (
            <option key={ep} value={ep}>
              {ep}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('requests.filter.key')}
        <input
          value={query.keyHint ?? ''}
          placeholder={KEY_HINT_EXAMPLE}
          dir="ltr"
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
        {t('requests.filter.failures')}
      </label>
    </form>
  )
}
