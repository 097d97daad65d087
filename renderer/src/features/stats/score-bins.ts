/** The labels of Insights' score spread. Pure. */
import type { Translate } from '../../../../shared/i18n/translate.ts'

/** The highest score the API gives: `score` is an integer from 0 to 100 (docs/api-assumptions.md row 10). */
const SCORE_MAX = 100

/**
 * A bin of scores (`from` inclusive, `to` exclusive) as people read it: the scores it can hold. The catalogue bins
 * by tens, so the bin after the 90s is 100 to 109, which holds 100 alone: it says "100". A bin the documented
 * range does not reach keeps its own bounds, so a score off the scale is shown as what it is.
 */
export function scoreBinLabel(bin: { from: number; to: number }, t: Translate): string {
  const last = bin.from <= SCORE_MAX && bin.to - 1 > SCORE_MAX ? SCORE_MAX : bin.to - 1
  return last === bin.from ? String(bin.from) : t('stats.score-bin', { from: bin.from, last })
}
