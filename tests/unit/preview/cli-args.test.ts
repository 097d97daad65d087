import assert from 'node:assert/strict'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { describe, test } from 'node:test'
import {
  decideDemo,
  defaultUserDataDir,
  parsePreviewCli,
  previewKeychainService,
  PreviewCliError,
} from '../../../electron/preview/cli-args.ts'
import { exportFileChooser, externalOpener, hasSavedKey } from '../../../electron/preview/host-adapters.ts'

describe('preview command line', () => {
  test('defaults: port 5174, no explicit demo, XDG user-data folder', () => {
    assert.deepEqual(parsePreviewCli([], { XDG_CONFIG_HOME: '/cfg' }), {
      kind: 'serve',
      port: 5174,
      demo: false,
      serviceUrl: null,
      userDataDir: '/cfg/bridge-explorer-preview',
    })
  })

  test('without XDG_CONFIG_HOME the user-data folder is under ~/.config', () => {
    assert.equal(defaultUserDataDir({}, '/home/u'), '/home/u/.config/bridge-explorer-preview')
  })

  test('all options, in both --flag value and --flag=value forms', () => {
    const cmd = parsePreviewCli([
      '--port=0',
      '--demo',
      '--service-url',
      'https://api.example/v1/api',
      '--user-data',
      'rel',
    ])
    assert.deepEqual(cmd, {
      kind: 'serve',
      port: 0,
      demo: true,
      serviceUrl: 'https://api.example/v1/api',
      userDataDir: resolve('rel'),
    })
  })

  test('--poll-interval-ms sets the stats poll interval; without it the field is absent', () => {
    const cmd = parsePreviewCli(['--poll-interval-ms', '10000', '--user-data', '/u'])
    assert.equal(cmd.kind === 'serve' ? cmd.pollIntervalMs : null, 10000)
    const plain = parsePreviewCli(['--user-data', '/u'])
    assert.equal(plain.kind === 'serve' && 'pollIntervalMs' in plain, false)
  })

  test('--deep-link opens the printed address as the desktop app opens from that link', () => {
    const cmd = parsePreviewCli(['--deep-link', 'bridge-explorer://profiles/ada', '--user-data', '/u'])
    assert.deepEqual(cmd.kind === 'serve' ? cmd.deepLink : null, { view: 'profile', id: 'ada' })
    const plain = parsePreviewCli(['--user-data', '/u'])
    assert.equal(plain.kind === 'serve' && 'deepLink' in plain, false)
  })

  test('--test-clock starts the clock at the time given; without it there is no test clock', () => {
    const cmd = parsePreviewCli(['--test-clock', '1900000000000', '--user-data', '/u'])
    assert.equal(cmd.kind === 'serve' ? cmd.testClock : null, 1_900_000_000_000)
    const plain = parsePreviewCli(['--user-data', '/u'])
    assert.equal(plain.kind === 'serve' && 'testClock' in plain, false)
  })

  test('--help wins over everything else', () => {
    assert.deepEqual(parsePreviewCli(['--port', 'x', '--help']), { kind: 'help' })
  })

  for (const [args, message] of [
    [['--port', '70000'], /--port must be/],
    [['--port', '-1'], /--port must be/],
    [['--port'], /needs a value/],
    [['--port', '--demo'], /needs a value/],
    [['--demo=yes'], /takes no value/],
    [['--service-url', 'file:///etc/passwd'], /http\(s\) URL/],
    [['--service-url', 'not a url'], /http\(s\) URL/],
    [['--service-url', 'http://api.example.com/v1/api'], /clear text/],
    [['--demo', '--demo'], /more than once/],
    [['--bogus'], /unknown option/],
    [['--poll-interval-ms', '999'], /at least 1000/],
    [['--poll-interval-ms', '1e4'], /at least 1000/],
    [['stray'], /unexpected argument/],
    [['--deep-link', 'https://example.com/bridges/x'], /--deep-link must be/],
    [['--deep-link', 'bridge-explorer://settings'], /--deep-link must be/],
    [['--test-clock', '1900000000'], /--test-clock must be a time in epoch milliseconds/],
    [['--test-clock', '2026-12-07'], /--test-clock must be a time in epoch milliseconds/],
  ] as const) {
    test(`refuses ${args.join(' ')}`, () => {
      assert.throws(
        () => parsePreviewCli(args),
        (e: unknown) => e instanceof PreviewCliError && message.test(e.message),
      )
    })
  }

  test('the demo service is the default only with no --service-url and no saved key', () => {
    assert.equal(decideDemo({ demo: false, serviceUrl: null }, false), true)
    assert.equal(decideDemo({ demo: false, serviceUrl: null }, true), false)
    assert.equal(decideDemo({ demo: false, serviceUrl: 'https://a.example/' }, false), false)
    assert.equal(decideDemo({ demo: true, serviceUrl: 'https://a.example/' }, true), true)
  })
})

