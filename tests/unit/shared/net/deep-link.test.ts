import { test } from 'node:test'
import assert from 'node:assert/strict'
import { deepLink } from '../../../../shared/net/deep-link.ts'
import { parseDeepLink } from '../../../../electron/deep-links/deep-link.ts'

test('a copied bridge link is the deep link the app opens', () => {
  assert.equal(deepLink('bridges', 'solar-canal-7'), 'bridge-explorer://bridges/solar-canal-7')
  assert.deepEqual(parseDeepLink(deepLink('bridges', 'solar-canal-7')), {
    view: 'bridge',
    id: 'solar-canal-7',
  })
})

test('a copied profile link is the deep link the app opens', () => {
  assert.deepEqual(parseDeepLink(deepLink('profiles', 'ada_l')), { view: 'profile', id: 'ada_l' })
})

test('an id is percent-encoded, so a slash cannot change where the link goes', () => {
  assert.equal(deepLink('profiles', 'a/b?c'), 'bridge-explorer://profiles/a%2Fb%3Fc')
})
