// The layer rules for electron/shell/ and the preload's API builder, checked through the real ESLint config.
import assert from 'node:assert/strict'
import { resolve } from 'node:path'
import { describe, test } from 'node:test'
import { ESLint } from 'eslint'

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../../..') })

async function layerMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  assert.ok(result, 'ESLint returned no result')
  return result.messages
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message)
}

describe('electron/shell/ layer rules', () => {
  test('electron/shell/ may not import electron, so its decisions stay testable without it', async () => {
    const messages = await layerMessages(
      'electron/shell/x.ts',
      "import { app } from 'electron'\nexport const a = app\n",
    )
    assert.ok(
      messages.some((m) => /electron\/shell\/ must not import electron/.test(m)),
      JSON.stringify(messages),
    )
  })

  test('electron/shell/ may import Node built-ins and shared/', async () => {
    const messages = await layerMessages(
      'electron/shell/x.ts',
      "import { join } from 'node:path'\nimport { eventChannels } from '../../shared/ipc/contract.ts'\nexport const a = [join, eventChannels]\n",
    )
    assert.deepEqual(messages, [])
  })

  test('preload-api.ts may import contract values but no Node built-in, npm package or other shared/ value', async () => {
    const file = 'electron/shell/preload-api.ts'
    assert.deepEqual(
      await layerMessages(
        file,
        "import { invokeChannels } from '../../shared/ipc/contract.ts'\nexport const a = invokeChannels\n",
      ),
      [],
    )
    for (const code of [
      "import { join } from 'node:path'\nexport const a = join\n",
      "import { parse } from 'yaml'\nexport const a = parse\n",
      "import { str } from '../../shared/ipc/validate.ts'\nexport const a = str\n",
      "import { checkSender } from './sender.ts'\nexport const a = checkSender\n",
    ]) {
      assert.notDeepEqual(await layerMessages(file, code), [], `not reported: ${code}`)
    }
  })
})
