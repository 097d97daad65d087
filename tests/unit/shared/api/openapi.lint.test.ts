// Runs the real linter (Redocly CLI, rules in redocly.yaml) so `npm test` fails on an invalid document.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { realpathSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { test } from 'node:test'

const root = resolve(import.meta.dirname, '../../../..')
// The .bin entry is a script with a `node` shebang; run it with this Node, not whatever is on PATH.
const redocly = realpathSync(join(root, 'node_modules/.bin/redocly'))
const DOCUMENT = join(root, 'shared/api/openapi.yaml')

function lint(file: string): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [redocly, 'lint', file, '--config', join(root, 'redocly.yaml')],
      {
        cwd: root,
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          NO_COLOR: '1',
        },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1
        done({ code, output: `${stdout}${stderr}` })
      },
    )
  })
}

test('shared/api/openapi.yaml passes redocly lint with no errors or warnings', async () => {
  const { code, output } = await lint(DOCUMENT)
  assert.equal(code, 0, output)
  assert.doesNotMatch(output, /warning/i, output)
})

test('the lint configuration rejects an example that contradicts its schema', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'))
  t.after(() => rm(dir, { recursive: true, force: true }))
  const broken = (await readFile(DOCUMENT, 'utf8')).replace('avg_score: 63.25', "avg_score: 'high'")
  assert.match(broken, /avg_score: 'high'/, 'the example to break was not found')
  const file = join(dir, 'openapi.yaml')
  await writeFile(file, broken)
  const { code, output } = await lint(file)
  assert.notEqual(code, 0, output)
  assert.match(output, /no-invalid-media-type-examples/)
})
