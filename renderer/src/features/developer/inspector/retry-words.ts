/** How the retry chain says why an attempt was tried again, and how long it waited. */
import type { ExchangeDetail } from '../../../../../shared/ipc/request-log.ts'
import { formatDuration } from '../../../entities/request-log/developer-feed.ts'

/** One attempt of the chain. */
export type ChainStep = ExchangeDetail['chain'][number]

/**
 * How an attempt of the chain ended: "answered", or why it was (not) tried again. The reason starts with the
 * status and code the line already shows ("429 rate_limited: retried …"). The wait is the one measured to the
 * next attempt when there is one: the throttle may have held it longer than was asked.
 */
export function retryText(step: ChainStep, next: ChainStep | undefined): string {
  const r = step.retry
  if (r === null) return 'answered'
  const measured = next ? next.entry.at - (step.entry.at + step.entry.durationMs) : null
  const waited = measured !== null && measured >= 0 ? measured : r.waitMs
  return `${r.reason.replace(/^[^:]*: /, '')}${waited !== null ? ` (waited ${formatDuration(waited)})` : ''}`
}
