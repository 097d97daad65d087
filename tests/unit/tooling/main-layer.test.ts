// electron/main/ (the parts main.ts is split into) has main's rights minus the host and the core, which only
// main.ts itself starts: checked through the real ESLint config.
import assert from 'node:assert/strict'
import { resolve } from 'node:path'
import { describe, test } from 'node:test'
import { ESLint } from 'eslint'

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../../..') })

async function layerErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath })
  assert.ok(result, 'ESLint returned no result')
  return result.messages.filter((m) => m.ruleId === 'layers/allowed-imports').length
}

describe('electron/main/', () => {
  test('may import electron, shell/ and ipc/', async () => {
    const code =
      "import { app } from 'electron'\nimport { x } from '../shell/x.ts'\nimport { y } from '../ipc/y.ts'\nexport const z = [app, x, y]\n"
    assert.equal(await layerErrors('electron/main/x.ts', code), 0)
  })

  test('may not import the host or the core', async () => {
    assert.equal(
      await layerErrors(
        'electron/main/x.ts',
        "import { h } from '../host/start-host.ts'\nexport const a = h\n",
      ),
      1,
    )
    assert.equal(
      await layerErrors(
        'electron/main/x.ts',
        "import { c } from '../core/explorer/index.ts'\nexport const a = c\n",
      ),
      1,
    )
  })

  test('main.ts may import its parts', async () => {
    assert.equal(
      await layerErrors(
        'electron/main.ts',
        "import { m } from './main/main-window.ts'\nexport const a = m\n",
      ),
      0,
    )
  })
})
