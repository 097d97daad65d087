import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { compareIds, parseCountLine, parseSavedLine } from '../../chaos/lib/explorer-driver.ts'

describe('chaos driver text parsing and export comparison', () => {
  test('reads the list count line, with and without "all"', () => {
    assert.deepEqual(parseCountLine('Showing 1,250 bridges so far'), { count: 1250, all: false })
    assert.deepEqual(parseCountLine('Showing all 3 bridges in Health'), { count: 3, all: true })
    assert.equal(parseCountLine('Loading bridges…'), null)
  })

  test('reads the saved line even with the Dismiss button text after it', () => {
    assert.deepEqual(parseSavedLine('Saved 375 bridges to /tmp/u/exports/bridges-health.csv.Dismiss'), {
      rows: 375,
      file: '/tmp/u/exports/bridges-health.csv',
    })
    assert.equal(parseSavedLine('Exporting: 3 bridges so far'), null)
  })

  test('an exact export has no missing, duplicate or extra rows', () => {
    assert.deepEqual(compareIds(['a', 'b'], ['b', 'a']), {
      exported: 2,
      expected: 2,
      missing: 0,
      duplicates: 0,
      extra: 0,
    })
  })

  test('lost, duplicated and foreign rows are each counted', () => {
    assert.deepEqual(compareIds(['a', 'a', 'x'], ['a', 'b']), {
      exported: 3,
      expected: 2,
      missing: 1,
      duplicates: 1,
      extra: 1,
    })
  })
})
