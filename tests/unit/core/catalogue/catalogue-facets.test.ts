import assert from 'node:assert/strict'
import type { StatementSync } from 'node:sqlite'
import { test } from 'node:test'
import { openCatalogueFile } from '../../../../electron/core/catalogue/catalogue-file.ts'
import { queryFacets } from '../../../../electron/core/catalogue/catalogue-facets.ts'
import { STEM_FTS } from '../../../../electron/core/catalogue/catalogue-stem.ts'

// The facets of a search's matches are counted from the facets table, never by reading each match's row (a row is
// ~600 bytes: at a million rows the common word's 50,000 rows are read from disk each time; BENCHMARKS.md).
test("the facets of a search's matches, with ranges, read the FTS index and the facets table, never the rows", () => {
  const { db } = openCatalogueFile(':memory:', Date.now())
  db.exec("INSERT INTO services (id, name) VALUES (1, 'http://svc')")
  const add = db.prepare(
    `INSERT INTO bridges (k, service, id, slug, title, category, published_at, passes, score, username, verified,
     suggestion, domain, read_ms, seen_walk, gone_ms) VALUES (?, 1, ?, ?, ?, ?, '2025-01-01T00:00:00Z', ?, ?,
     'ann', ?, NULL, NULL, 0, 0, NULL)`,
  )
  for (let k = 1; k <= 200; k++)
    add.run(
      k,
      `br_${k}`,
      `s-${k}`,
      `Harbour ${k % 7 === 0 ? 'lights' : 'walks'}`,
      `c${k % 5}`,
      k,
      k % 101,
      k % 2,
    )
  db.exec('ANALYZE')
  const plans: string[] = []
  const st = (sql: string): StatementSync => {
    plans.push(
      ...db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all()
        .map((r) => String(r['detail'])),
    )
    return db.prepare(sql)
  }
  const f = {
    q: 'harbour lights',
    categories: ['c1'],
    verified: true,
    passes: { min: 10 },
    score: { max: 90 },
  }
  const facets = queryFacets(st, 1, f, STEM_FTS, true)
  const matches = Array.from({ length: 200 }, (_, i) => i + 1).filter(
    (k) => k % 7 === 0 && k >= 10 && k % 101 <= 90,
  )
  const verifiedInC1 = matches.filter((k) => k % 5 === 1 && k % 2 === 1).length
  assert.equal(facets.verified.bridges, verifiedInC1)
  assert.equal(facets.total, verifiedInC1)
  assert.equal(
    facets.categories.reduce((n, c) => n + c.count, 0),
    matches.filter((k) => k % 2 === 1).length,
  )
  const rows = plans.filter((p) => /\b(SCAN|SEARCH) (b|bridges)\b/.test(p))
  assert.deepEqual(rows, [], plans.join('\n'))
  assert.ok(
    plans.some((p) => /SEARCH r USING INTEGER PRIMARY KEY/.test(p)),
    plans.join('\n'),
  )
  db.close()
})
