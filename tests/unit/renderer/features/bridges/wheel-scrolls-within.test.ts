import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  wheelScrollsWithin,
  type ScrollBox,
} from '../../../../../renderer/src/features/bridges/wheel-scrolls-within.ts'

type Box = ScrollBox & { overflow: 'auto' | 'hidden'; parentElement: Box | null }
const box = (over: Partial<Box>, parent: Box | null = null): Box => ({
  scrollTop: 0,
  scrollHeight: 100,
  clientHeight: 100,
  overflow: 'auto',
  parentElement: parent,
  ...over,
})
const within = (target: Box | null, panel: Box, deltaY: number): boolean =>
  wheelScrollsWithin(target, panel, deltaY, (b) => b.overflow === 'auto')

test('over filters taller than their box, the wheel scrolls them until their end, in either direction', () => {
  const page = box({ scrollHeight: 3000, clientHeight: 600 })
  const panel = box({ scrollHeight: 900, clientHeight: 400, scrollTop: 0 }, page)
  const field = box({}, panel)
  assert.equal(within(field, panel, 120), true)
  assert.equal(within(field, panel, -120), false, 'at the top, up is past their start')
  panel.scrollTop = 500
  assert.equal(within(field, panel, 120), false, 'at the end, down moves on to the list')
  assert.equal(within(field, panel, -120), true)
})

test('filters that fit, the page beyond them, and a turn with no vertical part never count as scrolling within', () => {
  const page = box({ scrollHeight: 3000, clientHeight: 600 })
  const panel = box({ scrollHeight: 300, clientHeight: 300 }, page)
  assert.equal(within(box({}, panel), panel, 120), false, 'the page can scroll, but it is not inside')
  const tall = box({ scrollHeight: 900, clientHeight: 400 }, page)
  assert.equal(within(box({}, tall), tall, 0), false)
  assert.equal(within(null, tall, 120), false)
})

test('a box inside the filters that scrolls on its own (a long list of options) counts too', () => {
  const panel = box({ scrollHeight: 300, clientHeight: 300 })
  const options = box({ scrollHeight: 800, clientHeight: 200, scrollTop: 10 }, panel)
  assert.equal(within(box({}, options), panel, 120), true)
})

test('a box that only clips what overflows it (a line cut with an ellipsis) does not count as scrolling', () => {
  const panel = box({ scrollHeight: 300, clientHeight: 300 })
  const clipped = box({ scrollHeight: 40, clientHeight: 20, overflow: 'hidden' }, panel)
  assert.equal(within(box({}, clipped), panel, 120), false)
})
