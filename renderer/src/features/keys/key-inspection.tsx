import type { ReactElement } from 'react'
import type { KeyInspection } from '../../../../shared/ipc/keys.ts'
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

/** " since 1 Jan 2025" when the Deprecation header gave a date (RFC 9745's "@" epoch seconds), else nothing. */
const sinceWords = (date: string | null): string => (date === null ? '' : ` since ${date}`)

/** The key inspector's answer: a summary sentence first, then owner, scopes, limit and notices. */
export function KeyInspectionPanel({ inspection }: { inspection: KeyInspection }): ReactElement {
  const state = presentState(inspection.state, inspection.problem)
  const { granted, missing, unknown } = inspection.scopes
  return (
    <div className="key-inspection">
      <p className="key-inspection-summary">{inspection.summary}</p>
      {/* "until the time below": the wait's end in local time (the core sends the instant). */}
      {waitEndWords(inspection.problem) !== null && <p>{waitEndWords(inspection.problem)}</p>}
      <dl className="key-facts">
        <div>
          <dt>State</dt>
          <dd className={`tone-${state.tone}`}>
            <span aria-hidden="true">{state.icon} </span>
            {state.words}
          </dd>
        </div>
        <div>
          <dt>Owner</dt>
          <dd>{inspection.owner === null ? <Dash /> : <bdi>{inspection.owner}</bdi>}</dd>
        </div>
        <div>
          <dt>Rate limit</dt>
          <dd>{checkRateWords(inspection) ?? <Dash />}</dd>
        </div>
        <div>
          <dt>Checked</dt>
          <dd>
            <RelativeTime at={inspection.checkedAt} withTime recorded />
          </dd>
        </div>
      </dl>
      <h4>Permissions (scopes)</h4>
      <ul className="scope-list">
        {granted.map((s) => (
          <li key={s}>
            <span aria-hidden="true">✓ </span>
            <strong>Has</strong> <code>{s}</code>: can {describeScope(s)}
            {(inspection.unlocks[s]?.length ?? 0) > 0 && (
              <span className="muted"> ({inspection.unlocks[s]?.join(', ')})</span>
            )}
          </li>
        ))}
        {missing.map((s) => (
          <li key={s}>
            <span aria-hidden="true">✕ </span>
            <strong>Missing</strong> <code>{s}</code>: cannot {describeScope(s)}
          </li>
        ))}
        {unknown.map((s) => (
          <li key={s}>
            <span aria-hidden="true">? </span>
            <strong>Not known</strong> <code>{s}</code>: could not be tested this time
          </li>
        ))}
      </ul>
      {inspection.notices.length > 0 && (
        <>
          <h4>Announcements from the service</h4>
          <ul>
            {inspection.notices.map((n) => (
              <li key={n.endpoint}>
                <code>{n.endpoint}</code>
                {n.deprecation !== null &&
                  ` is deprecated${sinceWords(formatDate(deprecatedSince(n.deprecation)))}`}
                {n.sunset !== null && `; it stops working on ${formatDate(n.sunset) ?? n.sunset}`}
              </li>
            ))}
          </ul>
        </>
      )}
      {inspection.problem !== null && (
        <p className="muted developer-detail">
          Details for developers: {inspection.problem.endpoint}{' '}
          {/* The keychain gave no key, or the app chose not to wait for the rate window: nothing was sent. */}
          {sentNothing(inspection.problem)
            ? 'was not asked'
            : `answered ${inspection.problem.status ?? 'nothing'}`}{' '}
          (<code>{inspection.problem.code}</code>)
        </p>
      )}
    </div>
  )
}
