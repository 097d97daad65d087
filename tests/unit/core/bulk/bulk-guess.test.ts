import assert from 'node:assert/strict'
import { test } from 'node:test'
import { guessColumn } from '../../../../electron/core/bulk/bulk-guess.ts'

test('the column whose cells look most like links, ids and names is chosen', () => {
  const rows = [
    ['ticket', 'customer says', 'link'],
    ['T-1', 'it is broken', 'https://x.test/v1/bridges/old-mill'],
    ['T-2', 'please help', 'bridge-explorer://profiles/ada'],
  ]
  assert.deepEqual(guessColumn({ delimiter: ',', rows, columns: 3 }), { header: true, column: 2 })
})

test('one pasted column has no header', () => {
  assert.deepEqual(guessColumn({ delimiter: ',', rows: [['ada'], ['grace']], columns: 1 }), {
    header: false,
    column: 0,
  })
})
