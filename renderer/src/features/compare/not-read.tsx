import type { ReactElement } from 'react'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { WaitingWhy } from '../../entities/rate-limit/waiting-for.tsx'
import { useWords } from '../../lib/words.tsx'

/** What stands in for a bridge or profile not read (yet): the wait and why, or the failure with a retry. */
export function NotRead({
  pending,
  error,
  retry,
}: {
  pending: boolean
  error: unknown
  retry: () => void
}): ReactElement {
  const { t } = useWords()
  if (pending)
    return (
      <>
        <p role="status">{t('compare.loading')}</p>
        <WaitingWhy />
      </>
    )
  return <ErrorPanel error={error} onRetry={retry} />
}
