/** Composes the main-process core (vault, API clients, history, request log, exports) behind one handler per channel. */
import { invokeChannels, validateRequest, type InvokeChannel } from '../../../shared/ipc/contract.ts'
import type { IpcResult, Notice } from '../../../shared/ipc/common.ts'
import { SYSTEM_CLOCK, type SchedulerClock } from '../api/clock.ts'
import { createSchedulerPool, type SchedulerPool } from '../api/index.ts'
import { openHistoryOrNone } from '../history/history-fallback.ts'
import type { HistoryStore } from '../history/history-types.ts'
import { openKeyVault, type KeyVault } from '../key-vault/index.ts'
import { redactSecrets } from '../../../shared/keys/secret-scan.ts'
import { viewHandlers } from '../views/view-handlers.ts'
import { openViewStore } from '../views/view-store.ts'
import { createExchangeStore } from '../request-log/exchange-store.ts'
import { createKeyAlerts } from '../request-log/key-alerts.ts'
import { createDeprecationRadarStore, radarHandlers } from '../request-log/deprecation-radar.ts'
import { logHandlers } from '../request-log/log-handlers.ts'
import { createRequestLog } from '../request-log/request-log.ts'
import { createUsage, usageHandlers } from '../usage/usage.ts'
import { queryCacheHandlers } from '../query-cache/query-cache-handlers.ts'
import { watchHandlers } from '../watch/watch-handlers.ts'
import { preferencesHandlers } from '../preferences/preferences-store.ts'
import { openPreferencesFile } from '../preferences/preferences-file.ts'
import { cataloguePreferences } from '../preferences/catalogue-preferences.ts'
import { settingsView } from '../catalogue/catalogue-settings.ts'
import { bridgeHandlers } from '../bridges/bridge-handlers.ts'
import { catalogueHandlers } from '../catalogue/catalogue-handlers.ts'
import { changesHandlers } from '../catalogue/catalogue-changes-handlers.ts'
import { bulkHandlers } from '../bulk/bulk-handlers.ts'
import { catalogueLookup } from '../bulk/bulk-lookup.ts'
import { bulkCheckpoints } from '../bulk/bulk-checkpoint.ts'
import { currentClient } from '../session/current-client.ts'
import { profileHandlers } from '../profiles/profile-handlers.ts'
import { rateLimitHandlers } from '../rate-limit/rate-limit-handlers.ts'
import { serviceHealthHandlers } from '../service-health/service-health-handlers.ts'
import { statsHandlers } from '../stats/stats-handlers.ts'
import { shellHandlers, type HostPorts } from './shell-handlers.ts'
import { appHandlers, keptFiles } from './app-handlers.ts'
import { HISTORY_DERIVED_TABLES, HISTORY_MIGRATIONS, HISTORY_TABLE_WORDS } from './history-migrations.ts'
import { salvageMessage } from '../history/history-salvage.ts'
import { wireCatalogue } from './catalogue-wiring.ts'
import { removeStartLeftovers } from './start-cleanup.ts'
import { doctorHandlers } from '../keys/doctor-handlers.ts'
import { createEventHub } from '../session/event-hub.ts'
import { exportHandlers } from '../export/export-handlers.ts'
import { invalidPayload, ipcError, toIpcError } from './ipc-error.ts'
import { keyHandlers } from '../keys/key-handlers.ts'
import { orphanKeyHandlers } from '../keys/orphan-key-handlers.ts'
import { targetLacksScope } from '../keys/scope-holders.ts'
import { createSession } from '../session/session.ts'
import { DEMO_KEY_ID, historyUrlOf } from '../session/session-target.ts'
import type {
  CoreContext,
  ExplorerCore,
  ExplorerCoreOptions,
  Handlers,
  Implementations,
} from '../session/types.ts'

const DEFAULT_POLL_INTERVAL_MS = 300_000

/** One stderr line for a failure the user only sees as 'internal': never the payload, secrets redacted. */
function logInternal(where: string, error: unknown): void {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : typeof error
  console.error(`[explorer] ${where} failed: ${redactSecrets(text)}`)
}

/**
 * The schedulers and lockouts of one core, living as long as it: a scheduler no client holds is kept only for
 * a saved key or the demo key, so rotation checks and removed keys leave nothing behind. With `history`, a saved
 * key's scheduler starts from the last rate sample kept for it (the demo service starts afresh with the app).
 */
export function coreSchedulerPool(
  vault: Pick<KeyVault, 'list'>,
  clock?: SchedulerClock,
  history?: Pick<HistoryStore, 'lastRateSample'>,
): SchedulerPool {
  const saved = (keyId: string): boolean => vault.list().some((k) => k.id === keyId)
  return createSchedulerPool({
    ...(clock ? { clock } : {}),
    keep: (keyId) => keyId === DEMO_KEY_ID || saved(keyId),
    ...(history
      ? {
          seed: (keyId: string, baseUrl: string) => {
            if (!saved(keyId)) return null
            const last = history.lastRateSample(baseUrl, keyId)
            return last && { limit: last.limit, remaining: last.remaining, resetAt: last.resetAtMs }
          },
        }
      : {}),
  })
}

