/**
 * Saved keys: their non-secret facts, the key inspector's answer, and the channels that add, check, rotate and
 * remove them. The renderer sees a key's status and metadata, never the key (HOUSE_STYLE.md, "The IPC contract").
 */
import type { Said } from '../i18n/said.ts'
import type { Scope } from '../api/types.ts'
import {
  keyId,
  type ChannelTable,
  type JsonValue,
  type KeyState,
  type Notice,
  type RateLimitInfo,
} from './common.ts'
import type { ErrorKind, IpcErrorCode } from './error-kinds.ts'
import { none, object, oneOf, optional, plainText, serviceUrl, str } from './validate.ts'

/** Non-secret facts about one saved key: label, prefix and last four characters, scopes, state. */
export interface KeyInfo {
  id: string
  label: string
  serviceUrl: string
  /** `bxk_` when the key starts with it, else empty. */
  prefix: string
  /** Last four characters, or empty when the key is too short to reveal any of it safely. */
  last4: string
  addedAt: string
  /** The latest check result as given, plus the time it was recorded. */
  lastCheck: { result: JsonValue; at: string } | null
  scopes: string[] | null
  state: KeyState
  /** Whether this is the active key for its service URL. */
  active: boolean
  /** Kept in memory only, because no keychain works: forgotten when the app quits (absent for a saved key). */
  sessionOnly?: true
  /** The day the key expires (YYYY-MM-DD) when the user recorded one; the service does not tell it in advance. */
  expiresOn?: string
  /**
   * Set when the system keychain holding the key was locked when last asked (at every `keys:list`, and at every
   * read of a key): it gives no key until unlocked, whatever `state` says of the key's last use. Never set for a
   * session-only key.
   */
  keychainLocked?: true
}

/** A saved key proven to have a scope (keys:with-scope): what a "Use key …" button names and switches to. */
export interface ScopeHolder {
  id: string
  label: string
}

/** Where a key stands with the service, as the key inspector found it. */
export type InspectedKeyState =
  | 'active'
  | 'missing'
  | 'invalid'
  | 'revoked'
  | 'expired'
  | 'access_revoked'
  | 'locked_out'
  | 'unreachable'
  /** The address answered, but not as the API does (a web page, a bare 404): not an API base. */
  | 'not_api'

/** The two endpoints the key inspector asks, one per scope. */
export type InspectedEndpoint = '/me' | '/stats'

/** A Deprecation or Sunset announcement the key inspector saw on one endpoint. */
export interface KeyNotice {
  endpoint: InspectedEndpoint
  deprecation: string | null
  sunset: string | null
}

/** The failure that decided an inspection state other than active (no message text, which could echo input). */
export interface KeyProblem {
  endpoint: InspectedEndpoint
  kind: ErrorKind
  code: IpcErrorCode
  status: number | null
  /** Epoch ms after which a retry makes sense (lockout, rate limit), when known. */
  retryAt: number | null
}

/** The key inspector's answer: state, owner, scopes granted and missing, what each unlocks. */
export interface KeyInspection {
  state: InspectedKeyState
  /** The key owner's username, known only when read:me is granted. */
  owner: string | null
  scopes: { granted: Scope[]; missing: Scope[]; unknown: Scope[] }
  unlocks: Record<Scope, string[]>
  rateLimit: RateLimitInfo | null
  notices: KeyNotice[]
  problem: KeyProblem | null
  /** ISO 8601 time of the check. */
  checkedAt: string
  summary: string
}

const secret = str({ min: 1, max: 512 })
const label = optional(plainText({ max: 100 }))

/** The saved keys' invoke channels. */
export const keysChannels = {
  'keys:list': { method: 'listKeys', request: none },
  'keys:add': { method: 'addKey', request: object({ key: secret, label, serviceUrl: serviceUrl() }) },
  'keys:test': { method: 'testKey', request: object({ key: secret, serviceUrl: serviceUrl() }) },
  'keys:update': {
    method: 'updateKey',
    request: object({
      id: keyId,
      label: optional(plainText({ min: 1, max: 100 })),
      serviceUrl: optional(serviceUrl()),
      /** The date the key expires as the user recorded it (YYYY-MM-DD); '' forgets it. */
      expiresOn: optional(str({ max: 10, pattern: /^(\d{4}-\d{2}-\d{2})?$/ })),
    }),
  },
  'keys:remove': { method: 'removeKey', request: object({ id: keyId }) },
  'keys:set-active': { method: 'setActiveKey', request: object({ id: keyId }) },
  'keys:check': { method: 'checkKey', request: object({ id: keyId }) },
  // Makes a saved key of a keychain entry no saved key points at (keychain.ts lists those entries).
  'keys:adopt-orphan': {
    method: 'adoptOrphanKey',
    request: object({ id: keyId, serviceUrl: serviceUrl(), label }),
  },
  'keys:add-session-only': {
    method: 'addSessionOnlyKey',
    request: object({ key: secret, label, serviceUrl: serviceUrl() }),
  },
  'keys:save-session-key': { method: 'saveSessionKey', request: object({ id: keyId }) },
  'keys:restore-secret': { method: 'restoreKeySecret', request: object({ id: keyId, key: secret }) },
  'keys:rotate': { method: 'rotateKey', request: object({ oldId: keyId, newKey: secret, label }) },
  // Another saved key of the service in use that has the scope a 403 said was missing (null: none is known to).
  'keys:with-scope': {
    method: 'findKeyWithScope',
    request: object({ scope: oneOf(['read:public', 'read:me']) }),
  },
} as const satisfies ChannelTable

/** The result type of each saved-keys channel. */
export interface KeysResults {
  'keys:list': KeyInfo[]
  /** `warnings` in English (logs); `warningsSaid` the same by code, worded where shown (docs/i18n.md). */
  'keys:add': { key: KeyInfo; warnings: string[]; warningsSaid: Said[]; notices: Notice[] }
  'keys:test': KeyInspection
  'keys:update': KeyInfo
  'keys:remove': { removed: boolean }
  'keys:set-active': KeyInfo
  'keys:check': KeyInspection
  'keys:adopt-orphan': KeyInfo
  'keys:add-session-only': KeyInfo
  'keys:save-session-key': KeyInfo
  'keys:restore-secret': KeyInfo
  'keys:rotate': { key: KeyInfo; notices: Notice[] }
  'keys:with-scope': ScopeHolder | null
}

/** The saved keys' events, with their payloads. */
export interface KeysEvents {
  'keys:did-change': KeyInfo[]
}

/** The saved keys' event channels. */
export const keysEvents = ['keys:did-change'] as const satisfies readonly (keyof KeysEvents)[]
