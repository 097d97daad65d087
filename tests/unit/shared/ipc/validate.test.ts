// Every name and id a person reads is checked at the IPC boundary by the one rule of
// shared/text/hidden-characters.ts (validate.ts's plainText): per channel and field, a control character, an
// invisible direction control or a lone surrogate is refused, with the field named.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { validateRequest, type InvokeChannel } from '../../../../shared/ipc/contract.ts'

const SERVICE = 'https://bridges.example/v1/api'

/** A valid payload of each channel, and the field in it that is a name or an id. */
const FIELDS: [InvokeChannel, Record<string, unknown>, string][] = [
  ['watch:pin', { kind: 'bridge', id: 'golden-gate', label: 'Golden Gate' }, 'id'],
  ['watch:pin', { kind: 'bridge', id: 'golden-gate', label: 'Golden Gate' }, 'label'],
  ['watch:unpin', { kind: 'profile', id: 'ann' }, 'id'],
  ['watch:is-pinned', { kind: 'profile', id: 'ann' }, 'id'],
  ['watch:passes', { slug: 'golden-gate', from: 0, to: 1 }, 'slug'],
  ['views:save', { name: 'Mine', view: { q: '', category: '' } }, 'name'],
  ['views:rename', { id: 'v-1', name: 'Mine' }, 'name'],
  ['bridges:get', { requestId: 'r1', slug: 'golden-gate' }, 'slug'],
  ['profiles:get', { requestId: 'r1', username: 'ann' }, 'username'],
  ['keys:add', { key: 'bx_live_0123456789', label: 'Work', serviceUrl: SERVICE }, 'label'],
  ['keys:update', { id: 'k1', label: 'Work' }, 'label'],
  ['log:to-curl', { id: 'e1' }, 'id'],
  ['log:get-exchange', { id: 'e1' }, 'id'],
  ['log:send-again', { id: 'e1' }, 'id'],
]

for (const [channel, payload, field] of FIELDS) {
  test(`${channel} ${field}: a hidden character is refused with the field named`, () => {
    assert.equal(validateRequest(channel, payload).ok, true, 'the plain payload passes')
    const plain = String(payload[field])
    for (const [inserted, problem] of [
      ['\u202E', 'contains an invisible direction control (U+202E)'],
      ['\u0000', 'contains a control character (U+0000)'],
      ['\ud800', 'contains a broken character (a lone surrogate, U+D800)'],
    ] as const) {
      const checked = validateRequest(channel, {
        ...payload,
        [field]: `${plain.slice(0, 1)}${inserted}${plain.slice(1)}`,
      })
      assert.deepEqual(checked, { ok: false, error: `payload.${field}: ${problem}` })
    }
  })
}
