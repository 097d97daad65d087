/**
 * A million synthetic bridges for bench:catalogue, loaded straight into a catalogue file: rows inserted with the
 * indexes and triggers set aside, then the indexes built, the FTS index rebuilt and the counts summed, which ends
 * (both FTS indexes: the words as typed and their porter forms; the facets table) in the same file a walk would have written (the walk's own write path is measured in part (a)). Titles draw
 * from a vocabulary of 20,000 made-up words plus one common word (in 1 title of 20) and one rare word (in 20).
 */
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { openCatalogueFile } from '../../../electron/core/catalogue/catalogue-file.ts'
import { CatalogueReader } from '../../../electron/core/catalogue/catalogue-queries.ts'
import { CatalogueWriter } from '../../../electron/core/catalogue/catalogue-store.ts'
import type { BridgeSummary } from '../../../shared/api/types.ts'
import { keyBlock, summaryValues } from '../../../electron/core/catalogue/catalogue-rows.ts'
import { REFERENCE_CATEGORIES } from '../../../shared/api/categories.ts'
import { STEM_FTS } from '../../../electron/core/catalogue/catalogue-stem.ts'
import { fillStep } from '../../../electron/core/catalogue/catalogue-fill.ts'
import { FACET_ROWS_JOB } from '../../../electron/core/catalogue/catalogue-facet-rows.ts'

/** The word in about 5 % of titles, and the word in 20 titles. */
export const COMMON_WORD = 'harbour'
export const RARE_WORD = 'zanzibarite'

const B32 = '234567abcdefghijklmnopqrstuvwxyz'

/** A small deterministic generator (mulberry32), so every run loads the same rows. */
function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `count` synthetic bridges, newest first as a walk reads them. */
export function syntheticRows(count: number): BridgeSummary[] {
  const r = rng(7)
  const pick = (s: string, n: number): string =>
    Array.from({ length: n }, () => s[Math.floor(r() * s.length)]).join('')
  const vocabulary = Array.from({ length: 20_000 }, () =>
    pick('abcdefghijklmnoprstuvwy', 4 + Math.floor(r() * 6)),
  )
  const users = Array.from({ length: 20_000 }, (_, i) => `${pick('abcdefghijklmnoprstuvwy', 6)}_${i}`)
  const rareEvery = Math.floor(count / 20)
  // Five years, one bridge every ~2.6 minutes on average, newest first.
  const newest = Date.parse('2026-01-01T00:00:00Z')
  const step = (5 * 365 * 86_400_000) / count
  const rows: BridgeSummary[] = []
  for (let i = 0; i < count; i++) {
    const words = Array.from(
      { length: 4 + Math.floor(r() * 3) },
      () => vocabulary[Math.floor(r() * vocabulary.length)] ?? 'x',
    )
    if (r() < 0.05) words[1] = COMMON_WORD
    if (i % rareEvery === 0) words[2] = RARE_WORD
    const user = users[Math.floor(r() * users.length)] ?? 'user'
    rows.push({
      id: `br_${pick(B32, 12)}`,
      slug: `${words.join('-')}-${i}`,
      title: words.map((w, j) => (j === 0 ? w.replace(/^./, (c) => c.toUpperCase()) : w)).join(' '),
      category: REFERENCE_CATEGORIES[Math.floor(r() * REFERENCE_CATEGORIES.length)] ?? 'transport',
      published_at: new Date(Math.floor((newest - i * step) / 1000) * 1000)
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
      passes: Math.floor(r() * r() * 5000),
      score: Math.floor(r() * 101),
      suggestor: { username: user, verified: user.length % 3 === 0 },
    })
  }
  return rows
}

/** Loads `rows` into `service` of an open catalogue file (see the header); returns their ids. */
export function bulkLoad(db: DatabaseSync, service: number, rows: readonly BridgeSummary[]): string[] {
  const saved = db
    .prepare(
      `SELECT name, type, sql FROM sqlite_master WHERE tbl_name IN ('bridges', 'suggestors')
       AND type IN ('index', 'trigger') AND sql IS NOT NULL`,
    )
    .all()
  for (const o of saved) db.exec(`DROP ${String(o['type']).toUpperCase()} ${String(o['name'])}`)
  const insert = db.prepare(
    `INSERT INTO bridges (k, service, id, slug, title, category, published_at, passes, score, username, verified,
     suggestion, domain, read_ms, seen_walk, gone_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, 1, NULL)`,
  )
  const used = new Set<number>()
  const now = Date.now()
  db.exec('BEGIN')
  for (const b of rows) {
    let k = keyBlock(b.published_at, b.id).want
    while (used.has(k)) k++
    used.add(k)
    insert.run(k, service, b.id, ...summaryValues(b), now)
  }
  db.exec('COMMIT')
  db.exec('BEGIN')
  for (const o of saved) if (o['type'] === 'index') db.exec(String(o['sql']))
  db.exec(`INSERT INTO bridges_fts (bridges_fts) VALUES ('rebuild')`)
  db.exec(`INSERT INTO ${STEM_FTS} (${STEM_FTS}) VALUES ('rebuild')`)
  db.exec(`INSERT INTO category_counts (service, category, verified, live, gone, passes)
    SELECT service, category, verified, count(*), 0, sum(passes) FROM bridges GROUP BY service, category, verified`)
  db.exec(`INSERT INTO suggestors (service, username, verified, bridges, passes)
    SELECT service, username, max(verified), count(*), sum(passes) FROM bridges GROUP BY service, username`)
  db.exec(`INSERT INTO suggestor_counts (service, verified, n)
    SELECT service, verified, count(*) FROM suggestors GROUP BY service, verified`)
  for (const o of saved) if (o['type'] === 'trigger') db.exec(String(o['sql']))
  db.exec('UPDATE facet_fill SET filled = -1')
  db.exec('COMMIT')
  // The facets table in one step of the worker's own statements.
  fillStep(db, [FACET_ROWS_JOB], rows.length + 1)
  return rows.map((b) => b.id)
}

/** A catalogue file in `dir` holding `count` synthetic rows of one service, checkpointed, with its reader. */
export function loadedCatalogue(
  dir: string,
  count: number,
): {
  db: DatabaseSync
  path: string
  writer: CatalogueWriter
  reader: CatalogueReader
  service: number
  ids: string[]
  loadSeconds: number
} {
  const path = join(dir, 'catalogue.sqlite')
  const { db } = openCatalogueFile(path, Date.now())
  const writer = new CatalogueWriter(db, path)
  const reader = new CatalogueReader(db, () => writer.serviceCount() <= 1)
  const service = writer.serviceId('bench')
  const t0 = Date.now()
  const ids = bulkLoad(db, service, syntheticRows(count))
  const loadSeconds = (Date.now() - t0) / 1000
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  return { db, path, writer, reader, service, ids, loadSeconds }
}
