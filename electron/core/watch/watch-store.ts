/**
 * Pins and their readings, in history.sqlite: each refresh of a pinned bridge or profile adds one snapshot
 * (passes, a profile's bridges, or "gone"), so the list can say what changed since the user last looked and a
 * pinned bridge can chart its passes over time.
 */
import type { WatchItem, WatchKind, WatchList } from '../../../shared/ipc/watch.ts'
import type { Migration } from '../history/history-schema.ts'
import type { HistoryStore } from '../history/history-types.ts'

/** The tables of the watch list (a migration of history.sqlite). */
export const createWatchTables: Migration = (db) => {
  db.exec(`
    CREATE TABLE watch_items (
      service_url TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('bridge', 'profile')),
      id TEXT NOT NULL,
      label TEXT NOT NULL,
      pinned_at_ms INTEGER NOT NULL,
      PRIMARY KEY (service_url, kind, id)
    ) STRICT;
    CREATE TABLE watch_seen (service_url TEXT PRIMARY KEY, seen_at_ms INTEGER NOT NULL) STRICT;
    CREATE TABLE watch_snapshots (
      service_url TEXT NOT NULL,
      kind TEXT NOT NULL,
      id TEXT NOT NULL,
      at_ms INTEGER NOT NULL,
      passes INTEGER NULL,
      bridges TEXT NULL,
      gone INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX watch_snapshots_by_item ON watch_snapshots (service_url, kind, id, at_ms);
  `)
}

/** One reading of a pinned item. */
export type WatchReading = { passes: number | null; bridges: string[] | null; gone: boolean }

type Row = Record<string, unknown>
const readingOf = (row: Row | undefined) =>
  row === undefined
    ? null
    : {
        at: Number(row['at_ms']),
        passes: row['passes'] === null ? null : Number(row['passes']),
        bridges: row['bridges'] === null ? null : (JSON.parse(String(row['bridges'])) as string[]),
        gone: Number(row['gone']) === 1,
      }

/** The watch list of one core on the history store; with no history it holds nothing and says so. */
export function createWatchStore(history: HistoryStore, now: () => number) {
  const db = () => history.database()
  const latestStmt = `SELECT * FROM watch_snapshots WHERE service_url = ? AND kind = ? AND id = ?`
  return {
    available: () => db() !== null,
    pin(url: string, kind: WatchKind, id: string, label: string): boolean {
      return history.write((d) =>
        d
          .prepare(
            `INSERT INTO watch_items (service_url, kind, id, label, pinned_at_ms) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT DO UPDATE SET label = excluded.label`,
          )
          .run(url, kind, id, label, now()),
      )
    },
    unpin(url: string, kind: WatchKind, id: string): boolean {
      return history.write((d) => {
        d.prepare('DELETE FROM watch_items WHERE service_url = ? AND kind = ? AND id = ?').run(url, kind, id)
        d.prepare('DELETE FROM watch_snapshots WHERE service_url = ? AND kind = ? AND id = ?').run(
          url,
          kind,
          id,
        )
      })
    },
    isPinned(url: string, kind: WatchKind, id: string): boolean {
      const row = db()?.prepare(
        'SELECT 1 AS x FROM watch_items WHERE service_url = ? AND kind = ? AND id = ?',
      )
      return row?.get(url, kind, id) !== undefined
    },
    /** Adds a reading; false when history did not write it (paused or unavailable). */
    record(url: string, kind: WatchKind, id: string, reading: WatchReading): boolean {
      return history.write((d) =>
        d
          .prepare(
            'INSERT INTO watch_snapshots (service_url, kind, id, at_ms, passes, bridges, gone) VALUES (?, ?, ?, ?, ?, ?, ?)',
          )
          .run(
            url,
            kind,
            id,
            now(),
            reading.passes,
            reading.bridges === null ? null : JSON.stringify(reading.bridges),
            reading.gone ? 1 : 0,
          ),
      )
    },
    markSeen(url: string): void {
      history.write((d) =>
        d
          .prepare(
            'INSERT INTO watch_seen (service_url, seen_at_ms) VALUES (?, ?) ON CONFLICT DO UPDATE SET seen_at_ms = excluded.seen_at_ms',
          )
          .run(url, now()),
      )
    },
    /** Pinned items, those read longest ago first (the order a refresh takes them in). */
    refreshOrder(url: string): { kind: WatchKind; id: string }[] {
      const rows =
        db()
          ?.prepare(
            `SELECT i.kind, i.id, (SELECT max(at_ms) FROM watch_snapshots s WHERE s.service_url = i.service_url
               AND s.kind = i.kind AND s.id = i.id) AS last FROM watch_items i WHERE i.service_url = ?
             ORDER BY last IS NOT NULL, last, i.pinned_at_ms`,
          )
          .all(url) ?? []
      return rows.map((r) => ({ kind: r['kind'] as WatchKind, id: String(r['id']) }))
    },
    list(url: string): WatchList {
      const d = db()
      if (d === null) return { items: [], seenAt: null }
      const seenRow = d.prepare('SELECT seen_at_ms FROM watch_seen WHERE service_url = ?').get(url)
      const seenAt = seenRow === undefined ? null : Number(seenRow['seen_at_ms'])
      const newest = d.prepare(`${latestStmt} ORDER BY at_ms DESC, rowid DESC LIMIT 1`)
      // The reading the user saw: the newest at or before "last looked", else the first one taken.
      const seen = d.prepare(`${latestStmt} AND at_ms <= ? ORDER BY at_ms DESC, rowid DESC LIMIT 1`)
      const first = d.prepare(`${latestStmt} ORDER BY at_ms, rowid LIMIT 1`)
      const items = d
        .prepare('SELECT * FROM watch_items WHERE service_url = ? ORDER BY pinned_at_ms DESC')
        .all(url)
        .map((row): WatchItem => {
          const kind = row['kind'] as WatchKind
          const id = String(row['id'])
          const latest = readingOf(newest.get(url, kind, id))
          const base = readingOf(
            (seenAt === null ? undefined : seen.get(url, kind, id, seenAt)) ?? first.get(url, kind, id),
          )
          const delta =
            latest?.passes != null && base?.passes != null && !latest.gone
              ? latest.passes - base.passes
              : null
          const newBridges =
            latest?.bridges && base?.bridges ? latest.bridges.filter((s) => !base.bridges?.includes(s)) : []
          return {
            kind,
            id,
            label: String(row['label']),
            pinnedAt: Number(row['pinned_at_ms']),
            latest: latest && { at: latest.at, passes: latest.passes, gone: latest.gone },
            passesDelta: delta,
            newBridges,
            gone: latest?.gone === true,
          }
        })
      return { items, seenAt }
    },
    /** A pinned bridge's passes over time, oldest first. */
    passes(url: string, slug: string, fromMs: number, toMs: number): { at: number; passes: number }[] {
      const rows =
        db()
          ?.prepare(
            `SELECT at_ms, passes FROM watch_snapshots WHERE service_url = ? AND kind = 'bridge' AND id = ?
             AND passes IS NOT NULL AND at_ms BETWEEN ? AND ? ORDER BY at_ms LIMIT 2000`,
          )
          .all(url, slug, fromMs, toMs) ?? []
      return rows.map((r) => ({ at: Number(r['at_ms']), passes: Number(r['passes']) }))
    },
  }
}

/** The watch store of one core. */
export type WatchStore = ReturnType<typeof createWatchStore>
