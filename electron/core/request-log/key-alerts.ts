/**
 * Alerts about the keys: when the service refuses a saved key, when the key in use starts failing (the share of
 * its failed requests over the last minutes passes the user's threshold) or runs low on requests in its window,
 * and when a key's recorded expiry day is near. Off until the user turns them on; read from what this computer
 * already keeps (the request log, the scheduler's budget, the keys' states), so nothing leaves the machine.
 * Each alert is said once when its condition starts and again only after it has cleared; a refusal only when it
 * happens to the key in use while the app runs (a state read at start, or a key not in use, is not news). The core emits it as
 * `log:did-alert`: the app shows it as a line, the desktop shell as a notification (electron/notifications/).
 */
import { said, type Said } from '../../../shared/i18n/said.ts'
import { msg } from '../../../shared/i18n/translate.ts'
import type { KeyState } from '../../../shared/ipc/common.ts'
import type { KeyInfo } from '../../../shared/ipc/keys.ts'
import type { SchedulerState } from '../../../shared/ipc/rate-limit.ts'
import type { KeyAlert, KeyAlertSettings } from '../../../shared/ipc/request-log.ts'
import { DAY_MS } from '../../../shared/time/durations.ts'
import type { HistoryStore } from '../history/history-types.ts'
import { inEnglish } from '../words/english-words.ts'
import type { EventHub } from '../session/event-hub.ts'
import { readKeyAlertSettings, writeKeyAlertSettings } from './key-alert-settings.ts'
import { createKeyHealthReader } from './key-health.ts'

/** Fewer attempts than this in the minutes looked at say nothing about a key (one failure of two is not 50 %). */
export const MIN_ATTEMPTS_FOR_SHARE = 5
/** A recorded expiry day this close (or closer) is said. */
export const EXPIRY_NOTICE_DAYS = 3
// The demo service's key is logged under this id (session/session-target.ts).
const DEMO_KEY_ID = 'demo'

/**
 * An alert's title and body by code, worded where they are shown (shared/i18n/said.ts: the app's line in the
 * language in force, the desktop notification in main's), and in English as `title` and `body` for logs.
 */
function worded(
  titleSaid: Said,
  bodySaid: Said,
): Pick<KeyAlert, 'title' | 'titleSaid' | 'body' | 'bodySaid'> {
  return {
    title: inEnglish(titleSaid),
    titleSaid,
    body: inEnglish(bodySaid),
    bodySaid,
  }
}

/** What the service's refusal of a key means, for the alert's text. */
const REFUSED: Partial<Record<KeyState, Said>> = {
  invalid: said(msg('key-alerts.refused-invalid')),
  revoked: said(msg('key-alerts.refused-revoked')),
  expired: said(msg('key-alerts.refused-expired')),
  access_revoked: said(msg('key-alerts.refused-access')),
}

/** The failing alert of a key, or null while its share of failures is under the threshold (or too few attempts). */
export function failingAlert(
  label: string,
  keyId: string,
  share: { attempts: number; failed: number },
  s: KeyAlertSettings,
  at: number,
): KeyAlert | null {
  if (share.attempts < MIN_ATTEMPTS_FOR_SHARE) return null
  if (share.failed * 100 < share.attempts * s.errorSharePercent) return null
  return {
    kind: 'failing',
    keyId,
    at,
    ...worded(
      said(msg('key-alerts.failing-title'), { label: { ltr: label } }),
      said(msg('key-alerts.failing-body'), { ...share, minutes: s.minutes }),
    ),
  }
}

/** The low-headroom alert of the key in use, or null while more than the threshold's share is left. */
export function headroomAlert(
  label: string,
  state: Pick<SchedulerState, 'keyId' | 'limit' | 'remaining'>,
  s: KeyAlertSettings,
  at: number,
): KeyAlert | null {
  const { limit, remaining } = state
  if (limit === null || remaining === null || limit <= 0) return null
  if (remaining * 100 > limit * s.headroomPercent) return null
  return {
    kind: 'headroom',
    keyId: state.keyId,
    at,
    ...worded(
      said(msg('key-alerts.headroom-title'), { label: { ltr: label } }),
      said(msg('key-alerts.headroom-body'), { remaining, limit }),
    ),
  }
}

/** The refused alert of a saved key, or null while the service has not refused it. */
export function refusedAlert(key: Pick<KeyInfo, 'id' | 'label' | 'state'>, at: number): KeyAlert | null {
  const body = REFUSED[key.state]
  return body === undefined
    ? null
    : {
        kind: 'refused',
        keyId: key.id,
        at,
        ...worded(said(msg('key-alerts.refused-title'), { label: { ltr: key.label } }), body),
      }
}

