/**
 * The channels whose work depends on the host (shared/ipc/network.ts, updates.ts, diagnostics.ts): the proxy
 * setting and its test, the updates switch and check, and the diagnostics file. The core holds what is the same
 * everywhere (the files in the user-data folder, the diagnostics content); the host passes the rest in as ports,
 * so the desktop and the browser preview bind the same channels (README "Proxy and certificates", "Updates",
 * "Diagnostics").
 */
import type { ProxySettingInfo } from '../../../shared/ipc/network.ts'
import type { DiagnosticsFile } from '../../../shared/ipc/diagnostics.ts'
import type { UpdateCheckResult, UpdatesState } from '../../../shared/ipc/updates.ts'
import { writeFileAtomic } from '../files/atomic-file.ts'
import { cannotSave } from '../files/file-problem.ts'
import { buildDiagnostics, type DiagnosticsHandlers } from '../diagnostics/diagnostics.ts'
import { networkHandlers } from '../net/network-handlers.ts'
import type { NetworkSettings } from '../net/network-settings.ts'
import { said } from '../../../shared/i18n/said.ts'
import { CoreError } from '../session/core-error.ts'
import { inEnglish } from '../words/english-words.ts'
import type { Session } from '../session/session.ts'
import { readUpdateSetting, writeUpdateSetting } from '../updates/update-setting.ts'
import type { Implementations } from '../session/types.ts'

/** What only the shell knows about updates: the state as the updater decides it, and one check. */
export interface UpdatesPort {
  /** The setting, the policy file, the kind of install and the feed, decided (electron/updates/update-policy.ts). */
  state(): Promise<UpdatesState>
  /** One check; the updater asks before it downloads or installs anything. */
  check(): Promise<UpdateCheckResult>
}

/** The parts a host adds to the core's options for these channels; each has a default that says what is missing. */
export interface HostPorts {
  /** The proxy setting and its test (start-host.ts opens it when the host gives a transport). */
  network?: NetworkSettings | null
  /** The updater (desktop) or what stands in for it (the preview says it has none). */
  updates?: UpdatesPort
  /** Where the diagnostics file goes (desktop: a save dialog; preview: a new file in its exports folder); null: cancelled. */
  chooseDiagnosticsFile?: (suggestedName: string) => Promise<string | null>
}

type ShellChannels =
  | 'network:get-proxy'
  | 'network:set-proxy'
  | 'network:test-proxy'
  | 'network:get-sign-in'
  | 'network:answer-sign-in'
  | 'updates:get-state'
  | 'updates:set-enabled'
  | 'updates:check'
  | 'diagnostics:build'
  | 'diagnostics:save'

/** What the handlers read besides the ports. */
export interface ShellHandlersDeps extends HostPorts {
  userDataDir: string
  session: Pick<Session, 'target'>
  now: () => number
  /** The core's own (guarded) handlers, read lazily: the diagnostics file is built through them. */
  handlers: () => DiagnosticsHandlers
}

/** Handlers of the network, updates and diagnostics channels. */
export function shellHandlers(deps: ShellHandlersDeps): Pick<Implementations, ShellChannels> {
  const network = deps.network ?? null
  const net = network
    ? networkHandlers(network, () => deps.session.target()?.serviceUrl ?? null)
    : noNetworkHandlers()
  const updates = deps.updates ?? noUpdater(deps.userDataDir, 'here')
  // The file the user was last shown: "Save" writes exactly what they read, not a newer build of it.
  let shown: DiagnosticsFile | null = null
  const build = async (): Promise<DiagnosticsFile> =>
    buildDiagnostics({
      handlers: deps.handlers(),
      userDataDir: deps.userDataDir,
      now: new Date(deps.now()),
      shell: { updates: await updates.state() },
    })
  return {
    ...net,
    'updates:get-state': () => updates.state(),
    'updates:set-enabled': async ({ enabled }) => {
      await writeUpdateSetting(deps.userDataDir, enabled)
      return updates.state()
    },
    'updates:check': () => updates.check(),
    'diagnostics:build': async () => {
      shown = await build()
      return shown
    },
    'diagnostics:save': async () => {
      const file = shown ?? (await build())
      const choose = deps.chooseDiagnosticsFile
      if (!choose) throw new CoreError('config', 'no_file', said('errors.no-save-here'))
      const path = await choose(file.suggestedName)
      if (path === null) return { file: null }
      // Readable by its owner only (atomic-file.ts writes 0600): it holds searches and names looked up.
      await writeFileAtomic(path, file.content).catch((error: unknown) => {
        throw cannotSave('diagnostics', path, error)
      })
      return { file: path }
    },
  }
}

/**
 * Updates where no updater runs (the browser preview, tests): the setting is still kept for the desktop app that
 * shares the folder, and a check says plainly that it cannot run.
 */
export function noUpdater(userDataDir: string, where: 'preview' | 'here', policyPath = ''): UpdatesPort {
  const why = said('updates.no-updater', { where })
  const state = said('updates.no-updater-state', { why })
  return {
    state: async () => ({
      enabled: (await readUpdateSetting(userDataDir)).enabled,
      status: 'cannot-self-update',
      message: inEnglish(state),
      said: state,
      policyPath,
      feedUrl: null,
    }),
    check: async () => ({ outcome: 'off', message: inEnglish(why), said: why, version: null }),
  }
}

// A host without a transport (some tests) has no proxy setting: calls use Node's fetch as it is.
function noNetworkHandlers(): Pick<
  Implementations,
  | 'network:get-proxy'
  | 'network:set-proxy'
  | 'network:test-proxy'
  | 'network:get-sign-in'
  | 'network:answer-sign-in'
> {
  const info: ProxySettingInfo = { setting: { mode: 'system' }, system: "Node's default: no proxy" }
  const refuse = (): never => {
    throw new CoreError('config', 'invalid_input', said('errors.no-proxy-setting'))
  }
  return {
    'network:get-proxy': async () => info,
    'network:set-proxy': async () => refuse(),
    'network:test-proxy': async () => refuse(),
    'network:get-sign-in': async () => ({ asks: [] }),
    'network:answer-sign-in': async () => ({ answered: false }),
  }
}
