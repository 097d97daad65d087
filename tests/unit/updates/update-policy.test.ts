import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import {
  decideUpdates,
  httpsFeed,
  installKind,
  parsePolicy,
  policyPathFor,
  type UpdateFacts,
} from '../../../electron/updates/update-policy.ts'
import { whatIsNew } from '../../../electron/updates/update-messages.ts'
import { wordSaid } from '../../../shared/i18n/said.ts'
import { english, wordsIn } from '../../support/words-in.ts'

const FEED = 'https://updates.example.org/linux'
const facts = (over: Partial<UpdateFacts> = {}): UpdateFacts => ({
  settingEnabled: true,
  policy: { kind: 'none' },
  policyPath: '/etc/bridge-explorer/policy.json',
  install: { kind: 'appimage', packageType: null },
  builtInFeed: FEED,
  ...over,
})

describe('whether this copy may update itself', () => {
  test('the policy file lives in a place users cannot write, per platform', () => {
    assert.equal(policyPathFor('linux', {}), '/etc/bridge-explorer/policy.json')
    assert.equal(policyPathFor('darwin', {}), '/Library/Application Support/Bridge Explorer/policy.json')
    assert.equal(policyPathFor('win32', { ProgramData: 'D:\\PD' }), 'D:\\PD\\Bridge Explorer\\policy.json')
  })

  test('an AppImage with the setting on and an HTTPS feed is on', () => {
    assert.equal(decideUpdates(facts()).status, 'on')
  })

  test('the policy wins over the setting, and a broken policy file turns updates off', () => {
    assert.equal(decideUpdates(facts({ policy: parsePolicy('{"updates": false}') })).status, 'policy')
    assert.equal(decideUpdates(facts({ policy: parsePolicy('{updates') })).status, 'policy-unreadable')
    assert.equal(
      decideUpdates(facts({ policy: parsePolicy('{"updates": "no"}') })).status,
      'policy-unreadable',
    )
    assert.equal(decideUpdates(facts({ settingEnabled: false })).status, 'setting')
  })

  test("the policy's feed replaces the build's, and must be HTTPS too", () => {
    const mirror = decideUpdates(facts({ policy: parsePolicy('{"updateFeed": "https://mirror.corp/bx"}') }))
    assert.equal(mirror.feedUrl, 'https://mirror.corp/bx')
    const plain = decideUpdates(facts({ policy: parsePolicy('{"updateFeed": "http://mirror.corp/bx"}') }))
    assert.equal(plain.status, 'insecure-feed')
    assert.equal(httpsFeed('https://user:pw@host/x'), null, 'no credentials in the feed address')
    assert.equal(decideUpdates(facts({ builtInFeed: null })).status, 'no-feed')
  })

  test('a system package is checked only: never downloaded, and told how to update', () => {
    const deb = decideUpdates(facts({ install: installKind('linux', {}, 'deb\n', true) }))
    assert.equal(deb.status, 'package-manager')
    assert.equal(deb.checkOnly, true)
    assert.match(deb.message, /apt install --only-upgrade bridge-explorer/)
    // Said by code for Settings: worded in the language shown, the command kept as it is and isolated.
    assert.equal(
      wordSaid(wordsIn('de', 'de-DE'), deb.said, false),
      'Diese Kopie wurde vom Paketmanager des Systems installiert (deb) und ersetzt sich daher nicht selbst. Aktualisieren Sie sie so, wie sie installiert wurde: sudo apt update && sudo apt install --only-upgrade bridge-explorer oder über Ihre Softwareverwaltung.',
    )
    const unreadable = decideUpdates(facts({ policy: parsePolicy('[1]') }))
    assert.match(wordSaid(wordsIn('ja', 'ja-JP'), unreadable.said, false), /JSON オブジェクトではありません/)
    assert.equal(installKind('linux', { SNAP: '/snap/x' }, null, true).kind, 'snap')
  })

  test('an unpacked folder, a development run or macOS cannot update itself', () => {
    assert.equal(installKind('linux', {}, null, true).kind, 'other')
    assert.equal(installKind('linux', { APPIMAGE: '/x.AppImage' }, null, false).kind, 'other')
    assert.equal(installKind('darwin', {}, null, true).kind, 'other')
    assert.equal(installKind('linux', { APPIMAGE: '/x.AppImage' }, null, true).kind, 'appimage')
    assert.equal(
      decideUpdates(facts({ install: { kind: 'other', packageType: null } })).status,
      'cannot-self-update',
    )
  })

  test("what is new is the feed's release notes as plain text", () => {
    assert.equal(
      whatIsNew({ version: '1', releaseNotes: '<p>A &amp; B</p><ul><li>C</li></ul>' }, english),
      'A & B\n• C',
    )
    assert.equal(whatIsNew({ version: '1' }, english), 'The feed says nothing about what changed.')
    assert.equal(whatIsNew({ version: '1' }, wordsIn('pl', 'pl-PL')), 'Kanał nie mówi nic o zmianach.')
  })
})
