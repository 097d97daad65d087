/**
 * A comparison in words: each value, each row's difference (a mark and words, never colour alone), and the whole
 * comparison as a plain-text table for "Copy as text". Pure: the formatters come in, so tests pass their own.
 */
import type { Translate } from '../../../../shared/i18n/translate.ts'
import type { CompareState, CompareValue, DiffRow } from './compare-rows.ts'

/** The words and formatters a comparison is written with (the app's: lib/format.ts, useWords). */
export interface Wording {
  t: Translate
  number: (n: number) => string
  /** A difference with its sign: "+3", "−2", "0". */
  signed: (n: number) => string
  date: (at: string) => string
}

/** The mark beside a row's words: equal, not equal, or not known. */
export const STATE_MARK: Readonly<Record<CompareState, string>> = { same: '=', differs: '≠', unknown: '?' }

/** A value as text; the empty value as a dash, an unknown one as the words for it. */
export function valueText(v: CompareValue, w: Wording): string {
  switch (v.type) {
    case 'number':
      return v.n === null ? w.t('compare.not-known') : w.number(v.n)
    case 'text':
    case 'name':
      return v.s === null ? w.t('compare.not-known') : v.s === '' ? '—' : v.s
    case 'date':
      return v.at === null ? w.t('compare.not-known') : w.date(v.at)
    case 'yes-no':
      if (v.yes === null) return w.t('compare.not-known')
      return v.yes ? w.t('compare.yes') : w.t('compare.no')
  }
}

/** What the Difference column says: "Same", "Differs", "Differs: 12 vs 15, +3", or "Not known for both". */
export function differenceText(row: DiffRow, w: Wording): string {
  if (row.state === 'same') return w.t('compare.same')
  if (row.state === 'unknown') return w.t('compare.unknown')
  if (row.delta === null) return w.t('compare.differs')
  return w.t('compare.differs-by', {
    a: valueText(row.a, w),
    b: valueText(row.b, w),
    delta: w.signed(row.delta),
  })
}

// Characters, not UTF-16 units, so a name outside the basic plane pads as one.
const width = (s: string): number => [...s].length

/**
 * The comparison as a plain-text table: a heading row, a rule, one row per field, columns padded to line up in a
 * fixed-width font and parted by " | ". `names` are the two columns' headings (the two titles or usernames).
 */
export function comparisonText(
  names: readonly [string, string],
  rows: readonly DiffRow[],
  w: Wording,
): string {
  const table = [
    [w.t('compare.field'), names[0], names[1], w.t('compare.difference')],
    ...rows.map((r) => [
      w.t(r.field),
      valueText(r.a, w),
      valueText(r.b, w),
      `${STATE_MARK[r.state]} ${differenceText(r, w)}`,
    ]),
  ]
  const widths = [0, 1, 2, 3].map((c) => Math.max(...table.map((line) => width(line[c] ?? ''))))
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, c) => cell + ' '.repeat((widths[c] ?? 0) - width(cell)))
      .join(' | ')
      .trimEnd()
  const [head = [], ...body] = table
  return [line(head), widths.map((n) => '-'.repeat(n)).join('-|-'), ...body.map(line)].join('\n')
}
