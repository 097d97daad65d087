/**
 * Updates that ask: electron-updater against a generic HTTPS feed, never downloading or installing
 * without a yes in a dialog. What electron-updater verifies on Linux: the AppImage's sha512 as the feed's
 * latest-linux.yml gives it (so HTTPS to the feed is what vouches for it); the library checks no signature of the
 * file on Linux. On Windows it also checks the installer's Authenticode publisher when `publisherName` is set at
 * build time. This app adds a signature over the release by a pinned key (update-signature.ts), checked once a
 * key is pinned: none is yet, as no release key exists for this project.
 */
import { existsSync, readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { AppImageUpdater, NsisUpdater, type AppUpdater } from 'electron-updater'
import { parse } from 'yaml'
import { said, wordSaid, type Said } from '../../shared/i18n/said.ts'
import type { Translate } from '../../shared/i18n/translate.ts'
import type { UpdateCheckResult, UpdatesState } from '../../shared/ipc/updates.ts'
import { inEnglish } from '../core/words/english-words.ts'
import { readUpdateSetting } from '../core/updates/update-setting.ts'
import { HttpsOnlyExecutor } from './https-executor.ts'
import { PINNED_UPDATE_KEYS, releaseSignatureOk } from './update-signature.ts'
import {
  type UpdateQuestion,
  askToDownload,
  askToInstall,
  availableElsewhere,
  explainUpdateFailure,
} from './update-messages.ts'
import { decideUpdates, installKind, parsePolicy, policyPathFor } from './update-policy.ts'

/** The parts of Electron the check uses, passed in by updates.main.ts (a pure part imports no `electron`). */
export interface UpdateShell {
  app: {
    readonly isPackaged: boolean
    getVersion(): string
    whenReady(): Promise<unknown>
    relaunch(): void
    quit(): void
    once(event: 'quit', listener: (event: unknown, exitCode: number) => void): unknown
  }
  /** Shows a message box (attached to the main window when there is one); resolves with the button chosen. */
  ask(box: UpdateQuestion): Promise<number>
  /** The words of the language in force when a box is shown (electron/i18n/main-words.ts). */
  words(): Translate
}

/** A check's outcome, said by code for Settings and in English for logs. */
function outcome(kind: UpdateCheckResult['outcome'], words: Said, version: string | null): UpdateCheckResult {
  return { outcome: kind, message: inEnglish(words), said: words, version }
}

/** What the update check depends on; the defaults are the real machine's. */
export interface UpdateOptions {
  userDataDir: string
  /** Where the machine's policy file is read; default per platform (policyPathFor). */
  policyPath?: string
  /** Extra CAs the feed may be signed by (tests: the private CA; default: bundled + system store only). */
  extraCa?: readonly string[]
  /** Ed25519 keys (PEM) a release must be signed with; default the pinned ones (update-signature.ts). */
  signingKeys?: readonly string[]
  /** Where electron-builder put app-update.yml and package-type; default `process.resourcesPath`. */
  resourcesDir?: string
  /** Where a download waits before it is installed; default electron-updater's cache folder. */
  cacheDir?: string
}

/** The updates state as Settings shows it and the check acts on it. */
export async function updatesState(
  shell: UpdateShell,
  options: UpdateOptions,
): Promise<ReturnType<typeof decideUpdates>> {
  const policyPath = options.policyPath ?? policyPathFor(process.platform, process.env)
  const resources = options.resourcesDir ?? process.resourcesPath
  return decideUpdates({
    settingEnabled: (await readUpdateSetting(options.userDataDir)).enabled,
    policy: parsePolicy(readIfExists(policyPath)),
    policyPath,
    install: installKind(
      process.platform,
      process.env,
      resources === undefined ? null : readIfExists(join(resources, 'package-type')),
      shell.app.isPackaged,
    ),
    builtInFeed: resources === undefined ? null : builtInFeed(join(resources, 'app-update.yml')),
  })
}

/**
 * One check: says what is new and asks before downloading and before installing. `interactive` (Help → Check
 * for updates) also tells when there is nothing new or the check failed; the check at start stays quiet then.
 */
export async function checkForUpdates(
  shell: UpdateShell,
  options: UpdateOptions,
  interactive = false,
): Promise<UpdateCheckResult> {
  const state = await updatesState(shell, options)
  const result = await runCheck(shell, options, state)
  const quiet = result.outcome === 'none' || result.outcome === 'failed' || result.outcome === 'off'
  if (interactive && quiet) {
    const t = shell.words()
    await shell.ask({ type: 'info', message: wordSaid(t, result.said), buttons: [t('updates.ok')] })
  }
  if (result.outcome === 'failed') console.warn(result.message)
  return result
}

async function runCheck(
  shell: UpdateShell,
  options: UpdateOptions,
  state: UpdatesState & { checkOnly: boolean },
): Promise<UpdateCheckResult> {
  const feedUrl = state.feedUrl
  if ((state.status !== 'on' && !state.checkOnly) || feedUrl === null) {
    return outcome('off', state.said, null)
  }
  const updater = createUpdater(shell, feedUrl, options)
  const current = shell.app.getVersion()
  try {
    const found = await updater.checkForUpdates()
    if (found === null || !found.isUpdateAvailable) {
      return outcome('none', said('updates.latest', { current }), null)
    }
    const offer = found.updateInfo
    if (!releaseSignatureOk(offer, options.signingKeys ?? PINNED_UPDATE_KEYS)) {
      return outcome('failed', said('updates.unsigned', { version: offer.version }), null)
    }
    if (state.checkOnly) {
      const t = shell.words()
      await shell.ask(availableElsewhere(offer, current, wordSaid(t, state.said), t))
      return outcome('available-elsewhere', state.said, offer.version)
    }
    if ((await shell.ask(askToDownload(offer, current, shell.words()))) !== 0) {
      return outcome('declined', said('updates.declined', { version: offer.version }), offer.version)
    }
    await updater.downloadUpdate()
    if ((await shell.ask(askToInstall(offer, shell.words()))) !== 0) {
      return outcome('downloaded', said('updates.downloaded', { version: offer.version }), offer.version)
    }
    // isSilent false, isForceRunAfter true: the installer may show itself, and the new version starts after.
    updater.quitAndInstall(false, true)
    return outcome('installing', said('updates.installing', { version: offer.version }), offer.version)
  } catch (error) {
    return outcome('failed', explainUpdateFailure(error, feedUrl), null)
  }
}

function createUpdater(shell: UpdateShell, feedUrl: string, options: UpdateOptions): AppUpdater {
  const { app } = shell
  // electron-updater's own app adapter reaches Electron through require("electron"); this one uses the app the
  // main process imported.
  const adapter = {
    get version() {
      return app.getVersion()
    },
    get name() {
      return 'Bridge Explorer'
    },
    get isPackaged() {
      return app.isPackaged
    },
    appUpdateConfigPath: join(options.resourcesDir ?? process.resourcesPath ?? '.', 'app-update.yml'),
    userDataPath: options.userDataDir,
    baseCachePath: options.cacheDir ?? appCacheDir(),
    whenReady: () => app.whenReady().then(() => undefined),
    relaunch: () => app.relaunch(),
    quit: () => app.quit(),
    onQuit: (handler: (exitCode: number) => void) =>
      app.once('quit', (_event, exitCode) => handler(exitCode)),
  }
  const feed = { provider: 'generic' as const, url: feedUrl }
  const updater =
    process.platform === 'win32'
      ? new NsisUpdater(undefined, adapter)
      : new AppImageUpdater(undefined, adapter)
  // A protected field in the library's types; set before the feed, whose provider keeps the executor it is given.
  Object.assign(updater, { httpExecutor: new HttpsOnlyExecutor({ extraCa: options.extraCa ?? [] }) })
  updater.setFeedURL(feed)
  // Asked, never automatic: no download without a yes, no install at quit behind the user's back.
  updater.autoDownload = false
  updater.autoInstallOnAppQuit = false
  updater.allowPrerelease = false
  updater.allowDowngrade = false
  updater.disableWebInstaller = true
  // The whole file, checked against the feed's sha512: no block maps fetched from the old file.
  updater.disableDifferentialDownload = true
  // The decision above already required a packaged, self-updating build; the library's own test of that looks
  // at `app.isPackaged` through require("electron").
  updater.forceDevUpdateConfig = true
  // The download's cache folder name is read from app-update.yml, which a feed set by the policy file does not
  // need: the same settings are given here (electron-updater's configOnDisk, read lazily through `.value`).
  Object.assign(updater, {
    configOnDisk: { value: Promise.resolve({ ...feed, updaterCacheDirName: 'bridge-explorer-updater' }) },
  })
  updater.logger = { info: () => undefined, warn: () => undefined, error: () => undefined }
  return updater
}

function readIfExists(path: string): string | null {
  try {
    return existsSync(path) ? readFileSync(path, 'utf8') : null
  } catch (error) {
    // A policy file that exists but cannot be read is not "no policy": parsePolicy reports it.
    return `unreadable: ${(error as { code?: string }).code ?? 'error'}`
  }
}

/** The feed electron-builder wrote into app-update.yml from `publish: { provider: generic, url }`, or null. */
function builtInFeed(path: string): string | null {
  const text = readIfExists(path)
  if (text === null) return null
  try {
    const data = parse(text) as { provider?: unknown; url?: unknown } | null
    return data?.provider === 'generic' && typeof data.url === 'string' ? data.url : null
  } catch {
    return null
  }
}

/** electron-updater's own choice of cache folder (its AppAdapter.getAppCacheDir), kept. */
function appCacheDir(): string {
  const home = homedir()
  if (process.platform === 'win32') return process.env['LOCALAPPDATA'] ?? join(home, 'AppData', 'Local')
  if (process.platform === 'darwin') return join(home, 'Library', 'Caches')
  return process.env['XDG_CACHE_HOME'] ?? join(home, '.cache')
}
