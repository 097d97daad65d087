import type { ReactElement } from 'react'
import { useNow } from '../../components/use-now.ts'
import { explainError } from '../../lib/error-text.ts'
import { useWords } from '../../lib/words.tsx'
import { relativeTime } from '../../lib/format.ts'

/** The id the list's rows point at (aria-describedby) while they are the ones read before a refusal. */
export const READ_BEFORE_REFUSAL_ID = 'bridges-read-before-refusal'

/**
 * True when the service refused the key in use (401, or 403 for it: revoked, expired, not allowed) rather than
 * failing: no further page can be read with that key, but what was read before stays true public data.
 */
export function isKeyRefusal(error: unknown): boolean {
  const inner = (error as { error?: { kind?: unknown; status?: unknown } } | null)?.error
  return inner?.kind === 'key_blocked' || inner?.status === 401 || inner?.status === 403
}

/**
 * Said above the rows when a page after them was refused: the refusal in the service's words with its next step,
 * and that the rows below were read before it (README, "The catalogue": a refused key pauses what is read, and
 * nothing read is passed off as read since). The rows stay; only what is after them cannot be read.
 */
export function RefusalAbove({
  shown,
  readAt,
  error,
  onRetry,
}: {
  shown: number
  /** When the rows shown were last read (the list's last answer). */
  readAt: number
  error: unknown
  onRetry: () => void
}): ReactElement {
  const { t, rich } = useWords()
  const now = useNow(15_000)
  const why = explainError(error, t)
  const age = relativeTime(readAt, now) ?? t('list.earlier')
  return (
    <div className="notice notice-warning" role="status" id={READ_BEFORE_REFUSAL_ID}>
      <p>{rich('list.refused', { title: <strong>{why.title}</strong>, next: why.nextStep })}</p>
      <p>{t('list.read-before', { n: shown, age })}</p>
      <button type="button" className="button button-small" onClick={onRetry}>
        {t('components.try-again')}
      </button>
    </div>
  )
}
