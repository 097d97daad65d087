import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { appInfoOptions } from '../../lib/app-info.queries.ts'
import { hrefFor } from '../../lib/router.ts'
import { keysQueries } from '../../entities/key/keys.queries.ts'
import { ExpiryNotices } from './expiry-badge.tsx'
import { ScopeMatrixSection } from './scope-matrix.tsx'
import { UsageHistorySection } from './usage-history.tsx'
import { useWords } from '../../lib/words.tsx'
import './usage.css'

/** #/usage (under Developer): what each key did (requests per minute, waits, errors, who spent it) and can do. */
export function UsageView(): ReactElement {
  const { t } = useWords()
  const info = useQuery(appInfoOptions())
  const keys = useQuery(keysQueries.list())
  return (
    <div className="view usage-view">
      <header className="view-header">
        <p className="small">
          <a href={hrefFor({ name: 'developer' })}>
            <span className="back-arrow">←</span> {t('page.developer')}
          </a>
        </p>
        <h1>{t('app.page.usage')}</h1>
        <p className="muted">{t('usage.about')}</p>
      </header>
      <ExpiryNotices />
      {info.data !== undefined && (
        <UsageHistorySection keys={keys.data ?? []} inUse={info.data.activeKeyId} />
      )}
      <ScopeMatrixSection />
    </div>
  )
}
