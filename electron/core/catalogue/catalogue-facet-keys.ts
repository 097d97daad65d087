/**
 * The facets table's keys and groups (catalogue-facet-rows.ts) held in memory as two sorted arrays, ~12 bytes a
 * live row (12 MB at a million), so the facets and the total of a search's matches are counted without a lookup
 * per match: the FTS index gives the matches' keys in one aggregate (json_group_array, in the index's rowid order)
 * and one walk along the keys finds each match's group. A lookup per match in `facet_rows` cost about a
 * microsecond however much of the table was cached, 100 ms for a common word's 50,000 matches at a million rows
 * (BENCHMARKS.md, Catalogue).
 *
 * Exact or unused: the arrays answer only while `facet_version` (bumped by triggers on every change of the facets
 * table, by any connection, the filling worker's too) is the one they were read at. Otherwise the caller counts
 * from the table as before, and the arrays are read again in small steps between other work, kept only when the
 * table did not change meanwhile.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite'

/** Schema step 6: the facets table's change counter and the triggers that bump it. */
// Typed as a schema step (catalogue-schema.ts's CatalogueMigration) without importing it: the schema imports this.
export const createFacetVersion = (db: DatabaseSync): void => {
  const bump = 'UPDATE facet_version SET v = v + 1;'
  db.exec(`
    CREATE TABLE facet_version (one INTEGER PRIMARY KEY CHECK (one = 1), v INTEGER NOT NULL) STRICT;
    INSERT INTO facet_version VALUES (1, 0);
    CREATE TRIGGER facet_version_insert AFTER INSERT ON facet_rows BEGIN ${bump} END;
    CREATE TRIGGER facet_version_delete AFTER DELETE ON facet_rows BEGIN ${bump} END;
    CREATE TRIGGER facet_version_update AFTER UPDATE ON facet_rows BEGIN ${bump} END;
  `)
}

/** Rows read in one step of a reading: a few milliseconds, so other work runs between steps. */
const STEP_ROWS = 16_384

/** After a reading was thrown away (the table changed meanwhile), the next one waits this long. */
const RETRY_MS = 30_000

/** The keys of the live rows in ascending order, the facet group of each, and the version they were read at. */
interface Held {
  keys: Float64Array
  groups: Int32Array
  version: number
}

/** The facets table in memory for one catalogue file (see the header). */
export class FacetKeys {
  readonly #db: DatabaseSync
  readonly #now: () => number
  #held: Held | null = null
  #reading: Promise<boolean> | null = null
  #failedAt = -Infinity
  #closed = false
  readonly #statements = new Map<string, StatementSync>()

  constructor(db: DatabaseSync, now: () => number = Date.now) {
    this.#db = db
    this.#now = now
  }

