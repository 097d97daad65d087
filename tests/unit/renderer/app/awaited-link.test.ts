// Where the window opens when main drew it while holding a deep link (renderer/src/app/awaited-link.ts): the
// renderer waits for the link and shows no page meanwhile, neither the list nor the page left.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { startLink } from '../../../../renderer/src/app/awaited-link.ts'

const START = {
  pendingAtStart: true,
  startHash: '',
  startHref: '#/bridges',
  href: '#/bridges',
  arrived: false,
}

test('a link on its way is awaited while the window is still at its start, whatever the preferences say', () => {
  assert.equal(startLink(START), 'awaited')
  assert.equal(startLink({ ...START, startHash: '#' }), 'awaited')
})

test('the link arrived, even one to the start page itself: the window opened on it', () => {
  assert.equal(startLink({ ...START, arrived: true, href: '#/profiles/ada' }), 'opened')
  assert.equal(startLink({ ...START, arrived: true }), 'opened', 'a link to the plain list is the list')
})

test('the user chose a page while the link was on its way: their choice, not the page left', () => {
  assert.equal(startLink({ ...START, href: '#/stats' }), 'opened')
})

test('no link drawn, or a location of its own (a reload): the start as before', () => {
  assert.equal(startLink({ ...START, pendingAtStart: false }), 'none')
  assert.equal(startLink({ ...START, startHash: '#/stats', href: '#/stats' }), 'none')
})
