import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { sandboxRefusal } from '../../../../electron/security/sandbox-guard.ts'

describe('the packaged app never runs with the sandbox off', () => {
  test('a packaged launch with --no-sandbox is refused, and on Linux the message says what to do', () => {
    const message = sandboxRefusal(['/opt/app/bridge-explorer', '--no-sandbox', '%U'], true, 'linux')
    assert.match(message ?? '', /--no-sandbox/)
    assert.match(message ?? '', /\.deb package/)
    assert.match(message ?? '', /user namespaces/)
  })

  test('the switch is found anywhere among the arguments, also with a value', () => {
    assert.notEqual(
      sandboxRefusal(['app', 'bridge-explorer://bridges/x', '--no-sandbox=1'], true, 'win32'),
      null,
    )
  })

  test('the Linux hint is not shown elsewhere', () => {
    assert.doesNotMatch(sandboxRefusal(['app', '--no-sandbox'], true, 'darwin') ?? '', /namespaces/)
  })

  test('a packaged launch without the switch starts', () => {
    assert.equal(
      sandboxRefusal(['app', 'bridge-explorer://bridges/x', '--no-sandboxes'], true, 'linux'),
      null,
    )
  })

  test('an unpackaged run (electron ., a developer choice) is left alone', () => {
    assert.equal(sandboxRefusal(['electron', '.', '--no-sandbox'], false, 'linux'), null)
  })
})
