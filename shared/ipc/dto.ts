/** Data that crosses between main and renderer: JSON-able, and never carrying an API key. */
import type { Scope } from '../api/types.ts'
import type { ErrorKind, IpcErrorCode, NoticeCode } from './error-kinds.ts'

/** Where a saved key stands with its service, as last seen. */
export type KeyState = 'unknown' | 'active' | 'missing' | 'invalid' | 'revoked' | 'expired' | 'access_revoked'

/** The state a 401 puts a key in: a stored key state that only a refusal can prove. */
export type RefusedKeyState = Exclude<KeyState, 'unknown' | 'active'>

/** A value that survives JSON.stringify/JSON.parse unchanged. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }

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
  /** One or two plain sentences: where keys are stored and whether that works. */
  summary: string
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
}

/** Plain-language information that did not stop an operation (e.g. the 5-keys-per-account limit). */
export interface Notice {
  code: NoticeCode
  message: string
}

/** Rate-limit state from the last response: resetAt in local epoch ms, corrected for server clock skew. */
export interface RateLimitInfo {
  limit: number
  remaining: number
  resetAt: number
}

/** Why a key's scheduler is holding requests back. */
export type WaitReason = 'rate_limit' | 'retry_after' | 'backoff' | 'lockout'

/** Live state of one key's request budget, for the headroom gauge and the "waiting" indicator. */
export interface SchedulerState {
  keyId: string
  limit: number | null
  remaining: number | null
  resetAt: number | null
  queued: number
  inFlight: number
  waitingUntil: number | null
  reason: WaitReason | null
}

/** One HTTP attempt as the request log shows it; the key appears only as `bxk_…abcd`. */
export interface RequestLogEntry {
  id: string
  at: number
  method: 'GET'
  path: string
  status: number | null
  code: IpcErrorCode | null
  attempt: number
  durationMs: number
  rateLimit: RateLimitInfo | null
  keyHint: string
  requestId: string | null
}

/** What came with a successful API response besides its body. */
export interface ResponseMeta {
  status: number
  requestId: string | null
  attempts: number
  durationMs: number
  rateLimit: RateLimitInfo | null
  deprecation: string | null
  sunset: string | null
}

/** An API body with its metadata. */
export interface WithMeta<T> {
  value: T
  meta: ResponseMeta
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

/** An error as it crosses IPC: typed, plain data, never the key. */
export interface IpcError {
  /** Where it came from: an API answer, the network, input validation, the keychain, … */
  kind: ErrorKind
  /** A closed-set API code, a code of the core (e.g. `keychain_unavailable`), or a server's unknown one. */
  code: IpcErrorCode
  message: string
  status: number | null
  retryAt: number | null
  missingScope: string | null
  field: string | null
}

/** The answer of every invoke channel: handlers never throw across the bridge. */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError }

/** One point of the stats history graph. */
export interface StatsPoint {
  at: number
  bridges: number
  suggestors: number
  passes: number
  avgScore: number | null
}

/** One point of the rate-limit headroom graph. */
export interface RatePoint {
  at: number
  limit: number
  remaining: number
  resetAt: number
}

/** Filters of the bridge list (`GET /bridges` `q` and `category`): the one shape every layer builds on. */
export interface BridgeFilters {
  q?: string
  category?: string
}

/** What "load all matching" will cost before it starts. */
export interface BulkEstimate {
  /** Exact page requests when the total is known (no filters); null when filters make it unknown. */
  requests: number | null
  /** Page requests for every published bridge: the most a filtered walk can need. */
  upperBound: number
  /** Published bridges, the basis of both counts. */
  total: number
  remaining: number | null
  limit: number | null
  resetAt: number | null
  /** True only when the budget is known and covers `requests` (or `upperBound` when `requests` is unknown). */
  fitsInCurrentWindow: boolean
  /** Whole seconds: waits for later windows plus an assumed time per request. */
  estimatedSeconds: number
}

/** Progress of a running export. */
export interface ExportProgress {
  exportId: string
  pages: number
  rows: number
}

/** The outcome of a finished export. */
export interface ExportResult {
  file: string
  rows: number
  pages: number
  /** Rows whose `id` had already been written (a page boundary moved under the walk); reported, never silent. */
  duplicatesSkipped: number
  /** Set when the list ran far past its estimate and the user stopped it, keeping the rows written so far. */
  stoppedEarly?: true
}

/** An export paused because its list ran far past the estimate; it waits for export:decide. */
export interface ExportPause {
  exportId: string
  rows: number
  expectedRows: number
}

/** Which service the app talks to and whether it is the embedded demo. */
export interface AppInfo {
  version: string
  mode: 'demo' | 'configured'
  serviceUrl: string
  activeKeyId: string | null
  /** What the core found at start (a key list set aside, history paused, an export to resume): shown until dismissed. */
  startupNotices: Notice[]
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