/** Opens the vault and the history store in `userDataDir` and returns the handlers, events and close. */
export async function createExplorerCore(opts: ExplorerCoreOptions & HostPorts): Promise<ExplorerCore> {
  // One clock for every figure derived from time (HOUSE_STYLE, "One truth for each thing the user sees"): a
  // host's clock drives the readings and the schedulers' timers alike; `now` alone moves only the readings.
  const clock = opts.clock ?? (opts.now ? { ...SYSTEM_CLOCK, now: opts.now } : undefined)
  const now = clock?.now ?? Date.now
  const { vault, notices: vaultNotices } = await openKeyVault({
    userDataDir: opts.userDataDir,
    now: () => new Date(now()),
    // The locked keychain's re-read falls due by the same clock, and never holds the process open.
    ...(clock
      ? {
          lockTimers: {
            setTimer: (fn: () => void, ms: number) => clock.setTimer(fn, ms, false),
            clearTimer: (handle: unknown) => clock.clearTimer(handle),
          },
        }
      : {}),
    ...(opts.secretStore ? { store: opts.secretStore } : {}),
    ...(opts.keychainService !== undefined ? { keychainService: opts.keychainService } : {}),
  })
  // The vault holds the folder's lock now: what an earlier run's cut-short writes left is removed before any read.
  await removeStartLeftovers(opts.userDataDir)
  const hub = createEventHub()
  const { history, notices } = openHistory(opts.userDataDir, now, vaultNotices, hub)
  const log = createRequestLog()
  const exchanges = createExchangeStore(history, now)
  const alerts = createKeyAlerts({ hub, history, keys: () => vault.list(), now })
  const deprecations = createDeprecationRadarStore({ history, hub, now })
  const schedulers = coreSchedulerPool(vault, clock, history)
  const usage = createUsage({ history, vault, now, onBackgroundError: logInternal })
  const session = createSession({
    usage: usage.hook,
    exchanges,
    deprecations,
    vault,
    demo: opts.demo,
    history,
    log,
    hub,
    schedulers,
    now,
    clientNow: clock?.now,
    fetch: opts.fetch,
    pollIntervalMs: opts.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
    // A poll must not keep the process alive on quit (stats-poller.ts), whichever clock arms it.
    pollTimer: clock && {
      set: (fn: () => void, ms: number) => clock.setTimer(fn, ms, false),
      clear: (handle: unknown) => clock.clearTimer(handle),
    },
    onBackgroundError: logInternal,
    lacksScope: (t, scope) => targetLacksScope({ vault, history }, t, scope),
  })
  // One writer of preferences.json for the renderer's preferences and the catalogue's settings.
  const preferences = openPreferencesFile(opts.userDataDir)
  const catalogueSettings = cataloguePreferences(preferences)
  const cat = wireCatalogue({
    ...opts,
    settings: catalogueSettings,
    session,
    hub,
    now,
    clock,
    vault,
    history,
    usage: usage.hook,
    onBackgroundError: logInternal,
  })
  notices.push(...cat.notices)
  const ctx: CoreContext = { opts, vault, session: cat.session, hub, log, history, now, notices }
  const exports = exportHandlers(ctx, cat.exportRows)
  notices.push(...(await exports.restore()))
  const views = await openViewStore({ dir: opts.userDataDir, now })
  notices.push(...views.notices)
  // A pasted list: the catalogue first, the service for the rest in the line of work the user started.
  const {
    close: closeBulk,
    restore: restoreBulk,
    ...bulk
  } = bulkHandlers({
    lookup: catalogueLookup(cat.catalogue),
    client: () => currentClient(ctx),
    toIpcError: (e) => toIpcError(e, (x) => logInternal('bulk lookup', x)),
    emit: (p) => hub.emit('bulk:did-progress', p),
    now,
    checkpoints: bulkCheckpoints(opts.userDataDir),
    tagRequest: (fn) => usage.hook.tag('bulk', fn),
    // A row older than the catalogue's refresh period is overdue: the service is asked again.
    staleAfterMs: settingsView(catalogueSettings).refreshMs,
    service: () => {
      const target = cat.session.target()
      return target === null ? null : historyUrlOf(target)
    },
  })
  await restoreBulk()
  const impl: Implementations = {
    ...appHandlers(ctx),
    ...keyHandlers(ctx),
    ...orphanKeyHandlers(ctx),
    ...doctorHandlers(ctx),
    // A bridge or profile the user opened is also kept in the catalogue (README.md, "The catalogue").
    ...bridgeHandlers(ctx, (service, detail) => cat.catalogue.noteDetail(service, detail)),
    ...profileHandlers(ctx, (service, profile) => cat.catalogue.noteProfile(service, profile)),
    ...statsHandlers(ctx),
    ...rateLimitHandlers(ctx),
    ...serviceHealthHandlers(ctx),
    'export:estimate': exports['export:estimate'],
    'export:start': exports['export:start'],
    'export:cancel': exports['export:cancel'],
    'export:decide': exports['export:decide'],
    'shell:show-in-folder': exports['shell:show-in-folder'],
    ...viewHandlers({ store: views.store, opts, noteWritten: exports.noteWritten }),
    ...usageHandlers(ctx),
    ...logHandlers(ctx, exchanges, alerts),
    ...radarHandlers(ctx, deprecations),
    ...queryCacheHandlers(ctx),
    ...watchHandlers(ctx),
    ...shellHandlers({ ...opts, session, now, handlers: () => handlers }),
    ...catalogueHandlers(cat.catalogue),
    ...changesHandlers(cat.catalogue),
    ...bulk,
    ...preferencesHandlers(
      opts.userDataDir,
      (problem) => console.error(`[explorer] ${problem}`),
      preferences,
    ),
  }

  let closed = false
  const handlers: Handlers = guardedHandlers(impl, () => closed, usage.tagChannel)

  cat.session.sync()
  // A keychain unlocked (or locked) outside the app: the top bar and Keys follow from the one key list.
  const offLock = vault.onKeychainLockChange(() => hub.emit('keys:did-change', vault.list()))
  // A proxy asking for a sign-in is shown in the window (shared/ipc/network.ts).
  const offSignIn = opts.network?.signIn?.onChange((asks) => hub.emit('network:did-change-sign-in', { asks }))
  let closing: Promise<void> | null = null
  return {
    handlers,
    events: { on: hub.on },
    notices,
    abandonExports: () => exports.abandon(),
    close() {
      closing ??= (async () => {
        closed = true
        offSignIn?.()
        offLock()
        hub.clear()
        await closeBulk()
        await exports.close()
        await cat.catalogue.close()
        await session.close()
        schedulers.dispose()
        history.close()
        await vault.close()
      })()
      return closing
    },
  }
}

