// The keychain doctor's fix never says one thing twice: no step repeats another in other words, and nothing asks to
// restart the app after a command that starts it.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { KeychainDoctorProblem } from '../../../../shared/ipc/keychain.ts'
import { fixFor } from '../../../../electron/core/keys/doctor-fixes.ts'

const PROBLEMS: KeychainDoctorProblem[] = [
  'no_session_bus',
  'no_secret_service',
  'kwallet',
  'locked',
  'timeout',
  'wsl',
  'headless',
  'sandboxed',
  'module_missing',
  'other',
]

test('headless: one step with the command that starts the app in a session bus, not the same said twice', () => {
  const steps = fixFor('headless', { platform: 'linux', provider: null, sandbox: null })
  assert.equal(steps.filter((s) => /session bus/i.test(s.text)).length, 1)
  assert.ok(steps[0]?.command?.startsWith('dbus-run-session --'))
})

test('no fix asks to restart the app after a command that starts it', () => {
  for (const problem of PROBLEMS) {
    const steps = fixFor(problem, { platform: 'linux', provider: 'gnome-keyring', sandbox: null })
    const starts = steps.findIndex((s) => s.command?.includes('exec bridge-explorer') === true)
    if (starts === -1) continue
    assert.ok(
      !steps.slice(starts + 1).some((s) => /^Restart Bridge Explorer/.test(s.text)),
      `${problem}: ${steps.map((s) => s.text).join(' / ')}`,
    )
  }
})
