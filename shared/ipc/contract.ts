/**
 * The IPC contract: every domain's channels combined, with the types the preload, the handlers and the renderer
 * derive from them, so main-side handlers and renderer-side calls cannot drift (GitHub Desktop's ipc-shared.ts
 * idea, with validation added and no imports from either side). Each domain declares its channels, payload
 * validators, result types and events in its own file of shared/ipc/ (HOUSE_STYLE.md, "The shape of the house");
 * adding a domain adds one line to each list below.
 */
import { appChannels, appEvents, type AppEvents, type AppResults } from './app.ts'
import { bridgesChannels, type BridgesResults } from './bridges.ts'
import { bulkChannels, bulkEvents, type BulkEvents, type BulkResults } from './bulk.ts'
import {
  catalogueChannels,
  catalogueEventChannels,
  type CatalogueEventPayloads,
  type CatalogueResults,
} from './catalogue.ts'
import { changesChannels, type ChangesResults } from './changes.ts'
import type { ChannelTable, IpcResult } from './common.ts'
import { diagnosticsChannels, type DiagnosticsResults } from './diagnostics.ts'
import { exportChannels, exportEvents, type ExportEvents, type ExportResults } from './export.ts'
import { keychainChannels, type KeychainResults } from './keychain.ts'
import { keysChannels, keysEvents, type KeysEvents, type KeysResults } from './keys.ts'
import { networkChannels, networkEvents, type NetworkEvents, type NetworkResults } from './network.ts'
import { preferencesChannels, type PreferencesResults } from './preferences.ts'
import { profilesChannels, type ProfilesResults } from './profiles.ts'
import { queryCacheChannels, type QueryCacheResults } from './query-cache.ts'
import {
  rateLimitChannels,
  rateLimitEvents,
  type RateLimitEvents,
  type RateLimitResults,
} from './rate-limit.ts'
import {
  requestLogChannels,
  requestLogEvents,
  type RequestLogEvents,
  type RequestLogResults,
} from './request-log.ts'
import {
  serviceHealthChannels,
  serviceHealthEvents,
  type ServiceHealthEvents,
  type ServiceHealthResults,
} from './service-health.ts'
import { statsChannels, type StatsResults } from './stats.ts'
import { updatesChannels, type UpdatesResults } from './updates.ts'
import { usageChannels, type UsageResults } from './usage.ts'
import type { Checked, Validator } from './validate.ts'
import { viewsChannels, type ViewsResults } from './views.ts'
import { watchChannels, watchEvents, type WatchEvents, type WatchResults } from './watch.ts'

/** Every invoke channel: its renderer method name and the validator of its payload. One line per domain. */
export const invokeChannels = {
  ...appChannels,
  ...keysChannels,
  ...keychainChannels,
  ...bridgesChannels,
  ...profilesChannels,
  ...statsChannels,
  ...rateLimitChannels,
  ...serviceHealthChannels,
  ...requestLogChannels,
  ...exportChannels,
  ...viewsChannels,
  ...usageChannels,
  ...queryCacheChannels,
  ...watchChannels,
  ...networkChannels,
  ...updatesChannels,
  ...diagnosticsChannels,
  ...catalogueChannels,
  ...preferencesChannels,
  ...bulkChannels,
  ...changesChannels,
} as const satisfies ChannelTable

/** The result type of each invoke channel. One name per domain. */
export interface InvokeResults
  extends
    AppResults,
    KeysResults,
    KeychainResults,
    BridgesResults,
    ProfilesResults,
    StatsResults,
    RateLimitResults,
    ServiceHealthResults,
    RequestLogResults,
    ExportResults,
    ViewsResults,
    UsageResults,
    QueryCacheResults,
    WatchResults,
    NetworkResults,
    UpdatesResults,
    DiagnosticsResults,
    CatalogueResults,
    PreferencesResults,
    BulkResults,
    ChangesResults {}

/** Events main sends to the renderer, with their payloads. One name per domain that has events. */
export interface EventPayloads
  extends
    AppEvents,
    KeysEvents,
    RateLimitEvents,
    ServiceHealthEvents,
    RequestLogEvents,
    ExportEvents,
    CatalogueEventPayloads,
    NetworkEvents,
    WatchEvents,
    BulkEvents {}

/** Every event channel, in one list (for the preload and the preview's event stream). One line per domain. */
export const eventChannels = [
  ...appEvents,
  ...keysEvents,
  ...rateLimitEvents,
  ...serviceHealthEvents,
  ...requestLogEvents,
  ...exportEvents,
  ...catalogueEventChannels,
  ...networkEvents,
  ...watchEvents,
  ...bulkEvents,
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
