/** What the watch list says about an item and a refresh, in plain words; pure, so it is unit-tested. */
import { numberFormat } from '../../../../shared/i18n/format.ts'
import type { RefreshPlan, WatchItem } from '../../../../shared/ipc/watch.ts'

const plural = (n: number, one: string, many: string): string =>
  `${numberFormat().format(n)} ${n === 1 ? one : many}`

/** "+120 passes", "2 new bridges: a, b", "No longer published", "No change", "Not read yet". */
export function changeWords(item: WatchItem): string {
  if (item.gone) return item.kind === 'bridge' ? 'No longer published' : 'Profile no longer found'
  if (item.latest === null) return 'Not read yet'
  const parts: string[] = []
  if (item.passesDelta !== null && item.passesDelta !== 0) {
    const sign = item.passesDelta > 0 ? '+' : '−'
    parts.push(`${sign}${plural(Math.abs(item.passesDelta), 'pass', 'passes')}`)
  }
  if (item.newBridges.length > 0) {
    parts.push(
      `${plural(item.newBridges.length, 'new bridge', 'new bridges')}: ${item.newBridges.join(', ')}`,
    )
  }
  return parts.length === 0 ? 'No change' : parts.join('; ')
}

/** "Refreshing 3 pinned items takes 3 requests of the 48 left (at most 25 %)." and its variants. */
export function planWords(plan: RefreshPlan): string {
  if (plan.items === 0) return 'Nothing is pinned yet.'
  const items = plural(plan.items, 'pinned item', 'pinned items')
  if (plan.requests === 0) return `No requests are left in this minute; ${items} wait for the next one.`
  const left =
    plan.remaining === null
      ? 'the budget is not known yet'
      : `of the ${numberFormat().format(plan.remaining)} left`
  const rest = plan.items - plan.requests
  return (
    `Refresh takes ${plural(plan.requests, 'request', 'requests')} ${left} (at most ${plan.sharePercent} %)` +
    (rest > 0 ? `; ${plural(rest, 'item waits', 'items wait')} for the next refresh.` : '.')
  )
}
