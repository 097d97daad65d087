/** Whether and when the app alerts about the key in use: one row in history.sqlite, off until the user says. */
import { KEY_ALERT_BOUNDS, type KeyAlertSettings } from '../../../shared/ipc/request-log.ts'
import type { Migration } from '../history/history-schema.ts'
import type { HistoryStore } from '../history/history-types.ts'

/** The settings a new file, or a file that cannot be read, has: alerts off, the bounds' defaults. */
export const KEY_ALERTS_OFF: KeyAlertSettings = {
  enabled: false,
  errorSharePercent: KEY_ALERT_BOUNDS.errorSharePercent.default,
  minutes: KEY_ALERT_BOUNDS.minutes.default,
  headroomPercent: KEY_ALERT_BOUNDS.headroomPercent.default,
}

/** The table of the alert settings: at most one row; none means the defaults, alerts off. */
export const createKeyAlertSettings: Migration = (db) => {
  db.exec(`
    CREATE TABLE key_alert_settings (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      enabled INTEGER NOT NULL,
      error_share_percent INTEGER NOT NULL,
      minutes INTEGER NOT NULL,
      headroom_percent INTEGER NOT NULL
    ) STRICT;
  `)
}

const clamp = (v: number, b: { min: number; max: number; default: number }): number =>
  Number.isFinite(v) ? Math.min(b.max, Math.max(b.min, Math.round(v))) : b.default

/** Reads the stored settings (the defaults while history is closed or has none). */
export function readKeyAlertSettings(history: HistoryStore): KeyAlertSettings {
  const row = history.database()?.prepare('SELECT * FROM key_alert_settings WHERE id = 1').get()
  if (!row) return KEY_ALERTS_OFF
  return {
    enabled: Number(row['enabled']) === 1,
    errorSharePercent: Number(row['error_share_percent']),
    minutes: Number(row['minutes']),
    headroomPercent: Number(row['headroom_percent']),
  }
}

/** Stores the settings, each threshold clamped to KEY_ALERT_BOUNDS; returns what was stored. */
export function writeKeyAlertSettings(history: HistoryStore, s: KeyAlertSettings): KeyAlertSettings {
  const kept: KeyAlertSettings = {
    enabled: s.enabled,
    errorSharePercent: clamp(s.errorSharePercent, KEY_ALERT_BOUNDS.errorSharePercent),
    minutes: clamp(s.minutes, KEY_ALERT_BOUNDS.minutes),
    headroomPercent: clamp(s.headroomPercent, KEY_ALERT_BOUNDS.headroomPercent),
  }
  history.write((db) =>
    db
      .prepare(
        `INSERT OR REPLACE INTO key_alert_settings (id, enabled, error_share_percent, minutes, headroom_percent)
         VALUES (1, ?, ?, ?, ?)`,
      )
      .run(kept.enabled ? 1 : 0, kept.errorSharePercent, kept.minutes, kept.headroomPercent),
  )
  return kept
}
