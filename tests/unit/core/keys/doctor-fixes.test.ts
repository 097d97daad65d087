// The keychain doctor's fix never says one thing twice: no step repeats another in other words, and nothing asks to
// restart the app after a command that starts it.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { KeychainDoctorProblem } from '../../../../shared/ipc/keychain.ts'
import { fixFor, summaryOf } from '../../../../electron/core/keys/doctor-fixes.ts'
import { inEnglish } from '../../../../electron/core/words/english-words.ts'
import { wordSaid } from '../../../../shared/i18n/said.ts'
import { wordsIn } from '../../../support/words-in.ts'

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

// The summary was English whatever the language (docs/i18n.md): said by code, its English words (the diagnostics
// file) as they were.
test('the summary in English keeps its words, the backend capitalised at the start of a sentence', () => {
  assert.equal(
    inEnglish(summaryOf('secret-service', 'gnome-keyring', null)),
    'Keys are stored in the Secret Service (gnome-keyring). It is unlocked and answers.',
  )
  assert.equal(
    inEnglish(summaryOf('secret-service', 'gnome-keyring', 'locked')),
    'Keys cannot be stored. The Secret Service (gnome-keyring) is locked.',
  )
  assert.equal(
    inEnglish(summaryOf('secret-service', null, 'other', true)),
    'Keys cannot be stored. The Secret Service answers, but has no default keyring to save them in.',
  )
})

test('the summary in German and Japanese, its names kept as they are', () => {
  assert.equal(
    wordSaid(wordsIn('de', 'de-DE'), summaryOf('macos-keychain', null, 'timeout')),
    'Schlüssel können nicht gespeichert werden. Der macOS-Schlüsselbund hat nicht rechtzeitig geantwortet: Vielleicht wartet eine Entsperrabfrage.',
  )
  assert.match(
    wordSaid(wordsIn('ja', 'ja-JP'), summaryOf('secret-service', null, 'no_session_bus')),
    /^キーを保存できません。D-Bus セッションがありません（DBUS_SESSION_BUS_ADDRESS/,
  )
})
