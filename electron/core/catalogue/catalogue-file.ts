/**
 * Opens catalogue.sqlite, a file of its own beside history.sqlite so that damage to one never costs the other.
 * A file that is not a database or fails quick_check is set aside as `<file>.corrupt-<time>` and a new one begun:
 * the catalogue can always be walked again, so nothing is lost that the service does not still have.
 */
import type { DatabaseSync } from 'node:sqlite'
import { damagedFileWords, openSqliteFile, type OpenedSqliteFile } from '../sqlite/sqlite-file.ts'
import { CATALOGUE_MIGRATIONS, type CatalogueMigration } from './catalogue-schema.ts'

/** The file's name in the user-data folder. */
export const CATALOGUE_FILE_NAME = 'catalogue.sqlite'

/**
 * A page of 100 rows touches eight indexes, the FTS index and two count tables: with SQLite's default 2 MB cache
 * those pages are evicted and read back for every page of the walk. The cache is also most of the growth of the
 * process through the first build (it fills to its bound), but a 4 MB one made a common word's search at a million
 * rows 2.6 times slower (BENCHMARKS.md, Catalogue; https://sqlite.org/pragma.html#pragma_cache_size).
 */
function tune(db: DatabaseSync): void {
  db.exec('PRAGMA cache_size = -16384')
}

/**
 * Opens (creating if needed) and migrates the file through the one SQLite opener (sqlite/sqlite-file.ts); a damaged
 * one is set aside and a new one begun.
 */
export function openCatalogueFile(
  path: string,
  nowMs: number,
  migrations: readonly CatalogueMigration[] = CATALOGUE_MIGRATIONS,
): OpenedSqliteFile {
  // Delete gives a service's space back in place (catalogue-reclaim.ts): one file holds every service.
  return openSqliteFile(path, nowMs, { migrations, tune, incrementalVacuum: true })
}

/**
 * The start-up notice of a damaged file set aside, in the words history's damage is told in (history-salvage.ts):
 * nothing is copied back, since the service still has all of it.
 */
export function recoveredMessage(movedTo: string): string {
  const { head, tail } = damagedFileWords('catalogue', movedTo)
  return `${head} Nothing in it is lost that the service still has: the catalogue is being built again from the service. ${tail}`
}

/**
 * The catalogue file, or, when it cannot be opened at all (a folder in its place, no permission, a newer app's
 * file left untouched), a catalogue in memory for this run, with the reason: the catalogue is optional and must
 * never stop the app (as history-fallback.ts does for the history).
 */
export function openCatalogueOrMemory(
  path: string,
  nowMs: number,
): ReturnType<typeof openCatalogueFile> & { unavailable: string | null } {
  try {
    return { ...openCatalogueFile(path, nowMs), unavailable: null }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      ...openCatalogueFile(':memory:', nowMs),
      unavailable: `${path} cannot be opened (${reason}), so the catalogue is kept in memory until Bridge Explorer restarts. To fix it, move ${path} out of the way (or update Bridge Explorer if a newer version wrote it).`,
    }
  }
}
