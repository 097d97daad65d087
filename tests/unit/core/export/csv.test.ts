import { test } from 'node:test'
import assert from 'node:assert/strict'
import { bridgeCsvLine, csvHeaderLine } from '../../../../electron/core/export/csv.ts'
import { bridge } from './scripted-listing.ts'

test('the header names every field in order, the detail’s suggestion and domain last, with a CRLF', () => {
  assert.equal(
    csvHeaderLine(),
    'id,slug,title,category,published_at,passes,score,suggestor_username,suggestor_verified,suggestion,domain\r\n',
  )
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
    'br_aaaaaaaaaaaa,slug-br_aaaaaaaaaaaa,"Hello, ""world""",Community,2026-03-14T09:26:53Z,12,0,\'-dash,false,,\r\n',
  )
})

test('a file of the columns shown has those columns in their order, and the category as the screen says it', () => {
  const b = bridge('br_cccccccccccc', { category: 'health', passes: 3 })
  assert.equal(csvHeaderLine(['title', 'category', 'passes']), 'title,category,passes\r\n')
  assert.equal(bridgeCsvLine(b, ['title', 'category', 'passes']), `${b.title},Health,3\r\n`)
})

test('a suggestion and a domain read from the detail are written, quoted and defused as any text', () => {
  const b = { ...bridge('br_eeeeeeeeeeee'), suggestion: '=1+1, then "more"', domain: 'example.org' }
  assert.equal(
    bridgeCsvLine(b, ['id', 'suggestion', 'domain']),
    `br_eeeeeeeeeeee,"'=1+1, then ""more""",example.org\r\n`,
  )
})
