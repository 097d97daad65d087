import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { WatchItem } from '../../../../../shared/ipc/watch.ts'
import { changeWords, planWords } from '../../../../../renderer/src/features/watch/watch-words.ts'
import { english } from '../../../../support/words-in.ts'
import { setFormats } from '../../../../../shared/i18n/format.ts'

// The lists are said in the region in force (docs/i18n.md): English here.
setFormats('en-US')

const item = (over: Partial<WatchItem>): WatchItem => ({
  kind: 'bridge',
  id: 's',
  label: 'S',
  pinnedAt: 0,
  latest: { at: 1, passes: 10, gone: false },
  passesDelta: 0,
  newBridges: [],
  gone: false,
  ...over,
})

test('the change since the user last looked reads as passes, new bridges, gone or no change', () => {
  assert.equal(changeWords(item({ passesDelta: 1200 }), english), '+1,200 passes')
  assert.equal(changeWords(item({ passesDelta: 1 }), english), '+1 pass')
  assert.equal(
    changeWords(item({ kind: 'profile', passesDelta: 3, newBridges: ['a', 'b'] }), english),
    '+3 passes; 2 new bridges: a, b',
  )
  assert.equal(changeWords(item({ gone: true }), english), 'No longer published')
  assert.equal(changeWords(item({ kind: 'profile', gone: true }), english), 'Profile no longer found')
  assert.equal(changeWords(item({ latest: null, passesDelta: null }), english), 'Not read yet')
  assert.equal(changeWords(item({}), english), 'No change')
})

test('the plan says the requests a refresh takes, of how many, and what waits', () => {
  assert.equal(
    planWords({ requests: 1, remaining: 9, items: 3, sharePercent: 10 }, english),
    'Refresh takes 1 request of the 9 left (at most 10 %); 2 items wait for the next refresh.',
  )
  assert.equal(
    planWords({ requests: 2, remaining: null, items: 2, sharePercent: 25 }, english).includes(
      'not known yet',
    ),
    true,
  )
  assert.equal(
    planWords({ requests: 0, remaining: 0, items: 2, sharePercent: 25 }, english).startsWith(
      'No requests are left',
    ),
    true,
  )
  assert.equal(
    planWords({ requests: 0, remaining: 5, items: 0, sharePercent: 25 }, english),
    'Nothing is pinned yet.',
  )
})
