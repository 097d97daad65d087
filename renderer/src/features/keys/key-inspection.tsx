import type { ReactElement, ReactNode } from 'react'
import type { KeyInspection, KeyNotice } from '../../../../shared/ipc/keys.ts'
import { Dash } from '../../components/dash.tsx'
import { RelativeTime } from '../../components/relative-time.tsx'
import {
  checkRateWords,
  describeScope,
  presentState,
  sentNothing,
  waitEndWords,
} from '../../entities/key/key-state.ts'
import { deprecatedSince } from '../../../../shared/api/response-headers.ts'
import { formatDate } from '../../lib/format.ts'
import { formatList } from '../../../../shared/i18n/format.ts'
import { checkSummary, scopeScreens, type CheckFindings } from './check-summary.ts'
import { useWords, type Words } from '../../lib/words.tsx'

/** Words a key check's summary in the language shown (check-summary.ts), its lists in the language's way. */
export function useCheckSummary(): (findings: CheckFindings) => string {
  const { t, locale } = useWords()
  return (findings) => checkSummary(findings, t, (items) => formatList(items, 'conjunction', locale.language))
}

/** The key inspector's answer: a summary sentence first, then owner, scopes, limit and notices. */
export function KeyInspectionPanel({ inspection }: { inspection: KeyInspection }): ReactElement {
  const words = useWords()
  const { t, rich } = words
  const summary = useCheckSummary()
  const state = presentState(inspection.state, inspection.problem)
  const { granted, missing, unknown } = inspection.scopes
  const waitEnd = waitEndWords(inspection.problem, t)
  const scope = (s: string): ReactNode => <code>{s}</code>
  const has = <strong>{t('keys.check.has-mark')}</strong>
  const lacks = <strong>{t('keys.check.missing-mark')}</strong>
  const notKnown = <strong>{t('keys.check.unknown-mark')}</strong>
  return (
    <div className="key-inspection">
      <p className="key-inspection-summary">{summary(inspection)}</p>
      {/* "until the time below": the wait's end in local time (the core sends the instant). */}
      {waitEnd !== null && <p>{waitEnd}</p>}
      <dl className="key-facts">
        <div>
          <dt>{t('keys.row.state')}</dt>
          <dd className={`tone-${state.tone}`}>
            <span aria-hidden="true">{state.icon} </span>
            {t(state.said)}
          </dd>
        </div>
        <div>
          <dt>{t('keys.check.owner')}</dt>
          <dd>{inspection.owner === null ? <Dash /> : <bdi>{inspection.owner}</bdi>}</dd>
        </div>
        <div>
          <dt>{t('keys.check.rate-limit')}</dt>
          <dd>{checkRateWords(inspection, t) ?? <Dash />}</dd>
        </div>
        <div>
          <dt>{t('keys.check.checked')}</dt>
          <dd>
            <RelativeTime at={inspection.checkedAt} withTime recorded />
          </dd>
        </div>
      </dl>
      <h4>{t('keys.check.scopes')}</h4>
      <ul className="scope-list">
        {granted.map((s) => {
          const what = describeScope(s)
          return (
            <li key={s}>
              <span aria-hidden="true">✓ </span>
              {what === null
                ? rich('keys.check.unused', { mark: has, scope: scope(s) })
                : rich('keys.check.has', {
                    mark: has,
                    scope: scope(s),
                    what: t(what),
                  })}
              {scopeScreens(s, t).length > 0 && (
                <span className="muted">
                  {' '}
                  {t('keys.check.unlocks', { screens: scopeScreens(s, t).join(', ') })}
                </span>
              )}
            </li>
          )
        })}
        {missing.map((s) => {
          const what = describeScope(s)
          return (
            <li key={s}>
              <span aria-hidden="true">✕ </span>
              {what === null
                ? rich('keys.check.unused', { mark: lacks, scope: scope(s) })
                : rich('keys.check.missing', {
                    mark: lacks,
                    scope: scope(s),
                    what: t(what),
                  })}
            </li>
          )
        })}
        {unknown.map((s) => (
          <li key={s}>
            <span aria-hidden="true">? </span>
            {rich('keys.check.unknown', { mark: notKnown, scope: scope(s) })}
          </li>
        ))}
      </ul>
      {inspection.notices.length > 0 && (
        <>
          <h4>{t('keys.check.notices')}</h4>
          <ul>
            {inspection.notices.map((n) => (
              <li key={n.endpoint}>{noticeWords(n, words)}</li>
            ))}
          </ul>
        </>
      )}
      {inspection.problem !== null && (
        <p className="muted developer-detail">
          {rich('keys.check.developers', {
            endpoint: <bdi>{inspection.problem.endpoint}</bdi>,
            // The keychain gave no key, or the app chose not to wait for the rate window: nothing was sent.
            what: sentNothing(inspection.problem)
              ? t('keys.check.not-asked')
              : inspection.problem.status === null
                ? t('keys.check.answered-nothing')
                : t('keys.check.answered', { status: String(inspection.problem.status) }),
            code: <code>{inspection.problem.code}</code>,
          })}
        </p>
      )}
    </div>
  )
}

/**
 * An endpoint's Deprecation and Sunset, as the service announced them: “/me is deprecated since 1 Jan 2025; it
 * stops working on 30 Jun 2031” (the Deprecation date is RFC 9745's "@" epoch seconds).
 */
function noticeWords(n: KeyNotice, { rich }: Words): ReactNode {
  const endpoint = <code>{n.endpoint}</code>
  const since = n.deprecation === null ? null : formatDate(deprecatedSince(n.deprecation))
  const deprecated =
    n.deprecation === null
      ? endpoint
      : since === null
        ? rich('keys.check.deprecated', { endpoint })
        : rich('keys.check.deprecated-since', { endpoint, date: since })
  if (n.sunset === null) return deprecated
  return rich('keys.check.sunset', { notice: deprecated, date: formatDate(n.sunset) ?? n.sunset })
}
