import assert from 'node:assert/strict'
import { test } from 'node:test'
import { openCatalogueFile } from '../../../../electron/core/catalogue/catalogue-file.ts'
import { countSeek, filterSql } from '../../../../electron/core/catalogue/catalogue-filter.ts'
import { STEM_FTS } from '../../../../electron/core/catalogue/catalogue-stem.ts'

// A count of categories with a range of scores seeks the range inside each category of the covering index, where
// it read every entry of the categories (at a million rows, twice the entries for a score of at least 50).
test('a count of several categories and a score range seeks both in the covering index, and counts right', () => {
  const { db } = openCatalogueFile(':memory:', Date.now())
  db.exec("INSERT INTO services (id, name) VALUES (1, 'http://svc')")
  const add = db.prepare(
    `INSERT INTO bridges (k, service, id, slug, title, category, published_at, passes, score, username, verified,
     suggestion, domain, read_ms, seen_walk, gone_ms) VALUES (?, 1, ?, ?, 'A bridge', ?, '2025-01-01T00:00:00Z',
     ?, ?, 'ann', 0, NULL, NULL, 0, 0, ?)`,
  )
  const rows = Array.from({ length: 2000 }, (_, i) => ({
    k: i + 1,
    category: `c${i % 8}`,
    passes: (i * 37) % 3000,
    score: (i * 13) % 101,
    gone: i % 11 === 0 ? 1 : null,
  }))
  for (const r of rows) add.run(r.k, `br_${r.k}`, `s-${r.k}`, r.category, r.passes, r.score, r.gone)
  db.exec('ANALYZE')
  const f = {
    categories: ['c1', 'C2'],
    passes: { min: 100, max: 2000 },
    score: { min: 50 },
    includeGone: false,
  }
  const c = filterSql((sql) => db.prepare(sql), 1, f, STEM_FTS, countSeek(f))
  const sql = `SELECT count(*) AS n FROM ${c.from} WHERE ${c.where.join(' AND ')}`
  const plan = db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...c.args)
    .map((r) => String(r['detail']))
  assert.match(plan.join('\n'), /COVERING INDEX bridges_facets \(service=\? AND category=\? AND score>\?\)/)
  const expected = rows.filter(
    (r) =>
      (r.category === 'c1' || r.category === 'c2') &&
      r.passes >= 100 &&
      r.passes <= 2000 &&
      r.score >= 50 &&
      r.gone === null,
  ).length
  assert.ok(expected > 0)
  assert.equal(Number(db.prepare(sql).get(...c.args)?.['n']), expected)
  db.close()
})
