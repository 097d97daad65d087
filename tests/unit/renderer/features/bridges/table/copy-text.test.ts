import assert from 'node:assert/strict'
import { test } from 'node:test'
import { rowsText } from '../../../../../../renderer/src/features/bridges/table/copy-text.ts'
import { bridgeSummary } from '../../../../../support/bridge-summary.ts'
import { bridgeCsvLine, csvHeaderLine } from '../../../../../../electron/core/export/csv.ts'

test('copied rows have a header of the export’s column names for the columns shown, in their order', () => {
  const b = { ...bridgeSummary('br_aaaaaaaaaaaa'), title: 'Tabs\tand "quotes"', passes: 5 }
  const text = rowsText([b], ['passes', 'suggestor', 'title', 'unknown'], 'tsv')
  assert.equal(
    text,
    `passes\tsuggestor_username\tsuggestor_verified\ttitle\r\n5\t${b.suggestor.username}\t${b.suggestor.verified}\t"Tabs\tand ""quotes"""\r\n`,
  )
})

test('CSV rows quote commas and defuse formulas, as the export does', () => {
  const b = { ...bridgeSummary('br_bbbbbbbbbbbb'), title: '=SUM(A1), really' }
  assert.equal(rowsText([b], ['title', 'id'], 'csv'), `title,id\r\n"'=SUM(A1), really",br_bbbbbbbbbbbb\r\n`)
})

test('Copy as CSV and Export write the same columns the same way: one writer', () => {
  const b = { ...bridgeSummary('br_dddddddddddd'), category: 'transport', title: '@mention, "quoted"' }
  const columns = ['suggestor', 'category', 'title', 'id'] as const
  assert.equal(rowsText([b], columns, 'csv'), csvHeaderLine(columns) + bridgeCsvLine(b, columns))
  assert.match(rowsText([b], ['category'], 'tsv'), /^category\r\nTransport\r\n$/)
})
