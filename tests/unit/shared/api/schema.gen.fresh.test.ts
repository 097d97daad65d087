// schema.gen.ts is committed; this regenerates it exactly as `npm run gen:api` does and compares, so
// a change to openapi.yaml without `npm run gen:api` fails the build.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { readFileSync, realpathSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { test } from 'node:test'

const root = resolve(import.meta.dirname, '../../../..')
const bin = (name: string) => realpathSync(join(root, 'node_modules/.bin', name))
const TARGET = 'shared/api/schema.gen.ts'

/** Runs a package's CLI with this Node; resolves with stdout, rejects with the output on failure. */
function runCli(script: string, args: readonly string[], input?: string): Promise<string> {
  return new Promise((done, failed) => {
    const child = execFile(
      process.execPath,
      [script, ...args],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error === null ? done(stdout) : failed(new Error(`${error.message}\n${stderr}`)),
    )
    child.stdin?.end(input ?? '')
  })
}

test('schema.gen.ts is what npm run gen:api makes from openapi.yaml', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'gen-api-'))
  t.after(() => rm(dir, { recursive: true, force: true }))
  const raw = join(dir, 'schema.gen.ts')
  await runCli(bin('openapi-typescript'), ['shared/api/openapi.yaml', '-o', raw])
  // --stdin-filepath makes prettier resolve the repository's config and ignores as for the real file.
  const formatted = await runCli(bin('prettier'), ['--stdin-filepath', TARGET], await readFile(raw, 'utf8'))
  const committed = readFileSync(join(root, TARGET), 'utf8')
  if (formatted !== committed) {
    const fresh = formatted.split('\n')
    const old = committed.split('\n')
    const line = fresh.findIndex((l, i) => l !== old[i])
    assert.fail(
      `${TARGET} is stale from line ${line + 1} (${JSON.stringify(fresh[line])}): run npm run gen:api`,
    )
  }
})
