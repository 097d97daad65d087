/**
 * The IPC contract: every channel declared once, with its payload validator, its renderer-side method name and
 * its result type, so main-side handlers and renderer-side calls cannot drift (GitHub Desktop's ipc-shared.ts
 * idea, with validation added and no imports from either side).
 */
import type { BridgeDetail, BridgeList, OwnProfile, PublicProfile, Stats } from '../api/types.ts'
import type {
  AppInfo,
  BulkEstimate,
  DeprecationNotice,
  ExportPause,
  ExportProgress,
  ExportResult,
  KeyInfo,
  KeyInspection,
  KeychainReport,
  Notice,
  OrphanKeyInfo,
  RatePoint,
  RequestLogEntry,
  SchedulerState,
  StatsPoint,
  IpcResult,
  WithMeta,
} from './dto.ts'
import {
  bool,
  externalUrl,
  int,
  none,
  object,
  oneOf,
  optional,
  serviceUrl,
  str,
  type Checked,
  type Validator,
} from './validate.ts'
import {
  MAX_VIEW_NAME,
  viewPayload,
  type SavedView,
  type ViewsExportResult,
  type ViewsImportResult,
} from '../views/saved-view.ts'
import type { ScopeMatrix, UsageHistory } from '../usage/usage-dto.ts'
import type { ServiceHealth } from './service-health.ts'
import {
  RETENTION_BOUNDS,
  STATUS_CLASSES,
  type ExchangeDetail,
  type LogRetention,
} from '../request-log/exchange.ts'
import {
  MAX_PERSISTED_ENTRY_CHARS,
  type PersistedQuery,
  type PersistOutcome,
  type QueryCacheSize,
} from '../cache/persisted-queries.ts'
import type { RefreshPlan, WatchList, WatchRefreshResult } from '../watch/watch-dto.ts'

/** Request ids name a call so it can be cancelled (AbortSignal cannot cross the bridge). */
const requestId = str({ min: 1, max: 64, pattern: /^[A-Za-z0-9_-]+$/ })
const keyId = str({ min: 1, max: 64, pattern: /^[A-Za-z0-9_-]+$/ })
const slug = str({ min: 1, max: 200 })
const username = str({ min: 1, max: 200 })
const viewId = str({ min: 1, max: 64, pattern: /^[A-Za-z0-9-]+$/ })
const filters = { q: optional(str({ max: 200 })), category: optional(str({ max: 100 })) }
const timeRange = {
  from: int({ min: 0, max: 8_640_000_000_000_000 }),
  to: int({ min: 0, max: 8_640_000_000_000_000 }),
  maxPoints: optional(int({ min: 2, max: 2000 })),
}

const watchKind = oneOf(['bridge', 'profile'] as const)
const watchId = str({ min: 1, max: 200 })

