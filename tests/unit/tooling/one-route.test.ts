/**
 * "One truth for each thing the user sees" (HOUSE_STYLE.md): where a link leads in the app is read once, by
 * shared/net/pasted.ts, and turned into a route once, by routeFromTarget in renderer/src/lib/route.ts. The palette,
 * Lookup and the deep-link effect call it. This scans renderer/src for a second copy: another definition of the
 * function, a link's place told apart and turned into a route on one line, or a bridge's slug or a profile's
 * username taken out of a link's target.
 */
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { test } from 'node:test'
import { findPieces, scanFiles, type CopyPiece } from './line-scan.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const THE_FUNCTION = 'renderer/src/lib/route.ts'

/** Pieces of a second route-from-target, each with what it would be. */
const COPIES: readonly CopyPiece[] = [
  {
    what: 'a definition of routeFromTarget',
    pattern: /function\s+routeFromTarget\b|\brouteFromTarget\s*[:=]/,
  },
  {
    what: 'a place of a link turned into a route',
    pattern: /\b(?:to|view)\s*[!=]==\s*'(?:bridge|profile)'.*\bname:\s*'(?:bridge|profile)'/,
  },
  { what: 'a name taken out of a link target', pattern: /\btarget\.(?:slug|username)\b/ },
]

/** `file:line: what` for every line of a text that holds a piece of a second route-from-target. */
const findCopies = (file: string, text: string): string[] => findPieces(file, text, COPIES)

test('the scan finds each kind of second route-from-target, and not a call of the one', () => {
  const text = [
    'export function routeFromTarget(target: LinkTarget): Route {',
    "  if (target.to === 'bridge') return { name: 'bridge', slug: target.slug }",
    "  if (view === 'profile') navigate({ name: 'profile', username: id })",
    "  if (target.to === 'profile') return { ok: true, route: { name: 'profile', username: target.username } }",
    'const route = routeFromTarget(pasted.target)',
    "if (route.name === 'bridge') return route",
  ].join('\n')
  assert.deepEqual(
    findCopies('x.ts', text).map((f) => f.split(': ')[1]),
    [
      'a definition of routeFromTarget',
      'a place of a link turned into a route',
      'a name taken out of a link target',
      'a place of a link turned into a route',
      'a place of a link turned into a route',
      'a name taken out of a link target',
    ],
  )
})

test(`a link's target becomes a route only in ${THE_FUNCTION}`, async () => {
  const found = await scanFiles(ROOT, ['renderer/src/**/*.{ts,tsx}'], (file) => file === THE_FUNCTION, COPIES)
  assert.deepEqual(found, [], `call routeFromTarget (${THE_FUNCTION}) instead:\n  ${found.join('\n  ')}`)
})

test('the function is defined once, in its file', async () => {
  const text = await readFile(resolve(ROOT, THE_FUNCTION), 'utf8')
  assert.equal(
    findCopies(THE_FUNCTION, text).filter((f) => f.endsWith('a definition of routeFromTarget')).length,
    1,
  )
})
