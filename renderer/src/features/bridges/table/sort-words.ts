/** The sort note's sorts in words (sort-note.tsx). Pure. */
import type { MessageId } from '../../../../../shared/i18n/catalogues/en.ts'
import { msg, type Translate } from '../../../../../shared/i18n/translate.ts'

/** One sort of the note: a column's heading, and its direction. */
interface SortWordsPart {
  id: string
  column: string
  numeric: boolean
  desc: boolean
}

/** The sorts in words, in order: “Passes (highest first), then Title (A to Z)”. */
export function sortWords(parts: readonly SortWordsPart[], t: Translate): string {
  return parts
    .map((p) => t('table.sort.by', { column: p.column, direction: t(direction(p.id, p.numeric, p.desc)) }))
    .reduce((first, next) => t('table.sort.then', { first, next }))
}

function direction(id: string, numeric: boolean, desc: boolean): MessageId {
  if (id === 'published_at') return desc ? msg('table.sort.newest') : msg('table.sort.oldest')
  if (numeric) return desc ? msg('table.sort.highest') : msg('table.sort.lowest')
  return desc ? msg('table.sort.z-a') : msg('table.sort.a-z')
}
