/**
 * The catalogue's shape as the rest of the core sees it: the target it walks, the options it is made with, and
 * what the running catalogue offers (catalogue.ts makes one).
 */
import type { BridgeDetail, PublicProfile } from '../../../shared/api/types.ts'
import type {
  CatalogueDeleted,
  CatalogueSharePercent,
  CatalogueStatus,
} from '../../../shared/ipc/catalogue.ts'
import type { ApiClient } from '../api/index.ts'
import type { SchedulerClock } from '../api/clock.ts'
import type { CatalogueSettingsStore } from '../preferences/catalogue-preferences.ts'
import type { CatalogueAccess } from './catalogue-access.ts'
import type { CatalogueReader } from './catalogue-queries.ts'

/** The service the app talks to now, as the catalogue needs it. */
export interface CatalogueTarget {
  /** The name its catalogue is filed under: stable across restarts (the demo's, too: historyUrlOf). */
  service: string
  /** Changes when the key changes (a new key may read what the old one could not). */
  keyId: string
  /** The current API client of that service and key. */
  client(): ApiClient
}

/** Construction options. */
export interface CatalogueOptions {
  userDataDir: string
  target(): CatalogueTarget | null
  now?: () => number
  /** The core's timers for the walk's waits (a test clock); real ones otherwise. */
  clock?: Pick<SchedulerClock, 'setTimer' | 'clearTimer'> | undefined
  /** Rows one service's catalogue may hold (and so the file's size); default 1,000,000. */
  maxRows?: number
  /** Pages one full walk may read; default enough for maxRows plus a tenth. */
  maxPages?: number
  /** How often the newest pages are read again; default 5 minutes. */
  topUpIntervalMs?: number
  /** Pages a top-up may read; default 10. */
  topUpPages?: number
  /** Wait after a failure before trying again (also the disk-full retry); default 60 s. */
  retryMs?: number
  /** Hears every status change (the host sends catalogue:did-change). */
  onChange?: (status: CatalogueStatus) => void
  /**
   * Whether the key in use may read public data (catalogue-access.ts); the default lets every key read. Asked at
   * every read and at every step of the walk, so a refusal learnt anywhere in the app takes effect at once.
   */
  access?: () => CatalogueAccess
  /**
   * True while the service is not answering, as the app's own requests last found it (the health the top bar
   * shows, session/service-health.ts); the status then promises no time left. Absent: always answering.
   */
  serviceDown?: () => boolean
  /** Wraps each request of the walk (key usage tags it with its purpose: `(fn) => usage.tag(purpose, fn)`). */
  tagRequest?: <T>(fn: () => T) => T
  onBackgroundError?: (where: string, error: unknown) => void
  /**
   * Where the share, the refresh period and each service's switch are kept: main's preferences, apart from the
   * file (preferences/catalogue-preferences.ts). Absent: in memory for this run (catalogue-settings.ts).
   */
  settings?: CatalogueSettingsStore
}

/** The running catalogue. */
export interface Catalogue {
  status(): CatalogueStatus
  /** The current service's number in the file, or null with no service (or no file). */
  current(): { reader: CatalogueReader; service: number } | null
  /**
   * `current()` for reading rows: throws the key's refusal while the key in use may not read public data, so no
   * row read with an earlier key is ever answered to it.
   */
  readable(): { reader: CatalogueReader; service: number } | null
  /**
   * `fn` on `readable()` (`none` with no service). A file found damaged while it is read (another program or the
   * disk changed it under the app: SQLite's cache hid it until then) is set aside and built again, and the read
   * fails in words that say so (code catalogue_damaged), never as an unexplained error over a "complete" status.
   */
  read<T>(fn: (c: { reader: CatalogueReader; service: number }) => T, none: T): T
  /** Keeps a change of the settings (`enabled` for the current service); in effect once written. */
  settings(s: {
    sharePercent?: CatalogueSharePercent
    refreshIntervalMs?: number
    enabled?: boolean
  }): Promise<CatalogueStatus>
  rebuild(): Promise<CatalogueStatus>
  /** The user asked for the rest now (a lookup it could not answer): the walk in progress runs at the whole window. */
  hurry(): CatalogueStatus
  /** Deletes the current service's rows, turns it off, and gives the file's space back (catalogue-reclaim.ts). */
  remove(): Promise<CatalogueDeleted>
  /** The session's target changed: stop the walk of the old one and go on with the new one. */
  sync(): void
  /** The key was replaced or checked again: a walk paused on it goes on. */
  resume(): void
  /** The service's health changed: the status says so at once, and a walk waiting after a failure goes on. */
  serviceHealthChanged(): void
  /** The app read a bridge anyway: keep its suggestion and domain. */
  noteDetail(service: string, detail: BridgeDetail): void
  /** The app read a profile anyway: keep it. */
  noteProfile(service: string, profile: PublicProfile): void
  close(): Promise<void>
}
