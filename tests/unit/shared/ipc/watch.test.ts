import assert from 'node:assert/strict'
import { test } from 'node:test'
import { validateRequest } from '../../../../shared/ipc/contract.ts'
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

test('a pin whose id or label hides what it is is refused at the boundary, the field and the character named', () => {
  const error = (payload: unknown): string | null => {
    const checked = validateRequest('watch:pin', payload)
    return checked.ok ? null : checked.error
  }
  const pin = { kind: 'bridge', id: 'golden-gate', label: 'Golden Gate' }
  assert.equal(error(pin), null)
  assert.equal(error({ ...pin, id: 'golden\u0000gate' }), 'payload.id: contains a control character (U+0000)')
  assert.equal(
    error({ ...pin, label: 'Golden\u0000Gate' }),
    'payload.label: contains a control character (U+0000)',
  )
  assert.equal(
    error({ ...pin, label: 'Gate \u202Eetag' }),
    'payload.label: contains an invisible direction control (U+202E)',
  )
  assert.equal(
    error({ ...pin, label: 'Gate \udfff' }),
    'payload.label: contains a broken character (a lone surrogate, U+DFFF)',
  )
  assert.equal(
    validateRequest('watch:unpin', { kind: 'profile', id: 'ann\u2066' }).ok,
    false,
    'the same rule for every channel that takes a pin id',
  )
  assert.equal(error({ ...pin, label: 'Мост 🌉 جسر' }), null, 'any script and emoji are plain text')
})
