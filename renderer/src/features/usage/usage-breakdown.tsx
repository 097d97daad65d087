import type { ReactElement } from 'react'
import type { UsageHistory } from '../../../../shared/usage/usage-dto.ts'
import { describeReason, formatCountdown } from '../rate-limit/index.ts'
import { PURPOSE_WORDS } from './usage-words.ts'

const share = (n: number, total: number): string =>
  total === 0 ? '' : `${Math.round((n / total) * 100).toLocaleString()} %`

/** Which views and jobs spent the budget, the errors by code, and the waits by reason. */
export function UsageBreakdown({ usage }: { usage: UsageHistory }): ReactElement {
  const { totals } = usage
  return (
    <div className="usage-breakdown">
      <table className="usage-table">
        <caption>Spent by</caption>
        <thead>
          <tr>
            <th scope="col">View or job</th>
            <th scope="col" className="num">
              Requests
            </th>
            <th scope="col" className="num">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {usage.byPurpose.map((p) => (
            <tr key={p.purpose}>
              <th scope="row">{PURPOSE_WORDS[p.purpose]}</th>
              <td className="num">{p.requests.toLocaleString()}</td>
              <td className="num">{share(p.requests, totals.requests)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="usage-table">
        <caption>Errors by code</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col" className="num">
              Count
            </th>
          </tr>
        </thead>
        <tbody>
          {usage.errorsByCode.length === 0 ? (
            <tr>
              <td colSpan={2} className="muted">
                None
              </td>
            </tr>
          ) : (
            usage.errorsByCode.map((e) => (
              <tr key={e.code}>
                <th scope="row">
                  <code>{e.code}</code>
                </th>
                <td className="num">{e.count.toLocaleString()}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <table className="usage-table">
        <caption>Waits</caption>
        <thead>
          <tr>
            <th scope="col">Why</th>
            <th scope="col" className="num">
              Count
            </th>
            <th scope="col" className="num">
              Time
            </th>
          </tr>
        </thead>
        <tbody>
          {usage.waitsByReason.length === 0 ? (
            <tr>
              <td colSpan={3} className="muted">
                None
              </td>
            </tr>
          ) : (
            usage.waitsByReason.map((w) => (
              <tr key={w.reason}>
                <th scope="row">Waited {describeReason(w.reason)}</th>
                <td className="num">{w.count.toLocaleString()}</td>
                <td className="num">{formatCountdown(w.waitMs)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
