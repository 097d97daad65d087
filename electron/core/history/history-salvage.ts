/**
 * Copies what can still be read from a damaged history file into the new one, table by table and row by row, and
 * counts what was kept and what was lost (README.md, Configuration: history.sqlite). A damaged page costs the rows
 * on it, not the watch list, the request log and the stats history around it.
 */
import { formatNumber } from '../../../shared/i18n/format.ts'
import { DatabaseSync, type SQLInputValue } from 'node:sqlite'
import { damagedFileWords } from '../sqlite/sqlite-file.ts'

/** What became of one table of the damaged file. */
type SalvagedTable = {
  readonly table: string
  readonly kept: number
  /** rows the damaged file had and the new one lacks; null when part of the table could not be read or counted */
  readonly lost: number | null
}

/** What was copied from the damaged file; `unreadable` when not even its list of tables could be read. */
export type SalvageReport = {
  readonly tables: readonly SalvagedTable[]
  readonly unreadable: boolean
}

/** Words for a table's rows in the notice: [one, many]. Tables without words are copied but not named. */
export type TableWords = Readonly<Record<string, readonly [string, string]>>

type Row = Record<string, SQLInputValue>

// Bounds the probing past damaged pages: each probe is one B-tree seek, and a file has few damaged regions.
const MAX_PROBES = 4096

function openDamaged(path: string): DatabaseSync | null {
  let db: DatabaseSync
  try {
    db = new DatabaseSync(path, { readOnly: true, defensive: false })
  } catch {
    return null
  }
  // A file cut short says in its header that it has more pages than it has; SQLite refuses it outright unless the
  // schema is writable, and then reads the pages that are there (https://sqlite.org/pragma.html#pragma_writable_schema).
  // The connection is read-only: nothing is ever written to the damaged file.
  try {
    db.exec('PRAGMA writable_schema = ON')
  } catch {
    // an older SQLite without it reads what it can all the same
  }
  return db
}

