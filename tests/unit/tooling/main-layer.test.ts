// The shell is grouped by concern (electron/window/, ipc/, preload/, ...) and the file name says the environment
// (HOUSE_STYLE.md "The shape of the house"): only a `*.main.ts` or `*.preload.ts` file (and main.ts) may import
// electron, so every other file is tested without Electron. The Electron parts have main's rights minus the host
// and the core's values, which only main.ts itself starts. Checked through the real ESLint config.
import assert from 'node:assert/strict'
import { resolve } from 'node:path'
import { describe, test } from 'node:test'
import { ESLint } from 'eslint'

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../../..') })

async function layerMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  assert.ok(result, 'ESLint returned no result')
  return result.messages.filter((m) => m.ruleId === 'layers/allowed-imports').map((m) => m.message)
}

const layerErrors = async (filePath: string, code: string): Promise<number> =>
  (await layerMessages(filePath, code)).length

describe('only *.main.ts and *.preload.ts files import electron', () => {
  for (const file of [
    'electron/window/x.ts',
    'electron/ipc/x.ts',
    'electron/preload/x.ts',
    'electron/x/y.ts',
  ]) {
    test(`${file} (no suffix) may not import electron`, async () => {
      const messages = await layerMessages(file, "import { app } from 'electron'\nexport const a = app\n")
      assert.equal(messages.length, 1)
      assert.match(messages[0] ?? '', /Only a \*\.main\.ts or \*\.preload\.ts file may import electron/)
    })
  }

  test('a file without the suffix may not import electron even for its types', async () => {
    assert.equal(
      await layerErrors(
        'electron/ipc/x.ts',
        "import type { WebContents } from 'electron'\nexport type W = WebContents\n",
      ),
      1,
    )
  })

  test('the same import is allowed from the Electron part of a concern', async () => {
    assert.equal(
      await layerErrors(
        'electron/window/x.main.ts',
        "import { app } from 'electron'\nexport const a = app\n",
      ),
      0,
    )
    assert.equal(
      await layerErrors(
        'electron/preload/x.preload.ts',
        "import { contextBridge } from 'electron'\nexport const a = contextBridge\n",
      ),
      0,
    )
  })

  test('a pure part may not import an Electron part', async () => {
    const messages = await layerMessages(
      'electron/window/x.ts',
      "import { m } from './main-window.main.ts'\nexport const a = m\n",
    )
    assert.equal(messages.length, 1)
    assert.match(messages[0] ?? '', /\(shell-main\).*A pure part may not import an Electron part/)
  })

  test('electron/core/, service/, host/ and preview/ may not import electron, whatever the file name', async () => {
    for (const file of [
      'electron/core/x.main.ts',
      'electron/service/x.main.ts',
      'electron/host/x.main.ts',
      'electron/preview/x.main.ts',
    ]) {
      assert.equal(await layerErrors(file, "import { app } from 'electron'\nexport const a = app\n"), 1, file)
    }
  })
})

describe('the Electron parts (*.main.ts)', () => {
  test('may import electron, pure parts and other Electron parts', async () => {
    const code =
      "import { app } from 'electron'\nimport { x } from './window-options.ts'\nimport { y } from '../ipc/send-event.main.ts'\nexport const z = [app, x, y]\n"
    assert.equal(await layerErrors('electron/window/x.main.ts', code), 0)
  })

  test("may not import the host or the core's values (its types only)", async () => {
    assert.equal(
      await layerErrors(
        'electron/window/x.main.ts',
        "import { h } from '../host/start-host.ts'\nexport const a = h\n",
      ),
      1,
    )
    assert.equal(
      await layerErrors(
        'electron/ipc/x.main.ts',
        "import { c } from '../core/app/index.ts'\nexport const a = c\n",
      ),
      1,
    )
    assert.equal(
      await layerErrors(
        'electron/ipc/x.main.ts',
        "import type { CorePort } from '../core/app/index.ts'\nexport type C = CorePort\n",
      ),
      0,
    )
  })

  test('main.ts may import its parts', async () => {
    assert.equal(
      await layerErrors(
        'electron/main.ts',
        "import { m } from './window/main-window.main.ts'\nimport { o } from './protocol/app-origin.ts'\nexport const a = [m, o]\n",
      ),
      0,
    )
  })
})
