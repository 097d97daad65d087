/**
 * The catalogue's writes: pages of the walk, each in one transaction with its checkpoint (a walk killed at any
 * point resumes at the page after the last one written, with no row twice and none lost), details and profiles
 * the app read anyway, the end of a walk (rows it did not see are marked gone), settings, and deletion.
 */
import { statSync } from 'node:fs'
import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { BridgeDetail, BridgeSummary, PublicProfile } from '../../../shared/api/types.ts'
import { keyBlock, summaryValues } from './catalogue-rows.ts'
import { deleteWithHistory, pruneChanges } from './catalogue-changes.ts'

/** Where a service's walk stands, as the file holds it. */
export interface WalkCheckpoint {
  walkId: number
  /** The cursor of the next page; null: the walk starts at the first page (or has not started). */
  cursor: string | null
  pages: number
  startedAt: number | null
  completedAt: number | null
  toppedUpAt: number | null
  estimatedTotal: number | null
}

/** Where a service's walk stands, and whether the user has it on (kept with the preferences: catalogue-settings.ts). */
export interface Checkpoint extends WalkCheckpoint {
  enabled: boolean
}

/** What an older version kept in the file's own tables: the share, the refresh period, the services turned off. */
export interface LegacySettings {
  share: string | null
  refreshMs: string | null
  off: string[]
}

/** What writing one page did. */
export interface PageOutcome {
  inserted: number
  changed: number
  unchanged: number
  /** True when the page was not written because it would take the catalogue past its row bound. */
  bound: boolean
}

/**
 * Thrown (and the page not written) when the system would not let SQLite write: a full disk (SQLITE_FULL, `full`),
 * or a write the system refused (SQLITE_IOERR: e.g. EFBIG past a file-size limit, or EIO). SQLite has rolled the
 * transaction back, so nothing half-written stays (https://sqlite.org/rescode.html).
 */
export class CatalogueDiskFullError extends Error {
  readonly full: boolean

  constructor(cause: unknown, full = true) {
    super(
      full ? 'the disk holding the catalogue is full' : 'the system refused to write the catalogue file',
      {
        cause,
      },
    )
    this.name = 'CatalogueDiskFullError'
    this.full = full
  }
}

const SQLITE_FULL = 13
const SQLITE_IOERR = 10

const EXISTING = `SELECT k, slug, title, category, published_at, passes, score, username, verified, gone_ms
  FROM bridges WHERE service = ? AND id = ?`

/** The writes and bookkeeping of the catalogue file. */
export class CatalogueWriter {
  readonly db: DatabaseSync
  readonly path: string
  readonly #st: Record<string, StatementSync>
  readonly #services = new Map<string, number>()
  readonly #cache = new Map<string, StatementSync>()

