/**
 * Insights scoped to a query ("these 297 bridges"): the figures of catalogue:insights over the live rows a filter
 * matches, each one grouped scan of them. Without a filter the whole catalogue's figures are read from the kept
 * counts instead (CatalogueReader.insights).
 */
import type { StatementSync } from 'node:sqlite'
import type { CatalogueFilter, CatalogueInsights } from '../../../shared/ipc/catalogue.ts'
import { countSeek, filterSql } from './catalogue-filter.ts'

type St = (sql: string) => StatementSync

/** The insights of the live rows `f` matches in one service; `fts` is the index the words are matched in. */
export function scopedInsights(
  st: St,
  service: number,
  f: CatalogueFilter,
  fts: string,
  top = 10,
): CatalogueInsights {
  const s = filterSql(st, service, { ...f, includeGone: false }, fts, countSeek(f))
  const where = s.where.join(' AND ')
  const all = (select: string, tail: string, ...more: number[]): Record<string, unknown>[] =>
    st(`SELECT ${select} FROM ${s.from} WHERE ${where} ${tail}`).all(...s.args, ...more)
  const byCategory = all(
    'b.category AS category, count(*) AS n, sum(b.passes) AS p',
    'GROUP BY b.category ORDER BY n DESC, b.category',
  ).map((r) => ({ category: String(r['category']), bridges: Number(r['n']), passes: Number(r['p']) }))
  const months = all(
    'substr(b.published_at, 1, 7) AS m, count(*) AS n, min(b.published_at) AS first',
    'GROUP BY m ORDER BY m',
  )
  // A suggestor's verified mark is the one of their latest row, as the suggestors table keeps it.
  const people = (col: 'passes' | 'bridges') =>
    all(
      'b.username AS username, max(b.verified) AS verified, count(*) AS bridges, sum(b.passes) AS passes',
      `GROUP BY b.username ORDER BY ${col} DESC, b.username LIMIT ?`,
      top,
    ).map((r) => ({
      username: String(r['username']),
      verified: r['verified'] === 1,
      bridges: Number(r['bridges']),
      passes: Number(r['passes']),
    }))
  const scoreHistogram = all(
    'b.score - (((b.score % 10) + 10) % 10) AS lo, count(*) AS n',
    'GROUP BY lo ORDER BY lo',
  ).map((r) => ({ from: Number(r['lo']), to: Number(r['lo']) + 10, count: Number(r['n']) }))
  return {
    byCategory,
    perMonth: months.map((r) => ({ month: String(r['m']), count: Number(r['n']) })),
    firstPublishedAt: months[0] === undefined ? null : String(months[0]['first']),
    topByPasses: people('passes'),
    topByBridges: people('bridges'),
    scoreHistogram,
  }
}
