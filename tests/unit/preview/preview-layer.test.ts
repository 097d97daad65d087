// The preview's layer rule (same as electron/core/), checked through the real ESLint config of the repository.
import assert from 'node:assert/strict'
import { resolve } from 'node:path'
import { test } from 'node:test'
import { ESLint } from 'eslint'

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../../..') })

async function layerMessages(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'electron/preview/probe.ts' })
  assert.ok(result, 'ESLint returned no result')
  return result.messages
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message)
}

test('electron/preview/ may not import electron', async () => {
  const messages = await layerMessages("import { app } from 'electron'\nexport const a = app\n")
  assert.ok(
    messages.some((m) => /must not import electron/.test(m)),
    JSON.stringify(messages),
  )
})

test('electron/preview/ may not import renderer/', async () => {
  const messages = await layerMessages(
    "import { x } from '../../renderer/src/lib/explorer.ts'\nexport const a = x\n",
  )
  assert.ok(
    messages.some((m) => /must not import renderer/.test(m)),
    JSON.stringify(messages),
  )
})

test('electron/preview/ may import Node built-ins, the host and shared/', async () => {
  const code =
    "import { createServer } from 'node:http'\nimport { startExplorerHost } from '../host/index.ts'\n" +
    "import { invokeChannels } from '../../shared/ipc/contract.ts'\nexport const a = [createServer, startExplorerHost, invokeChannels]\n"
  assert.deepEqual(await layerMessages(code), [])
})
