import assert from 'node:assert/strict'
import { EventEmitter } from 'node:events'
import { test } from 'node:test'
import { closeWindows } from '../../../../electron/lifecycle/close-windows.ts'

/** A window that closes when told, after `lag` ms, or never (`lag` null): a test double of BrowserWindow. */
class WindowDouble extends EventEmitter {
  destroyed = false
  closeCalls = 0
  readonly lag: number | null
  constructor(lag: number | null) {
    super()
    this.lag = lag
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
  close(): void {
    this.closeCalls++
    if (this.lag === null) return
    setTimeout(() => {
      this.destroyed = true
      this.emit('closed')
    }, this.lag)
  }
}

test('every open window is closed, and it resolves only once each has closed', async () => {
  const windows = [new WindowDouble(5), new WindowDouble(20)]
  await closeWindows(windows, 10_000)
  assert.deepEqual(
    windows.map((w) => [w.closeCalls, w.destroyed]),
    [
      [1, true],
      [1, true],
    ],
  )
})

test('a window already gone is not closed again, and a window that never closes does not hold the quit', async () => {
  const gone = new WindowDouble(0)
  gone.destroyed = true
  const stuck = new WindowDouble(null)
  await closeWindows([gone, stuck], 30)
  assert.equal(gone.closeCalls, 0)
  assert.equal(stuck.closeCalls, 1)
  assert.equal(stuck.destroyed, false)
})