/** Every invoke channel: its renderer method name and the validator of its payload. */
export const invokeChannels = {
  'app:get-info': { method: 'getAppInfo', request: none },
  'keys:list': { method: 'listKeys', request: none },
  'keys:add': {
    method: 'addKey',
    request: object({
      key: str({ min: 1, max: 512 }),
      label: optional(str({ max: 100 })),
      serviceUrl: serviceUrl(),
    }),
  },
  'keys:test': {
    method: 'testKey',
    request: object({ key: str({ min: 1, max: 512 }), serviceUrl: serviceUrl() }),
  },
  'keys:update': {
    method: 'updateKey',
    request: object({
      id: keyId,
      label: optional(str({ min: 1, max: 100 })),
      serviceUrl: optional(serviceUrl()),
      /** The date the key expires as the user recorded it (YYYY-MM-DD); '' forgets it. */
      expiresOn: optional(str({ max: 10, pattern: /^(\d{4}-\d{2}-\d{2})?$/ })),
    }),
  },
  'keys:remove': { method: 'removeKey', request: object({ id: keyId }) },
  'keys:set-active': { method: 'setActiveKey', request: object({ id: keyId }) },
  'keys:check': { method: 'checkKey', request: object({ id: keyId }) },
  'keys:orphans': { method: 'listOrphanKeys', request: none },
  'keys:adopt-orphan': {
    method: 'adoptOrphanKey',
    request: object({ id: keyId, serviceUrl: serviceUrl(), label: optional(str({ max: 100 })) }),
  },
  'keys:remove-orphan': { method: 'removeOrphanKey', request: object({ id: keyId }) },
  'keys:doctor': {
    method: 'diagnoseKeychain',
    // `write`: also save and delete a test entry. Only on the user's explicit check: a write to a locked
    // keyring opens an unlock prompt, which the app must never do by itself.
    request: optional(object({ write: optional(bool) })),
  },
  'keys:add-session-only': {
    method: 'addSessionOnlyKey',
    request: object({
      key: str({ min: 1, max: 512 }),
      label: optional(str({ max: 100 })),
      serviceUrl: serviceUrl(),
    }),
  },
  'keys:save-session-key': { method: 'saveSessionKey', request: object({ id: keyId }) },
  'keys:restore-secret': {
    method: 'restoreKeySecret',
    request: object({ id: keyId, key: str({ min: 1, max: 512 }) }),
  },
  'keys:rotate': {
    method: 'rotateKey',
    request: object({ oldId: keyId, newKey: str({ min: 1, max: 512 }), label: optional(str({ max: 100 })) }),
  },
  'bridges:list': {
    method: 'listBridges',
    request: object({
      requestId,
      limit: optional(int({ min: 1, max: 100 })),
      cursor: optional(str({ max: 4096 })),
      ...filters,
    }),
  },
  'bridges:get': { method: 'getBridge', request: object({ requestId, slug }) },
  'profiles:get': { method: 'getProfile', request: object({ requestId, username }) },
  'stats:get': { method: 'getStats', request: object({ requestId }) },
  'me:get': { method: 'getMe', request: object({ requestId }) },
  'requests:cancel': { method: 'cancelRequest', request: object({ requestId }) },
  'history:stats': { method: 'getStatsHistory', request: object(timeRange) },
  'history:rate': { method: 'getRateHistory', request: object(timeRange) },
  'log:list': { method: 'listRequestLog', request: none },
  'log:to-curl': { method: 'requestAsCurl', request: object({ id: str({ min: 1, max: 64 }) }) },
  'log:search': {
    method: 'searchRequestLog',
    request: object({
      statusClass: optional(oneOf(STATUS_CLASSES)),
      code: optional(str({ max: 100 })),
      endpoint: optional(str({ max: 100 })),
      keyHint: optional(str({ max: 100 })),
      text: optional(str({ max: 200 })),
      failuresOnly: optional(bool),
      limit: optional(int({ min: 1, max: 1000 })),
    }),
  },
  'log:get-exchange': { method: 'getRequestExchange', request: object({ id: str({ min: 1, max: 64 }) }) },
  'log:send-again': { method: 'sendRequestAgain', request: object({ id: str({ min: 1, max: 64 }) }) },
  'log:get-retention': { method: 'getLogRetention', request: none },
  'log:set-retention': {
    method: 'setLogRetention',
    request: object({
      maxEntries: int(RETENTION_BOUNDS.maxEntries),
      maxAgeDays: int(RETENTION_BOUNDS.maxAgeDays),
    }),
  },
  'scheduler:get-state': { method: 'getSchedulerState', request: none },
  'service:get-health': { method: 'getServiceHealth', request: none },
  'export:estimate': { method: 'estimateExport', request: object(filters) },
  'export:start': {
    method: 'startExport',
    request: object({
      exportId: requestId,
      format: oneOf(['csv', 'json'] as const),
      ...filters,
      /** The rows the estimate promised; far past them the export pauses and asks (export:did-pause). */
      expectedRows: optional(int({ min: 0, max: 1_000_000_000 })),
      /** 'background' lets the export run on when the window or tab that started it goes away. */
      runIn: optional(oneOf(['window', 'background'] as const)),
    }),
  },
  'export:cancel': { method: 'cancelExport', request: object({ exportId: requestId }) },
  'export:decide': {
    method: 'decideExport',
    request: object({ exportId: requestId, decision: oneOf(['continue', 'keep', 'discard'] as const) }),
  },
  'shell:open-external': { method: 'openExternal', request: object({ url: externalUrl() }) },
  'shell:show-in-folder': { method: 'showInFolder', request: object({ file: str({ min: 1, max: 4096 }) }) },
  // Saved views (README.md, Who it is for): names are checked again by the store (trimmed, no control characters).
  'views:list': { method: 'listViews', request: none },
  'views:save': {
    method: 'saveView',
    request: object({ name: str({ min: 1, max: MAX_VIEW_NAME * 2 }), view: viewPayload() }),
  },
  'views:update': { method: 'updateView', request: object({ id: viewId, view: viewPayload() }) },
  'views:rename': {
    method: 'renameView',
    request: object({ id: viewId, name: str({ min: 1, max: MAX_VIEW_NAME * 2 }) }),
  },
  'views:remove': { method: 'removeView', request: object({ id: viewId }) },
  'views:export': { method: 'exportViews', request: none },
  /** `text`: the file the page read (browser preview); absent: the desktop app asks with an open dialog. */
  'views:import': { method: 'importViews', request: object({ text: optional(str({ max: 512 * 1024 })) }) },
  // Key usage (README.md, Who it is for): a saved key's per-minute history (the key in use when none is named), the
  // scope matrix.
  'usage:history': { method: 'getKeyUsage', request: object({ keyId: optional(keyId), ...timeRange }) },
  'usage:matrix': { method: 'getScopeMatrix', request: none },
  // Offline cache (README.md, Configuration): answers seen, kept per target; `target` is the fingerprint the renderer
  // fetched under.
  'cache:restore': { method: 'restoreQueryCache', request: none },
  'cache:put': {
    method: 'putQueryCache',
    request: object({
      entry: str({ min: 2, max: MAX_PERSISTED_ENTRY_CHARS }),
      target: str({ min: 1, max: 2000 }),
    }),
  },
  'cache:info': { method: 'getQueryCacheInfo', request: none },
  'cache:clear': { method: 'clearQueryCache', request: none },
  // Watch list (README.md, Configuration): pins per service, readings in history.sqlite, refresh within a share of
  // the budget.
  'watch:list': { method: 'getWatchList', request: none },
  'watch:pin': {
    method: 'pinItem',
    request: object({ kind: watchKind, id: watchId, label: str({ min: 1, max: 300 }) }),
  },
  'watch:unpin': { method: 'unpinItem', request: object({ kind: watchKind, id: watchId }) },
  'watch:is-pinned': { method: 'isPinned', request: object({ kind: watchKind, id: watchId }) },
  'watch:mark-seen': { method: 'markWatchSeen', request: none },
  'watch:plan': { method: 'planWatchRefresh', request: object({ sharePercent: int({ min: 1, max: 100 }) }) },
  'watch:refresh': {
    method: 'refreshWatchList',
    request: object({ sharePercent: int({ min: 1, max: 100 }) }),
  },
  'watch:passes': { method: 'getWatchedPasses', request: object({ slug: watchId, ...timeRange }) },
} as const satisfies Record<string, { method: string; request: Validator<unknown> }>