function columnsOf(db: DatabaseSync, table: string): string[] {
  return db
    .prepare(`SELECT name FROM pragma_table_info(?)`)
    .all(table)
    .map((r) => String(r['name']))
}

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`

/**
 * Reads every row of `table` it can, in rowid order: when a read fails on a damaged page, it seeks past it (further
 * and further) and goes on, so only the rows on damaged pages are lost. WITHOUT ROWID tables are read in one pass.
 */
function readRows(old: DatabaseSync, table: string, columns: string[], each: (row: Row) => void): boolean {
  const list = columns.map(quote).join(', ')
  let hasRowid = true
  try {
    old.prepare(`SELECT rowid FROM ${quote(table)} LIMIT 0`).all()
  } catch {
    hasRowid = false
  }
  if (!hasRowid) {
    try {
      for (const row of old.prepare(`SELECT ${list} FROM ${quote(table)}`).iterate()) each(row as Row)
      return true
    } catch {
      return false
    }
  }
  const after = old.prepare(
    `SELECT rowid AS bx_rowid, ${list} FROM ${quote(table)} WHERE rowid >= ? ORDER BY rowid`,
  )
  const first = old.prepare(
    `SELECT rowid AS bx_rowid, ${list} FROM ${quote(table)} WHERE rowid >= ? ORDER BY rowid LIMIT 1`,
  )
  // Whether the first row from `rowid` on can be read whole (or there is none): false while it lies on a damaged
  // page. `>=` seeks straight to that row; `>` would first land on the row before it, on the damaged page.
  const readable = (rowid: number): boolean => {
    try {
      first.get(rowid)
      return true
    } catch {
      return false
    }
  }
  // SQLite never gives a row a rowid below 1 by itself (https://sqlite.org/autoinc.html).
  let from = 0
  let whole = true
  let probes = 0
  for (;;) {
    let last = from - 1
    try {
      for (const row of after.iterate(from)) {
        last = Number((row as Row)['bx_rowid'])
        each(row as Row)
      }
      return whole
    } catch {
      whole = false
    }
    // Every pass over a damage counts: a seek that reads but an iteration that fails at the same place would
    // otherwise step one rowid at a time for ever (seen with random bytes over the b-tree's interior pages).
    if (++probes > MAX_PROBES) return false
    // The row after `last` is unreadable. Seek further and further until a read works again, then back by halves
    // to the first readable row, so only the rows on the damaged pages are skipped.
    let lo = last + 1
    let step = 1
    let hi = lo + step
    while (!readable(hi)) {
      lo = hi
      step *= 2
      hi = last + 1 + step
      if (++probes > MAX_PROBES || hi > Number.MAX_SAFE_INTEGER / 2) return false
    }
    while (hi - lo > 1) {
      const mid = lo + Math.floor((hi - lo) / 2)
      if (readable(mid)) hi = mid
      else lo = mid
      if (++probes > MAX_PROBES) return false
    }
    from = hi
  }
}

function countRows(old: DatabaseSync, table: string): number | null {
  try {
    return Number(old.prepare(`SELECT count(*) AS n FROM ${quote(table)}`).get()?.['n'])
  } catch {
    return null
  }
}

/** Copies each table of `into` that the damaged file at `damagedPath` also has, but those its triggers fill. */
export function salvageHistory(
  damagedPath: string,
  into: DatabaseSync,
  derivedTables: readonly string[] = [],
): SalvageReport {
  const old = openDamaged(damagedPath)
  if (old === null) return { tables: [], unreadable: true }
  try {
    let oldTables: Set<string>
    try {
      oldTables = new Set(
        old
          .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
          .all()
          .map((r) => String(r['name'])),
      )
    } catch {
      return { tables: [], unreadable: true }
    }
    const newTables = into
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
      )
      .all()
      .map((r) => String(r['name']))
    const tables: SalvagedTable[] = []
    for (const table of newTables) {
      if (!oldTables.has(table) || derivedTables.includes(table)) continue
      tables.push(salvageTable(old, into, table))
    }
    return { tables, unreadable: false }
  } finally {
    old.close()
  }
}

function salvageTable(old: DatabaseSync, into: DatabaseSync, table: string): SalvagedTable {
  let columns: string[]
  try {
    const present = new Set(columnsOf(old, table))
    columns = columnsOf(into, table).filter((c) => present.has(c))
  } catch {
    return { table, kept: 0, lost: null }
  }
  if (columns.length === 0) return { table, kept: 0, lost: countRows(old, table) }
  const list = columns.map(quote).join(', ')
  const marks = columns.map(() => '?').join(', ')
  // Prepared on the first row: a WITHOUT ROWID table has no rowid to keep.
  let insert: ((row: Row, values: SQLInputValue[]) => void) | null = null
  const inserter = (withRowid: boolean): ((row: Row, values: SQLInputValue[]) => void) => {
    if (!withRowid) {
      const statement = into.prepare(`INSERT OR REPLACE INTO ${quote(table)} (${list}) VALUES (${marks})`)
      return (_row, values) => statement.run(...values)
    }
    // The rowid is kept too: the request log's bodies point at their exchange by it.
    const statement = into.prepare(
      `INSERT OR REPLACE INTO ${quote(table)} (rowid, ${list}) VALUES (?, ${marks})`,
    )
    return (row, values) => statement.run(row['bx_rowid'] ?? null, ...values)
  }
  let kept = 0
  let refused = 0
  into.exec('BEGIN IMMEDIATE')
  let whole: boolean
  try {
    whole = readRows(old, table, columns, (row) => {
      const values = columns.map((c) => row[c] ?? null)
      try {
        insert ??= inserter('bx_rowid' in row)
        insert(row, values)
        kept += 1
      } catch (error) {
        // A row the damage garbled (a wrong type, a broken constraint) is lost; a full disk ends the copy.
        if (((error as { errcode?: number }).errcode ?? 0) % 256 === 13) throw error
        refused += 1
      }
    })
    into.exec('COMMIT')
  } catch {
    if (into.isTransaction) into.exec('ROLLBACK')
    return { table, kept: 0, lost: countRows(old, table) }
  }
  const total = countRows(old, table)
  if (whole && total !== null) return { table, kept, lost: Math.max(0, total - kept) }
  if (whole) return { table, kept, lost: refused }
  // A damaged stretch was skipped: the count (often read from an intact index) says how much, when it can be read.
  return { table, kept, lost: total !== null && total > kept ? total - kept : null }
}

function counted(n: number, words: readonly [string, string]): string {
  return `${formatNumber(n) ?? String(n)} ${n === 1 ? words[0] : words[1]}`
}

/** The start-up notice, in words: what was kept, what was lost, and where the damaged file is. */
export function salvageMessage(report: SalvageReport, movedTo: string, words: TableWords): string {
  const { head, tail } = damagedFileWords('history', movedTo)
  if (report.unreadable) {
    return `${head} Nothing in it could be read, so a new history was started: the watch list, the request log and the stats history start empty. ${tail}`
  }
  // In the order of `words` (what matters most first), then the unnamed tables as one.
  const named = Object.entries(words).flatMap(([table, w]) => {
    const t = report.tables.find((r) => r.table === table)
    return t ? [{ t, w }] : []
  })
  const kept = named.filter(({ t }) => t.kept > 0).map(({ t, w }) => counted(t.kept, w))
  const lost = named
    .filter(({ t }) => t.lost !== 0)
    .map(({ t, w }) => (t.lost === null ? `some ${w[1]}` : counted(t.lost, w)))
  if (report.tables.some((t) => words[t.table] === undefined && t.lost !== 0)) lost.push('some other details')
  const keptText = kept.length > 0 ? `Kept: ${kept.join(', ')}.` : 'Kept: nothing could be read back.'
  const lostText = lost.length > 0 ? `Lost: ${lost.join(', ')}.` : 'Nothing else was lost.'
  return `${head} ${keptText} ${lostText} ${tail}`
}
