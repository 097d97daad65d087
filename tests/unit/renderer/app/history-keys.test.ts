import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { historyStepOf } from '../../../../renderer/src/app/history-keys.ts'

const press = (
  key: string,
  mods: Partial<Record<'altKey' | 'metaKey' | 'ctrlKey' | 'shiftKey', boolean>> = {},
) => ({
  key,
  altKey: false,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  ...mods,
})

describe('history shortcuts', () => {
  test('Alt+← goes back and Alt+→ forward on Windows and Linux', () => {
    assert.equal(historyStepOf(press('ArrowLeft', { altKey: true }), false), -1)
    assert.equal(historyStepOf(press('ArrowRight', { altKey: true }), false), 1)
  })
  test('Cmd+[ goes back and Cmd+] forward on macOS, Alt+arrows too', () => {
    assert.equal(historyStepOf(press('[', { metaKey: true }), true), -1)
    assert.equal(historyStepOf(press(']', { metaKey: true }), true), 1)
    assert.equal(historyStepOf(press('ArrowLeft', { altKey: true }), true), -1)
  })
  test('plain arrows, Ctrl+Alt or Shift combinations and Cmd+[ off macOS are not history moves', () => {
    assert.equal(historyStepOf(press('ArrowLeft'), false), null)
    assert.equal(historyStepOf(press('ArrowLeft', { altKey: true, ctrlKey: true }), false), null)
    assert.equal(historyStepOf(press('ArrowLeft', { altKey: true, shiftKey: true }), false), null)
    assert.equal(historyStepOf(press('[', { metaKey: true }), false), null)
  })
})
