import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { after, before, test } from 'node:test'
import { ensureSecretService, type SecretServiceHandle } from '../../support/secret-service.ts'

const ROOT = resolve(import.meta.dirname, '../../..')

let keychain: SecretServiceHandle
let dir: string
before(async () => {
  keychain = await ensureSecretService()
  dir = await mkdtemp(join(tmpdir(), 'bx-start-'))
})
after(async () => {
  await keychain.stop()
  await rm(dir, { recursive: true, force: true })
})

// This machine cannot download Electron's binary, which is the case under test. The system opener is a test
// double (a stand-in `xdg-open` that records the URL it was asked to open): no desktop session runs here.
test('npm start without Electron’s binary explains why in one paragraph, runs the preview and opens its URL', async (t) => {
  const { existsSync } = await import('node:fs')
  if (existsSync(join(ROOT, 'node_modules/electron/path.txt'))) {
    t.skip('Electron’s binary is installed here, so npm start runs the desktop app')
    return
  }
  const bin = join(dir, 'bin')
  const opened = join(dir, 'opened.txt')
  await (await import('node:fs/promises')).mkdir(bin)
  await writeFile(join(bin, 'xdg-open'), `#!/bin/sh\nprintf '%s' "$1" > '${opened}'\n`)
  await chmod(join(bin, 'xdg-open'), 0o755)

  const userData = join(dir, 'user-data')
  const child = spawn(
    process.execPath,
    ['electron/preview/start-or-preview.ts', '--port', '0', '--user-data', userData],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...keychain.env,
        PATH: `${bin}:${process.env.PATH ?? ''}`,
        XDG_CONFIG_HOME: join(dir, 'xdg'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  let url = ''
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith('Explorer ready at ')) url = line.slice('Explorer ready at '.length).trim()
    if (line.startsWith('Opening ')) break
  }
  assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/\?start=[\w-]+#token=/)
  assert.match(
    stderr,
    /^Electron's desktop binary is not installed here .* Starting the same app in your browser/,
  )
  assert.doesNotMatch(stderr, /\n\s+at /, 'no stack trace')
  // The opener is detached; wait for the file it writes rather than for time.
  let got = ''
  while (got === '') got = await readFile(opened, 'utf8').catch(() => '')
  assert.equal(got, url)
  child.kill('SIGTERM')
  await once(child, 'exit')
})
