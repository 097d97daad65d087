// "Dates, numbers, sizes and lists go through Intl with the user's region; no locale is written in code"
// (HOUSE_STYLE.md "Words"; docs/i18n.md): every formatter is in shared/i18n/format.ts, which reads the region in
// force, and no other file names a locale or makes a formatter of its own.
import assert from 'node:assert/strict'
import { resolve } from 'node:path'
import { test } from 'node:test'
import { findPieces, scanFiles, type CopyPiece } from './line-scan.ts'

const root = resolve(import.meta.dirname, '../../..')

const PIECES: readonly CopyPiece[] = [
  { what: 'a locale written in code', pattern: /['"`][a-z]{2,3}(?:-[A-Z][a-z]{3})?-(?:[A-Z]{2}|\d{3})['"`]/ },
  {
    what: 'a locale given to a formatter',
    pattern: /(?:toLocale\w*String|Intl\.\w+|format\w*|\w+Format)\([^)]*['"`][a-z]{2,3}['"`]/,
  },
  { what: 'a formatter of its own (use shared/i18n/format.ts)', pattern: /\.toLocale(?:Date|Time)?String\(/ },
  { what: 'an Intl formatter of its own (use shared/i18n/format.ts)', pattern: /\bIntl\.\w+\(/ },
]

/** Files that may, and why. */
const ALLOWED: Readonly<Record<string, string>> = {
  // Sorting, not formatting: the collator compares titles the way the runtime's locale does.
  'renderer/src/features/bridges/table/sorted-rows.ts': 'Intl.Collator',
  // Reads the system's locale (what "follow the system" means in main), formats nothing.
  'electron/i18n/main-words.ts': 'Intl.DateTimeFormat().resolvedOptions()',
}

const isAllowed = (file: string): boolean => file.startsWith('shared/i18n/') || file in ALLOWED

test('no locale is written, and no formatter made, outside shared/i18n/', async () => {
  const found = await scanFiles(
    root,
    ['electron/**/*.ts', 'renderer/src/**/*.{ts,tsx}', 'shared/**/*.ts'],
    isAllowed,
    PIECES,
  )
  assert.deepEqual(found, [], 'format through shared/i18n/format.ts, in the region in force (docs/i18n.md)')
})

test('the scan finds each way of forcing a locale', () => {
  const lines = [
    "n.toLocaleString('en-US')",
    "n.toLocaleString('en')",
    'new Date(at).toLocaleTimeString(undefined, { timeStyle: "medium" })',
    "new Intl.NumberFormat('de').format(n)",
    "formatNumber(n, 'ja')",
    "const region = 'pt-BR'",
    'const t = `es-419`',
  ]
  const found = lines.map((line) => findPieces('x.ts', line, PIECES).length)
  assert.deepEqual(
    found.map((n) => n > 0),
    lines.map(() => true),
    lines.filter((_, i) => found[i] === 0).join('; '),
  )
  assert.deepEqual(findPieces('x.ts', "formatNumber(n) ?? 'none'", PIECES), [], 'words are not locales')
})
