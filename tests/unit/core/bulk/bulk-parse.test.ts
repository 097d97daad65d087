/** Reading a pasted or dropped list, and refusing what is none, in words with the limit it passed. */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { parseList } from '../../../../electron/core/bulk/bulk-parse.ts'
import { BULK_MAX_BYTES, BULK_MAX_LINE_CHARS, BULK_MAX_ROWS } from '../../../../shared/ipc/bulk.ts'

const rowsOf = (text: string): string[][] => {
  const parsed = parseList(text)
  assert.ok(parsed.ok, JSON.stringify(parsed))
  return parsed.table.rows
}

test('RFC 4180: quoted commas, doubled quotes and a newline inside quotes stay in their cell', () => {
  const text = 'name,note\r\nold-mill,"north, by the ""old"" road"\r\n@ada,"two\nlines"\r\n'
  assert.deepEqual(rowsOf(text), [
    ['name', 'note'],
    ['old-mill', 'north, by the "old" road'],
    ['@ada', 'two\nlines'],
  ])
})

test('a byte order mark is not part of the first cell', () => {
  assert.deepEqual(rowsOf('\uFEFFname,ticket\nada,1\n')[0], ['name', 'ticket'])
})

test('tab-separated text and the `;` of spreadsheet programs in some regions are read by their separator', () => {
  const tsv = parseList('name\tticket\nada\tT-1, urgent\n')
  assert.ok(tsv.ok)
  assert.equal(tsv.table.delimiter, '\t')
  assert.deepEqual(tsv.table.rows[1], ['ada', 'T-1, urgent'])
  const semi = parseList('name;ticket\nada;"T;1"\ngrace;T2\n')
  assert.ok(semi.ok)
  assert.equal(semi.table.delimiter, ';')
  assert.deepEqual(semi.table.rows[1], ['ada', 'T;1'])
})

test('one column of pasted names is a list of one column; blank lines inside stay rows', () => {
  assert.deepEqual(rowsOf('ada\n\ngrace\n'), [['ada'], [''], ['grace']])
})

test('short rows are padded, so every row has every column', () => {
  assert.deepEqual(rowsOf('a,b,c\n1\n'), [
    ['a', 'b', 'c'],
    ['1', '', ''],
  ])
})

test('formula-looking cells are read as the text they are (the export defuses them)', () => {
  assert.deepEqual(rowsOf('name\n"=cmd|\' /C calc\'!A0"\n+1\n')[1], ["=cmd|' /C calc'!A0"])
})

test('hostile: more than 10,000 rows is refused with the limit named, without reading them all', () => {
  const text = `name\n${Array.from({ length: 100_000 }, (_, i) => `user_${i}`).join('\n')}\n`
  assert.deepEqual(parseList(text), { ok: false, problem: { code: 'too-many-rows', limit: BULK_MAX_ROWS } })
  const atLimit = `name\n${Array.from({ length: BULK_MAX_ROWS }, (_, i) => `user_${i}`).join('\n')}\n`
  assert.equal(parseList(atLimit).ok, true, 'a header and 10,000 rows are read')
})

test('hostile: 10 MB of one line is refused as a line no person wrote, naming the limit and the line', () => {
  const text = `name\n${'a'.repeat(BULK_MAX_BYTES - 10)}`
  assert.deepEqual(parseList(text), {
    ok: false,
    problem: { code: 'line-too-long', limit: BULK_MAX_LINE_CHARS, line: 2 },
  })
})

test('hostile: more than 10 MB is refused with the limit named', () => {
  const text = `${'ada,grace\n'.repeat(BULK_MAX_BYTES / 10)}x`
  assert.deepEqual(parseList(text), { ok: false, problem: { code: 'too-big', limit: BULK_MAX_BYTES } })
})

test('hostile: binary junk is refused as no text', () => {
  const png = String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)
  assert.deepEqual(parseList(png), { ok: false, problem: { code: 'binary' } })
  const decoded = Array.from({ length: 4000 }, (_, i) => (i % 7 === 0 ? '\uFFFD' : 'x')).join('')
  assert.deepEqual(parseList(decoded), { ok: false, problem: { code: 'binary' } })
})

test('a quote opened and never closed is refused, naming the row it opens in', () => {
  assert.deepEqual(parseList('name\nada\n"grace,\nlinus\n'), {
    ok: false,
    problem: { code: 'bad-quotes', row: 3 },
  })
})

test('an empty list, or one of white space, is refused as empty', () => {
  assert.deepEqual(parseList(''), { ok: false, problem: { code: 'empty' } })
  assert.deepEqual(parseList('\uFEFF \n\n'), { ok: false, problem: { code: 'empty' } })
})