describe('preview host adapters', () => {
  test('exports go to <user-data>/exports/<name>, created on demand, never outside it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bx-preview-ud-'))
    try {
      const choose = exportFileChooser(dir)
      const file = await choose('csv', 'bridges-2026.csv')
      assert.equal(file, join(dir, 'exports', 'bridges-2026.csv'))
      await writeFile(file, 'ok') // the folder exists
      assert.equal(dirname(await choose('json', '../../escape.json')), join(dir, 'exports'))
      assert.equal(await choose('json', '..'), join(dir, 'exports', 'export.json'))
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('the preview never overwrites: a taken name, or two exports in the same second, get the next free name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bx-preview-ud-'))
    try {
      const choose = exportFileChooser(dir)
      const older = join(dir, 'exports', 'bridges-2026-03-14-120509.csv')
      await mkdir(dirname(older), { recursive: true })
      await writeFile(older, 'kept')
      // Two exports with the same filters started in the same second ask for the same name at the same time.
      const [a, b] = await Promise.all([
        choose('csv', 'bridges-2026-03-14-120509.csv'),
        choose('csv', 'bridges-2026-03-14-120509.csv'),
      ])
      assert.deepEqual([a, b].sort(), [
        join(dir, 'exports', 'bridges-2026-03-14-120509-2.csv'),
        join(dir, 'exports', 'bridges-2026-03-14-120509-3.csv'),
      ])
      assert.equal(await readFile(older, 'utf8'), 'kept')
      // Each name is held by an empty reservation until the export renames its finished file over it.
      assert.equal((await readFile(a, 'utf8')).length, 0)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('openExternal prints the link and reports that nothing was opened', async () => {
    const lines: string[] = []
    assert.equal(await externalOpener((l) => lines.push(l))('https://example.org/x'), false)
    assert.match(lines.join(''), /https:\/\/example\.org\/x/)
  })

  test('a saved key is seen in the key-vault metadata file; missing or corrupt files mean none', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bx-preview-ud-'))
    try {
      assert.equal(await hasSavedKey(dir), false)
      await writeFile(join(dir, 'key-vault.json'), '{not json')
      assert.equal(await hasSavedKey(dir), false)
      await writeFile(
        join(dir, 'key-vault.json'),
        JSON.stringify({ version: 1, keys: [{ id: 'k1' }], active: {} }),
      )
      assert.equal(await hasSavedKey(dir), true)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

test('each preview user-data folder files its keys under its own keychain service; the default keeps the plain name', () => {
  const env = { XDG_CONFIG_HOME: '/cfg' }
  assert.equal(previewKeychainService('/cfg/bridge-explorer-preview', env), 'bridge-explorer-preview')
  assert.equal(previewKeychainService('/cfg/bridge-explorer-preview/', env), 'bridge-explorer-preview')
  const a = previewKeychainService('/tmp/run/a', env)
  const b = previewKeychainService('/tmp/run/b', env)
  assert.match(a, /^bridge-explorer-preview-[0-9a-f]{16}$/)
  assert.notEqual(a, b, 'two folders never share secrets (they would see each other as orphans)')
  assert.equal(previewKeychainService('/tmp/run/../run/a', env), a, 'one folder, however it is spelled')
})
