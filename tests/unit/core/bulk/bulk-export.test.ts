import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  ANSWER_COLUMNS,
  bulkFileText,
  type AnsweredList,
} from '../../../../electron/core/bulk/bulk-export.ts'
import type { BulkAnswer } from '../../../../shared/ipc/bulk.ts'

const AT = Date.UTC(2026, 11, 7, 12, 0, 0)
const found: BulkAnswer = {
  status: 'found',
  target: { to: 'bridge', slug: 'old-mill', title: 'Old mill, north' },
  from: 'catalogue',
  readAt: AT,
}
const list: AnsweredList = {
  header: ['name', 'ticket'],
  rows: [
    ['old-mill', 'T-1'],
    ["=cmd|' /C calc'!A0", 'T-2'],
    ['', 'T-3, urgent'],
  ],
  answers: [found, { status: 'not-found', readAt: AT }, { status: 'blank' }],
  columns: 2,
}

test('CSV keeps every row, its order and its columns, then the answer columns', () => {
  const lines = bulkFileText(list, 'csv').split('\r\n')
  assert.equal(lines[0], ['name', 'ticket', ...ANSWER_COLUMNS].join(','))
  assert.equal(lines[1], 'old-mill,T-1,found,old-mill,"Old mill, north",2026-12-07T12:00:00.000Z,catalogue')
  assert.equal(lines[3], ',"T-3, urgent",blank,,,,')
  assert.equal(lines.length, 5, 'header, three rows, and the line end after the last')
})

test('a formula-looking cell is written prefixed with an apostrophe (OWASP CSV injection), in CSV and TSV', () => {
  assert.match(bulkFileText(list, 'csv').split('\r\n')[2] ?? '', /^'=cmd\|' \/C calc'!A0,T-2,not_found,/)
  assert.match(bulkFileText(list, 'tsv').split('\r\n')[2] ?? '', /^'=cmd\|' \/C calc'!A0\tT-2\tnot_found\t/)
})

test('JSON keeps the values as they were, keyed by the header, in order', () => {
  const rows = JSON.parse(bulkFileText(list, 'json')) as Record<string, string>[]
  assert.equal(rows.length, 3)
  assert.equal(rows[1]?.name, "=cmd|' /C calc'!A0")
  assert.deepEqual(Object.keys(rows[0] ?? {}), ['name', 'ticket', ...ANSWER_COLUMNS])
  assert.equal(rows[2]?.ticket, 'T-3, urgent')
})

test('a list without a header gets column names; a header name the answer uses is made unique', () => {
  const plain: AnsweredList = { header: null, rows: [['ada']], answers: [null], columns: 1 }
  assert.equal(
    bulkFileText(plain, 'csv'),
    `column_1,${ANSWER_COLUMNS.join(',')}\r\nada,not_looked_up,,,,\r\n`,
  )
  const clash: AnsweredList = {
    header: ['status', 'status'],
    rows: [['a', 'b']],
    answers: [null],
    columns: 2,
  }
  const [row] = JSON.parse(bulkFileText(clash, 'json')) as Record<string, string>[]
  assert.deepEqual(Object.keys(row ?? {}).slice(0, 3), ['status_2', 'status_3', 'status'])
})