/** The result type of each invoke channel. */
export interface InvokeResults {
  'app:get-info': AppInfo
  'keys:list': KeyInfo[]
  'keys:add': { key: KeyInfo; warnings: string[]; notices: Notice[] }
  'keys:test': KeyInspection
  'keys:update': KeyInfo
  'keys:remove': { removed: boolean }
  'keys:set-active': KeyInfo
  'keys:check': KeyInspection
  'keys:orphans': OrphanKeyInfo[]
  'keys:adopt-orphan': KeyInfo
  'keys:remove-orphan': { removed: boolean }
  'keys:doctor': KeychainReport
  'keys:add-session-only': KeyInfo
  'keys:save-session-key': KeyInfo
  'keys:restore-secret': KeyInfo
  'keys:rotate': { key: KeyInfo; notices: Notice[] }
  'bridges:list': WithMeta<BridgeList>
  'bridges:get': WithMeta<BridgeDetail>
  'profiles:get': WithMeta<PublicProfile>
  'stats:get': WithMeta<Stats>
  'me:get': WithMeta<OwnProfile>
  'requests:cancel': { cancelled: boolean }
  'history:stats': StatsPoint[]
  'history:rate': RatePoint[]
  'log:list': RequestLogEntry[]
  'log:to-curl': string
  'log:search': RequestLogEntry[]
  'log:get-exchange': ExchangeDetail
  /** `id`: the new exchange (shown beside the old one); `keyLabel`: the saved key it went with (null: demo key). */
  'log:send-again': { status: number; id: string | null; keyLabel: string | null }
  'log:get-retention': LogRetention
  'log:set-retention': LogRetention
  'scheduler:get-state': SchedulerState | null
  'service:get-health': ServiceHealth | null
  'export:estimate': BulkEstimate
  'export:start': ExportResult
  'export:cancel': { cancelled: boolean }
  'export:decide': { decided: boolean }
  'shell:open-external': { opened: boolean }
  'shell:show-in-folder': { shown: boolean }
  'views:list': SavedView[]
  'views:save': SavedView
  'views:update': SavedView
  'views:rename': SavedView
  'views:remove': { removed: boolean }
  'views:export': ViewsExportResult
  'views:import': ViewsImportResult
  'usage:history': UsageHistory
  'usage:matrix': ScopeMatrix
  'cache:restore': { entries: PersistedQuery[] }
  'cache:put': { outcome: PersistOutcome }
  'cache:info': QueryCacheSize
  'cache:clear': { removed: number }
  'watch:list': WatchList & { available: boolean }
  'watch:pin': { pinned: boolean }
  'watch:unpin': { unpinned: boolean }
  'watch:is-pinned': { pinned: boolean }
  'watch:mark-seen': { seenAt: number }
  'watch:plan': RefreshPlan
  'watch:refresh': WatchRefreshResult
  'watch:passes': { at: number; value: number }[]
}

