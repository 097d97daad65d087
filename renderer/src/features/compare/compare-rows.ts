/**
 * The rows of a comparison: each field of two bridges or two profiles, its two values, and whether they differ
 * (with the difference of two numbers). Pure, so the rules are unit-tested under Node; the view words them.
 */
import type { PublicProfile } from '../../../../shared/api/types.ts'
import type { MessageId } from '../../../../shared/i18n/catalogues/en.ts'
import { msg } from '../../../../shared/i18n/translate.ts'

/**
 * One value of a field, by how it is shown: a count, words, a date, a yes or no, or a name kept as written (an id,
 * a username: isolated in the text around it). null is not known; '' is known to be empty (shown as a dash).
 */
export type CompareValue =
  | { type: 'number'; n: number | null }
  | { type: 'text'; s: string | null }
  | { type: 'name'; s: string | null }
  | { type: 'date'; at: string | null }
  | { type: 'yes-no'; yes: boolean | null }

/** Whether a field's two values are the same, differ, or cannot be told (one of them is not known). */
export type CompareState = 'same' | 'differs' | 'unknown'

/** One row: the field's name, its two values, the state, and for two counts `b - a` (null otherwise). */
export interface DiffRow {
  field: MessageId
  a: CompareValue
  b: CompareValue
  state: CompareState
  delta: number | null
}

/** A bridge as the compare page holds it: the catalogue's row or the service's answer, the same fields. */
export interface ComparedBridge {
  slug: string
  id: string
  title: string
  category: string
  passes: number
  score: number | null
  published: string | null
  suggestor: string
  verified: boolean
  /** null: the bridge has no web site; undefined: not read yet (the catalogue holds no detail for it). */
  domain: string | null | undefined
}

function known(v: CompareValue): string | number | boolean | null {
  switch (v.type) {
    case 'number':
      return v.n
    case 'text':
    case 'name':
      return v.s
    case 'date':
      return v.at
    case 'yes-no':
      return v.yes
  }
}

/** The row of one field: its state, and the difference when both values are counts. */
export function diffRow(field: MessageId, a: CompareValue, b: CompareValue): DiffRow {
  const x = known(a)
  const y = known(b)
  if (x === null || y === null) return { field, a, b, state: 'unknown', delta: null }
  const delta = typeof x === 'number' && typeof y === 'number' ? y - x : null
  return { field, a, b, state: x === y ? 'same' : 'differs', delta }
}

const num = (n: number | null): CompareValue => ({ type: 'number', n })
const text = (s: string | null): CompareValue => ({ type: 'text', s })
const name = (s: string | null): CompareValue => ({ type: 'name', s })

/** The rows of two bridges, in the order of a bridge's page. */
export function bridgeRows(a: ComparedBridge, b: ComparedBridge): DiffRow[] {
  const domain = (x: ComparedBridge): CompareValue =>
    x.domain === undefined ? name(null) : name(x.domain ?? '')
  return [
    diffRow(msg('compare.field.title'), text(a.title), text(b.title)),
    diffRow(msg('compare.field.category'), name(a.category), name(b.category)),
    diffRow(msg('compare.field.passes'), num(a.passes), num(b.passes)),
    diffRow(msg('compare.field.score'), num(a.score), num(b.score)),
    diffRow(
      msg('compare.field.published'),
      { type: 'date', at: a.published },
      { type: 'date', at: b.published },
    ),
    diffRow(msg('compare.field.suggestor'), name(a.suggestor), name(b.suggestor)),
    diffRow(
      msg('compare.field.verified'),
      { type: 'yes-no', yes: a.verified },
      { type: 'yes-no', yes: b.verified },
    ),
    diffRow(msg('compare.field.domain'), domain(a), domain(b)),
    diffRow(msg('compare.field.identifier'), name(a.id), name(b.id)),
  ]
}

/** The rows of two public profiles. */
export function profileRows(a: PublicProfile, b: PublicProfile): DiffRow[] {
  return [
    diffRow(msg('compare.field.display-name'), text(a.display_name ?? ''), text(b.display_name ?? '')),
    diffRow(
      msg('compare.field.verified'),
      { type: 'yes-no', yes: a.verified },
      { type: 'yes-no', yes: b.verified },
    ),
    diffRow(msg('compare.field.total-passes'), num(a.total_passes), num(b.total_passes)),
    diffRow(msg('compare.field.bridge-count'), num(a.bridge_count), num(b.bridge_count)),
    diffRow(msg('compare.field.most-passes'), num(mostPasses(a)), num(mostPasses(b))),
  ]
}

/** The passes of a profile's most used bridge; null when it has none. */
function mostPasses(p: PublicProfile): number | null {
  return p.bridges.reduce<number | null>(
    (most, x) => (most === null || x.passes > most ? x.passes : most),
    null,
  )
}

/** How many rows differ. */
export function differing(rows: readonly DiffRow[]): number {
  return rows.filter((r) => r.state === 'differs').length
}
