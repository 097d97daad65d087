// The size the desktop window's first screen is drawn for (electron/window/drawn-viewport.ts): the page's own size
// in CSS pixels, which shrinks as the page is zoomed in, so a zoomed window is drawn with its narrow rows.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { drawnViewport } from '../../../../electron/window/drawn-viewport.ts'

test('the window’s content size in CSS pixels: divided by the zoom factor', () => {
  assert.deepEqual(drawnViewport([1200, 800], 1), { width: 1200, height: 800 })
  assert.deepEqual(drawnViewport([800, 560], 2), { width: 400, height: 280 })
  assert.deepEqual(drawnViewport([1001, 701], 1.5), { width: 667, height: 467 })
})

test('no window, or a size or zoom that is no size: none (the size the renderer last reported is used)', () => {
  assert.equal(drawnViewport(undefined, 1), null)
  assert.equal(drawnViewport([], 1), null)
  assert.equal(drawnViewport([0, 0], 1), null)
  assert.equal(drawnViewport([1200, 800], 0), null)
  assert.equal(drawnViewport([1200, 800], Number.NaN), null)
  assert.equal(drawnViewport([1200, 800], Number.POSITIVE_INFINITY), null)
})
