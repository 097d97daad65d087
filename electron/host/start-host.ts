/**
 * Boots the explorer core for a host: the Electron main process and the browser preview both call this, so the
 * two run the same code. Plain Node: never imports `electron` (the host passes its dialogs in).
 */
import { createExplorerCore, type ExplorerCore } from '../core/app/index.ts'
import type { SchedulerClock } from '../core/api/clock.ts'
import type { UpdatesPort } from '../core/app/shell-handlers.ts'
import type { SecretStore } from '../core/key-vault/index.ts'
import { openNetworkSettings, type NetworkSettings } from '../core/net/network-settings.ts'
import type { ProxySignIn } from '../core/net/proxy-sign-in.ts'
import type { Transport } from '../core/net/transport.ts'
import { startDemoService, type DemoService } from '../service/demo-service.ts'
import type { ServiceOptions } from '../service/types.ts'

/** What a host decides: where data lives, whether to run the demo service, and how to ask the user things. */
export interface ExplorerHostOptions<S extends DemoService = DemoService> {
  userDataDir: string
  /** Start the reference service in-process on 127.0.0.1 (a free port) and use its full demo key while no key is active. */
  demo: boolean
  keychainService?: string
  /** Keychain binding; default keytar (tests and platforms without a keychain may pass another). */
  secretStore?: SecretStore
  chooseExportFile: (format: 'csv' | 'json', suggestedName: string) => Promise<string | null>
  chooseViewsFile?: (mode: 'save' | 'open', suggestedName: string) => Promise<string | null>
  openExternal: (url: string) => Promise<boolean>
  showItemInFolder?: (file: string) => void
  appVersion: string
  /** Options of the demo service (its default demo data unless changed here). */
  serviceOptions?: ServiceOptions
  /** Starts the demo service; tests pass the testing entry (startReferenceService) to reach its controls. */
  startDemo?: (options: ServiceOptions) => Promise<S>
  pollIntervalMs?: number
  /** The service the app was started for, offered in Keys while no key is saved (ExplorerCoreOptions). */
  startServiceUrl?: string
  now?: () => number
  /** Time and timers of the core (the preview's test clock); takes the place of `now`. */
  clock?: SchedulerClock
  /**
   * How API calls leave the machine, routed by the proxy setting kept in the user-data folder: the desktop passes
   * net.fetch's (electron/net/net-fetch.main.ts), the preview Node's (core/net/node-transport.ts). Without one,
   * Node's global fetch and no proxy setting. The caller closes it after stop().
   */
  transport?: Transport
  /** The sign-ins the transport asks through when a proxy wants one (the same object the transport was given). */
  proxySignIn?: ProxySignIn
  /** The updater (desktop) or what says there is none (preview); default: a check that says it cannot run. */
  updates?: UpdatesPort
  /** Where Settings → Save diagnostics… writes (desktop: a save dialog; preview: its exports folder). */
  chooseDiagnosticsFile?: (suggestedName: string) => Promise<string | null>
}

/** A running host: the core, the demo service when one was started, and how to stop both. */
export interface ExplorerHost<S extends DemoService = DemoService> {
  core: ExplorerCore
  demoService: S | null
  /** The proxy setting and its test, when a transport was given. */
  network: NetworkSettings | null
  /** Closes the core, then stops the demo service; safe to call twice. */
  stop(): Promise<void>
}

/** Starts the demo service (if asked) and the core; if the core cannot start, the service is stopped again. */
export async function startExplorerHost<S extends DemoService = DemoService>(
  options: ExplorerHostOptions<S>,
): Promise<ExplorerHost<S>> {
  const hostNow = options.clock?.now ?? options.now
  // Without startDemo, S is DemoService itself (its default), which startDemoService returns.
  const start = options.startDemo ?? (startDemoService as (o: ServiceOptions) => Promise<S>)
  const demoService = options.demo
    ? await start({ port: 0, host: '127.0.0.1', ...options.serviceOptions })
    : null
  let core: ExplorerCore
  let network: NetworkSettings | null = null
  try {
    if (options.transport) {
      network = await openNetworkSettings({
        userDataDir: options.userDataDir,
        transport: options.transport,
        ...(options.proxySignIn ? { signIn: options.proxySignIn } : {}),
        ...(hostNow ? { now: hostNow } : {}),
      })
    }
    const demoKey = demoService?.demoKeys?.full
    if (demoService && demoKey === undefined) {
      throw new Error('The demo service was started with its own keys file, so it has no demo key to use.')
    }
    core = await createExplorerCore({
      userDataDir: options.userDataDir,
      demo: demoService && demoKey !== undefined ? { serviceUrl: demoService.baseUrl, key: demoKey } : null,
      chooseExportFile: options.chooseExportFile,
      ...(options.chooseViewsFile ? { chooseViewsFile: options.chooseViewsFile } : {}),
      openExternal: options.openExternal,
      ...(options.showItemInFolder ? { showItemInFolder: options.showItemInFolder } : {}),
      appVersion: options.appVersion,
      ...(options.keychainService !== undefined ? { keychainService: options.keychainService } : {}),
      ...(options.secretStore ? { secretStore: options.secretStore } : {}),
      ...(options.pollIntervalMs !== undefined ? { pollIntervalMs: options.pollIntervalMs } : {}),
      ...(options.startServiceUrl !== undefined ? { startServiceUrl: options.startServiceUrl } : {}),
      ...(options.now ? { now: options.now } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.transport ? { fetch: options.transport.fetch } : {}),
      network,
      ...(options.updates ? { updates: options.updates } : {}),
      ...(options.chooseDiagnosticsFile ? { chooseDiagnosticsFile: options.chooseDiagnosticsFile } : {}),
    })
  } catch (error) {
    await demoService?.stop()
    throw error
  }
  let stopping: Promise<void> | null = null
  return {
    core,
    demoService,
    network,
    stop() {
      stopping ??= (async () => {
        try {
          // Calls waiting for a sign-in stop as not signed in: no window is left to ask.
          options.proxySignIn?.close()
          await core.close()
        } finally {
          await demoService?.stop()
        }
      })()
      return stopping
    },
  }
}