/** Events main sends to the renderer, with their payloads. */
export interface EventPayloads {
  'scheduler:did-change': SchedulerState
  /** The current service's health changed (service-health.ts). */
  'service:did-change': ServiceHealth
  'log:did-add': RequestLogEntry
  'keys:did-change': KeyInfo[]
  'export:did-progress': ExportProgress
  'export:did-pause': ExportPause
  'notices:did-add': DeprecationNotice
  /** `bridges`: the bridge list, `id` holding a view's canonical URL parameters (a saved view's link). */
  'navigation:did-request': { view: 'bridge' | 'profile' | 'bridges'; id: string }
  'menu:did-request': { command: MenuCommand }
}

/** What the application menu's Go items ask the renderer to do. */
export type MenuCommand = 'go-bridges' | 'go-stats' | 'go-keys' | 'go-developer' | 'open-command-palette'

/** Every event channel, in one list (for the preload and the preview's event stream). */
export const eventChannels = [
  'scheduler:did-change',
  'service:did-change',
  'log:did-add',
  'keys:did-change',
  'export:did-progress',
  'export:did-pause',
  'notices:did-add',
  'navigation:did-request',
  'menu:did-request',
] as const satisfies readonly (keyof EventPayloads)[]

/** Name of an invoke channel. */
export type InvokeChannel = keyof typeof invokeChannels
/** Name of an event channel. */
export type EventChannel = keyof EventPayloads
/** The validated payload type of a channel. */
export type RequestOf<C extends InvokeChannel> =
  ReturnType<(typeof invokeChannels)[C]['request']> extends Checked<infer T> ? T : never
/** The renderer-side method name of a channel. */
export type MethodOf<C extends InvokeChannel> = (typeof invokeChannels)[C]['method']

/** Validates a payload for a channel; the main side calls this before any handler runs. */
export function validateRequest<C extends InvokeChannel>(
  channel: C,
  payload: unknown,
): Checked<RequestOf<C>> {
  const spec = invokeChannels[channel] as { request: Validator<unknown> }
  return spec.request(payload, 'payload') as Checked<RequestOf<C>>
}

/** True for a string naming a declared invoke channel. */
export function isInvokeChannel(x: unknown): x is InvokeChannel {
  return typeof x === 'string' && Object.hasOwn(invokeChannels, x)
}

/** The API the preload exposes as `window.explorer`: one named method per channel, plus event subscription. */
export type ExplorerApi = {
  [C in InvokeChannel as MethodOf<C>]: RequestOf<C> extends undefined
    ? () => Promise<IpcResult<InvokeResults[C]>>
    : (request: RequestOf<C>) => Promise<IpcResult<InvokeResults[C]>>
} & {
  /** Subscribes to an event; returns the function that unsubscribes. The Electron event object never crosses. */
  on<E extends EventChannel>(event: E, listener: (payload: EventPayloads[E]) => void): () => void
}
