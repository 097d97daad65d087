/**
 * The catalogue's change history: one small row per change the catalogue's own writes make, kept by triggers on
 * `bridges` beside the counting ones (catalogue-schema.ts), never a copy of the rows. A row says what happened to
 * one bridge and when: it was added (or came back after being gone), it was marked gone, or its passes, score,
 * category or title changed, with the old and new value of each field that changed and NULL for the rest.
 *
 * It sees changes at the walk's pace (README.md, "The catalogue": the newest pages every few minutes, the whole
 * list once a refresh period), lives in catalogue.sqlite, and so is lost with the file when a damaged one is set
 * aside and with a service's rows on Delete (docs/catalogue-changes.md). Rows older than KEEP_DAYS, and the
 * oldest beyond MAX_ROWS, are pruned as pages are written.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite'
import { CHANGE_HISTORY_KEEP_DAYS, CHANGE_HISTORY_MAX_ROWS } from '../../../shared/ipc/changes.ts'
import { DAY_MS } from '../../../shared/time/durations.ts'

/** What a history row records. Rows of kind MOVING live only inside the transaction of one write. */
export const KIND = { changed: 0, added: 1, gone: 2, moving: 3, movingGone: 4 } as const

/** The fields whose changes are kept, as the history's columns name them (`<field>_old`, `<field>_new`). */
export const FIELDS = ['passes', 'score', 'category', 'title'] as const

/** Days of history kept: older rows are pruned as pages are written (the bound Settings states). */
export const KEEP_DAYS = CHANGE_HISTORY_KEEP_DAYS

/** Rows of history kept in the file at most (the bound Settings states). */
export const MAX_ROWS = CHANGE_HISTORY_MAX_ROWS

const COLUMNS = FIELDS.flatMap((f) => [`${f}_old`, `${f}_new`]).join(', ')

type Field = (typeof FIELDS)[number]
type Side = (f: Field) => string

/** The old and new value of each field that differs between `before` and `after`, NULL for each that does not. */
const diff = (before: Side, after: Side): string =>
  FIELDS.flatMap((f) => [
    `CASE WHEN ${before(f)} IS NOT ${after(f)} THEN ${before(f)} END`,
    `CASE WHEN ${before(f)} IS NOT ${after(f)} THEN ${after(f)} END`,
  ]).join(', ')

/** True when any field differs between `before` and `after`. */
const differs = (before: Side, after: Side): string =>
  FIELDS.map((f) => `${before(f)} IS NOT ${after(f)}`).join(' OR ')

const OLD: Side = (f) => `OLD.${f}`
const NEW: Side = (f) => `NEW.${f}`
/** A MOVING row's values: the row's before it was deleted. */
const MOVED: Side = (f) => `m.${f}_old`

// A bridge first read before the service's first full walk completed is part of the baseline, not an addition
// (docs/catalogue-changes.md, "What is recorded"): the first walk of a catalogue reads every bridge, and none of
// them was added since the user started; a bridge read for the first time after it (a later page, a top-up) is.
// Delete catalogue clears the walk's completion (catalogue-store.ts), so the walk after it is a baseline again.
const INSERT_TRIGGER = `
  CREATE TRIGGER bridge_changes_insert AFTER INSERT ON bridges BEGIN
    INSERT INTO bridge_changes (service, bridge, at, kind, ${COLUMNS})
      SELECT NEW.service, NEW.id, NEW.read_ms, CASE m.kind WHEN ${KIND.movingGone} THEN ${KIND.added} ELSE ${KIND.changed} END,
        ${diff(MOVED, NEW)}
      FROM bridge_changes m WHERE m.service = NEW.service AND m.bridge = NEW.id AND m.kind >= ${KIND.moving}
        AND (m.kind = ${KIND.movingGone} OR ${differs(MOVED, NEW)});
    INSERT INTO bridge_changes (service, bridge, at, kind)
      SELECT NEW.service, NEW.id, NEW.read_ms, ${KIND.added} WHERE NOT EXISTS (
        SELECT 1 FROM bridge_changes WHERE service = NEW.service AND bridge = NEW.id AND kind >= ${KIND.moving})
        AND EXISTS (SELECT 1 FROM walks WHERE service = NEW.service AND completed_ms IS NOT NULL);
    DELETE FROM bridge_changes WHERE service = NEW.service AND bridge = NEW.id AND kind >= ${KIND.moving};
  END;`

