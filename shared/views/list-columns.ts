/**
 * The list's columns as a file or the clipboard writes them: one writer for Export's CSV
 * (electron/core/export/csv.ts) and "Copy as CSV/TSV" (renderer/src/features/bridges/table/copy-text.ts), so a
 * pasted row and an exported one line up, column names and words alike. The quoting is shared/text/delimited.ts.
 * Pure.
 */
import type { BridgeSummary } from '../api/types.ts'
import type { DelimitedCell } from '../text/delimited.ts'

/** The table's columns, in its own order: the ids a layout names (shared/views/bridge-view.ts). */
export const TABLE_COLUMNS = [
  'title',
  'category',
  'published_at',
  'passes',
  'score',
  'suggestor',
  'slug',
  'id',
] as const

/** One column of the table. */
export type TableColumn = (typeof TABLE_COLUMNS)[number]

/**
 * The columns a file can have: the table's, and a bridge's suggestion text and domain, which only its detail has
 * (an export writes them where the catalogue has read them, else leaves them empty).
 */
export const FILE_COLUMNS = [...TABLE_COLUMNS, 'suggestion', 'domain'] as const

/** One column's id. */
export type ListColumn = (typeof FILE_COLUMNS)[number]

/** A row as the writer reads it: the summary, with the detail's suggestion and domain where they were read. */
export type ListRow = BridgeSummary & { suggestion?: string | null; domain?: string | null }

/** Every field, in the order Export has always written them, then the detail's ("every field" in its dialog). */
export const EVERY_COLUMN: readonly ListColumn[] = Object.freeze([
  'id',
  'slug',
  ...TABLE_COLUMNS.filter((id) => id !== 'id' && id !== 'slug'),
  'suggestion',
  'domain',
])

/** A category as the screen says it ("Health" for "health"; '' for none). */
export function categoryWords(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1)
}

const CELLS: Record<ListColumn, { header: string[]; cells: (b: ListRow) => DelimitedCell[] }> = {
  title: { header: ['title'], cells: (b) => [b.title] },
  category: { header: ['category'], cells: (b) => [categoryWords(b.category)] },
  published_at: { header: ['published_at'], cells: (b) => [b.published_at] },
  passes: { header: ['passes'], cells: (b) => [b.passes] },
  score: { header: ['score'], cells: (b) => [b.score] },
  suggestor: {
    header: ['suggestor_username', 'suggestor_verified'],
    cells: (b) => [b.suggestor.username, b.suggestor.verified],
  },
  slug: { header: ['slug'], cells: (b) => [b.slug] },
  id: { header: ['id'], cells: (b) => [b.id] },
  suggestion: { header: ['suggestion'], cells: (b) => [b.suggestion ?? ''] },
  domain: { header: ['domain'], cells: (b) => [b.domain ?? ''] },
}

/** True for a column id this writer knows. */
export function isListColumn(id: unknown): id is ListColumn {
  return typeof id === 'string' && (FILE_COLUMNS as readonly string[]).includes(id)
}

/** The known columns of `ids`, each once, in their order (unknown ids, from a newer version, are left out). */
export function listColumns(ids: readonly unknown[]): ListColumn[] {
  return ids.filter((id, i): id is ListColumn => isListColumn(id) && ids.indexOf(id) === i)
}

/** The header cells of `columns`. */
export function columnsHeader(columns: readonly ListColumn[]): string[] {
  return columns.flatMap((id) => CELLS[id].header)
}

/** The cells of one bridge in `columns`. */
export function columnsCells(b: ListRow, columns: readonly ListColumn[]): DelimitedCell[] {
  return columns.flatMap((id) => CELLS[id].cells(b))
}
