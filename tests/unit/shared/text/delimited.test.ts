import { test } from 'node:test'
import assert from 'node:assert/strict'
import {
  csvTextCell,
  defuseFormula,
  delimitedText,
  quoteCsvField,
  tsvTextCell,
} from '../../../../shared/text/delimited.ts'

test('plain text is written as is', () => {
  assert.equal(quoteCsvField('Bike lanes for all'), 'Bike lanes for all')
})

test('RFC 4180: a field with a quote is quoted and the quote doubled', () => {
  assert.equal(quoteCsvField('the "best" idea'), '"the ""best"" idea"')
})

test('RFC 4180: fields with a comma, CR or LF are quoted', () => {
  assert.equal(quoteCsvField('a,b'), '"a,b"')
  assert.equal(quoteCsvField('line1\nline2'), '"line1\nline2"')
  assert.equal(quoteCsvField('line1\r\nline2'), '"line1\r\nline2"')
  assert.equal(quoteCsvField('cr\ronly'), '"cr\ronly"')
})

test('formula injection: the DDE payload gets a leading quote and is then CSV-quoted', () => {
  assert.equal(csvTextCell("=cmd|' /C calc'!A0"), "'=cmd|' /C calc'!A0")
  assert.equal(csvTextCell('=HYPERLINK("http://x","y")'), '"\'=HYPERLINK(""http://x"",""y"")"')
})

test('formula injection: every dangerous first character is defused', () => {
  for (const start of ['=', '+', '-', '@', '\t', '\r']) {
    assert.equal(defuseFormula(`${start}1+1`), `'${start}1+1`, JSON.stringify(start))
  }
})

test('formula injection: the characters elsewhere in a text are left alone', () => {
  assert.equal(defuseFormula('a=b+c-d@e'), 'a=b+c-d@e')
  assert.equal(defuseFormula(''), '')
})

test('a text cell starting with CR is defused and quoted', () => {
  assert.equal(csvTextCell('\rx'), '"\'\rx"')
})

test('HTML-looking text, emoji and RTL text pass through unchanged', () => {
  for (const t of ['<script>alert(1)</script>', 'Rad 🚲 weg', 'جسر المدينة', '\u202Egnp.exe']) {
    assert.equal(csvTextCell(t), t)
  }
})

test('TSV: a cell with a tab, quote or line break is quoted, so a spreadsheet pastes it into one cell', () => {
  assert.equal(tsvTextCell('a\tb'), '"a\tb"')
  assert.equal(tsvTextCell('say "hi"'), '"say ""hi"""')
  assert.equal(tsvTextCell('two\nlines'), '"two\nlines"')
  assert.equal(tsvTextCell('a,b'), 'a,b')
})

test('TSV: formula injection is defused as in CSV', () => {
  assert.equal(tsvTextCell('=1+1'), "'=1+1")
  assert.equal(tsvTextCell('-dash'), "'-dash")
})

test('delimitedText: the format separates cells, CRLF ends each row, numbers and booleans as JSON writes them', () => {
  const rows = [
    ['title', 'passes', 'verified'],
    ['A, "b"', -3, true],
  ]
  assert.equal(delimitedText(rows, 'csv'), 'title,passes,verified\r\n"A, ""b""",-3,true\r\n')
  assert.equal(delimitedText(rows, 'tsv'), 'title\tpasses\tverified\r\n"A, ""b"""\t-3\ttrue\r\n')
  assert.equal(delimitedText([], 'csv'), '')
})