// A row is moved to the key of its new published time by a delete and an insert (catalogue-store.ts): the delete
// leaves a MOVING row with its old values, which the insert turns into a change (or an added row, for a row that
// was gone) and removes. A service being deleted (`changes_held`) leaves nothing: its history goes with it.
const TRIGGERS = `
  CREATE TRIGGER bridge_changes_delete AFTER DELETE ON bridges
    WHEN NOT EXISTS (SELECT 1 FROM changes_held WHERE service = OLD.service) BEGIN
    INSERT INTO bridge_changes (service, bridge, at, kind, passes_old, score_old, category_old, title_old)
      VALUES (OLD.service, OLD.id, OLD.read_ms, CASE WHEN OLD.gone_ms IS NULL THEN ${KIND.moving} ELSE ${KIND.movingGone} END,
        OLD.passes, OLD.score, OLD.category, OLD.title);
  END;
  CREATE TRIGGER bridge_changes_update AFTER UPDATE OF passes, score, category, title, gone_ms ON bridges
    WHEN ${differs(OLD, NEW)} OR (OLD.gone_ms IS NULL) IS NOT (NEW.gone_ms IS NULL) BEGIN
    INSERT INTO bridge_changes (service, bridge, at, kind, ${COLUMNS})
      VALUES (NEW.service, NEW.id,
        CASE WHEN NEW.gone_ms IS NOT NULL AND OLD.gone_ms IS NULL THEN NEW.gone_ms ELSE NEW.read_ms END,
        CASE WHEN OLD.gone_ms IS NULL AND NEW.gone_ms IS NOT NULL THEN ${KIND.gone}
          WHEN OLD.gone_ms IS NOT NULL AND NEW.gone_ms IS NULL THEN ${KIND.added} ELSE ${KIND.changed} END,
        ${diff(OLD, NEW)});
  END;`

/**
 * Schema step 5: the history table, its two indexes (a time range of a service; one bridge's rows) and its
 * triggers. An older file's history starts empty: it begins with the first write after the step.
 */
// Typed as a schema step (catalogue-schema.ts's CatalogueMigration) without importing it: the schema imports this.
export const createChangeHistory = (db: DatabaseSync): void => {
  db.exec(`
    CREATE TABLE bridge_changes (
      n INTEGER PRIMARY KEY,
      service INTEGER NOT NULL,
      bridge TEXT NOT NULL,
      at INTEGER NOT NULL,
      kind INTEGER NOT NULL,
      passes_old INTEGER, passes_new INTEGER,
      score_old INTEGER, score_new INTEGER,
      category_old TEXT, category_new TEXT,
      title_old TEXT, title_new TEXT
    ) STRICT;
    CREATE INDEX bridge_changes_by_time ON bridge_changes (service, at);
    CREATE INDEX bridge_changes_by_bridge ON bridge_changes (service, bridge);
    CREATE TABLE changes_held (service INTEGER PRIMARY KEY) STRICT;
    ${TRIGGERS}
  `)
}

/**
 * Schema step 7: a bridge is recorded as added only once its service's first full walk has completed (the first
 * walk is the baseline, see INSERT_TRIGGER). A file of step 5 gets the new trigger; rows it recorded stay.
 */
export const baselineAdds = (db: DatabaseSync): void => {
  db.exec(`DROP TRIGGER IF EXISTS bridge_changes_insert; ${INSERT_TRIGGER}`)
}

/**
 * Prunes the history: a service's rows older than KEEP_DAYS before `now`, then the oldest rows of the file beyond
 * `maxRows`. Both are range deletes on an index (nothing to read when nothing is due), so every page may call it.
 */
export function pruneChanges(
  st: (sql: string) => StatementSync,
  service: number,
  now: number,
  maxRows = MAX_ROWS,
): void {
  st('DELETE FROM bridge_changes WHERE service = ? AND at < ?').run(service, now - KEEP_DAYS * DAY_MS)
  // Row numbers only grow, so fewer than maxRows rows lie above the newest one's number less maxRows.
  st('DELETE FROM bridge_changes WHERE n <= (SELECT max(n) FROM bridge_changes) - ?').run(maxRows)
}

/** Deletes a service's rows with its history: nothing is recorded of the rows going, and its history goes too. */
export function deleteWithHistory(
  st: (sql: string) => StatementSync,
  service: number,
  rows: () => void,
): void {
  st('INSERT OR IGNORE INTO changes_held (service) VALUES (?)').run(service)
  rows()
  st('DELETE FROM bridge_changes WHERE service = ?').run(service)
  st('DELETE FROM changes_held WHERE service = ?').run(service)
}
