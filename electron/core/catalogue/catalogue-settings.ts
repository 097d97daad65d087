/**
 * The catalogue's settings as the loop reads them: from the store the composition root gives (main's preferences,
 * preferences/catalogue-preferences.ts), never from the catalogue file, so a damaged file set aside keeps the
 * catalogue off, at its share and its refresh period (README, "The catalogue").
 */
import type { CatalogueSharePercent } from '../../../shared/ipc/catalogue.ts'
import { DAY_MS } from '../../../shared/time/durations.ts'
import {
  readCatalogueSection,
  type CatalogueSettingsStore,
  type KeptCatalogueSettings,
} from '../preferences/catalogue-preferences.ts'
import type { LegacySettings } from './catalogue-store.ts'

/** The settings of a catalogue nobody changed: on, a quarter of the window, the whole list read again weekly. */
export const CATALOGUE_DEFAULTS = { share: 25 as CatalogueSharePercent, refreshMs: 7 * DAY_MS }

/** A store in memory: settings for this run only (tests and benches that keep no preferences). */
export function memoryCatalogueSettings(): CatalogueSettingsStore {
  let kept: KeptCatalogueSettings | null = null
  const apply = (s: KeptCatalogueSettings): Promise<void> => {
    kept = s
    return Promise.resolve()
  }
  return {
    read: () => kept,
    write: (c) =>
      apply({
        ...kept,
        ...(c.sharePercent !== undefined ? { sharePercent: c.sharePercent } : {}),
        ...(c.refreshIntervalMs !== undefined ? { refreshIntervalMs: c.refreshIntervalMs } : {}),
        enabled: { ...kept?.enabled, ...(c.enabled ? { [c.enabled.service]: c.enabled.on } : {}) },
      }),
    adopt: apply,
  }
}

/** The settings as the loop asks for them, defaults filled in. */
export interface CatalogueSettingsView {
  share(): CatalogueSharePercent
  refreshMs(): number
  enabled(service: string): boolean
}

/** Reads `store` at every call (a change takes effect at the next step of the walk). */
export function settingsView(store: CatalogueSettingsStore): CatalogueSettingsView {
  return {
    share: () => store.read()?.sharePercent ?? CATALOGUE_DEFAULTS.share,
    refreshMs: () => store.read()?.refreshIntervalMs ?? CATALOGUE_DEFAULTS.refreshMs,
    enabled: (service) => {
      const kept = store.read()?.enabled
      return kept !== undefined && Object.hasOwn(kept, service) ? kept[service] !== false : true
    },
  }
}

/**
 * Moves the settings an older version kept in the catalogue file to `store`, once: only while the store has none,
 * and only when the file held any (a new file, or one that never changed them, has nothing to move). Values the
 * file held out of range are not moved, as the preferences file's own are not read.
 */
export function migrateLegacySettings(
  legacy: LegacySettings,
  store: CatalogueSettingsStore,
): Promise<void> | null {
  if (store.read() !== null) return null
  if (legacy.share === null && legacy.refreshMs === null && legacy.off.length === 0) return null
  const found = readCatalogueSection({
    sharePercent: legacy.share === null ? undefined : Number(legacy.share),
    refreshIntervalMs: legacy.refreshMs === null ? undefined : Number(legacy.refreshMs),
    enabled: Object.fromEntries(legacy.off.map((service) => [service, false])),
  })
  return found === null ? null : store.adopt(found)
}
