/** Plain words for key usage: what each purpose is, the chart's marks, expiry warnings. Pure. */
import type { MessageId } from '../../../../shared/i18n/catalogues/en.ts'
import { msg, type Translate } from '../../../../shared/i18n/translate.ts'
import type { ScopeCell, UsageMark, UsagePurpose } from '../../../../shared/ipc/usage.ts'
import type { ExpiryWarning } from '../../../../shared/usage/key-expiry.ts'

/** The view or job behind each purpose, as the usage breakdown names it. */
export const PURPOSE_WORDS: Readonly<Record<UsagePurpose, MessageId>> = {
  bridges: msg('usage.purpose.bridges'),
  'bridge-detail': msg('usage.purpose.bridge-detail'),
  profiles: msg('usage.purpose.profiles'),
  stats: msg('usage.purpose.stats'),
  'my-profile': msg('usage.purpose.my-profile'),
  export: msg('usage.purpose.export'),
  'key-check': msg('usage.purpose.key-check'),
  'stats-poll': msg('usage.purpose.stats-poll'),
  watch: msg('usage.purpose.watch'),
  catalogue: msg('usage.purpose.catalogue'),
  bulk: msg('usage.purpose.bulk'),
  other: msg('usage.purpose.other'),
}

/** What a matrix cell says, in words that do not rely on its colour. */
export function cellWords(cell: ScopeCell): { icon: string; words: MessageId } {
  switch (cell.verdict) {
    case 'allowed':
      return { icon: '✓', words: msg('usage.cell.allowed') }
    case 'denied':
      return { icon: '✕', words: msg('usage.cell.denied') }
    default:
      return { icon: '?', words: msg('usage.cell.unknown') }
  }
}

/** An expiry warning in full: what happened to the key, and what to do. */
export function expiryText(w: ExpiryWarning, t: Translate): string {
  const label = w.key.label
  if (w.days === null) return t('usage.expiry.said-expired', { label })
  // The date as the user recorded it (YYYY-MM-DD), as the Keys view shows it.
  const date = w.on ?? ''
  if (w.days < 0) return t('usage.expiry.expired-on', { label, date })
  if (w.days === 0) return t('usage.expiry.today', { label })
  return t('usage.expiry.in-days', { label, days: w.days, date })
}

/** The message of the top bar's badge for a warning (its values: the key's `label`, isolated, and `days`). */
export function badgeMessage(w: ExpiryWarning): MessageId {
  if (w.days === null || w.days < 0) return msg('usage.badge.expired')
  return w.days === 0 ? msg('usage.badge.today') : msg('usage.badge.in-days')
}

/** A mark's tooltip: "2 waits for the rate limit", "1 error: service_unavailable". */
export function markWords(m: UsageMark, t: Translate): string {
  return m.kind === 'wait'
    ? t('usage.mark.waits', { n: m.count, reason: m.label })
    : t('usage.mark.errors', { n: m.count, code: m.label })
}
