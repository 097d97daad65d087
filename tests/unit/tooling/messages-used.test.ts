// The extraction check of `npm test`'s static stage (build/check-messages.ts, docs/i18n.md): a message used but
// missing from a catalogue, a message no code uses, or a translation that does not fit its English fails it.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { test } from 'node:test'
import {
  checkEnglishErrors,
  checkMessages,
  englishErrors,
  idsUsed,
  toPo,
} from '../../../build/check-messages.ts'

const root = resolve(import.meta.dirname, '../../..')

test('the ids are read from t, rich, msg and said, and from nothing else', () => {
  const text = "t('a.b') rich('c.d', { keys }) msg('e.f') at('g.h') t(`i.j`) format('k.l') said('m.n', { n })"
  assert.deepEqual(idsUsed(text), ['a.b', 'c.d', 'e.f', 'm.n'])
})

// docs/i18n.md, "Main's own sentences": an error that reaches a person is said by code; one more in English fails.
test('an error reaching a person in English words is counted; said by code, or a plain Error, is not', () => {
  const text = `
    throw new CoreError('validation', 'not_found', 'That request is gone.', 'id')
    throw new KeyVaultError('not_found', \`No key \${id}.\`)
    throw new CoreError('validation', 'not_found', said('errors.gone'), 'id')
    throw new KeyVaultError('metadata_io', cannotSave('key_list', path, error).said)
    throw new Error('a programmer’s note, never shown')
  `
  assert.equal(englishErrors('electron/core/x.ts', text), 2)
  assert.deepEqual(checkEnglishErrors(new Map([['electron/core/x.ts', 2]]), { 'electron/core/x.ts': 2 }), [])
  assert.deepEqual(checkEnglishErrors(new Map([['electron/core/x.ts', 3]]), { 'electron/core/x.ts': 2 }), [
    "electron/core/x.ts: 1 error(s) reaching a person in English words: say them by code, said('id', …) (docs/i18n.md)",
  ])
  assert.deepEqual(checkEnglishErrors(new Map([['electron/core/y.ts', 1]]), {}).length, 1, 'a new file')
  assert.deepEqual(checkEnglishErrors(new Map(), { 'electron/core/x.ts': 2 }), [
    'electron/core/x.ts: no English error left: remove it from STILL_ENGLISH',
  ])
})

test('used but missing, unused, unparsable and other placeholders are each said, with where', () => {
  const used = new Map([
    ['a.used', ['renderer/src/x.tsx']],
    ['b.missing', ['electron/menu/y.ts']],
  ])
  const problems = checkMessages(used, {
    en: { 'a.used': 'Removed {n, plural, one {# answer} other {# answers}}', 'c.unused': 'Unused' },
    de: { 'a.used': '{count} Antworten entfernt', 'c.unused': '{broken', 'd.extra': 'Mehr' },
  })
  assert.deepEqual(problems.sort(), [
    'c.unused: in the catalogues, used by no code',
    'de: a.used has {count}, English has {n}',
    'de: c.unused does not parse: SyntaxError: EXPECT_ARGUMENT_CLOSING_BRACE',
    'de: d.extra is not an English message',
    'electron/menu/y.ts: message b.missing is missing from de',
    'electron/menu/y.ts: message b.missing is missing from en',
  ])
})

test('the app’s catalogues pass: each message used, each in every language', () => {
  const run = spawnSync(process.execPath, ['build/check-messages.ts'], { cwd: root, encoding: 'utf8' })
  assert.equal(run.status, 0, run.stderr)
  assert.match(run.stdout, /^messages: \d+ in 5 languages, each used and complete$/m)
})

test('a language exports as a PO file with the translator’s notes', () => {
  const po = toPo('de', { 'page.keys': 'API-Schlüssel' })
  assert.match(po, /#\. API keys: .*\nmsgctxt "page\.keys"\nmsgid "Keys"\nmsgstr "API-Schlüssel"/)
})
