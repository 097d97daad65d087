import assert from 'node:assert/strict'
import { test } from 'node:test'
import { refreshPlan, UNKNOWN_BUDGET_ITEMS } from '../../../../shared/ipc/watch.ts'

test('a refresh takes at most its share of the requests left, rounded down, never more than the items', () => {
  assert.equal(refreshPlan(20, 48, 25).requests, 12)
  assert.equal(refreshPlan(3, 48, 25).requests, 3)
  assert.equal(refreshPlan(10, 9, 10).requests, 1, 'at least one while any request is left')
  assert.equal(refreshPlan(10, 0, 100).requests, 0, 'nothing when the window is spent')
  assert.equal(
    refreshPlan(10, null, 25).requests,
    UNKNOWN_BUDGET_ITEMS,
    'a small start when the budget is unknown',
  )
  assert.equal(refreshPlan(10, 100, 500).sharePercent, 100, 'the share is bounded')
})
