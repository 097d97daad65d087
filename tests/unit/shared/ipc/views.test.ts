import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { BridgeView } from '../../../../shared/views/bridge-view.ts'
import { viewPayload } from '../../../../shared/ipc/views.ts'

const VIEW: BridgeView = {
  q: 'solar',
  category: 'energy',
  display: 'table',
  table: { order: ['passes'], hidden: [], widths: {}, sort: [{ column: 'passes', desc: true }] },
}

test('the IPC validator refuses what is not a view object and bounds its size', () => {
  const check = viewPayload()
  assert.equal(check(VIEW, 'payload.view').ok, true)
  for (const bad of [null, 'view', [VIEW], 42]) assert.equal(check(bad).ok, false)
  const huge = { ...VIEW, q: 'x'.repeat(20_000) }
  assert.match((check(huge, 'payload.view') as { error: string }).error, /^payload\.view: must be at most/)
})