  #st(sql: string): StatementSync {
    let st = this.#statements.get(sql)
    if (!st) this.#statements.set(sql, (st = this.#db.prepare(sql)))
    return st
  }

  #version(): number {
    return Number(this.#st('SELECT v FROM facet_version').get()?.['v'] ?? -1)
  }

  /**
   * The count of the live matches of `match` in the FTS index `fts` (within `keys`, a range of keys, when given) by
   * facet group id; null when the arrays are not current, after starting to read them again.
   */
  countByGroup(
    fts: string,
    match: string,
    keys: { from?: number; to?: number } = {},
  ): Map<number, number> | null {
    const held = this.#held
    if (held === null || held.version !== this.#version()) {
      this.#held = null
      void this.refresh(false)
      return null
    }
    const where = [`${fts} MATCH ?`]
    const args: (string | number)[] = [match]
    if (keys.from !== undefined) {
      where.push('rowid >= ?')
      args.push(keys.from)
    }
    if (keys.to !== undefined) {
      where.push('rowid < ?')
      args.push(keys.to)
    }
    const text = this.#st(
      `SELECT json_group_array(rowid) AS ks FROM ${fts} WHERE ${where.join(' AND ')}`,
    ).get(...args)?.['ks']
    // Another connection (a worker) may have written between the two reads: then the table answers.
    if (held.version !== this.#version()) return null
    const matched = JSON.parse(typeof text === 'string' ? text : '[]') as number[]
    return countAlong(held, matched)
  }

  /**
   * Reads the arrays again unless they are current (in steps, between other work); true when they are current
   * after it. `force` reads even within RETRY_MS of a reading thrown away (a bench or a test that waits for it).
   */
  refresh(force = true): Promise<boolean> {
    if (this.#closed) return Promise.resolve(false)
    if (this.#reading !== null) return this.#reading
    if (!force && this.#now() - this.#failedAt < RETRY_MS) return Promise.resolve(false)
    this.#reading = this.#read().finally(() => (this.#reading = null))
    return this.#reading
  }

  /** Stops reading and lets the arrays go (the file is closing). */
  close(): void {
    this.#closed = true
    this.#held = null
    this.#statements.clear()
  }

  async #read(): Promise<boolean> {
    try {
      const version = this.#version()
      if (this.#held?.version === version) return true
      this.#held = null
      const total = Number(this.#st('SELECT count(*) AS n FROM facet_rows').get()?.['n'] ?? 0)
      let keys = new Float64Array(total)
      let groups = new Int32Array(total)
      let n = 0
      let after = -1
      const step = this.#st(
        `SELECT json_group_array(k) AS ks, json_group_array(grp) AS gs
         FROM (SELECT k, grp FROM facet_rows WHERE k > ? ORDER BY k LIMIT ${STEP_ROWS})`,
      )
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve))
        if (this.#closed || this.#version() !== version) {
          this.#failedAt = this.#now()
          return false
        }
        const row = step.get(after)
        const ks = JSON.parse(String(row?.['ks'] ?? '[]')) as number[]
        const gs = JSON.parse(String(row?.['gs'] ?? '[]')) as number[]
        if (ks.length === 0) break
        if (n + ks.length > keys.length) {
          const size = Math.max(n + ks.length, keys.length * 2)
          const k2 = new Float64Array(size)
          k2.set(keys)
          keys = k2
          const g2 = new Int32Array(size)
          g2.set(groups)
          groups = g2
        }
        keys.set(ks, n)
        groups.set(gs, n)
        n += ks.length
        after = ks[ks.length - 1] ?? after
      }
      if (this.#closed || this.#version() !== version) {
        this.#failedAt = this.#now()
        return false
      }
      this.#held = { keys: keys.subarray(0, n), groups: groups.subarray(0, n), version }
      return true
    } catch {
      // The file closed or went away under the reading: the table answers, as before the arrays.
      this.#failedAt = this.#now()
      return false
    }
  }
}

/**
 * The group of each key of `matched` (ascending, as the FTS index gives them; any order still counts right) in
 * `held`, counted by group: a gallop forward from the last match found, so 50,000 matches among a million keys
 * take a few milliseconds. Keys not held (rows marked gone) are not counted.
 */
export function countAlong(
  held: { keys: Float64Array; groups: Int32Array },
  matched: readonly number[],
): Map<number, number> {
  const { keys, groups } = held
  const n = keys.length
  const counts = new Map<number, number>()
  let at = 0
  for (const k of matched) {
    let lo = at
    let hi = n
    if (lo > 0 && (keys[lo - 1] ?? 0) >= k) lo = 0
    else {
      let step = 1
      while (lo + step < n && (keys[lo + step] ?? 0) < k) step *= 2
      hi = Math.min(n, lo + step + 1)
    }
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if ((keys[mid] ?? 0) < k) lo = mid + 1
      else hi = mid
    }
    if (lo < n && keys[lo] === k) {
      const g = groups[lo] ?? 0
      counts.set(g, (counts.get(g) ?? 0) + 1)
      at = lo + 1
    } else at = lo
  }
  return counts
}
