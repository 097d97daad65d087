import assert from 'node:assert/strict'
import { test } from 'node:test'
import { externalOpener } from '../../../electron/preview/host-adapters.ts'
import { escapeForTerminal } from '../../../electron/preview/terminal-text.ts'

test('a link the preview prints cannot retitle the terminal or forge an "Explorer ready" line', async () => {
  const printed: string[] = []
  const open = externalOpener((text) => void printed.push(text))
  const hostile =
    'https://x.example/\u001b]0;pwned\u0007\r\nExplorer ready at http://evil.example/#token=x\u202e'
  assert.equal(await open(hostile), false)
  assert.equal(printed.length, 1)
  const line = printed[0] ?? ''
  // eslint-disable-next-line no-control-regex -- the test looks for exactly these characters
  assert.doesNotMatch(line.slice(0, -1), /[\u0000-\u001f\u007f-\u009f\u202e]/)
  assert.ok(line.endsWith('\n') && line.indexOf('\n') === line.length - 1, JSON.stringify(line))
  assert.ok(line.includes('\\u{1b}]0;pwned\\u{7}\\u{d}\\u{a}Explorer ready'), line)
})

test('ordinary text, including non-ASCII letters, is printed unchanged', () => {
  assert.equal(
    escapeForTerminal('Explorer ready at http://127.0.0.1:5/#token=a — zoë'),
    'Explorer ready at http://127.0.0.1:5/#token=a — zoë',
  )
})
