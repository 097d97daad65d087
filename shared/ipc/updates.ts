/**
 * The updates domain's channels and DTOs, combined in contract.ts (method name + payload validator per channel):
 * Settings → Updates shows and switches them; the main process acts on the same state (electron/updates/).
 */
import type { Said } from '../i18n/said.ts'
import type { ChannelTable } from './common.ts'
import { bool, none, object } from './validate.ts'

/** Why updates are off, or 'on'. */
export type UpdatesOffReason =
  | 'setting' // turned off in Settings
  | 'policy' // turned off by the machine's policy file
  | 'policy-unreadable' // the policy file exists but cannot be read: off, to be safe on a managed machine
  | 'package-manager' // installed by the system (deb, rpm, snap): updated the way it was installed
  | 'cannot-self-update' // an unpacked folder, a macOS or development build
  | 'no-feed' // this build names no update feed
  | 'insecure-feed' // the feed is not HTTPS

/** What Settings shows about updates. */
export interface UpdatesState {
  /** The user's setting (Settings → Updates). */
  enabled: boolean
  /** 'on', or why updates are off even though the setting may say otherwise. */
  status: 'on' | UpdatesOffReason
  /** The same in English words (logs, the diagnostics file), with what to do instead. */
  message: string
  /** The same said by code, worded where shown (docs/i18n.md, "Main's own sentences"). */
  said: Said
  /** Where a machine's policy file is read from on this system. */
  policyPath: string
  /** The feed checked when on (HTTPS only), or null. */
  feedUrl: string | null
}

/** What one check found, in words for the user. */
export interface UpdateCheckResult {
  outcome: 'off' | 'none' | 'declined' | 'downloaded' | 'installing' | 'available-elsewhere' | 'failed'
  /** In English words, for logs. */
  message: string
  /** The same said by code, worded where shown. */
  said: Said
  /** The version offered, when there was one. */
  version: string | null
}

/** Every invoke channel of the updates domain: its renderer method name and the validator of its payload. */
export const updatesChannels = {
  'updates:get-state': { method: 'getUpdatesState', request: none },
  'updates:set-enabled': { method: 'setUpdatesEnabled', request: object({ enabled: bool }) },
  'updates:check': { method: 'checkForUpdates', request: none },
} as const satisfies ChannelTable

/** The result type of each updates channel. */
export interface UpdatesResults {
  'updates:get-state': UpdatesState
  'updates:set-enabled': UpdatesState
  'updates:check': UpdateCheckResult
}
