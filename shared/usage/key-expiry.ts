/** When a saved key's expiry needs saying: the date the user recorded, or the service's own key_expired. Pure. */
import type { KeyInfo } from '../ipc/keys.ts'
import { DAY_MS } from '../time/durations.ts'

/** Days before a recorded expiry that the app starts warning. */
export const EXPIRY_WARN_DAYS = 14

/** A key whose expiry needs saying: the days left (negative once passed), or the service's own `key_expired`. */
export interface ExpiryWarning {
  key: Pick<KeyInfo, 'id' | 'label' | 'active'>
  /** Days until the recorded date (end of that day, local time); null when the service said the key expired. */
  days: number | null
  /** The expiry date the user recorded (YYYY-MM-DD); null when the service said the key expired. */
  on: string | null
  text: string
}

/** The end of a YYYY-MM-DD day in local time, or null when it is not such a date. */
function endOfDay(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!m) return null
  const end = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1).getTime()
  return Number.isFinite(end) ? end : null
}

/** The expiry warnings of the saved keys at `now`: expired by the service's word, or within EXPIRY_WARN_DAYS. */
export function expiryWarnings(
  keys: readonly Pick<KeyInfo, 'id' | 'label' | 'active' | 'state' | 'expiresOn'>[],
  now: number,
): ExpiryWarning[] {
  const out: ExpiryWarning[] = []
  for (const key of keys) {
    if (key.state === 'expired') {
      out.push({
        key,
        days: null,
        on: null,
        text: `“${key.label}” has expired (the service said key_expired).`,
      })
      continue
    }
    const end = key.expiresOn === undefined ? null : endOfDay(key.expiresOn)
    if (end === null) continue
    const days = Math.ceil((end - now) / DAY_MS) - 1
    if (days > EXPIRY_WARN_DAYS) continue
    const when =
      days < 0
        ? `expired on ${key.expiresOn}`
        : days === 0
          ? 'expires today'
          : `expires in ${days} ${days === 1 ? 'day' : 'days'} (${key.expiresOn})`
    out.push({
      key,
      days,
      on: key.expiresOn ?? null,
      text: `“${key.label}” ${when}. Create a new key in the dashboard and rotate.`,
    })
  }
  // The key in use first, then the soonest.
  return out.sort(
    (a, b) => Number(b.key.active) - Number(a.key.active) || (a.days ?? -1e9) - (b.days ?? -1e9),
  )
}
