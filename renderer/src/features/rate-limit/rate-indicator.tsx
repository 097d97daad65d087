import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore, type ReactElement } from 'react'
import { appInfoOptions } from '../../lib/app-info.queries.ts'
import { hrefFor } from '../../lib/router.ts'
import { useNoticeFeed } from '../../entities/request-log/developer.queries.ts'
import {
  downText,
  indicatorText,
  plainBudget,
  reasonKey,
  shortIndicatorText,
  waitGlance,
} from '../../entities/rate-limit/rate-format.ts'
import { useNow } from '../../components/use-now.ts'
import { useFirstScreenFacts } from '../../lib/first-screen.ts'
import { useSchedulerState } from '../../entities/rate-limit/use-scheduler-state.ts'
import { useServiceHealth } from '../../entities/rate-limit/use-service-health.ts'
import { useWords } from '../../lib/words.tsx'
import './rate-limit.css'

/** layout.css's narrowest top bar, where the budget shows its short words (keep the two alike). */
const NARROWEST = '(max-width: 400px)'

/**
 * Whether the short words show: the name must say what is seen (WCAG 2.5.3, label in name). While main's drawing
 * is hydrated, the width that drawing was made for, so both render the same name.
 */
function useShortWordsShown(): boolean {
  const drawn = useFirstScreenFacts()
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(NARROWEST)
      query.addEventListener('change', onChange)
      return () => query.removeEventListener('change', onChange)
    },
    () => window.matchMedia(NARROWEST).matches,
    () => drawn !== null && drawn.viewport.width <= 400,
  )
}

/**
 * The top bar's request budget: "45 of 60 requests left", or "Waiting 12 s for the rate limit" with a live
 * countdown. The countdown itself is hidden from screen readers (a number changing every second would be read
 * out every second); a quieter live region announces only the start and end of a wait.
 */
export function RateIndicator(): ReactElement {
  const { t } = useWords()
  const { state } = useSchedulerState()
  // Always mounted, so it also collects the service's Deprecation/Sunset notices for the developer view.
  useNoticeFeed()
  const waitingAt = state?.waitingUntil ?? null
  const ticking = waitingAt !== null || (state?.resetAt ?? null) !== null
  const now = useNow(1000, ticking)
  // A service that does not answer is said first: a budget left means nothing while nothing gets through.
  const info = useQuery(appInfoOptions())
  const down = downText(useServiceHealth(), info.data?.serviceUrl, t)
  const exact = down ?? indicatorText(state, now, t)
  const shown = down ?? {
    ...exact,
    text: plainBudget(state, t) ?? waitGlance(state, now, t) ?? exact.text,
  }
  const short = shortIndicatorText(state, now, down !== null, t)
  const said = useShortWordsShown() ? short : shown.text
  const announcement = down
    ? t('rate.announce-down')
    : exact.waiting
      ? t('rate.announce-waiting', { reason: reasonKey(state?.reason ?? null) })
      : ''

  return (
    <>
      <a
        className={`rate-indicator${shown.waiting ? ' is-waiting' : ''}${down ? ' is-down' : ''}`}
        href={hrefFor({ name: 'rate-limit' })}
        title={shown.detail}
        // The words seen come first (WCAG 2.5.3); a wait's glance is the start of its whole sentence.
        aria-label={t('rate.indicator-name', {
          words: exact.text.startsWith(said)
            ? exact.text
            : t('rate.indicator-both', { seen: said, whole: exact.text }),
        })}
      >
        <span aria-hidden="true" className="rate-indicator-icon">
          {down ? '✕' : shown.waiting ? '◷' : '◔'}
        </span>
        <span aria-hidden="true" className="rate-indicator-text">
          {shown.text}
        </span>
        {/* The narrowest top bar's words (layout.css chooses which of the two shows). */}
        <span aria-hidden="true" className="rate-indicator-text rate-indicator-short">
          {short}
        </span>
      </a>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </>
  )
}
