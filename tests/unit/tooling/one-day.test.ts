/**
 * "One rule, one place" for time: the length of a day in milliseconds is written once, in shared/time/durations.ts,
 * and every layer (renderer, main, the reference service) imports it. This scans renderer/src, electron/ and
 * shared/ for a second declaration of it: a constant or a table entry set to 86 400 000, however it is spelled.
 */
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { test } from 'node:test'
import { findPieces, scanFiles, type CopyPiece } from './line-scan.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const THE_DEFINITION = 'shared/time/durations.ts'

const DAY = String.raw`(?:86_?400_?000|24\s*\*\s*60\s*\*\s*60\s*\*\s*1_?000|24\s*\*\s*3_?600_?000)\b`
/** A constant (`const DAY = …`) or a table entry (`day: …`) holding a day in ms. */
const DECLARED: CopyPiece = {
  what: 'a day in ms',
  pattern: new RegExp(String.raw`(?:\b(?:const|let|var)\s+\w+(?:\s*:\s*\w+)?\s*=|\b\w+\s*:)\s*${DAY}`),
}

/** `file:line: a day in ms` for every line of a text that declares a day in ms. */
const findDays = (file: string, text: string): string[] => findPieces(file, text, [DECLARED])

test('the scan finds each spelling of a declared day, and not a day used in a sum', () => {
  const text = [
    'const DAY_MS = 86_400_000',
    'const DAY: number = 86400000',
    'let day = 24 * 60 * 60 * 1000',
    '  day: 86_400_000,',
    'const ONE = 24 * 3_600_000',
    'const keepMs = days * DAY_MS',
    'const soon = Date.now() + 5 * 86_400_000',
  ].join('\n')
  assert.deepEqual(
    findDays('x.ts', text).map((f) => f.split(':')[1]),
    ['1', '2', '3', '4', '5'],
  )
})

test(`a day in ms is declared only in ${THE_DEFINITION}`, async () => {
  const found = await scanFiles(
    ROOT,
    ['renderer/src/**/*.{ts,tsx}', 'electron/**/*.ts', 'shared/**/*.ts'],
    (file) => file === THE_DEFINITION,
    [DECLARED],
  )
  assert.deepEqual(found, [], `import DAY_MS from ${THE_DEFINITION} instead:\n  ${found.join('\n  ')}`)
})

test('the definition itself declares it', async () => {
  const text = await readFile(resolve(ROOT, THE_DEFINITION), 'utf8')
  assert.equal(findDays(THE_DEFINITION, text).length, 1)
})
