/**
 * The catalogue file's schema. Rows are keyed by `k`, an integer that sorts like (published_at, arrival), so the
 * API's own order (newest first, assumptions row 2) is the rowid order and "newest first" needs no sort: FTS5
 * returns matches in rowid order and stops after the first screen. Counts that the UI asks for on every keystroke
 * (facets, totals, top suggestors) are kept up to date by triggers instead of counted over a million rows.
 */
import type { DatabaseSync } from 'node:sqlite'
import { createFacetRows } from './catalogue-facet-rows.ts'
import { createStemIndex } from './catalogue-stem.ts'
import { createUsernameIndex } from './catalogue-username-index.ts'
import { baselineAdds, createChangeHistory } from './catalogue-changes.ts'
import { createFacetVersion } from './catalogue-facet-keys.ts'

/** One forward step of the schema: migration N takes a file from user_version N to N + 1. */
export type CatalogueMigration = (db: DatabaseSync) => void

// STRICT tables: a mistyped value from a hostile service is refused by SQLite instead of stored as text.
const createV1: CatalogueMigration = (db) => {
  db.exec(`
    CREATE TABLE services (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE
    ) STRICT;
    CREATE TABLE bridges (
      k INTEGER PRIMARY KEY,
      service INTEGER NOT NULL,
      id TEXT NOT NULL,
      slug TEXT NOT NULL,
      title TEXT NOT NULL,
      category TEXT NOT NULL,
      published_at TEXT NOT NULL,
      passes INTEGER NOT NULL,
      score INTEGER NOT NULL,
      username TEXT NOT NULL,
      verified INTEGER NOT NULL,
      suggestion TEXT,
      domain TEXT,
      read_ms INTEGER NOT NULL,
      seen_walk INTEGER NOT NULL,
      gone_ms INTEGER
    ) STRICT;
    CREATE UNIQUE INDEX bridges_by_id ON bridges (service, id);
    CREATE INDEX bridges_by_slug ON bridges (service, slug COLLATE NOCASE);
    CREATE INDEX bridges_newest ON bridges (service);
    CREATE INDEX bridges_by_passes ON bridges (service, passes);
    CREATE INDEX bridges_by_score ON bridges (service, score);
    CREATE INDEX bridges_by_title ON bridges (service, title COLLATE NOCASE);
    CREATE INDEX bridges_by_category ON bridges (service, category);
    CREATE INDEX bridges_by_walk ON bridges (service, seen_walk);

    CREATE VIRTUAL TABLE bridges_fts USING fts5(
      title, suggestion, content = 'bridges', content_rowid = 'k', tokenize = 'unicode61 remove_diacritics 2', detail = column
    );
    CREATE VIRTUAL TABLE bridges_vocab USING fts5vocab(bridges_fts, 'row');
    CREATE TRIGGER bridges_fts_insert AFTER INSERT ON bridges BEGIN
      INSERT INTO bridges_fts (rowid, title, suggestion) VALUES (NEW.k, NEW.title, NEW.suggestion);
    END;
    CREATE TRIGGER bridges_fts_delete AFTER DELETE ON bridges BEGIN
      INSERT INTO bridges_fts (bridges_fts, rowid, title, suggestion) VALUES ('delete', OLD.k, OLD.title, OLD.suggestion);
    END;
    CREATE TRIGGER bridges_fts_update AFTER UPDATE OF title, suggestion ON bridges BEGIN
      INSERT INTO bridges_fts (bridges_fts, rowid, title, suggestion) VALUES ('delete', OLD.k, OLD.title, OLD.suggestion);
      INSERT INTO bridges_fts (rowid, title, suggestion) VALUES (NEW.k, NEW.title, NEW.suggestion);
    END;

    CREATE TABLE category_counts (
      service INTEGER NOT NULL,
      category TEXT NOT NULL,
      verified INTEGER NOT NULL,
      live INTEGER NOT NULL,
      gone INTEGER NOT NULL,
      passes INTEGER NOT NULL,
      PRIMARY KEY (service, category, verified)
    ) STRICT, WITHOUT ROWID;
    CREATE TABLE suggestors (
      service INTEGER NOT NULL,
      username TEXT NOT NULL,
      verified INTEGER NOT NULL,
      bridges INTEGER NOT NULL,
      passes INTEGER NOT NULL,
      PRIMARY KEY (service, username)
    ) STRICT, WITHOUT ROWID;
    CREATE TABLE suggestor_counts (
      service INTEGER NOT NULL,
      verified INTEGER NOT NULL,
      n INTEGER NOT NULL,
      PRIMARY KEY (service, verified)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX suggestors_by_passes ON suggestors (service, passes);
    CREATE INDEX suggestors_by_bridges ON suggestors (service, bridges);
    ${countTriggers()}

    CREATE TABLE profiles (
      service INTEGER NOT NULL,
      username TEXT NOT NULL,
      display_name TEXT,
      verified INTEGER NOT NULL,
      total_passes INTEGER NOT NULL,
      bridge_count INTEGER NOT NULL,
      read_ms INTEGER NOT NULL,
      PRIMARY KEY (service, username)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE walks (
      service INTEGER PRIMARY KEY,
      walk_id INTEGER NOT NULL,
      cursor TEXT,
      pages INTEGER NOT NULL,
      started_ms INTEGER,
      completed_ms INTEGER,
      topped_up_ms INTEGER,
      estimated_total INTEGER,
      enabled INTEGER NOT NULL DEFAULT 1
    ) STRICT;
    CREATE TABLE settings (
      name TEXT PRIMARY KEY,
      value TEXT NOT NULL
    ) STRICT;
  `)
}

