/** Key usage history and the scope matrix as they cross IPC: per-minute counts, never a key. */
import type { Scope } from '../api/types.ts'
import { keyId, timeRangeFields, type ChannelTable, type KeyState, type WaitReason } from './common.ts'
import { none, object, optional } from './validate.ts'

/**
 * Which part of the app spent a request: the view behind the renderer channel that asked, an export, a key
 * check, the background stats poller, the catalogue's walk. The core tags each call by the channel that started it.
 */
export type UsagePurpose =
  | 'bridges'
  | 'bridge-detail'
  | 'profiles'
  | 'stats'
  | 'my-profile'
  | 'export'
  | 'key-check'
  | 'stats-poll'
  | 'watch'
  | 'catalogue'
  | 'bulk'
  | 'other'

/** Every purpose, in the order the usage view lists them. */
export const USAGE_PURPOSES: readonly UsagePurpose[] = [
  'bridges',
  'bridge-detail',
  'profiles',
  'stats',
  'my-profile',
  'export',
  'key-check',
  'stats-poll',
  'watch',
  'catalogue',
  'bulk',
  'other',
]

/** One bucket of a key's usage chart (one minute for the last hour, more for longer spans). */
export interface UsagePoint {
  /** Start of the bucket, epoch ms. */
  at: number
  requests: number
  /** Mean requests per minute over the bucket. */
  perMinute: number
  /** The busiest single minute in the bucket. */
  peak: number
  errors: number
  waits: number
}

/** A minute with waits for the rate limit or failed requests, drawn as a mark on the chart. */
export interface UsageMark {
  at: number
  kind: 'wait' | 'error'
  /** The wait reason or the error code. */
  label: string
  count: number
}

/** A key's usage over a span: the chart's points, its marks and the totals behind them. */
export interface UsageHistory {
  keyId: string
  from: number
  to: number
  bucketMinutes: number
  points: UsagePoint[]
  /** Newest first, at most a few hundred. */
  marks: UsageMark[]
  totals: { requests: number; throttled: number; errors: number; waits: number; waitMs: number }
  byPurpose: { purpose: UsagePurpose; requests: number }[]
  errorsByCode: { code: string; count: number }[]
  waitsByReason: { reason: WaitReason; count: number; waitMs: number }[]
}

/** What is known of one endpoint for one key. */
export type ScopeVerdict = 'allowed' | 'denied' | 'unknown'

/** One cell of the scope matrix, with what it rests on. */
export interface ScopeCell {
  verdict: ScopeVerdict
  /** `answer`: the service answered a request of this scope; `check`: the latest key check said so. */
  source: 'answer' | 'check' | null
  /** When that evidence was seen, epoch ms. */
  at: number | null
  /** The endpoint whose answer decided it (any endpoint of the same scope: one scope per endpoint). */
  endpoint: string | null
}

/** One saved key's column of the matrix. */
export interface ScopeMatrixKey {
  id: string
  label: string
  prefix: string
  last4: string
  serviceUrl: string
  state: KeyState
  active: boolean
  expiresOn: string | null
  /** In the order of `ScopeMatrix.endpoints`. */
  cells: ScopeCell[]
}

/** Each endpoint × each saved key, with what each scope unlocks in plain words. */
export interface ScopeMatrix {
  endpoints: { path: string; scope: Scope }[]
  scopes: { scope: Scope; unlocks: string[] }[]
  keys: ScopeMatrixKey[]
}

/** Key usage's invoke channels: a saved key's per-minute history (the key in use when none is named), the matrix. */
export const usageChannels = {
  'usage:history': { method: 'getKeyUsage', request: object({ keyId: optional(keyId), ...timeRangeFields }) },
  'usage:matrix': { method: 'getScopeMatrix', request: none },
} as const satisfies ChannelTable

/** The result type of each usage channel. */
export interface UsageResults {
  'usage:history': UsageHistory
  'usage:matrix': ScopeMatrix
}
