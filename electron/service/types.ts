/** Public types of the reference service: options, keys file, handle, records. */
import type { TallySnapshot } from './tally.ts'

/** One scope a key may carry. */
export type Scope = 'read:public' | 'read:me'

/** An account's API access state, as set in the dashboard. */
export type ApiAccess = 'approved' | 'revoked'

/** The keys file (and `opts.keys`): accounts and their keys. */
export interface KeysFile {
  accounts: { username: string; display_name?: string | null; api_access: ApiAccess }[]
  keys: {
    key: string
    owner: string
    scopes: Scope[]
    status: 'active' | 'revoked'
    expires_at: string | null
    label?: string
  }[]
}

/** Options of `startReferenceService`; every field has a default. */
export interface ServiceOptions {
  /** 0 = a free port; default 8787. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** Data generator seed; default 1. */
  seed?: number
  /** Number of published bridges; default 2000. */
  bridges?: number
  /** Accounts and keys; default: the demo set. */
  keys?: KeysFile
  /** Requests per key per window; default 60. */
  rateLimit?: number
  /** Window length; default 60000. */
  windowMs?: number
  /** Invalid key attempts per IP that trigger a lockout; default 10. */
  invalidAttempts?: number
  /** Lockout length (and the period attempts are counted in); default 900000. */
  lockoutMs?: number
  /** 0..1 share of API responses replaced by a 503; default 0. */
  failRate?: number
  /** Delay added to each response; default 0. */
  latencyMs?: number
  /** Publish and pass bridges over time; default interval 2000 ms. */
  live?: boolean | { intervalMs: number }
  /** ISO date: send Deprecation on every API response. */
  deprecation?: string
  /** ISO date: send Sunset on every API response. */
  sunset?: string
  /** With `deprecation`: send `Link: <url>; rel="deprecation"` instead of the changelog link. */
  deprecationLink?: string
  /** With `sunset`: also send `Link: <url>; rel="sunset"`. */
  sunsetLink?: string
  /** Clock (epoch ms) for rate limits, expiry, lockout and live publishing. */
  now?: () => number
}

/** Reference to the author of a bridge, as embedded in responses. */
export interface SuggestorRef {
  readonly username: string
  readonly verified: boolean
}

/** A bridge as the service stores it; API responses are projections of it. */
export interface BridgeRecord {
  readonly id: string
  readonly slug: string
  readonly title: string
  readonly suggestion: string
  readonly category: string
  readonly domain: string | null
  /** ISO 8601 UTC with seconds; empty for drafts. */
  published_at: string
  passes: number
  readonly score: number
  readonly suggestor: SuggestorRef
}

/** Fault injected into the next API responses by `control.failNext`. */
export interface FaultOptions {
  /** 429 is `rate_limited` with X-RateLimit-Remaining 0, as when another client of the key spent its window. */
  status?: 503 | 500 | 429
  /** Seconds; null = no header; default 1 for 503, and for 429 the seconds left in the window. */
  retryAfter?: number | null
  /** Only a response to this path below /v1/api (`/me`, `/bridges/abc`) takes the fault; others pass it by. */
  path?: string
  /** Send the headers and part of the real body, then destroy the socket. */
  resetMidBody?: boolean
  /** Send a complete HTTP message whose JSON body is cut short. */
  truncateJson?: boolean
}

/** Demo keys, one per behaviour they demonstrate. */
export interface DemoKeys {
  full: string
  publicOnly: string
  meOnly: string
  revoked: string
  expired: string
  unapproved: string
}

/** Test and tooling controls of a running service. */
export interface ServiceControl {
  revokeKey(key: string): void
  expireKey(key: string): void
  setAccountAccess(username: string, access: ApiAccess): void
  failNext(n: number, opts?: FaultOptions): void
  createKey(input: { owner: string; scopes: Scope[]; label?: string; expiresAt?: string | null }): {
    id: string
    key: string
  }
  setDeprecation(input: {
    path?: string
    deprecation: string
    sunset?: string
    deprecationLink?: string
    sunsetLink?: string
  }): void
  publishNow(count?: number): void
  /** Changes the delay added to each response from now on (latency spikes for chaos runs). */
  setLatency(ms: number): void
  /** API responses so far, per bearer token and outcome (chaos and soak reports). */
  tally(): TallySnapshot
}

/** Platform counters, as `/stats` returns them. */
export interface StatsBody {
  bridges: number
  suggestors: number
  passes: number
  avg_score: number | null
}

/** Read access to the service's data, for tests. */
export interface ServiceData {
  published(): readonly BridgeRecord[]
  stats(): StatsBody
  profile(username: string): unknown | null
  categories: readonly string[]
  hiddenSlugs(): readonly string[]
}

/** A running reference service. */
export interface ReferenceService {
  origin: string
  baseUrl: string
  demoKeys: DemoKeys | null
  /** This run's dashboard secret, sent in the `x-dashboard-secret` header (dashboard-guard.ts). */
  dashboardSecret: string
  control: ServiceControl
  data: ServiceData
  requestCount(): number
  stop(): Promise<void>
}
