import assert from 'node:assert/strict'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import {
  loadWindowState,
  saveWindowState,
  WINDOW_STATE_FILE,
} from '../../../../electron/window/window-state-file.ts'
import {
  clampBounds,
  DEFAULT_SIZE,
  parseWindowState,
  type Rect,
} from '../../../../electron/window/window-state.ts'

const primary: Rect = { x: 0, y: 0, width: 1920, height: 1040 }
const right: Rect = { x: 1920, y: 0, width: 1280, height: 1000 }
const state = (x: number, y: number, width: number, height: number) => ({
  bounds: { x, y, width, height },
  maximized: false,
})

describe('clamping saved bounds to the displays', () => {
  test('no saved state gives the default size without a position', () => {
    assert.deepEqual(clampBounds(null, [primary]), DEFAULT_SIZE)
  })

  test('bounds fully on a display are kept as they are', () => {
    assert.deepEqual(clampBounds(state(100, 50, 1000, 700), [primary, right]), {
      x: 100,
      y: 50,
      width: 1000,
      height: 700,
    })
  })

  test('a window hanging off the edge is moved fully onto its display', () => {
    assert.deepEqual(clampBounds(state(1500, 800, 1000, 700), [primary]), {
      x: 920,
      y: 340,
      width: 1000,
      height: 700,
    })
    assert.deepEqual(clampBounds(state(-300, -50, 1000, 700), [primary]), {
      x: 0,
      y: 0,
      width: 1000,
      height: 700,
    })
  })

  test('the display the window overlaps most is chosen', () => {
    assert.deepEqual(clampBounds(state(2000, 100, 1000, 700), [primary, right]), {
      x: 2000,
      y: 100,
      width: 1000,
      height: 700,
    })
  })

  test('a window larger than its display is shrunk to it', () => {
    assert.deepEqual(clampBounds(state(1920, 0, 4000, 3000), [primary, right]), {
      x: 1920,
      y: 0,
      width: 1280,
      height: 1000,
    })
  })

  test('a window on a display that was removed keeps its size but loses its position', () => {
    assert.deepEqual(clampBounds(state(5000, 3000, 1000, 700), [primary]), { width: 1000, height: 700 })
  })

  test('a tiny saved size is raised to the minimum', () => {
    assert.deepEqual(clampBounds(state(10, 10, 50, 20), [primary]), { x: 10, y: 10, width: 800, height: 560 })
  })
})

describe('parsing the saved state', () => {
  test('a well-formed state is read', () => {
    assert.deepEqual(parseWindowState({ bounds: { x: 1, y: 2, width: 3, height: 4 }, maximized: true }), {
      bounds: { x: 1, y: 2, width: 3, height: 4 },
      maximized: true,
    })
  })

  test('wrong shapes, NaN, infinities and non-positive sizes are rejected', () => {
    for (const bad of [
      null,
      'x',
      {},
      { bounds: { x: 1, y: 2, width: 3, height: 4 } },
      { bounds: { x: '1', y: 2, width: 3, height: 4 }, maximized: false },
      { bounds: { x: Number.NaN, y: 2, width: 3, height: 4 }, maximized: false },
      { bounds: { x: 1, y: 2, width: Number.POSITIVE_INFINITY, height: 4 }, maximized: false },
      { bounds: { x: 1, y: 2, width: 0, height: 4 }, maximized: false },
    ]) {
      assert.equal(parseWindowState(bad), null, JSON.stringify(bad))
    }
  })
})

describe('the window state file', () => {
  test('a saved state is loaded back; a corrupt or missing file gives null', async (t) => {
    const dir = await mkdtemp(join(tmpdir(), 'bx-window-'))
    t.after(() => rm(dir, { recursive: true, force: true }))
    assert.equal(loadWindowState(dir), null)
    const saved = { bounds: { x: 5, y: 6, width: 900, height: 600 }, maximized: true }
    await saveWindowState(dir, saved)
    assert.deepEqual(loadWindowState(dir), saved)
    await writeFile(join(dir, WINDOW_STATE_FILE), '{not json')
    assert.equal(loadWindowState(dir), null)
  })
})
