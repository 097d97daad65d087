// The app as electron-builder packs it: the `files:` globs of electron-builder.yml applied to the built tree,
// copied to a folder of its own, then its main.js run against the electron stand-in. Whatever the bundle still
// reads from outside those globs (the OpenAPI document under shared/ was one) fails here. Production
// node_modules are linked in, as electron-builder adds them itself. Needs `npm run build`.
import assert from 'node:assert/strict'
import { once } from 'node:events'
import { cp, glob, mkdir, stat, symlink } from 'node:fs/promises'
import { dirname, join, matchesGlob } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { loadBuiltMain, REPO_ROOT, requireBuild } from '../../support/electron-stand-in/load.ts'
import {
  createElectronStandIn,
  type ElectronStandIn,
  type StandInBrowserWindow,
} from '../../support/electron-stand-in/stand-in.ts'
import { throwawayKeychain } from '../../support/throwaway-keychain.ts'

const keychain = throwawayKeychain()
const { files } = parse(readFileSync(join(REPO_ROOT, 'electron-builder.yml'), 'utf8')) as { files: string[] }

/** Copies every file the globs match into `appDir`, keeping relative paths; returns those paths. */
async function packFiles(appDir: string): Promise<string[]> {
  const shipped: string[] = []
  // electron-builder's `!pattern` entries take matching files back out.
  const excluded = files.filter((p) => p.startsWith('!')).map((p) => p.slice(1))
  for (const pattern of files.filter((p) => !p.startsWith('!'))) {
    for await (const path of glob(pattern, { cwd: REPO_ROOT })) {
      if (excluded.some((x) => matchesGlob(path, x))) continue
      if (!(await stat(join(REPO_ROOT, path))).isFile()) continue
      await mkdir(dirname(join(appDir, path)), { recursive: true })
      await cp(join(REPO_ROOT, path), join(appDir, path))
      shipped.push(path)
    }
  }
  return shipped.sort()
}

describe('the packaged layout (electron-builder files: applied to the build)', () => {
  let appDir: string
  let shipped: string[]
  let standIn: ElectronStandIn
  let window: StandInBrowserWindow

  before(async () => {
    requireBuild()
    appDir = join(await keychain.tempDir('bx-packed-'), 'app')
    shipped = await packFiles(appDir)
    await symlink(join(REPO_ROOT, 'node_modules'), join(appDir, 'node_modules'))
    standIn = createElectronStandIn({
      userDataDir: await keychain.tempDir('bx-packed-user-'),
      downloadsDir: await keychain.tempDir('bx-packed-dl-'),
      singleInstanceLock: true,
    })
    await loadBuiltMain(standIn, [], join(appDir, 'dist-electron', 'main.js'))
    window = await standIn.firstWindow
  })

  after(async () => {
    const quit = once(standIn.app, 'quit')
    ;(standIn.module['app'] as { quit(): void }).quit()
    await quit
  })

  test('only the build output and package.json are shipped, no source', () => {
    assert.ok(shipped.includes('package.json'))
    assert.ok(shipped.includes('dist-electron/main.js'))
    assert.ok(shipped.includes('dist-electron/preload.cjs'))
    assert.ok(shipped.includes('dist/renderer/index.html'))
    assert.deepEqual(
      shipped.filter((p) => !/^(dist|dist-electron)\//.test(p) && p !== 'package.json'),
      [],
    )
  })

  test("the browser preview's page and its HTTP transport are not shipped", () => {
    assert.deepEqual(
      shipped.filter((p) => /(^|\/)preview[^/]*$/.test(p)),
      [],
    )
  })

  test('the packed main.js serves the renderer from its own folder and names its own preload', async () => {
    assert.equal(window.options.webPreferences?.preload, join(appDir, 'dist-electron', 'preload.cjs'))
    const handler = standIn.protocolHandlers.get('app')
    assert.ok(handler)
    assert.equal((await handler(new Request('app://bridge-explorer/index.html'))).status, 200)
  })

  test('the embedded demo service serves its OpenAPI document, as YAML and as JSON', async () => {
    const info = (await standIn.invoke('app:get-info', undefined, {
      senderId: window.webContents.id,
      url: 'app://bridge-explorer/index.html',
    })) as { ok: boolean; value?: { mode: string; serviceUrl: string } }
    assert.equal(info.value?.mode, 'demo')
    const origin = new URL(info.value?.serviceUrl ?? '').origin
    const yaml = await fetch(`${origin}/v1/openapi.yaml`)
    assert.equal(yaml.status, 200)
    assert.match(await yaml.text(), /^openapi: 3\.1/)
    const json = await fetch(`${origin}/v1/openapi.json`)
    assert.equal(json.status, 200)
    assert.equal(((await json.json()) as { openapi: string }).openapi.slice(0, 3), '3.1')
  })
})
