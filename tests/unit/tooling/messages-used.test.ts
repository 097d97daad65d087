// The extraction check of `npm test`'s static stage (build/check-messages.ts, docs/i18n.md): a message used but
// missing from a catalogue, a message no code uses, or a translation that does not fit its English fails it.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { test } from 'node:test'
import { checkMessages, idsUsed, toPo } from '../../../build/check-messages.ts'

const root = resolve(import.meta.dirname, '../../..')

test('the ids are read from t, rich and msg, and from nothing else', () => {
  const text = "t('a.b') rich('c.d', { keys }) msg('e.f') at('g.h') t(`i.j`) format('k.l')"
  assert.deepEqual(idsUsed(text), ['a.b', 'c.d', 'e.f'])
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
