/**
 * The catalogue's settings as main's preferences keep them (the `catalogue` section of preferences.json), apart
 * from the catalogue file they govern: a damaged catalogue.sqlite set aside and begun again takes none of them
 * with it (README, "The catalogue"). The share and the refresh period are the user's, whatever the service; the
 * switch is per service, keyed by the name the catalogue files a service under.
 */
import {
  CATALOGUE_REFRESH_BOUNDS,
  CATALOGUE_SHARE_PERCENTS,
  type CatalogueSharePercent,
} from '../../../shared/ipc/catalogue.ts'
import { cannotSave } from '../files/file-problem.ts'
import type { PreferencesFile } from './preferences-file.ts'

const SECTION = 'catalogue'

/** The settings kept; a value not kept is the catalogue's default. */
export interface KeptCatalogueSettings {
  sharePercent?: CatalogueSharePercent
  refreshIntervalMs?: number
  /** Services turned on (true) or off (false) by name; a service not named is on. */
  enabled: Readonly<Record<string, boolean>>
}

/** A change of the settings: any of the global ones, and one service's switch. */
export interface CatalogueSettingsChange {
  sharePercent?: CatalogueSharePercent
  refreshIntervalMs?: number
  enabled?: { service: string; on: boolean }
}

/** Where the catalogue keeps its settings (catalogue-types.ts names the same shape). */
export interface CatalogueSettingsStore {
  /** The settings kept; null before any were (an older version kept them in the catalogue file). */
  read(): KeptCatalogueSettings | null
  /** Keeps a change; it takes effect once written, and a failed write changes nothing. */
  write(change: CatalogueSettingsChange): Promise<void>
  /** Takes settings found elsewhere (the catalogue file of an older version) at once; written in the background. */
  adopt(settings: KeptCatalogueSettings): Promise<void>
}

const isShare = (x: unknown): x is CatalogueSharePercent =>
  (CATALOGUE_SHARE_PERCENTS as readonly unknown[]).includes(x)
const isRefresh = (x: unknown): x is number =>
  Number.isSafeInteger(x) &&
  (x as number) >= CATALOGUE_REFRESH_BOUNDS.min &&
  (x as number) <= CATALOGUE_REFRESH_BOUNDS.max

/** The section as the file holds it, read like any input: a value out of range or of another type is not kept. */
export function readCatalogueSection(x: unknown): KeptCatalogueSettings | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return null
  const { sharePercent, refreshIntervalMs, enabled } = x as Record<string, unknown>
  const services: Record<string, boolean> = {}
  if (typeof enabled === 'object' && enabled !== null && !Array.isArray(enabled))
    for (const [name, on] of Object.entries(enabled)) if (typeof on === 'boolean') services[name] = on
  return {
    ...(isShare(sharePercent) ? { sharePercent } : {}),
    ...(isRefresh(refreshIntervalMs) ? { refreshIntervalMs } : {}),
    enabled: services,
  }
}

function applied(
  before: KeptCatalogueSettings | null,
  change: CatalogueSettingsChange,
): KeptCatalogueSettings {
  const next: KeptCatalogueSettings = { ...before, enabled: { ...before?.enabled } }
  if (change.sharePercent !== undefined) next.sharePercent = change.sharePercent
  if (change.refreshIntervalMs !== undefined) next.refreshIntervalMs = change.refreshIntervalMs
  if (change.enabled !== undefined)
    next.enabled = { ...next.enabled, [change.enabled.service]: change.enabled.on }
  return next
}

/** The catalogue's settings in the shared preferences file. */
export function cataloguePreferences(file: PreferencesFile): CatalogueSettingsStore {
  let kept = readCatalogueSection(file.get(SECTION))
  // Changes one after another, each from the last one kept: two quick changes never write over each other.
  let queue: Promise<unknown> = Promise.resolve()
  return {
    read: () => kept,
    write(change) {
      const done = queue.then(async () => {
        const next = applied(kept, change)
        try {
          await file.write({ [SECTION]: next })
        } catch (error) {
          // In the one wording of file errors (files/file-problem.ts), the setting before it still in effect.
          throw cannotSave('catalogue', file.path, error)
        }
        kept = next
      })
      queue = done.catch(() => undefined)
      return done
    },
    adopt(settings) {
      kept = { ...settings, enabled: { ...settings.enabled } }
      const done = queue.then(() => file.write({ [SECTION]: kept }))
      queue = done.catch(() => undefined)
      return done
    },
  }
}
