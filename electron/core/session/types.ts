/** The explorer core's options and its surface: one handler per invoke channel, events, close. */
import type { InvokeChannel, InvokeResults, RequestOf } from '../../../shared/ipc/contract.ts'
import type { IpcResult, Notice } from '../../../shared/ipc/common.ts'
import type { SchedulerClock } from '../api/clock.ts'
import type { HistoryStore } from '../history/history-types.ts'
import type { KeyVault, SecretStore } from '../key-vault/index.ts'
import type { EventHub, Subscribe } from './event-hub.ts'
import type { Session } from './session.ts'
import type { LogSink } from './session-sinks.ts'

/** What a host (the Electron main process, the browser preview) gives the core. */
export interface ExplorerCoreOptions {
  userDataDir: string
  keychainService?: string
  /** Keychain binding; default keytar under `keychainService`. */
  secretStore?: SecretStore
  /** Used while no key is active (demo mode); the demo key is not a secret and is never written anywhere. */
  demo: { serviceUrl: string; key: string } | null
  /**
   * The service the app was started for (the preview's --service-url): app:get-info names it while no key is in
   * use and no demo runs, so Keys offers its address for the first key.
   */
  startServiceUrl?: string
  /** Asks where an export goes (Electron: a save dialog; preview: a folder); null when the user declined. */
  chooseExportFile: (format: 'csv' | 'json', suggestedName: string) => Promise<string | null>
  /** Save or open dialog for a saved-views file (desktop only; without it the page downloads and uploads). */
  chooseViewsFile?: (mode: 'save' | 'open', suggestedName: string) => Promise<string | null>
  /** Opens an http(s) link outside the app (the renderer asks the user first). */
  openExternal: (url: string) => Promise<boolean>
  /** Shows a file in the system's file manager (desktop only); the core passes only files it wrote itself. */
  showItemInFolder?: (file: string) => void
  /** Stats history poll interval; default 300000. */
  pollIntervalMs?: number
  /** Clock in epoch ms; when given it also drives the API clients' schedulers (tests). */
  now?: () => number
  /**
   * Time and timers together (the preview's test clock, electron/preview/README.md): the schedulers' waits and
   * the stats poll fall due by this clock, not by real time. Takes the place of `now`.
   */
  clock?: SchedulerClock
  appVersion: string
  /** How API calls leave the machine (desktop: net.fetch, electron/net/); default Node's global fetch. */
  fetch?: typeof fetch
}

/** One handler per invoke channel: validates the payload, never throws, always resolves with an IpcResult. */
export type Handlers = {
  [C in InvokeChannel]: (payload: unknown) => Promise<IpcResult<InvokeResults[C]>>
}

/** The core as its hosts use it (Electron IPC through electron/ipc/, the preview's HTTP server). */
export interface CorePort {
  handlers: Handlers
  events: { on: Subscribe }
}

/** The composed main-process core. */
export interface ExplorerCore extends CorePort {
  /** Stops polling and exports, disposes clients, closes SQLite; handlers answer 'closed' afterwards. */
  close(): Promise<void>
  /** Things the user should hear about from start-up (e.g. key metadata or history recovered from corruption). */
  notices: Notice[]
  /** The window or tab that started exports went away: cancels every export not let run in the background. */
  abandonExports(): void
}

/** A channel's work once its payload is valid; throwing is fine here, the wrapper maps the error. */
export type Implementations = {
  [C in InvokeChannel]: (request: RequestOf<C>) => Promise<InvokeResults[C]>
}

/** The parts every group of handlers works with. */
export interface CoreContext {
  opts: ExplorerCoreOptions
  vault: KeyVault
  session: Session
  hub: EventHub
  log: LogSink
  history: HistoryStore
  now: () => number
  /** The start-up notices; filled while the core opens, read by app:get-info. */
  notices: readonly Notice[]
}
