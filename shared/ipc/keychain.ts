/**
 * The OS keychain as the keychain doctor sees it: where secrets are kept, whether that works, the fix, and the
 * app's entries no saved key points at (orphans). Saved keys themselves are in keys.ts.
 */
import type { Said } from '../i18n/said.ts'
import { keyId, type ChannelTable } from './common.ts'
import { bool, none, object, optional } from './validate.ts'

/** A keychain entry of the app that no saved key points at: its account id and the key's hints, never the key. */
export interface OrphanKeyInfo {
  id: string
  prefix: string
  last4: string
}

/** Where this machine keeps secrets, as the keychain doctor sees it ('none': no keychain could be reached). */
export type KeychainBackend = 'macos-keychain' | 'windows-credential-manager' | 'secret-service' | 'none'

/** Why the keychain does not work, as precisely as the doctor could tell. */
export type KeychainDoctorProblem =
  | 'no_session_bus'
  | 'no_secret_service'
  | 'kwallet'
  | 'locked'
  | 'timeout'
  | 'wsl'
  | 'headless'
  | 'sandboxed'
  | 'module_missing'
  | 'other'

/** One step of a fix: what to do, and the command to type when there is one. */
export interface FixStep {
  text: string
  command?: string
}

/** The keychain doctor's findings: where keys are stored, whether that works, the fix, and what is out of sync. */
export interface KeychainReport {
  backend: KeychainBackend
  /** The Secret Service's daemon (gnome-keyring, KWallet, KeePassXC, or its process name), when known. */
  provider: string | null
  /** 'ok': keys can be read and stored; 'locked': a keychain is there but locked; 'unavailable': none works. */
  status: 'ok' | 'locked' | 'unavailable'
  problem: KeychainDoctorProblem | null
  /** One or two plain sentences: where keys are stored and whether that works, in English (diagnostics, logs). */
  summary: string
  /** The same said by code, worded where shown (docs/i18n.md, "Main's own sentences"). */
  summarySaid: Said
  /** The fix, step by step; empty when the keychain works. */
  fix: FixStep[]
  /** What was looked at and what was found (for a bug report). */
  checks: { name: string; found: string }[]
  /** Keychain entries of the app that the key list does not hold (empty when the keychain could not be read). */
  orphans: OrphanKeyInfo[]
  /** Ids of saved keys whose secret is not in the keychain. */
  missing: string[]
  /** When the doctor looked (epoch ms). */
  checkedAt: number
}

/** The keychain's invoke channels (named `keys:` like the rest of the Keys page). */
export const keychainChannels = {
  'keys:orphans': { method: 'listOrphanKeys', request: none },
  'keys:remove-orphan': { method: 'removeOrphanKey', request: object({ id: keyId }) },
  'keys:doctor': {
    method: 'diagnoseKeychain',
    // `write`: also save and delete a test entry. Only on the user's explicit check: a write to a locked
    // keyring opens an unlock prompt, which the app must never do by itself.
    request: optional(object({ write: optional(bool) })),
  },
} as const satisfies ChannelTable

/** The result type of each keychain channel. */
export interface KeychainResults {
  'keys:orphans': OrphanKeyInfo[]
  'keys:remove-orphan': { removed: boolean }
  'keys:doctor': KeychainReport
}
