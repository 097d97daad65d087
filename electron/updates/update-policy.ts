/**
 * Whether this copy may update itself, decided from plain facts (platform, environment, the package type
 * electron-builder records, the user's setting, the machine's policy, the feed): no Electron here, so every case
 * has a unit test.
 */
import { said, type Said } from '../../shared/i18n/said.ts'
import type { UpdatesOffReason, UpdatesState } from '../../shared/ipc/updates.ts'
import { inEnglish } from '../core/words/english-words.ts'

/** Where a managed machine's policy file lives (read-only for users; written by the administrator). */
export function policyPathFor(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string {
  if (platform === 'win32') return `${env['ProgramData'] ?? 'C:\\ProgramData'}\\Bridge Explorer\\policy.json`
  if (platform === 'darwin') return '/Library/Application Support/Bridge Explorer/policy.json'
  return '/etc/bridge-explorer/policy.json'
}

/** Why a policy file cannot be used, as updates.policy-unreadable selects it. */
export type PolicyProblem = 'json' | 'object' | 'updates' | 'feed'

/** What the policy file says about updates. */
export type UpdatePolicy =
  | { kind: 'none' } // no policy file: the user decides
  | { kind: 'set'; updates: boolean | undefined; feed: string | undefined }
  | { kind: 'unreadable'; why: PolicyProblem }

/**
 * Reads the policy file's text (null: there is none). `{"updates": false}` turns updates off for every user;
 * `{"updateFeed": "https://…"}` points them at the company's own mirror of the feed.
 */
export function parsePolicy(text: string | null): UpdatePolicy {
  if (text === null) return { kind: 'none' }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { kind: 'unreadable', why: 'json' }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { kind: 'unreadable', why: 'object' }
  }
  const { updates, updateFeed } = data as { updates?: unknown; updateFeed?: unknown }
  if (updates !== undefined && typeof updates !== 'boolean') {
    return { kind: 'unreadable', why: 'updates' }
  }
  if (updateFeed !== undefined && typeof updateFeed !== 'string') {
    return { kind: 'unreadable', why: 'feed' }
  }
  return { kind: 'set', updates, feed: updateFeed }
}

/** How this copy was installed, which decides who updates it. */
export type InstallKind = 'appimage' | 'nsis' | 'system-package' | 'snap' | 'other'

/**
 * From the facts electron-builder leaves: `$APPIMAGE` for an AppImage, `resources/package-type` ("deb", "rpm",
 * "pacman") for a system package, `$SNAP` for a snap; NSIS on Windows. macOS needs a zip target and a signed app
 * for Squirrel.Mac, which this project's electron-builder.yml does not build: it counts as 'other'.
 */
export function installKind(
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
  packageType: string | null,
  isPackaged: boolean,
): { kind: InstallKind; packageType: string | null } {
  if (!isPackaged) return { kind: 'other', packageType: null }
  if (platform === 'win32') return { kind: 'nsis', packageType: null }
  if (platform !== 'linux') return { kind: 'other', packageType: null }
  if (env['SNAP'] !== undefined) return { kind: 'snap', packageType: 'snap' }
  const type = packageType?.trim() ?? ''
  if (type !== '') return { kind: 'system-package', packageType: type }
  if (env['APPIMAGE'] !== undefined && env['APPIMAGE'] !== '') return { kind: 'appimage', packageType: null }
  return { kind: 'other', packageType: null }
}

/** How to update a copy the app must not replace itself, per package type (said by code, docs/i18n.md). */
export function howToUpdate(packageType: string | null): Said {
  const command = (text: string): { ltr: string } => ({ ltr: text })
  switch (packageType) {
    case 'deb':
      return said('updates.how-package', {
        command: command('sudo apt update && sudo apt install --only-upgrade bridge-explorer'),
      })
    case 'rpm':
      return said('updates.how-package', { command: command('sudo dnf upgrade bridge-explorer') })
    case 'pacman':
      return said('updates.how-pacman', { command: command('sudo pacman -Syu bridge-explorer') })
    case 'snap':
      return said('updates.how-snap', { command: command('snap refresh bridge-explorer') })
    default:
      return said('updates.how-download')
  }
}

/** Everything the decision reads. */
export interface UpdateFacts {
  settingEnabled: boolean
  policy: UpdatePolicy
  policyPath: string
  install: { kind: InstallKind; packageType: string | null }
  /** The feed the build names (electron-builder's app-update.yml), or null. */
  builtInFeed: string | null
}

/** An https:// URL with a host and no credentials in it, or null. */
export function httpsFeed(url: string | null | undefined): string | null {
  if (url === null || url === undefined) return null
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'https:' || parsed.hostname === '') return null
    if (parsed.username !== '' || parsed.password !== '') return null
    return parsed.href
  } catch {
    return null
  }
}

/**
 * The state Settings shows and the main process acts on: 'on' only when the user, the policy, the kind of
 * install and the feed (HTTPS only) all allow it. A system package may still be checked, to say a new version
 * exists and how to get it, but is never downloaded or replaced: `checkOnly`.
 */
export function decideUpdates(facts: UpdateFacts): UpdatesState & { checkOnly: boolean } {
  const { policy } = facts
  const base = { enabled: facts.settingEnabled, policyPath: facts.policyPath }
  // The sentence by code for Settings, and in English for logs and the diagnostics file.
  const off = (status: UpdatesOffReason, words: Said, feedUrl: string | null = null) => ({
    ...base,
    status,
    message: inEnglish(words),
    said: words,
    feedUrl,
    checkOnly: false,
  })
  if (policy.kind === 'unreadable') {
    return off(
      'policy-unreadable',
      said('updates.policy-unreadable', { path: { ltr: facts.policyPath }, why: policy.why }),
    )
  }
  if (policy.kind === 'set' && policy.updates === false) {
    return off('policy', said('updates.off-policy', { path: { ltr: facts.policyPath } }))
  }
  if (!facts.settingEnabled) {
    return off('setting', said('updates.off-setting'))
  }
  const wanted = policy.kind === 'set' && policy.feed !== undefined ? policy.feed : facts.builtInFeed
  if (wanted === null) return off('no-feed', said('updates.no-feed', { how: howToUpdate(null) }))
  const feedUrl = httpsFeed(wanted)
  if (feedUrl === null) {
    return off('insecure-feed', said('updates.insecure-feed', { feed: { ltr: wanted } }))
  }
  const { kind, packageType } = facts.install
  if (kind === 'system-package' || kind === 'snap') {
    return {
      ...off(
        'package-manager',
        said('updates.package-manager', {
          type: { ltr: packageType ?? kind },
          how: howToUpdate(packageType),
        }),
        feedUrl,
      ),
      checkOnly: true,
    }
  }
  if (kind === 'other') {
    return off('cannot-self-update', said('updates.cannot-self-update', { how: howToUpdate(null) }))
  }
  const on = said('updates.on', { feed: { ltr: feedUrl } })
  return {
    ...base,
    status: 'on',
    message: inEnglish(on),
    said: on,
    feedUrl,
    checkOnly: false,
  }
}
