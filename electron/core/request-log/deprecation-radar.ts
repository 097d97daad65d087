/**
 * The deprecation radar: every Deprecation or Sunset announcement the service sent, kept in history.sqlite per
 * service and endpoint with when this computer first and last saw it, so it survives a restart and a key switch
 * (README.md, "Configuration": history.sqlite). The session hands it each announcement; the Developer view and the top bar read it.
 */
import type { DeprecationLink, DeprecationNotice, SeenNotice } from '../../../shared/ipc/app.ts'
import type { Migration } from '../history/history-schema.ts'
import type { HistoryStore } from '../history/history-types.ts'
import type { EventHub } from '../session/event-hub.ts'
import type { DeprecationSink } from '../session/session-sinks.ts'
import { historyUrlOf } from '../session/session-target.ts'
import type { CoreContext, Implementations } from '../session/types.ts'

/** A notice seen again within this long is not written again (every response repeats it). */
export const LAST_SEEN_EVERY_MS = 60_000

/** The radar's table: one row per service and endpoint template. */
export const createDeprecationRadar: Migration = (db) => {
  db.exec(`
    CREATE TABLE deprecation_notices (
      service_url TEXT NOT NULL,
      path TEXT NOT NULL,
      deprecation TEXT NULL,
      sunset TEXT NULL,
      links TEXT NOT NULL,
      first_seen_ms INTEGER NOT NULL,
      last_seen_ms INTEGER NOT NULL,
      PRIMARY KEY (service_url, path)
    ) STRICT;
  `)
}

/** The radar: the session's sink, and what the service in use announced. */
export interface DeprecationRadar extends DeprecationSink {
  /** The notices of `serviceUrl` (its history URL), the first seen first. */
  list(serviceUrl: string): SeenNotice[]
}

const same = (a: DeprecationNotice, b: DeprecationNotice): boolean =>
  a.deprecation === b.deprecation &&
  a.sunset === b.sunset &&
  JSON.stringify(a.links) === JSON.stringify(b.links)

function linksOf(text: unknown): DeprecationLink[] {
  try {
    const parsed: unknown = JSON.parse(String(text))
    return Array.isArray(parsed) ? (parsed as DeprecationLink[]) : []
  } catch {
    return []
  }
}

/** Creates the radar over `history`; a new or changed announcement is told as `notices:did-add`. */
export function createDeprecationRadarStore(deps: {
  history: HistoryStore
  hub: EventHub
  now: () => number
}): DeprecationRadar {
  const { history, hub, now } = deps
  // The last write of each (service, path) in this run: a notice repeated within the minute costs no write.
  const written = new Map<string, { notice: DeprecationNotice; at: number }>()

  function list(serviceUrl: string): SeenNotice[] {
    const rows =
      history
        .database()
        ?.prepare('SELECT * FROM deprecation_notices WHERE service_url = ? ORDER BY first_seen_ms, path')
        .all(serviceUrl) ?? []
    return rows.map((r) => ({
      path: String(r['path']),
      deprecation: r['deprecation'] === null ? null : String(r['deprecation']),
      sunset: r['sunset'] === null ? null : String(r['sunset']),
      links: linksOf(r['links']),
      firstSeen: Number(r['first_seen_ms']),
      lastSeen: Number(r['last_seen_ms']),
    }))
  }

  return {
    list,
    note(serviceUrl, notice) {
      const at = now()
      const slot = `${serviceUrl}\n${notice.path}`
      const last = written.get(slot)
      if (last && same(last.notice, notice) && at - last.at < LAST_SEEN_EVERY_MS) return
      history.write((db) =>
        db
          .prepare(
            `INSERT INTO deprecation_notices
               (service_url, path, deprecation, sunset, links, first_seen_ms, last_seen_ms)
             VALUES (?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (service_url, path) DO UPDATE SET deprecation = excluded.deprecation,
               sunset = excluded.sunset, links = excluded.links,
               last_seen_ms = max(last_seen_ms, excluded.last_seen_ms)`,
          )
          .run(
            serviceUrl,
            notice.path,
            notice.deprecation,
            notice.sunset,
            JSON.stringify(notice.links),
            at,
            at,
          ),
      )
      written.set(slot, { notice, at })
      // The renderer reads the radar again: a new endpoint, new words, or a later last seen.
      hub.emit('notices:did-add', notice)
    },
  }
}

/** notices:list: the radar of the service in use (none with no service). */
export function radarHandlers(
  ctx: Pick<CoreContext, 'session'>,
  radar: DeprecationRadar,
): Pick<Implementations, 'notices:list'> {
  return {
    'notices:list': async () => {
      const t = ctx.session.target()
      return t ? radar.list(historyUrlOf(t)) : []
    },
  }
}