/** The counting triggers: a live row adds to its category and its suggestor, a gone or deleted one takes away. */
function countTriggers(): string {
  const add = (row: 'NEW' | 'OLD', sign: '+' | '-'): string => `
      INSERT INTO category_counts (service, category, verified, live, gone, passes)
        VALUES (${row}.service, ${row}.category, ${row}.verified,
          ${sign}(${row}.gone_ms IS NULL), ${sign}(${row}.gone_ms IS NOT NULL),
          ${sign}(CASE WHEN ${row}.gone_ms IS NULL THEN ${row}.passes ELSE 0 END))
        ON CONFLICT DO UPDATE SET live = live + excluded.live, gone = gone + excluded.gone,
          passes = passes + excluded.passes;
      INSERT INTO suggestors (service, username, verified, bridges, passes)
        VALUES (${row}.service, ${row}.username, ${row}.verified,
          ${sign}(${row}.gone_ms IS NULL), ${sign}(CASE WHEN ${row}.gone_ms IS NULL THEN ${row}.passes ELSE 0 END))
        ON CONFLICT DO UPDATE SET bridges = bridges + excluded.bridges, passes = passes + excluded.passes,
          verified = CASE WHEN '${sign}' = '+' THEN excluded.verified ELSE verified END;`
  return `
    CREATE TRIGGER counts_insert AFTER INSERT ON bridges BEGIN ${add('NEW', '+')}
    END;
    CREATE TRIGGER counts_delete AFTER DELETE ON bridges BEGIN ${add('OLD', '-')}
    END;
    CREATE TRIGGER counts_update AFTER UPDATE OF category, verified, username, passes, gone_ms ON bridges BEGIN
      ${add('OLD', '-')} ${add('NEW', '+')}
    END;
    ${people('INSERT', null, 'NEW')}
    ${people('UPDATE', 'OLD', 'NEW')}
    ${people('DELETE', 'OLD', null)}`
}

/** Suggestors with at least one live bridge, counted by verified (facets read these instead of counting). */
function people(event: 'INSERT' | 'UPDATE' | 'DELETE', before: 'OLD' | null, after: 'NEW' | null): string {
  const step = (row: 'OLD' | 'NEW', sign: '+' | '-'): string => `
      INSERT INTO suggestor_counts (service, verified, n) VALUES (${row}.service, ${row}.verified, ${sign}(${row}.bridges > 0))
        ON CONFLICT DO UPDATE SET n = n + excluded.n;`
  return `CREATE TRIGGER suggestor_counts_${event.toLowerCase()} AFTER ${event} ON suggestors BEGIN
      ${before ? step(before, '-') : ''} ${after ? step(after, '+') : ''}
    END;`
}

/** The migrations of the catalogue file, in order; the schema version is their count. */
export const CATALOGUE_MIGRATIONS: readonly CatalogueMigration[] = [
  createV1,
  createStemIndex,
  createFacetRows,
  createUsernameIndex,
  createChangeHistory,
  createFacetVersion,
  baselineAdds,
]
