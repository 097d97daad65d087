/**
 * "Tests mirror the source tree" (HOUSE_STYLE.md, Tests and the shape of the house): every unit test file sits at the
 * path of the source it tests, so a newcomer finds a module's tests without searching.
 * `tests/unit/<path>/<name>.test.ts` tests the source
 * `<root>/<path>/<name>.<ext>`, where the root comes from the test's first folder (see ROOTS). A source with
 * several test files adds a topic after a dot: `rate-scheduler.unhelpful.test.ts` tests `rate-scheduler.ts`.
 * Tests of repository-wide tooling (lint config, packaging, the test runner) have no one source file; they
 * live in tests/unit/tooling/ and each is listed in TOOLING with what it checks.
 */
import assert from 'node:assert/strict'
import { existsSync, readdirSync } from 'node:fs'
import { glob } from 'node:fs/promises'
import { join, posix, resolve } from 'node:path'
import { test } from 'node:test'

const ROOT = resolve(import.meta.dirname, '../../..')

/** First folder under tests/unit → the folder its sources live in; any other first folder is under electron/. */
const ROOTS: Readonly<Record<string, string>> = {
  renderer: 'renderer/src',
  shared: 'shared',
  chaos: 'tests/chaos',
  soak: 'tests/soak',
  support: 'tests/support',
  // The shell's concern folders (window/, ipc/, preload/, ...) sit directly under electron/ (HOUSE_STYLE.md).
  shell: 'electron',
}

/** Tests of tooling, each with the file (or folder) it checks. */
const TOOLING: Readonly<Record<string, string>> = {
  'tooling/contract-domains.test.ts': 'shared/ipc/contract.ts',
  'tooling/core-state.test.ts': 'electron/core',
  'tooling/core-slices.test.ts': 'electron/core',
  'tooling/folder-cycles.test.ts': 'tests/unit/tooling/import-graph.ts',
  'tooling/layers.test.ts': 'eslint.config.js',
  'tooling/main-layer.test.ts': 'eslint.config.js',
  'tooling/raw-send.test.ts': 'eslint.config.js',
  'tooling/node-floor.test.ts': 'build/node-floor.mjs',
  'tooling/page-registry.test.ts': 'renderer/src/app/pages.ts',
  'tooling/renderer-state.test.ts': 'renderer/src',
  'tooling/renderer-timers.test.ts': 'renderer/src',
  'tooling/test-hooks.test.ts': 'electron/main.ts',
  'tooling/packaging.test.ts': 'electron-builder.yml',
  'tooling/packaged-layout.test.ts': 'electron-builder.yml',
  'tooling/run.test.ts': 'tests/run.ts',
  'tooling/test-mirror.test.ts': 'tests/unit',
  'tooling/under-load.test.ts': 'tests/under-load.ts',
  'tooling/transport-per-build.test.ts': 'vite.config.ts',
  'tooling/one-parser.test.ts': 'shared/net/pasted.ts',
  'tooling/no-hard-coded-locale.test.ts': 'shared/i18n/format.ts',
  'tooling/messages-used.test.ts': 'build/check-messages.ts',
  'tooling/message-parts.test.ts': 'build/message-parts.ts',
  'tooling/one-sqlite-opener.test.ts': 'electron/core/sqlite/sqlite-file.ts',
  'tooling/one-day.test.ts': 'shared/time/durations.ts',
  'tooling/one-route.test.ts': 'renderer/src/lib/route.ts',
  'tooling/plain-citations.test.ts': 'docs/api-assumptions.md',
}

/** The source folder a test path (relative to tests/unit, POSIX separators) mirrors. */
function sourceFolderOf(testPath: string): string {
  const dir = posix.dirname(testPath)
  if (dir === '.') return 'electron'
  const [first = '', ...rest] = dir.split('/')
  return posix.join(ROOTS[first] ?? posix.join('electron', first), ...rest)
}

/** The source names a test file may mirror: `a.b.c.test.ts` → `a.b.c`, `a.b`, `a` (longest first). */
function sourceStemsOf(testPath: string): string[] {
  const parts = posix
    .basename(testPath)
    .replace(/\.test\.ts$/, '')
    .split('.')
  return parts.map((_, i) => parts.slice(0, parts.length - i).join('.'))
}

/** Whether a source file `<stem>.<one extension>` exists in a folder of the repository. */
function hasSource(folder: string, stems: readonly string[]): boolean {
  const abs = join(ROOT, folder)
  if (!existsSync(abs)) return false
  const names = readdirSync(abs).filter((n) => !n.endsWith('.test.ts'))
  // `<stem>.<extension>` with one extension after the stem: `schema.gen.ts` is the stem `schema.gen`.
  return names.some((name) =>
    stems.some((stem) => name.startsWith(`${stem}.`) && !name.slice(stem.length + 1).includes('.')),
  )
}

/** Unit test files (relative to tests/unit) that neither mirror a source nor are listed as tooling tests. */
async function unmirroredTests(): Promise<string[]> {
  const out: string[] = []
  for await (const file of glob('**/*.test.ts', { cwd: join(ROOT, 'tests/unit') })) {
    const rel = file.split('\\').join('/')
    if (rel in TOOLING) continue
    if (!hasSource(sourceFolderOf(rel), sourceStemsOf(rel))) out.push(rel)
  }
  return out.sort()
}

test('sourceFolderOf maps the first folder through ROOTS, others under electron/', () => {
  assert.equal(sourceFolderOf('core/api/api-client.test.ts'), 'electron/core/api')
  assert.equal(sourceFolderOf('renderer/lib/route.test.ts'), 'renderer/src/lib')
  assert.equal(sourceFolderOf('shared/api/decode.test.ts'), 'shared/api')
  assert.equal(sourceFolderOf('chaos/lib/args.test.ts'), 'tests/chaos/lib')
  assert.equal(sourceFolderOf('main.built.test.ts'), 'electron')
})

test('sourceStemsOf allows a topic after a dot, longest name first', () => {
  assert.deepEqual(sourceStemsOf('core/api/rate-scheduler.unhelpful.test.ts'), [
    'rate-scheduler.unhelpful',
    'rate-scheduler',
  ])
  assert.deepEqual(sourceStemsOf('x/schema.gen.fresh.test.ts'), ['schema.gen.fresh', 'schema.gen', 'schema'])
})

test('every unit test file mirrors a source file, or is a listed tooling test', async () => {
  const stray = await unmirroredTests()
  assert.deepEqual(
    stray,
    [],
    `these tests/unit files mirror no source; move each to the path of the source it tests:\n  ${stray.join('\n  ')}`,
  )
})

test('each listed tooling test exists and so does what it checks', () => {
  for (const [file, subject] of Object.entries(TOOLING)) {
    assert.ok(existsSync(join(ROOT, 'tests/unit', file)), `${file} is listed but missing`)
    assert.ok(existsSync(join(ROOT, subject)), `${file} checks ${subject}, which is missing`)
  }
})