/** The expiry alert of a saved key whose recorded expiry day is within EXPIRY_NOTICE_DAYS, or null. */
export function expiringAlert(key: Pick<KeyInfo, 'id' | 'label' | 'expiresOn'>, at: number): KeyAlert | null {
  if (key.expiresOn === undefined || key.expiresOn === '') return null
  const day = Date.parse(`${key.expiresOn}T00:00:00Z`)
  if (!Number.isFinite(day)) return null
  const today = Math.floor(at / DAY_MS) * DAY_MS
  const days = Math.round((day - today) / DAY_MS)
  if (days > EXPIRY_NOTICE_DAYS || days < 0) return null
  return {
    kind: 'expiring',
    keyId: key.id,
    at,
    ...worded(
      said(msg('key-alerts.expiring-title'), { label: { ltr: key.label }, days }),
      said(msg('key-alerts.expiring-body'), { day: { ltr: key.expiresOn } }),
    ),
  }
}

/** The alerts' settings and the watcher over the core's events. */
export interface KeyAlerts {
  settings(): KeyAlertSettings
  set(s: KeyAlertSettings): KeyAlertSettings
}

/** Watches the core's events and emits `log:did-alert` while the user has alerts on (until the hub is cleared). */
export function createKeyAlerts(deps: {
  hub: EventHub
  history: HistoryStore
  keys: () => readonly KeyInfo[]
  now: () => number
}): KeyAlerts {
  const { hub, history, now } = deps
  const reader = createKeyHealthReader(history)
  let settings = readKeyAlertSettings(history)
  // Alerts said and not cleared yet, as `${kind}\n${keyId}` (an expiry with its day): said again only once cleared.
  const said = new Set<string>()
  // The key the budget belongs to: the scheduler tells it with every change of the key in use.
  let inUse: string | null = null
  // Each saved key's state as last seen, from the keys at start: a refusal is news only as a change from it.
  const seen = new Map<string, KeyState>(deps.keys().map((k) => [k.id, k.state]))

  const labelOf = (keyId: string): string =>
    deps.keys().find((k) => k.id === keyId)?.label ?? (keyId === DEMO_KEY_ID ? 'Demo key' : 'The key')

  /**
   * Says `alert` if it is new; clears `slot` when its condition no longer holds, and then says that it cleared, so a
   * line still showing it goes (HOUSE_STYLE, "One truth for each thing the user sees": an alert's freshness).
   */
  function note(slot: string, alert: KeyAlert | null, cleared?: Pick<KeyAlert, 'kind' | 'keyId'>): void {
    if (alert === null) {
      if (said.delete(slot) && cleared) hub.emit('log:did-clear-alert', { ...cleared, at: now() })
      return
    }
    if (said.has(slot)) return
    said.add(slot)
    hub.emit('log:did-alert', alert)
  }

  function onKeys(keys: readonly KeyInfo[]): void {
    const before = new Map(seen)
    for (const key of keys) seen.set(key.id, key.state)
    if (!settings.enabled) return
    const at = now()
    for (const key of keys) {
      const refused = refusedAlert(key, at)
      const news = key.id === inUse && before.has(key.id) && before.get(key.id) !== key.state
      // Cleared when the key is no longer refused; said only as news of the key in use.
      if (refused === null || news) note(`refused\n${key.id}`, refused)
      note(`expiring\n${key.id}\n${key.expiresOn ?? ''}`, expiringAlert(key, at))
    }
  }

  hub.on('keys:did-change', onKeys)
  hub.on('scheduler:did-change', (state) => {
    inUse = state.keyId
    if (!settings.enabled) return
    // The scheduler says its state again at the window's reset, by the core's clock (rate-scheduler.ts): the alert
    // is re-derived then, not left as the last window drew it.
    const low = headroomAlert(labelOf(state.keyId), state, settings, now())
    note(`headroom\n${state.keyId}`, low, { kind: 'headroom', keyId: state.keyId })
  })
  hub.on('log:did-add', () => {
    if (!settings.enabled || inUse === null) return
    const at = now()
    const share = reader.share(inUse, at - settings.minutes * 60_000, at + 1)
    note(`failing\n${inUse}`, failingAlert(labelOf(inUse), inUse, share, settings, at), {
      kind: 'failing',
      keyId: inUse,
    })
  })

  return {
    settings: () => settings,
    set(s) {
      settings = writeKeyAlertSettings(history, s)
      // Turned on: what already holds is said now (a refusal only as it happens); turned off: nothing is
      // remembered as said.
      said.clear()
      if (settings.enabled) onKeys(deps.keys())
      return settings
    },
  }
}
