// The copy buttons of a bridge and a profile were labelled in English whatever the language ("Copy link" in the
// German side panel); their labels and what the status says after a copy are now the catalogue's.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { bridgeCopyItems, profileCopyItems } from '../../../../renderer/src/components/copy-items.ts'
import { english, wordsIn } from '../../../support/words-in.ts'

const bridge = { slug: 'quiet-river-walk', id: 'br_123' }

test('a bridge’s copy buttons are labelled in the language in force, and copy the same text in every language', () => {
  assert.deepEqual(
    bridgeCopyItems(bridge, wordsIn('de', 'de-DE')).map((c) => [c.label, c.done]),
    [
      ['Link kopieren', 'Link kopiert'],
      ['Slug kopieren', 'Slug kopiert'],
      ['ID kopieren', 'ID kopiert'],
    ],
  )
  assert.deepEqual(
    bridgeCopyItems(bridge, wordsIn('ja', 'ja-JP')).map((c) => c.text),
    bridgeCopyItems(bridge, english).map((c) => c.text),
  )
  assert.equal(bridgeCopyItems(bridge, english)[0]?.label, 'Copy link')
})

test('a profile’s copy buttons in Arabic and Polish', () => {
  assert.deepEqual(
    profileCopyItems('ana', wordsIn('ar', 'ar-EG')).map((c) => c.label),
    ['نسخ الرابط', 'نسخ اسم المستخدم'],
  )
  assert.deepEqual(
    profileCopyItems('ana', wordsIn('pl', 'pl-PL')).map((c) => c.done),
    ['Skopiowano link', 'Skopiowano nazwę użytkownika'],
  )
  assert.equal(profileCopyItems('ana', english)[1]?.text, 'ana')
})
