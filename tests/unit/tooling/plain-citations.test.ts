/**
 * Words a reader can follow: a comment or a test name cites the repository's own documents (HOUSE_STYLE.md,
 * docs/api-assumptions.md rows, shared/api/openapi.yaml and its operations), never an issue number or a section
 * of the API description once called the seed, which a reader of the repository cannot look up. "Seed" is left
 * to the data generator's PRNG seed (`--seed`). This scans electron/, renderer/, shared/ and tests/.
 */
import assert from 'node:assert/strict'
import { glob, readFile } from 'node:fs/promises'
import { relative, resolve } from 'node:path'
import { test } from 'node:test'

const ROOT = resolve(import.meta.dirname, '../../..')
const SELF = relative(ROOT, import.meta.filename)
  .split('\\')
  .join('/')
const FOLDERS = ['electron', 'renderer', 'shared', 'tests']
const TEXT_FILES = '**/*.{ts,tsx,js,mjs,cjs,json,yaml,yml,css,html,md}'

/** Citations no reader can follow, each with what to write instead. */
const UNFOLLOWABLE: readonly { what: string; pattern: RegExp }[] = [
  { what: 'an issue number (say the rule, cite the docs)', pattern: /\bissues? #?\d+/i },
  { what: 'a seed section (cite openapi.yaml or an assumptions row)', pattern: /\bseed[- ]sections?\b/i },
  {
    what: 'a seed rule (cite openapi.yaml or an assumptions row)',
    pattern: /\bseed \d+(?:\.\d|\s+rules?\b)/i,
  },
]

/** `file:line: what` for every line of a text that holds an unfollowable citation. */
function findUnfollowable(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      UNFOLLOWABLE.filter((u) => u.pattern.test(line)).map((u) => `${file}:${i + 1}: ${u.what}`),
    )
}

test('the scan finds issue numbers and seed sections, and leaves the PRNG seed alone', () => {
  const text = [
    '// Saved views (issue 11): names are checked',
    "test('a key is refused (Issue #9)', () => {})",
    '/** The most active keys (seed section 8). */',
    "it('seed 5.6: a revoked key → 401', () => {})",
    "describe('seed 8 rule 4 on the real clock', () => {})",
    'const app = await devApp({ bridges: 400, seed: 7 }) // same seed, same keys',
    '/** The default demo data (seed 1, 2000 bridges). */',
  ].join('\n')
  assert.deepEqual(
    findUnfollowable('x.ts', text).map((f) => f.split(':')[1]),
    ['1', '2', '3', '4', '5'],
  )
})

test('electron/, renderer/, shared/ and tests/ cite no issue number and no seed section', async () => {
  const found: string[] = []
  for (const folder of FOLDERS) {
    for await (const entry of glob(`${folder}/${TEXT_FILES}`, { cwd: ROOT })) {
      const file = entry.split('\\').join('/')
      if (file === SELF || file.includes('/node_modules/')) continue
      found.push(...findUnfollowable(file, await readFile(resolve(ROOT, file), 'utf8')))
    }
  }
  assert.deepEqual(found, [], `say the rule and cite the repository's docs instead:\n  ${found.join('\n  ')}`)
})
