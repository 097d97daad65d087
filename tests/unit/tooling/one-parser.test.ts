/**
 * "One rule, one place": what a bridge id, a slug, a username or a link of the app looks like is written once,
 * in shared/net/pasted.ts (its file comment states the rule and cites shared/api/openapi.yaml and
 * docs/api-assumptions.md rows 18 and 25). This scans renderer/src, electron/ and shared/ for a second copy: a
 * regular expression for `br_` ids, the name character classes, the `bridges|profiles` link shape, or the `@name` rule
 * (a username written with a leading `@`; an RFC 9745 date's `@` is another thing and is not matched).
 * The reference service (electron/service/) is left out on purpose: it stands in for the real server, so the
 * client is tested against a separate implementation of the API description, and it makes ids and names
 * (generator.ts) rather than reading them; sharing the client's reader would let one mistake hide on both sides.
 */
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { test } from 'node:test'
import { findPieces, scanFiles, type CopyPiece } from './line-scan.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const THE_PARSER = 'shared/net/pasted.ts'
const LEFT_OUT = [/^electron\/service\//, /^shared\/api\/schema\.gen\.ts$/]

/** Pieces of a second reader, each with what it would be. */
const COPIES: readonly CopyPiece[] = [
  { what: 'a regular expression for bridge ids', pattern: /\/\^?br_|RegExp\([^)]*br_/ },
  { what: 'a name class of letters and digits', pattern: /\[\\p\{L\}|\[A-Za-z0-9\]\[A-Za-z0-9\._-\]/ },
  { what: 'a list of characters names may not hold', pattern: /\[\\s\/\?#/ },
  { what: 'the bridges|profiles link shape', pattern: /bridges\|profiles|profiles\|bridges/ },
  {
    what: 'the @name rule',
    pattern: /startsWith\(\s*['"]@['"]\s*\)|\/\^@\/|(?:\[0\]|charAt\(0\))\s*===?\s*['"]@['"]/,
  },
]

/** `file:line: what` for every line of a text that holds a piece of a second reader. */
const findCopies = (file: string, text: string): string[] => findPieces(file, text, COPIES)

test('the scan finds each kind of second reader', () => {
  const text = [
    'const BRIDGE_ID = /^br_[a-z0-9]{4,64}$/i',
    'const IDENTIFIER = /^[\\p{L}\\p{N}._~-]{1,200}$/u',
    'const ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/',
    'const BAD_ID_CHARS = /[\\s/?#\\\\]/',
    'const SHAPE = /(bridges|profiles)\\/([^/]+)/',
    "if (raw.startsWith('@')) return",
    "const name = t.replace(/^@/, '')",
    "const at = text[0] === '@'",
    "const fine = 'A bridge id (br_…) is looked for among the loaded bridges'",
    'const deprecated = /^@(\\d{1,15})$/.exec(value)',
  ].join('\n')
  assert.deepEqual(
    findCopies('x.ts', text).map((f) => f.split(': ')[1]),
    [
      'a regular expression for bridge ids',
      'a name class of letters and digits',
      'a name class of letters and digits',
      'a list of characters names may not hold',
      'the bridges|profiles link shape',
      'the @name rule',
      'the @name rule',
      'the @name rule',
    ],
  )
})

test('ids, slugs, usernames and links are read only by shared/net/pasted.ts', async () => {
  const found = await scanFiles(
    ROOT,
    ['renderer/src/**/*.{ts,tsx}', 'electron/**/*.ts', 'shared/**/*.ts'],
    (file) => file === THE_PARSER || LEFT_OUT.some((r) => r.test(file)),
    COPIES,
  )
  assert.deepEqual(found, [], `read these through ${THE_PARSER} instead:\n  ${found.join('\n  ')}`)
})

test('the parser itself holds the rule', async () => {
  const text = await readFile(resolve(ROOT, THE_PARSER), 'utf8')
  assert.ok(findCopies(THE_PARSER, text).length >= 4)
})
