import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { CliError, parseCli } from '../../../electron/service/cli-args.ts'
import { KeysFileError, parseKeysFile } from '../../../electron/service/keys-file.ts'

const cliError = (re: RegExp) => (err: unknown) => err instanceof CliError && re.test(err.message)

describe('CLI arguments', () => {
  test('no arguments means serve with defaults', () => {
    assert.deepEqual(parseCli([]), { kind: 'serve', options: {}, keysPath: null })
  })

  test('every serve option is read, in both --flag value and --flag=value forms', () => {
    const cmd = parseCli([
      '--port',
      '0',
      '--host=::1',
      '--seed',
      '4',
      '--bridges',
      '50',
      '--rate-limit',
      '5',
      '--window-ms',
      '1000',
      '--invalid-attempts',
      '3',
      '--lockout-ms',
      '2000',
      '--fail-rate',
      '0.25',
      '--latency-ms',
      '10',
      '--live',
      '--deprecation',
      '2027-01-01',
      '--sunset',
      '2027-06-01',
      '--deprecation-link',
      'https://example.org/changes',
      '--sunset-link',
      'https://example.org/sunset',
      '--keys',
      'k.json',
    ])
    assert.deepEqual(cmd, {
      kind: 'serve',
      keysPath: 'k.json',
      options: {
        port: 0,
        host: '::1',
        seed: 4,
        bridges: 50,
        rateLimit: 5,
        windowMs: 1000,
        invalidAttempts: 3,
        lockoutMs: 2000,
        failRate: 0.25,
        latencyMs: 10,
        live: true,
        deprecation: '2027-01-01',
        sunset: '2027-06-01',
        deprecationLink: 'https://example.org/changes',
        sunsetLink: 'https://example.org/sunset',
      },
    })
  })

  test('--help wins over everything else', () => {
    assert.deepEqual(parseCli(['--port', 'x', '--help']), { kind: 'help' })
  })

  test('bad values, unknown flags and missing values are usage errors naming the flag', () => {
    assert.throws(() => parseCli(['--port', '70000']), cliError(/--port/))
    assert.throws(() => parseCli(['--port', 'abc']), cliError(/--port/))
    assert.throws(() => parseCli(['--fail-rate', '1.5']), cliError(/--fail-rate/))
    assert.throws(() => parseCli(['--rate-limit', '0']), cliError(/--rate-limit/))
    assert.throws(() => parseCli(['--deprecation', 'soon']), cliError(/--deprecation/))
    assert.throws(() => parseCli(['--sunset', '2027-01-01']), cliError(/--sunset needs --deprecation/))
    assert.throws(
      () => parseCli(['--sunset-link', 'https://e.org/s', '--deprecation', '2027-01-01']),
      cliError(/--sunset-link needs --sunset/),
    )
    assert.throws(
      () => parseCli(['--deprecation', '2027-01-01', '--deprecation-link', 'javascript:alert(1)']),
      cliError(/--deprecation-link must be an http\(s\) URL/),
    )
    assert.throws(() => parseCli(['--bogus']), cliError(/unknown option --bogus/))
    assert.throws(() => parseCli(['--port']), cliError(/--port needs a value/))
    assert.throws(() => parseCli(['--port', '--live']), cliError(/--port needs a value/))
    assert.throws(() => parseCli(['--live=yes']), cliError(/takes no value/))
    assert.throws(() => parseCli(['--port', '1', '--port', '2']), cliError(/more than once/))
    assert.throws(() => parseCli(['stray']), cliError(/unexpected argument/))
  })

  test('create-key reads owner, scopes and label and needs exactly one target', () => {
    assert.deepEqual(
      parseCli([
        'create-key',
        '--owner',
        'ada',
        '--scopes',
        'read:public,read:me',
        '--label',
        'ci',
        '--keys',
        'k.json',
      ]),
      {
        kind: 'create-key',
        owner: 'ada',
        scopes: ['read:public', 'read:me'],
        label: 'ci',
        expiresAt: null,
        keysPath: 'k.json',
        service: null,
      },
    )
    assert.throws(() => parseCli(['create-key', '--keys', 'k.json']), cliError(/--owner/))
    assert.throws(() => parseCli(['create-key', '--owner', 'ada']), cliError(/exactly one of/))
    assert.throws(
      () => parseCli(['create-key', '--owner', 'ada', '--keys', 'k', '--service', 'http://x']),
      cliError(/exactly one of/),
    )
    assert.throws(
      () => parseCli(['create-key', '--owner', 'ada', '--keys', 'k', '--scopes', 'write:all']),
      cliError(/write:all/),
    )
  })
})

describe('keys file validation', () => {
  const keysError = (re: RegExp) => (err: unknown) => err instanceof KeysFileError && re.test(err.message)
  const good = {
    accounts: [{ username: 'ada', api_access: 'approved' }],
    keys: [{ key: 'k1', owner: 'ada', scopes: ['read:public'], status: 'active', expires_at: null }],
  }

  test('a valid file parses', () => {
    assert.deepEqual(parseKeysFile(JSON.stringify(good), 'k.json'), good)
  })

  test('errors name the file and the field', () => {
    assert.throws(() => parseKeysFile('{', 'k.json'), keysError(/^k\.json: not valid JSON/))
    assert.throws(() => parseKeysFile('[]', 'k.json'), keysError(/^k\.json: \(top level\)/))
    const mutate = (f: (v: typeof good & Record<string, unknown>) => void) => {
      const v = structuredClone(good) as typeof good & Record<string, unknown>
      f(v)
      return JSON.stringify(v)
    }
    assert.throws(
      () =>
        parseKeysFile(
          mutate((v) => ((v.accounts[0] as Record<string, unknown>)['username'] = 'Ada!')),
          'k.json',
        ),
      keysError(/k\.json: accounts\[0\]\.username/),
    )
    assert.throws(
      () =>
        parseKeysFile(
          mutate((v) => ((v.keys[0] as Record<string, unknown>)['owner'] = 'bob')),
          'k.json',
        ),
      keysError(/keys\[0\]\.owner/),
    )
    assert.throws(
      () =>
        parseKeysFile(
          mutate((v) => ((v.keys[0] as Record<string, unknown>)['scopes'] = ['read:all'])),
          'k.json',
        ),
      keysError(/keys\[0\]\.scopes\[0\]/),
    )
    assert.throws(
      () =>
        parseKeysFile(
          mutate((v) => ((v.keys[0] as Record<string, unknown>)['status'] = 'on')),
          'k.json',
        ),
      keysError(/keys\[0\]\.status/),
    )
    assert.throws(
      () =>
        parseKeysFile(
          mutate((v) => ((v.keys[0] as Record<string, unknown>)['expires_at'] = 'tomorrow')),
          'k.json',
        ),
      keysError(/keys\[0\]\.expires_at/),
    )
    assert.throws(
      () =>
        parseKeysFile(
          mutate((v) => v.keys.push(structuredClone(v.keys[0]!))),
          'k.json',
        ),
      keysError(/keys\[1\]\.key: duplicate/),
    )
  })
})
