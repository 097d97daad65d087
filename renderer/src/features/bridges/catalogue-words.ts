/** What the bridge list says of rows it shows from the catalogue, and its totals: plain sentences, pure. */
import type { CatalogueSort } from '../../../../shared/ipc/catalogue.ts'
import { categoryLabel } from '../../entities/bridge/filters.ts'
import { plural } from '../../lib/format.ts'

/** The verified-suggestor filter: everyone, verified only, or not verified. */
export type Verified = '' | 'yes' | 'no'

const SORT_WORDS: Record<CatalogueSort, string> = {
  newest: 'newest first',
  passes: 'by most passes',
  score: 'by highest score',
  title: 'by title',
}

/** "2,000 bridges in all" or "2,000 bridges in all, 251 in Health", once the catalogue holds the whole list. */
export function serviceTotals(
  total: number,
  category: string,
  counts: readonly { category: string; count: number }[],
): string {
  const all = `${plural(total, 'bridge', 'bridges')} in all`
  if (category === '') return all
  const n = counts.find((c) => c.category === category)?.count ?? 0
  return `${all}, ${n.toLocaleString('en-US')} in ${categoryLabel(category)}`
}

/** The count line of a list read from the catalogue: what it holds, how it is sorted, where words were matched. */
export function catalogueCountLine(o: {
  pending: boolean
  total: number | null
  complete: boolean
  held: number
  age: string | null
  sort: CatalogueSort | null
  q: string
  category: string
  verified: Verified
}): string {
  if (o.pending || o.total === null) return 'Reading the catalogue…'
  const where = o.category === '' ? '' : ` in ${categoryLabel(o.category)}`
  const who =
    o.verified === 'yes' ? ' by verified suggestors' : o.verified === 'no' ? ' by unverified suggestors' : ''
  const words =
    o.q === '' ? '' : ` with “${o.q}” in the title or a suggestion seen, searched on this computer`
  const sorted = o.sort === null ? '' : `, sorted ${SORT_WORDS[o.sort]}`
  const over = o.complete
    ? `over all ${o.held.toLocaleString('en-US')} bridges, catalogue updated ${o.age ?? 'recently'}`
    : `over the ${o.held.toLocaleString('en-US')} bridges held so far; the catalogue is still reading the rest`
  return `Showing ${plural(o.total, 'bridge', 'bridges')}${where}${who}${words}${sorted} (${over}).`
}
