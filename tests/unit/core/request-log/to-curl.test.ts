import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { shellQuote, toCurl } from '../../../../electron/core/request-log/to-curl.ts'

const KEY_UNSET = 'export BRIDGE_API_KEY=<your API key> first'

const BASE = 'https://api.example/v1/api'
const hasBash = spawnSync('bash', ['-c', 'true']).status === 0
const skipWithoutBash = hasBash
  ? false
  : 'bash is not installed here, so the command cannot be parsed by a real shell'

/** Runs a command with `curl` replaced by a function that prints the words it received, NUL-separated. */
function wordsBashSees(command: string, cwd: string): string[] {
  const script = `curl() { printf '%s\\0' "$@"; }\nBRIDGE_API_KEY=the-key\n${command}\n`
  const result = spawnSync('bash', ['-c', script], { cwd, encoding: 'utf8' })
  assert.equal(result.status, 0, result.stderr)
  return result.stdout.split('\0').slice(0, -1)
}

test('a GET becomes a one-line curl command reading the key from $BRIDGE_API_KEY, with the Accept the app sent', () => {
  assert.equal(
    toCurl({ method: 'GET', path: '/bridges?limit=20' }, BASE),
    `curl -sS -H "Authorization: Bearer \${BRIDGE_API_KEY:?${KEY_UNSET}}" -H 'Accept: application/json' 'https://api.example/v1/api/bridges?limit=20'`,
  )
})

test(
  'run without the variable, the command sends nothing and says which variable to export',
  { skip: skipWithoutBash },
  () => {
    const command = toCurl({ method: 'GET', path: '/stats' }, BASE)
    const script = `curl() { echo SENT; }\nunset BRIDGE_API_KEY\n${command}\n`
    const result = spawnSync('bash', ['-c', script], { encoding: 'utf8' })
    assert.notEqual(result.status, 0)
    assert.doesNotMatch(result.stdout, /SENT/)
    assert.match(result.stderr, /BRIDGE_API_KEY: export BRIDGE_API_KEY=<your API key> first/)
  },
)

test('the base URL and path are joined with exactly one slash', () => {
  const command = toCurl({ method: 'GET', path: 'stats' }, `${BASE}//`)
  assert.ok(command.endsWith(`'https://api.example/v1/api/stats'`), command)
})

test('HEAD uses -I and other methods are named with -X', () => {
  assert.match(toCurl({ method: 'HEAD', path: '/stats' }, BASE), /^curl -sS -I -H /)
  assert.match(toCurl({ method: 'post', path: '/stats' }, BASE), /^curl -sS -X 'POST' -H /)
})

test('single quotes inside the text are closed, escaped and reopened', () => {
  assert.equal(shellQuote(`it's`), `'it'\\''s'`)
  assert.equal(shellQuote(''), `''`)
})

test(
  'hostile query text reaches curl as one literal URL and executes nothing',
  { skip: skipWithoutBash },
  (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'bx-curl-'))
    t.after(() => rmSync(dir, { recursive: true, force: true }))
    const canary = join(dir, 'pwned')
    const hostile = [
      `/bridges?q=it's`,
      `&a=$(touch ${canary})`,
      '&b=`touch ' + canary + '`',
      `&c='; touch ${canary}; echo '`,
      `&d="$HOME" \\ ! * ~ ; | > ${canary} &`,
      `&e=line1\ntouch ${canary}\r`,
      `&f=${'$'}{BRIDGE_API_KEY}`,
    ].join('')
    const command = toCurl({ method: 'GET', path: hostile }, `https://api.example/v1/api'x`)

    assert.ok(!command.includes('\n') && !command.includes('\r'), 'one line, safe to paste')
    const syntax = spawnSync('bash', ['-n', '-c', command])
    assert.equal(syntax.status, 0, 'bash -n accepts it')

    const words = wordsBashSees(command, dir)
    const expectedUrl = `https://api.example/v1/api'x${hostile}`.replace('\n', '%0A').replace('\r', '%0D')
    assert.deepEqual(words, [
      '-sS',
      '-H',
      'Authorization: Bearer the-key',
      '-H',
      'Accept: application/json',
      expectedUrl,
    ])
    assert.equal(existsSync(canary), false, 'no command inside the URL ran')
  },
)
