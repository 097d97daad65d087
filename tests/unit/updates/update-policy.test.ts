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
      whatIsNew({ version: '1', releaseNotes: '<p>A &amp; B</p><ul><li>C</li></ul>' }),
      'A & B\n• C',
    )
    assert.equal(whatIsNew({ version: '1' }), 'The feed says nothing about what changed.')
  })
})
