import { test } from 'node:test'
import assert from 'node:assert/strict'
import { EXPIRY_WARN_DAYS, expiryWarnings } from '../../../../shared/usage/key-expiry.ts'

// Local noon on 10 March 2026: days are counted in the user's calendar, to the end of the recorded day.
const NOW = new Date(2026, 2, 10, 12, 0, 0).getTime()
const key = (over: Partial<Parameters<typeof expiryWarnings>[0][number]>) => ({
  id: 'key_1',
  label: 'Work',
  active: false,
  state: 'active' as const,
  ...over,
})

test('a recorded expiry within 14 days is warned about, with the days left', () => {
  const [w] = expiryWarnings([key({ expiresOn: '2026-03-15' })], NOW)
  assert.equal(w?.days, 5)
  assert.match(w?.text ?? '', /“Work” expires in 5 days \(2026-03-15\)/)
})

test('no warning further out than EXPIRY_WARN_DAYS, nor without a date', () => {
  const day = new Date(2026, 2, 10 + EXPIRY_WARN_DAYS + 1)
  const far = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
  assert.deepEqual(expiryWarnings([key({ expiresOn: far }), key({ id: 'key_2' })], NOW), [])
})

test('the recorded day itself says "expires today"; a day past it says expired', () => {
  assert.match(expiryWarnings([key({ expiresOn: '2026-03-10' })], NOW)[0]?.text ?? '', /expires today/)
  assert.match(
    expiryWarnings([key({ expiresOn: '2026-03-09' })], NOW)[0]?.text ?? '',
    /expired on 2026-03-09/,
  )
})

test('the service saying key_expired is a warning without a date, and the key in use comes first', () => {
  const list = expiryWarnings(
    [
      key({ id: 'a', label: 'Old', state: 'expired' }),
      key({ id: 'b', label: 'Used', active: true, expiresOn: '2026-03-20' }),
    ],
    NOW,
  )
  assert.deepEqual(
    list.map((w) => [w.key.id, w.days]),
    [
      ['b', 10],
      ['a', null],
    ],
  )
  assert.match(list[1]?.text ?? '', /key_expired/)
})

test('a malformed date is ignored rather than shown as a warning', () => {
  assert.deepEqual(expiryWarnings([key({ expiresOn: '15/03/2026' })], NOW), [])
})
