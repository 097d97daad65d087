/**
 * The app's own channels: which service it talks to, deprecation notices, cancelling a call of any domain, the OS
 * shell (links, folders), and what the menu and deep links ask the window to do.
 */
import { requestId, type ChannelTable, type Notice } from './common.ts'
import { externalUrl, none, object, str } from './validate.ts'

/** Which service the app talks to and whether it is the embedded demo. */
export interface AppInfo {
  version: string
  mode: 'demo' | 'configured'
  serviceUrl: string
  activeKeyId: string | null
  /** What the core found at start (a key list set aside, history paused, an export to resume): shown until dismissed. */
  startupNotices: Notice[]
  /** The files the app writes as it goes (history.sqlite), and whether writing one is paused right now. */
  files: KeptFile[]
}

/** A file of the user-data folder the app writes as it goes (README.md, Configuration). */
export interface KeptFile {
  name: string
  path: string
  /** While nothing new is written to it (a full disk, a read-only file): what happened and the fix, in words. */
  paused: string | null
}

/** A link the service sent with a deprecation (`Link: <url>; rel="deprecation"` or `rel="sunset"`), safe to open. */
export interface DeprecationLink {
  rel: 'deprecation' | 'sunset'
  url: string
}

/** A Deprecation or Sunset announcement seen on an endpoint. */
export interface DeprecationNotice {
  path: string
  deprecation: string | null
  sunset: string | null
  /** The links the service sent with it, already checked by the URL-safety rule. */
  links: DeprecationLink[]
}

/**
 * A notice as the deprecation radar keeps it in main, per service and endpoint, across restarts and key switches:
 * the latest words the service sent, and when this computer first and last saw them (epoch ms, its own clock).
 */
export interface SeenNotice extends DeprecationNotice {
  firstSeen: number
  lastSeen: number
}

/** What the application menu's Go items ask the renderer to do. */
export type MenuCommand = 'go-bridges' | 'go-stats' | 'go-keys' | 'go-developer' | 'open-command-palette'

/** The app's invoke channels. */
export const appChannels = {
  'app:get-info': { method: 'getAppInfo', request: none },
  // Any call that carries a request id (bridges, profiles, stats, me) is cancelled through this one channel.
  'requests:cancel': { method: 'cancelRequest', request: object({ requestId }) },
  'shell:open-external': { method: 'openExternal', request: object({ url: externalUrl() }) },
  'shell:show-in-folder': { method: 'showInFolder', request: object({ file: str({ min: 1, max: 4096 }) }) },
  // The deprecation radar of the service in use, oldest announcement first.
  'notices:list': { method: 'listNotices', request: none },
} as const satisfies ChannelTable

/** The result type of each of the app's invoke channels. */
export interface AppResults {
  'app:get-info': AppInfo
  'requests:cancel': { cancelled: boolean }
  'shell:open-external': { opened: boolean }
  'shell:show-in-folder': { shown: boolean }
  'notices:list': SeenNotice[]
}

/** The app's events, with their payloads. */
export interface AppEvents {
  'notices:did-add': DeprecationNotice
  /** `bridges`: the bridge list, `id` holding a view's canonical URL parameters (a saved view's link). */
  'navigation:did-request': { view: 'bridge' | 'profile' | 'bridges'; id: string }
  'menu:did-request': { command: MenuCommand }
  /** Writing a kept file paused or resumed (AppInfo.files changed). */
  'files:did-change': { files: KeptFile[] }
}

/** The app's event channels. */
export const appEvents = [
  'notices:did-add',
  'navigation:did-request',
  'menu:did-request',
  'files:did-change',
] as const satisfies readonly (keyof AppEvents)[]
