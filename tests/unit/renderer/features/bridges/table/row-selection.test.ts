import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  allSelected,
  clicked,
  moved,
  NO_SELECTION,
  selectedInOrder,
} from '../../../../../../renderer/src/features/bridges/table/row-selection.ts'

const IDS = ['a', 'b', 'c', 'd', 'e']
const plain = { shiftKey: false, ctrlKey: false, metaKey: false }
const shift = { ...plain, shiftKey: true }
const ctrl = { ...plain, ctrlKey: true }
const ids = (s: { selected: ReadonlySet<string> }): string[] => [...s.selected].sort()

test('a click selects that row alone and makes it the anchor and the active row', () => {
  const s = clicked(clicked(NO_SELECTION, IDS, 'b', plain), IDS, 'd', plain)
  assert.deepEqual(ids(s), ['d'])
  assert.equal(s.anchor, 'd')
  assert.equal(s.active, 'd')
})

test('Shift+click selects from the anchor to the row, either way; Ctrl+click adds and removes one', () => {
  let s = clicked(NO_SELECTION, IDS, 'b', plain)
  s = clicked(s, IDS, 'd', shift)
  assert.deepEqual(ids(s), ['b', 'c', 'd'])
  s = clicked(s, IDS, 'a', shift)
  assert.deepEqual(ids(s), ['a', 'b'])
  s = clicked(s, IDS, 'e', ctrl)
  assert.deepEqual(ids(s), ['a', 'b', 'e'])
  s = clicked(s, IDS, 'a', { ...plain, metaKey: true })
  assert.deepEqual(ids(s), ['b', 'e'])
})

test('arrows move the active row within the rows; Shift extends from the anchor', () => {
  let s = moved(NO_SELECTION, IDS, 1, false)
  assert.equal(s.active, 'a')
  s = moved(s, IDS, 1, false)
  assert.deepEqual([s.active, ...ids(s)], ['b', 'b'])
  s = moved(s, IDS, 2, true)
  assert.deepEqual(ids(s), ['b', 'c', 'd'])
  assert.equal(moved(s, IDS, 100, false).active, 'e')
  assert.equal(moved(s, IDS, -100, false).active, 'a')
  assert.equal(moved(NO_SELECTION, [], 1, false), NO_SELECTION)
})

test('the selection is by id: a new order keeps it, and rows come out in the order shown', () => {
  const s = clicked(clicked(NO_SELECTION, IDS, 'e', plain), IDS, 'b', ctrl)
  const shown = ['e', 'd', 'c', 'b', 'a'].map((id) => ({ id }))
  assert.deepEqual(
    selectedInOrder(shown, s).map((r) => r.id),
    ['e', 'b'],
  )
  assert.deepEqual(ids(allSelected(s, IDS)), IDS)
})
