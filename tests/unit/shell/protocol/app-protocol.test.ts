// Serves from a real temporary folder: the checks that need the file system (existence, symbolic links) run for real.
import { PERMISSIONS_POLICY } from '../../../../electron/protocol/permissions-policy.ts'
import assert from 'node:assert/strict'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { serveAppRequest } from '../../../../electron/protocol/app-protocol.ts'
import { CONTENT_SECURITY_POLICY, documentPolicy } from '../../../../electron/protocol/csp.ts'
import { openingFirstScreen } from '../../../../electron/protocol/first-screen-document.ts'
import { DEFAULT_PREFERENCES } from '../../../../shared/ipc/preferences.ts'

let base: string
let root: string

before(async () => {
  base = await mkdtemp(join(tmpdir(), 'bx-protocol-'))
  root = join(base, 'renderer')
  await mkdir(join(root, 'assets'), { recursive: true })
  await writeFile(join(root, 'index.html'), '<!doctype html><title>x</title>')
  await writeFile(join(root, 'assets', 'app.js'), 'console.log(1)')
  await writeFile(join(base, 'secret.txt'), 'outside')
  await symlink(join(base, 'secret.txt'), join(root, 'assets', 'link.txt'))
})

after(async () => {
  await rm(base, { recursive: true, force: true })
})

describe('serving app://', () => {
  test('index.html is served with its MIME type and the CSP as a response header', async () => {
    const response = await serveAppRequest('app://bridge-explorer/', root)
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-type'), 'text/html; charset=utf-8')
    assert.equal(response.headers.get('content-security-policy'), CONTENT_SECURITY_POLICY)
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff')
    assert.equal(response.headers.get('permissions-policy'), PERMISSIONS_POLICY)
    assert.equal(await response.text(), '<!doctype html><title>x</title>')
  })

  test("a drawn document's CSP allows its own style attributes by hash, never 'unsafe-inline'", async () => {
    const drawnRoot = join(base, 'drawn')
    await mkdir(drawnRoot, { recursive: true })
    await writeFile(
      join(drawnRoot, 'index.html'),
      '<html lang="en"><body><div id="root"></div></body></html>',
    )
    const response = await serveAppRequest('app://bridge-explorer/', drawnRoot, {
      load: async () => ({
        FIRST_SCREEN_ELEMENT_ID: 'first-screen',
        renderFirstScreen: () => '<div class="app"><div style="width:45%;height:14px"></div></div>',
      }),
      data: async () => openingFirstScreen(DEFAULT_PREFERENCES, false),
    })
    const body = await response.text()
    assert.match(body, /style="width:45%;height:14px"/)
    const policy = response.headers.get('content-security-policy') ?? ''
    assert.equal(policy, documentPolicy(body))
    assert.match(policy, /style-src-attr 'unsafe-hashes' 'sha256-[\w+/=]+'/)
    assert.doesNotMatch(policy, /unsafe-inline/)
  })

  test('a script is served as JavaScript', async () => {
    const response = await serveAppRequest('app://bridge-explorer/assets/app.js', root)
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-type'), 'text/javascript; charset=utf-8')
  })

  test('a missing file is 404, still with the CSP header', async () => {
    const response = await serveAppRequest('app://bridge-explorer/assets/missing.js', root)
    assert.equal(response.status, 404)
    assert.equal(response.headers.get('content-security-policy'), CONTENT_SECURITY_POLICY)
    assert.equal(response.headers.get('permissions-policy'), PERMISSIONS_POLICY)
  })

  test('a symbolic link that leads outside the folder is refused', async () => {
    const response = await serveAppRequest('app://bridge-explorer/assets/link.txt', root)
    assert.equal(response.status, 403)
    assert.notEqual(await response.text(), 'outside')
  })

  test('traversal never reaches the file beside the folder', async () => {
    for (const url of ['app://bridge-explorer/../secret.txt', 'app://bridge-explorer/%2e%2e/secret.txt']) {
      const response = await serveAppRequest(url, root)
      assert.equal(response.status, 403, url)
    }
  })
})
