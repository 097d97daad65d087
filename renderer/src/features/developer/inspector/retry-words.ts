/** How the retry chain says why an attempt was tried again, and how long it waited. */
import type { ExchangeDetail } from '../../../../../shared/ipc/request-log.ts'
import type { Translate } from '../../../../../shared/i18n/translate.ts'
import { durationWords } from '../exchange-words.ts'

/** One attempt of the chain. */
export type ChainStep = ExchangeDetail['chain'][number]

/**
 * How an attempt of the chain ended: "answered", or why it was (not) tried again. The reason starts with the
 * status and code the line already shows ("429 rate_limited: retried …"). The wait is the one measured to the
 * next attempt when there is one: the throttle may have held it longer than was asked. The reason itself is the
 * core's note, in English (docs/i18n.md, "Not done yet"); the words around it are the catalogue's.
 */
export function retryText(step: ChainStep, next: ChainStep | undefined, t: Translate): string {
  const r = step.retry
  if (r === null) return t('requests.chain.answered')
  const measured = next ? next.entry.at - (step.entry.at + step.entry.durationMs) : null
  const waited = measured !== null && measured >= 0 ? measured : r.waitMs
  const reason = r.reason.replace(/^[^:]*: /, '')
  return waited === null ? reason : t('requests.chain.waited', { reason, wait: durationWords(waited, t) })
}
