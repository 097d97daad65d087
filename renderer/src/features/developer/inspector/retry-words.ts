/** How the retry chain says why an attempt was tried again, and how long it waited. */
import type { ExchangeDetail, ExchangeRetry } from '../../../../../shared/request-log/exchange.ts'
import { formatDuration } from '../developer-feed.ts'

/** One attempt of the chain. */
export type ChainStep = ExchangeDetail['chain'][number]

/**
 * The reason starts with the status and code the line already shows ("429 rate_limited: retried …"). The wait is
 * the one measured to the next attempt when there is one: the throttle may have held it longer than was asked.
 */
export function retryText(r: ExchangeRetry, step: ChainStep, next: ChainStep | undefined): string {
  const measured = next ? next.entry.at - (step.entry.at + step.entry.durationMs) : null
  const waited = measured !== null && measured >= 0 ? measured : r.waitMs
  return `${r.reason.replace(/^[^:]*: /, '')}${waited !== null ? ` (waited ${formatDuration(waited)})` : ''}`
}
