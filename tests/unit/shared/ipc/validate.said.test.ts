// A sentence said by code (shared/i18n/said.ts) checked where it travels as text, the first screen's JSON.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { said } from '../../../../shared/i18n/said.ts'
import { checkSaid } from '../../../../shared/ipc/validate.ts'

test('what travels is checked: a sentence passes whole, anything else is refused with where', () => {
  const s = said('catalogue-status.paused', {
    rows: 3,
    why: said('catalogue-status.pause-disk-full', { path: { ltr: '/x' } }),
  })
  assert.deepEqual(checkSaid(JSON.parse(JSON.stringify(s))), { ok: true, value: s })
  const refused = (x: unknown) => {
    const r = checkSaid(x, 'said')
    return r.ok ? 'passed' : r.error
  }
  assert.equal(refused({ id: 'Not an id!' }), 'said.id: expected a message id')
  assert.equal(refused({ id: 'a.b', extra: 1 }), 'said.extra: is not an accepted field')
  assert.equal(refused({ id: 'a.b', values: { n: Number.NaN } }), 'said.values.n: expected a plain object')
  let deep: unknown = { id: 'a.b' }
  for (let i = 0; i < 6; i++) deep = { id: 'a.b', values: { x: deep } }
  assert.match(refused(deep), /phrases nest deeper than 4$/)
})
