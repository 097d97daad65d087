/**
 * One SQLite opener (electron/core/sqlite/sqlite-file.ts): every file of the app opens through it, with the same WAL
 * settings, quick_check, schema steps and setting aside of a damaged file. This scans electron/ for a second
 * opener: a database constructed elsewhere, or the pragmas only an opener uses (the schema version, the check, the
 * journal mode). Named below, each with its reason, are the places allowed to construct one all the same.
 */
import assert from 'node:assert/strict'
import { glob, readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { test } from 'node:test'

const ROOT = resolve(import.meta.dirname, '../../..')
const THE_OPENER = 'electron/core/sqlite/sqlite-file.ts'

/** Files that construct a database besides the opener, each with the reason and what the line must say. */
const ALSO_CONSTRUCTS: Readonly<Record<string, { why: string; must: RegExp }>> = {
  'electron/core/history/history-salvage.ts': {
    why: 'reads the damaged copy the opener set aside, read-only, to copy what it still holds',
    must: /readOnly: true/,
  },
  'electron/core/catalogue/catalogue-reclaim.ts': {
    why: 'a second connection to the catalogue file the opener has open, in the worker that gives back the space of a Delete: it sets, checks and migrates nothing',
    must: /new DatabaseSync\(path, \{ timeout: 5000 \}\)/,
  },
  'electron/core/catalogue/catalogue-fill.ts': {
    why: 'a second connection to the catalogue file the opener has open and migrated, in the worker that fills the word-forms index and the facets table off the main thread: it sets, checks and migrates nothing',
    must: /new DatabaseSync\(path, \{ timeout: 5000 \}\)/,
  },
}

/** Pieces of a second opener, each with what it would be. */
const PIECES: readonly { what: string; pattern: RegExp }[] = [
  { what: 'a database constructed', pattern: /new DatabaseSync\(/ },
  { what: 'a schema version read or written', pattern: /PRAGMA user_version/ },
  { what: 'a check of the file', pattern: /PRAGMA (quick_check|integrity_check)/ },
  { what: 'a journal mode chosen', pattern: /PRAGMA journal_mode/ },
]

/** `file:line: what` for every line of a text that holds a piece of a second opener. */
function findPieces(file: string, text: string): string[] {
  const allowed = ALSO_CONSTRUCTS[file]
  return text.split('\n').flatMap((line, i) =>
    PIECES.filter((p) => p.pattern.test(line))
      .filter((p) => !(p.what === 'a database constructed' && allowed?.must.test(line)))
      .map((p) => `${file}:${i + 1}: ${p.what}`),
  )
}

test('the scan finds each piece of a second opener, and lets the named read-only reader be', () => {
  const text = [
    'const db = new DatabaseSync(path, { timeout: 5000 })',
    "db.prepare('PRAGMA user_version').get()",
    "db.prepare('PRAGMA quick_check').all()",
    "db.exec('PRAGMA journal_mode = WAL')",
    "// the file's user_version counts the steps it has had",
  ].join('\n')
  assert.deepEqual(
    findPieces('x.ts', text).map((f) => f.split(': ')[1]),
    [
      'a database constructed',
      'a schema version read or written',
      'a check of the file',
      'a journal mode chosen',
    ],
  )
  const salvage = 'electron/core/history/history-salvage.ts'
  assert.deepEqual(findPieces(salvage, 'db = new DatabaseSync(path, { readOnly: true })'), [])
  assert.equal(findPieces(salvage, 'db = new DatabaseSync(path)').length, 1, 'only read-only')
})

test('electron/ opens its SQLite files only through electron/core/sqlite/sqlite-file.ts', async () => {
  const found: string[] = []
  let openerHasThem = 0
  for await (const entry of glob('electron/**/*.ts', { cwd: ROOT })) {
    const file = entry.split('\\').join('/')
    const pieces = findPieces(file, await readFile(resolve(ROOT, file), 'utf8'))
    if (file === THE_OPENER) openerHasThem = pieces.length
    else found.push(...pieces)
  }
  assert.deepEqual(found, [], `open the file through ${THE_OPENER}, or name the reason above`)
  assert.ok(openerHasThem >= PIECES.length, 'the scan sees the opener itself (it is not blind)')
})