  constructor(db: DatabaseSync, path: string) {
    this.db = db
    this.path = path
    const p = (sql: string): StatementSync => db.prepare(sql)
    this.#st = {
      existing: p(EXISTING),
      blockMax: p('SELECT max(k) AS m FROM bridges WHERE k >= ? AND k < ?'),
      anyMax: p('SELECT max(k) AS m FROM bridges'),
      taken: p('SELECT 1 AS t FROM bridges WHERE k = ?'),
      insert:
        p(`INSERT INTO bridges (k, service, id, slug, title, category, published_at, passes, score, username,
        verified, suggestion, domain, read_ms, seen_walk, gone_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`),
      update:
        p(`UPDATE bridges SET slug = ?, title = ?, category = ?, published_at = ?, passes = ?, score = ?,
        username = ?, verified = ?, read_ms = ?, seen_walk = ?, gone_ms = NULL WHERE k = ?`),
      touch: p('UPDATE bridges SET read_ms = ?, seen_walk = ? WHERE k = ?'),
      detailOf: p('SELECT suggestion, domain FROM bridges WHERE k = ?'),
      remove: p('DELETE FROM bridges WHERE k = ?'),
      held: p(
        'SELECT coalesce(sum(live), 0) AS live, coalesce(sum(gone), 0) AS gone FROM category_counts WHERE service = ?',
      ),
      checkpoint: p('SELECT * FROM walks WHERE service = ?'),
      saveCursor: p('UPDATE walks SET cursor = ?, pages = ? WHERE service = ?'),
    }
  }

  /**
   * A statement prepared once per connection: a statement prepared per call holds native memory until the GC
   * finalizes it, which a small JS heap rarely does (RSS grew through a long walk).
   */
  #sql(text: string): StatementSync {
    let st = this.#cache.get(text)
    if (!st) this.#cache.set(text, (st = this.db.prepare(text)))
    return st
  }

  /** The number of a service in this file, made on first use. */
  serviceId(name: string): number {
    const known = this.#services.get(name)
    if (known !== undefined) return known
    this.#sql('INSERT INTO services (name) VALUES (?) ON CONFLICT (name) DO NOTHING').run(name)
    const id = Number(this.#sql('SELECT id FROM services WHERE name = ?').get(name)?.['id'])
    this.#sql('INSERT INTO walks (service, walk_id, pages) VALUES (?, 0, 0) ON CONFLICT DO NOTHING').run(id)
    this.#services.set(name, id)
    return id
  }

  /** How many services the file holds rows of (one service lets counts skip the per-service filter). */
  serviceCount(): number {
    return Number(this.#sql('SELECT count(*) AS n FROM services').get()?.['n'] ?? 0)
  }

  /** Rows held (live and gone) of a service. */
  held(service: number): { live: number; gone: number } {
    const r = this.#st['held']?.get(service)
    return { live: Number(r?.['live'] ?? 0), gone: Number(r?.['gone'] ?? 0) }
  }

  checkpoint(service: number): WalkCheckpoint {
    const r = this.#st['checkpoint']?.get(service) ?? {}
    const n = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))
    return {
      walkId: Number(r['walk_id'] ?? 0),
      cursor: r['cursor'] === null || r['cursor'] === undefined ? null : String(r['cursor']),
      pages: Number(r['pages'] ?? 0),
      startedAt: n(r['started_ms']),
      completedAt: n(r['completed_ms']),
      toppedUpAt: n(r['topped_up_ms']),
      estimatedTotal: n(r['estimated_total']),
    }
  }

  /** Begins a new full walk from the first page (a new walk id: rows it does not see will be marked gone). */
  startWalk(service: number, now: number): WalkCheckpoint {
    this.#guard(() =>
      this.#sql(
        'UPDATE walks SET walk_id = walk_id + 1, cursor = NULL, pages = 0, started_ms = ? WHERE service = ?',
      ).run(now, service),
    )
    return this.checkpoint(service)
  }

  /** The walk goes on from its first page under the same walk id (the service refused its cursor). */
  restartWalk(service: number): void {
    this.#guard(() => this.#st['saveCursor']?.run(null, 0, service))
  }

  /**
   * Ends a full walk: rows it did not see are marked gone (kept and shown as gone), and the walk is complete.
   * Returns how many rows went.
   */
  finishWalk(service: number, walkId: number, now: number): number {
    return this.#guard(() =>
      this.#transaction(() => {
        const gone = this.#sql(
          'UPDATE bridges SET gone_ms = ? WHERE service = ? AND seen_walk < ? AND gone_ms IS NULL',
        ).run(now, service, walkId)
        this.#sql(
          'UPDATE walks SET cursor = NULL, pages = 0, started_ms = NULL, completed_ms = ? WHERE service = ?',
        ).run(now, service)
        return Number(gone.changes)
      }),
    )
  }

  setWalkFields(service: number, fields: { toppedUpAt?: number; estimatedTotal?: number | null }): void {
    this.#guard(() => {
      if (fields.toppedUpAt !== undefined)
        this.#sql('UPDATE walks SET topped_up_ms = ? WHERE service = ?').run(fields.toppedUpAt, service)
      if (fields.estimatedTotal !== undefined)
        this.#sql('UPDATE walks SET estimated_total = ? WHERE service = ?').run(
          fields.estimatedTotal,
          service,
        )
    })
  }

  /**
   * Upserts one page of summaries by id, and (when `nextCursor` is given) moves the checkpoint past it, in one
   * transaction. A page whose new rows would take the service past `maxRows` is not written.
   */
  writePage(
    service: number,
    page: readonly BridgeSummary[],
    o: {
      walkId: number
      now: number
      maxRows: number
      checkpoint?: { cursor: string | null; pages: number }
    },
  ): PageOutcome {
    return this.#guard(() =>
      this.#transaction(() => {
        const out: PageOutcome = { inserted: 0, changed: 0, unchanged: 0, bound: false }
        const rows = new Map<string, BridgeSummary>()
        for (const b of page) rows.set(b.id, b) // a page naming one id twice: the last copy wins
        const existing = new Map<string, Record<string, unknown>>()
        for (const id of rows.keys()) {
          const r = this.#st['existing']?.get(service, id)
          if (r) existing.set(id, r)
        }
        const held = this.held(service)
        if (held.live + held.gone + rows.size - existing.size > o.maxRows) return { ...out, bound: true }
        pruneChanges((sql) => this.#sql(sql), service, o.now)
        for (const [id, b] of rows) this.#upsert(service, id, b, existing.get(id), o, out)
        if (o.checkpoint) this.#st['saveCursor']?.run(o.checkpoint.cursor, o.checkpoint.pages, service)
        return out
      }),
    )
  }

  #upsert(
    service: number,
    id: string,
    b: BridgeSummary,
    old: Record<string, unknown> | undefined,
    o: { walkId: number; now: number },
    out: PageOutcome,
  ): void {
    const values = summaryValues(b)
    if (old === undefined) {
      this.#insert(service, id, b, null, null, o)
      out.inserted++
      return
    }
    const k = Number(old['k'])
    const same =
      old['gone_ms'] === null &&
      ['slug', 'title', 'category', 'published_at', 'passes', 'score', 'username', 'verified'].every(
        (c, i) => old[c] === values[i],
      )
    if (same) {
      this.#st['touch']?.run(o.now, o.walkId, k)
      out.unchanged++
    } else if (old['published_at'] !== b.published_at) {
      // Its place in the order moved: the row moves to the key of its new time, keeping what a detail added.
      const detail = this.#st['detailOf']?.get(k)
      this.#st['remove']?.run(k)
      this.#insert(service, id, b, detail?.['suggestion'] ?? null, detail?.['domain'] ?? null, o)
      out.changed++
    } else {
      this.#st['update']?.run(...values, o.now, o.walkId, k)
      out.changed++
    }
  }

  #insert(
    service: number,
    id: string,
    b: BridgeSummary,
    suggestion: unknown,
    domain: unknown,
    o: { walkId: number; now: number },
  ): void {
    const k = this.#freeKey(b.published_at, id)
    const s = typeof suggestion === 'string' ? suggestion : null
    const d = typeof domain === 'string' ? domain : null
    this.#st['insert']?.run(k, service, id, ...summaryValues(b), s, d, o.now, o.walkId)
  }

  #freeKey(publishedAt: string, id: string): number {
    const { from, to, want } = keyBlock(publishedAt, id)
    for (let k = want; k < Math.min(to, want + 8); k++) if (this.#st['taken']?.get(k) === undefined) return k
    const m = this.#st['blockMax']?.get(from, to)?.['m']
    if (m === null || m === undefined) return from
    if (Number(m) + 1 < to) return Number(m) + 1
    // A second holding a million rows (a hostile service): the key goes after every other; order is then approximate.
    return Number(this.#st['anyMax']?.get()?.['m'] ?? 0) + 1
  }

  /** Adds what a detail says (suggestion, domain, and fresher counts) to a row the catalogue holds. */
  noteDetail(service: number, d: BridgeDetail, now: number): boolean {
    return this.#guard(() => {
      const r = this.#sql(
        `UPDATE bridges SET suggestion = ?, domain = ?, title = ?, passes = ?, read_ms = ?
           WHERE service = ? AND id = ?`,
      ).run(d.suggestion, d.domain, d.title, d.passes, now, service, d.id)
      return Number(r.changes) > 0
    })
  }

  /** Keeps a suggestor's public profile the app read anyway. */
  noteProfile(service: number, p: PublicProfile, now: number): void {
    this.#guard(() =>
      this.#sql(
        `INSERT INTO profiles (service, username, display_name, verified, total_passes, bridge_count, read_ms)
           VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO UPDATE SET display_name = excluded.display_name,
           verified = excluded.verified, total_passes = excluded.total_passes,
           bridge_count = excluded.bridge_count, read_ms = excluded.read_ms`,
      ).run(service, p.username, p.display_name, p.verified ? 1 : 0, p.total_passes, p.bridge_count, now),
    )
  }

  /** Drops every row, profile and checkpoint of a service. */
  deleteService(service: number): void {
    this.#guard(() =>
      this.#transaction(() => {
        // Rows first: their triggers take their facet rows (catalogue-facet-rows.ts) before the groups go.
        const tables = [
          'bridges',
          'profiles',
          'category_counts',
          'suggestors',
          'suggestor_counts',
          'facet_groups',
        ]
        // The change history goes with the rows, and their going is not recorded (catalogue-changes.ts).
        deleteWithHistory(
          (sql) => this.#sql(sql),
          service,
          () => {
            for (const table of tables) this.#sql(`DELETE FROM ${table} WHERE service = ?`).run(service)
          },
        )
        this.#sql(
          `UPDATE walks SET walk_id = walk_id + 1, cursor = NULL, pages = 0, started_ms = NULL, completed_ms = NULL,
             topped_up_ms = NULL, estimated_total = NULL WHERE service = ?`,
        ).run(service)
      }),
    )
  }

  /**
   * The settings an older version kept in this file (its `settings` table and `walks.enabled`), read once to move
   * them to the preferences; this version never writes them.
   */
  legacySettings(): LegacySettings {
    const setting = (name: string): string | null => {
      const v = this.#sql('SELECT value FROM settings WHERE name = ?').get(name)?.['value']
      return v === undefined || v === null ? null : String(v)
    }
    const off = this.#sql(
      'SELECT s.name AS name FROM walks w JOIN services s ON s.id = w.service WHERE w.enabled = 0',
    ).all()
    return {
      share: setting('share'),
      refreshMs: setting('refresh_ms'),
      off: off.map((r) => String(r['name'])),
    }
  }

  /** Bytes of the file and its WAL. */
  bytesOnDisk(): number {
    let total = 0
    for (const f of [this.path, `${this.path}-wal`]) {
      try {
        total += statSync(f).size
      } catch {
        // no WAL yet
      }
    }
    return total
  }

  #transaction<T>(fn: () => T): T {
    this.db.exec('BEGIN IMMEDIATE')
    try {
      const value = fn()
      this.db.exec('COMMIT')
      return value
    } catch (error) {
      if (this.db.isTransaction) this.db.exec('ROLLBACK')
      throw error
    }
  }

  #guard<T>(fn: () => T): T {
    try {
      return fn()
    } catch (error) {
      const code = (error as { errcode?: unknown } | null)?.errcode
      if (typeof code === 'number' && (code & 0xff) === SQLITE_FULL) throw new CatalogueDiskFullError(error)
      if (typeof code === 'number' && (code & 0xff) === SQLITE_IOERR)
        throw new CatalogueDiskFullError(error, false)
      throw error
    }
  }
}
