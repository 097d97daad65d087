/** What the watch list says about an item and a refresh, in the words of `t`; pure, so it is unit-tested. */
import { formatList } from '../../../../shared/i18n/format.ts'
import type { Translate } from '../../../../shared/i18n/translate.ts'
import type { RefreshPlan, WatchItem } from '../../../../shared/ipc/watch.ts'

/** "+120 passes", "2 new bridges: a, b", "No longer published", "No change", "Not read yet". */
export function changeWords(item: WatchItem, t: Translate): string {
  if (item.gone)
    return item.kind === 'bridge' ? t('watch.change.gone-bridge') : t('watch.change.gone-profile')
  if (item.latest === null) return t('watch.change.not-read')
  const delta = item.passesDelta ?? 0
  const passes =
    delta === 0
      ? null
      : delta > 0
        ? t('watch.change.passes-up', { n: delta })
        : t('watch.change.passes-down', { n: -delta })
  const bridges =
    item.newBridges.length === 0
      ? null
      : t('watch.change.new-bridges', {
          n: item.newBridges.length,
          names: formatList(item.newBridges, 'unit'),
        })
  if (passes !== null && bridges !== null) return t('watch.change.both', { passes, bridges })
  return passes ?? bridges ?? t('watch.change.none')
}

/** "Refreshing 3 pinned items takes 3 requests of the 48 left (at most 25 %)." and its variants. */
export function planWords(plan: RefreshPlan, t: Translate): string {
  if (plan.items === 0) return t('watch.nothing-pinned')
  if (plan.requests === 0) return t('watch.plan.no-requests', { items: plan.items })
  const share = t('watch.share-percent', { share: plan.sharePercent })
  const said =
    plan.remaining === null
      ? t('watch.plan.unknown', { requests: plan.requests, share })
      : t('watch.plan.known', { requests: plan.requests, remaining: plan.remaining, share })
  const rest = plan.items - plan.requests
  return rest > 0 ? t('watch.plan.rest', { plan: said, rest }) : t('watch.plan.done', { plan: said })
}
