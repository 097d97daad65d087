import assert from 'node:assert/strict'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import {
  compareIds,
  exportedIds,
  parseCountLine,
  parseSavedLine,
} from '../../../chaos/lib/explorer-driver.ts'

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
    assert.deepEqual(parseSavedLine('Saved 2,000 bridges to /tmp/b.json (20 requests).Dismiss'), {
      rows: 2000,
      file: '/tmp/b.json',
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

test('reads the ids of a JSON export as of a CSV one, so both formats are checked alike', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'bx-chaos-ids-'))
  t.after(() => rm(dir, { recursive: true, force: true }))
  await writeFile(join(dir, 'a.json'), '[\n{"id":"b1","title":"x"},\n{"id":"b2","title":"y"}\n]\n')
  await writeFile(join(dir, 'a.csv'), '\uFEFFid,title\r\nb1,x\r\nb2,y\r\n')
  assert.deepEqual(await exportedIds(join(dir, 'a.json')), ['b1', 'b2'])
  assert.deepEqual(await exportedIds(join(dir, 'a.csv')), ['b1', 'b2'])
})
