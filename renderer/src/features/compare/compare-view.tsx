import type { ReactElement } from 'react'
import type { CompareRead } from '../../../../shared/views/compare-query.ts'
import { BackLink } from '../../components/back-link.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { hrefFor } from '../../lib/router.ts'
import { useWords } from '../../lib/words.tsx'
import { BridgesCompare } from './bridges-compare.tsx'
import { ProfilesCompare } from './profiles-compare.tsx'
import './compare.css'

/**
 * The compare page (README.md, "Compare"): two bridges or two profiles side by side, one bridge over time while
 * the second is chosen, or, for an address that names no comparison, why in words.
 */
export function CompareView({ read }: { read: CompareRead }): ReactElement {
  const { t } = useWords()
  if (!read.ok)
    return (
      <div className="compare">
        <BackLink fallback={{ name: 'bridges', q: '', category: '' }} />
        <h1>{t('compare.page')}</h1>
        <EmptyState title={t('compare.flaw', { flaw: read.flaw })}>
          <a href={hrefFor({ name: 'bridges', q: '', category: '' })}>{t('compare.flaw-link')}</a>
        </EmptyState>
      </div>
    )
  const { kind, names } = read.query
  return (
    <div className="compare">
      <BackLink
        fallback={kind === 'bridges' ? { name: 'bridges', q: '', category: '' } : { name: 'lookup' }}
      />
      {kind === 'bridges' ? <BridgesCompare names={names} /> : <ProfilesCompare names={names} />}
    </div>
  )
}