/**
 * Every channel's handler as main and the preview call it: refuses once the core is closing, validates the payload
 * against the contract, and turns whatever is thrown into an IpcError (logging internal ones without the payload).
 */
function guardedHandlers(
  impl: Implementations,
  isClosed: () => boolean,
  tag: <T>(channel: string, fn: () => T) => T,
): Handlers {
  const wrap = <C extends InvokeChannel>(channel: C): Handlers[C] => {
    const run = impl[channel] as (request: unknown) => Promise<unknown>
    const handler = async (payload: unknown): Promise<IpcResult<unknown>> => {
      if (isClosed()) {
        return {
          ok: false,
          error: ipcError({ kind: 'internal', code: 'closed', message: 'Bridge Explorer is closing.' }),
        }
      }
      try {
        const checked = validateRequest(channel, payload)
        if (!checked.ok) return invalidPayload(checked.error)
        // Tagged with its channel: the requests it spends are counted under that view or job (key usage).
        return { ok: true, value: await tag(channel, () => run(checked.value)) }
      } catch (error) {
        return { ok: false, error: toIpcError(error, (e) => logInternal(channel, e)) }
      }
    }
    return handler as Handlers[C]
  }
  return Object.fromEntries(
    (Object.keys(invokeChannels) as InvokeChannel[]).map((channel) => [channel, wrap(channel)]),
  ) as Handlers
}

/** The stats history (or none, said in a notice), and every start-up notice so far. */
function openHistory(
  dir: string,
  now: () => number,
  vaultNotices: readonly Notice[],
  hub: ReturnType<typeof createEventHub>,
): { history: ReturnType<typeof openHistoryOrNone>['store']; notices: Notice[] } {
  let store: HistoryStore | null = null
  const { store: history, notice: historyNotice } = openHistoryOrNone({
    dir,
    migrations: HISTORY_MIGRATIONS,
    derivedTables: HISTORY_DERIVED_TABLES,
    now,
    onPruneError: (error) => logInternal('history prune', error),
    // One line when recording stops or resumes, instead of a stack trace for every sample.
    // The app shows it too (the top of the window, Settings), until it resumes by itself.
    onPauseChange: (pause) => {
      console.error(`[explorer] ${pause ? pause.message : 'History is recording again.'}`)
      if (store) hub.emit('files:did-change', { files: keptFiles(store) })
    },
  })
  store = history
  const notices: Notice[] = [...vaultNotices, ...(historyNotice ? [historyNotice] : [])]
  if (history.recovered) {
    notices.push({
      code: 'history_recovered',
      message: salvageMessage(history.recovered.salvage, history.recovered.movedTo, HISTORY_TABLE_WORDS),
    })
  }
  return { history, notices }
}
