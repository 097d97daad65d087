import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createEventHub } from '../../../../electron/core/session/event-hub.ts'

test('the event hub delivers to each subscriber, survives a throwing one, and unsubscribes', () => {
  const errors: string[] = []
  const hub = createEventHub((event) => errors.push(event))
  const got: string[] = []
  hub.on('export:did-progress', () => {
    throw new Error('listener bug')
  })
  const off = hub.on('export:did-progress', (p) => got.push(p.exportId))
  hub.emit('export:did-progress', { exportId: 'a', pages: 1, rows: 1 })
  off()
  hub.emit('export:did-progress', { exportId: 'b', pages: 1, rows: 1 })
  assert.deepEqual(got, ['a'])
  assert.deepEqual(errors, ['export:did-progress', 'export:did-progress'])
  hub.clear()
  hub.emit('export:did-progress', { exportId: 'c', pages: 1, rows: 1 })
  assert.equal(errors.length, 2)
})
