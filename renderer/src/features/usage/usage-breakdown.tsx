import { formatPercent, numberFormat } from '../../../../shared/i18n/format.ts'
import type { ReactElement, ReactNode } from 'react'
import type { UsageHistory } from '../../../../shared/ipc/usage.ts'
import { formatCountdown } from '../../entities/rate-limit/rate-format.ts'
import { useWords } from '../../lib/words.tsx'
import { PURPOSE_WORDS } from './usage-words.ts'

const share = (n: number, total: number): string => (total === 0 ? '' : formatPercent(n / total))

/** A small table: a caption, a named first column, numeric columns, and "None" when it has no rows. */
function CountTable({
  caption,
  head,
  numbers,
  rows,
}: {
  caption: string
  head: string
  numbers: readonly string[]
  rows: readonly { key: string; name: ReactNode; values: readonly string[] }[]
}): ReactElement {
  const { t } = useWords()
  return (
    <table className="usage-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          {numbers.map((n) => (
            <th key={n} scope="col" className="num">
              {n}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={numbers.length + 1} className="muted">
              {t('usage.none')}
            </td>
          </tr>
        ) : (
          rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.name}</th>
              {r.values.map((v, i) => (
                <td key={numbers[i]} className="num">
                  {v}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  )
}

/** Which views and jobs spent the budget, the errors by code, and the waits by reason. */
export function UsageBreakdown({ usage }: { usage: UsageHistory }): ReactElement {
  const { t } = useWords()
  const total = usage.totals.requests
  return (
    <div className="usage-breakdown">
      <CountTable
        caption={t('usage.spent-by')}
        head={t('usage.view-or-job')}
        numbers={[t('usage.totals.requests'), t('usage.share')]}
        rows={usage.byPurpose.map((p) => ({
          key: p.purpose,
          name: t(PURPOSE_WORDS[p.purpose]),
          values: [numberFormat().format(p.requests), share(p.requests, total)],
        }))}
      />
      <CountTable
        caption={t('usage.errors-by-code')}
        head={t('usage.code')}
        numbers={[t('usage.count')]}
        rows={usage.errorsByCode.map((e) => ({
          key: e.code,
          name: <code>{e.code}</code>,
          values: [numberFormat().format(e.count)],
        }))}
      />
      <CountTable
        caption={t('usage.waits')}
        head={t('usage.why')}
        numbers={[t('usage.count'), t('usage.time')]}
        rows={usage.waitsByReason.map((w) => ({
          key: w.reason,
          name: t('usage.waited', { reason: w.reason }),
          values: [numberFormat().format(w.count), formatCountdown(w.waitMs, t)],
        }))}
      />
    </div>
  )
}
