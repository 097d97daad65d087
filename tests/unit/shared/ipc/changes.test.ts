import assert from 'node:assert/strict'
import { test } from 'node:test'
import { changesChannels } from '../../../../shared/ipc/changes.ts'

const summary = changesChannels['changes:summary'].request
const rows = changesChannels['changes:rows'].request
const exported = changesChannels['changes:export'].request
const bridge = changesChannels['changes:bridge'].request

test('a range given backwards is refused in words that say which date to move, never read as an empty range', () => {
  const r = summary({ from: 2000, to: 1000 })
  assert.equal(r.ok, false)
  assert.match(
    r.ok ? '' : r.error,
    /payload\.from is after payload\.to: choose a start date before the end date/,
  )
  assert.deepEqual(summary({ from: 1000, to: 1000 }), { ok: true, value: { from: 1000, to: 1000 } })
})

test('rows and the file take a category and a kind of the three, and nothing else', () => {
  assert.deepEqual(rows({ from: 0, to: 1, category: 'transport', kind: 'removed', limit: 10 }), {
    ok: true,
    value: { from: 0, to: 1, category: 'transport', kind: 'removed', limit: 10 },
  })
  assert.equal(rows({ from: 0, to: 1, kind: 'renamed' }).ok, false)
  assert.equal(rows({ from: 0, to: 1, limit: 501 }).ok, false)
  assert.equal(rows({ from: -1, to: 1 }).ok, false)
  assert.equal(exported({ from: 0, to: 1, format: 'tsv' }).ok, false)
  assert.equal(exported({ from: 0, to: 1, format: 'json', extra: 1 }).ok, false)
  assert.equal(exported({ from: 5, to: 1, format: 'csv' }).ok, false)
})

test("one bridge's history is asked by an id of 1 to 200 characters that hides nothing", () => {
  assert.deepEqual(bridge({ id: 'br_abc123' }), { ok: true, value: { id: 'br_abc123' } })
  assert.equal(bridge({ id: '' }).ok, false)
  assert.equal(bridge({ id: 'b'.repeat(201) }).ok, false)
  assert.equal(bridge({ id: 'br_\u202eabc' }).ok, false, 'a direction override')
  assert.equal(bridge({ id: 'br_\u0007' }).ok, false, 'a control character')
  assert.equal(bridge({ id: 'br_1', slug: 'x' }).ok, false, 'a field it does not know')
  assert.equal(bridge({}).ok, false)
})
