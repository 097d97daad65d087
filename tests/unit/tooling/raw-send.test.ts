// The ban on raw `webContents.send`, checked through the real ESLint config: events reach the renderer only
// through electron/ipc/send-event.main.ts, typed by the contract.
import assert from 'node:assert/strict'
import { resolve } from 'node:path'
import { describe, test } from 'node:test'
import { ESLint } from 'eslint'

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../../..') })

async function rawSendReports(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath })
  assert.ok(result, 'ESLint returned no result')
  return result.messages.filter((m) => m.ruleId === 'ipc/no-raw-send').length
}

describe('raw webContents.send is reported outside sendEvent', () => {
  for (const [file, code] of [
    ['electron/main.ts', "mainWindow.webContents.send('navigation:did-request', target)\n"],
    ['electron/main.ts', "mainWindow?.webContents.send('menu:did-request', { command })\n"],
    ['electron/ipc/register.main.ts', "live()?.webContents['send']('anything', payload)\n"],
    ['electron/window/x.main.ts', "contents.send('anything', 1)\n"],
    ['electron/ipc/x.ts', "event.sender.send('anything', 1)\n"],
    ['electron/host/x.ts', "webContents.fromId(1)?.send('anything', 1)\n"],
  ] as const) {
    test(`${file}: ${code.trim()}`, async () => {
      assert.equal(await rawSendReports(file, `declare const a: any\n${code}`), 1)
    })
  }
})

describe('what stays allowed', () => {
  test('the one raw send inside electron/ipc/send-event.main.ts', async () => {
    assert.equal(
      await rawSendReports('electron/ipc/send-event.main.ts', 'contents.send(channel, payload)\n'),
      0,
    )
  })

  test('sends that are not to a web contents (a child process, a response)', async () => {
    assert.equal(
      await rawSendReports('electron/service/x.ts', "process.send?.({ ready: true })\nres.send('ok')\n"),
      0,
    )
  })

  test('sendEvent itself', async () => {
    assert.equal(
      await rawSendReports('electron/main.ts', "sendEvent(window.webContents, 'keys:did-change', [])\n"),
      0,
    )
  })
})
