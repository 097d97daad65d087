/** Reads a key's usage over a span from history.sqlite: chart buckets, marks and totals. */
import type { DatabaseSync } from 'node:sqlite'
import type { WaitReason } from '../../../shared/ipc/common.ts'
import {
  USAGE_PURPOSES,
  type UsageHistory,
  type UsageMark,
  type UsagePoint,
  type UsagePurpose,
} from '../../../shared/ipc/usage.ts'
import { minuteOf, type UsageSlot } from './usage-store.ts'

const MINUTE_MS = 60_000
/** Bucket sizes the chart uses, in minutes: the smallest that keeps the points under the cap is taken. */
const BUCKETS = [1, 2, 5, 10, 15, 30, 60, 120, 240, 720, 1440] as const
/** The chart's default number of points. */
export const DEFAULT_USAGE_POINTS = 360
/** The most marks returned (newest first). */
export const MAX_MARKS = 300

type Row = Record<string, unknown>

/** The bucket size (minutes) for a span, so that it fits `maxPoints` buckets. */
export function bucketMinutesFor(fromMs: number, toMs: number, maxPoints: number): number {
  const minutes = Math.max(1, Math.ceil((toMs - fromMs) / MINUTE_MS))
  return BUCKETS.find((b) => minutes / b <= maxPoints) ?? 1440
}

const isPurpose = (x: string): x is UsagePurpose => (USAGE_PURPOSES as readonly string[]).includes(x)

/** A key's usage between `fromMs` and `toMs` (both inclusive, by minute). Empty when history is unavailable. */
export function readUsage(
  db: DatabaseSync | null,
  slot: UsageSlot,
  fromMs: number,
  toMs: number,
  maxPoints = DEFAULT_USAGE_POINTS,
): UsageHistory {
  const bucketMinutes = bucketMinutesFor(fromMs, toMs, maxPoints)
  const empty: UsageHistory = {
    keyId: slot.keyId,
    from: fromMs,
    to: toMs,
    bucketMinutes,
    points: [],
    marks: [],
    totals: { requests: 0, throttled: 0, errors: 0, waits: 0, waitMs: 0 },
    byPurpose: [],
    errorsByCode: [],
    waitsByReason: [],
  }
  if (db === null) return empty
  const args = [slot.serviceUrl, slot.keyId, minuteOf(fromMs), toMs] as const
  const where = 'service_url = ? AND key_id = ? AND minute_ms BETWEEN ? AND ?'
  const sums = db
    .prepare(
      `SELECT kind, label, sum(count) AS n, sum(total_ms) AS ms FROM key_usage WHERE ${where}
       GROUP BY kind, label ORDER BY n DESC, label`,
    )
    .all(...args)
  const history = { ...empty, totals: { ...empty.totals } }
  for (const row of sums) addTotal(history, row)
  if (sums.length === 0) return history

  const bucketMs = bucketMinutes * MINUTE_MS
  const minutes = db
    .prepare(
      `SELECT minute_ms AS at,
         sum(CASE WHEN kind = 'request' THEN count ELSE 0 END) AS requests,
         sum(CASE WHEN kind = 'error' THEN count ELSE 0 END) AS errors,
         sum(CASE WHEN kind = 'wait' THEN count ELSE 0 END) AS waits
       FROM key_usage WHERE ${where} GROUP BY minute_ms ORDER BY minute_ms`,
    )
    .all(...args)
  history.points = bucketize(minutes, Math.floor(fromMs / bucketMs) * bucketMs, toMs, bucketMinutes)
  history.marks = db
    .prepare(
      `SELECT minute_ms AS at, kind, label, count FROM key_usage
       WHERE ${where} AND kind IN ('wait', 'error') AND count > 0 ORDER BY minute_ms DESC, kind, label LIMIT ?`,
    )
    .all(...args, MAX_MARKS)
    .map(toMark)
  return history
}

function addTotal(h: UsageHistory, row: Row): void {
  const label = String(row['label'])
  const n = Number(row['n'])
  const ms = Number(row['ms'])
  switch (row['kind']) {
    case 'request':
      h.totals.requests += n
      h.byPurpose.push({ purpose: isPurpose(label) ? label : 'other', requests: n })
      break
    case 'error':
      h.totals.errors += n
      h.errorsByCode.push({ code: label, count: n })
      break
    case 'throttled':
      h.totals.throttled += n
      break
    case 'wait':
      h.totals.waits += n
      h.totals.waitMs += ms
      h.waitsByReason.push({ reason: label as WaitReason, count: n, waitMs: ms })
      break
  }
}

// Every bucket from the first to the one holding `toMs`, zeros included, so the line drops to 0 when idle.
function bucketize(minutes: Row[], firstBucket: number, toMs: number, bucketMinutes: number): UsagePoint[] {
  const bucketMs = bucketMinutes * MINUTE_MS
  const points: UsagePoint[] = []
  for (let at = firstBucket; at <= toMs; at += bucketMs)
    points.push({ at, requests: 0, perMinute: 0, peak: 0, errors: 0, waits: 0 })
  for (const row of minutes) {
    const point = points[Math.floor((Number(row['at']) - firstBucket) / bucketMs)]
    if (!point) continue
    const requests = Number(row['requests'])
    point.requests += requests
    point.peak = Math.max(point.peak, requests)
    point.errors += Number(row['errors'])
    point.waits += Number(row['waits'])
  }
  for (const p of points) p.perMinute = Math.round((p.requests / bucketMinutes) * 100) / 100
  return points
}

function toMark(row: Row): UsageMark {
  return {
    at: Number(row['at']),
    kind: row['kind'] === 'wait' ? 'wait' : 'error',
    label: String(row['label']),
    count: Number(row['count']),
  }
}

/** The newest scope answers of a key: endpoint → verdict and time. */
export function readAnswers(
  db: DatabaseSync | null,
  slot: UsageSlot,
): { endpoint: string; verdict: 'allowed' | 'denied'; at: number }[] {
  if (db === null) return []
  return db
    .prepare('SELECT endpoint, verdict, at_ms FROM key_answers WHERE service_url = ? AND key_id = ?')
    .all(slot.serviceUrl, slot.keyId)
    .map((row) => ({
      endpoint: String(row['endpoint']),
      verdict: row['verdict'] === 'denied' ? 'denied' : 'allowed',
      at: Number(row['at_ms']),
    }))
}
