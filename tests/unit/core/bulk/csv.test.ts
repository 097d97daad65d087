import { test } from 'node:test'
import assert from 'node:assert/strict'
import {
  bridgeCsvLine,
  csvHeaderLine,
  csvTextCell,
  defuseFormula,
  quoteCsvField,
} from '../../../../electron/core/bulk/csv.ts'
import { bridge } from './scripted-listing.ts'

test('the header names the nine columns in order, with a CRLF', () => {
  assert.equal(
    csvHeaderLine(),
    'id,slug,title,category,published_at,passes,score,suggestor_username,suggestor_verified\r\n',
  )
})

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

test('a bridge becomes one line with flattened suggestor and raw numbers', () => {
  const line = bridgeCsvLine(
    bridge('br_aaaaaaaaaaaa', {
      title: 'Hello, "world"',
      passes: 12,
      score: 0,
      suggestor: { username: '-dash', verified: false },
    }),
  )
  assert.equal(
    line,
    'br_aaaaaaaaaaaa,slug-br_aaaaaaaaaaaa,"Hello, ""world""",community,2026-03-14T09:26:53Z,12,0,\'-dash,false\r\n',
  )
})
