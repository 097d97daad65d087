import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { BridgeView } from '../../../../shared/views/saved-view.ts'
import { validateRequest } from '../../../../shared/ipc/contract.ts'
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

const refusal = (channel: 'views:save' | 'views:rename', payload: unknown): string => {
  const checked = validateRequest(channel, payload)
  assert.equal(checked.ok, false, JSON.stringify(payload))
  return (checked as { error: string }).error
}

test('a view name that hides what it is is refused at the boundary, the field and the character named', () => {
  assert.equal(
    refusal('views:save', { name: 'Sunny\u202Egpj.exe', view: VIEW }),
    'payload.name: contains an invisible direction control (U+202E)',
  )
  assert.equal(
    refusal('views:save', { name: 'Half\ud800', view: VIEW }),
    'payload.name: contains a broken character (a lone surrogate, U+D800)',
  )
  assert.equal(
    refusal('views:rename', { id: 'a-1', name: 'Cut\u0000short' }),
    'payload.name: contains a control character (U+0000)',
  )
  assert.equal(validateRequest('views:save', { name: 'جسر 🌉', view: VIEW }).ok, true)
})

test('a view whose search or category is not text is refused, not read as an empty search', () => {
  assert.equal(
    refusal('views:save', { name: 'N', view: { ...VIEW, q: 42 } }),
    'payload.view.q: expected a string, got number',
  )
  assert.equal(
    refusal('views:save', { name: 'N', view: { ...VIEW, category: ['x'] } }),
    'payload.view.category: expected a string, got array',
  )
  // Absent is still the empty search: an older export wrote no empty fields.
  const { q: _q, ...noSearch } = VIEW
  assert.equal(validateRequest('views:save', { name: 'N', view: noSearch }).ok, true)
})

test('a view whose search place or suggestors is not one of theirs is refused, not read as everyone', () => {
  assert.equal(
    refusal('views:save', { name: 'N', view: { ...VIEW, suggestors: 'yes' } }),
    'payload.view.suggestors: expected one of "", "verified", "unverified", got "yes"',
  )
  const saved = validateRequest('views:save', {
    name: 'N',
    view: { ...VIEW, place: 'local', suggestors: 'verified' },
  })
  assert.ok(saved.ok)
  assert.equal(saved.value.view.place, 'local')
  assert.equal(saved.value.view.suggestors, 'verified')
})
