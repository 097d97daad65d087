import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { numberOption } from '../../../chaos/lib/args.ts'

describe('chaos and soak command line', () => {
  test('absent option gives the default', () => {
    assert.equal(numberOption([], 'seconds', 120), 120)
  })

  test('both forms and fractions are read', () => {
    assert.equal(numberOption(['--minutes', '0.5'], 'minutes', 30), 0.5)
    assert.equal(numberOption(['--seconds=75'], 'seconds', 120), 75)
  })

  for (const argv of [
    ['--minutes', '0'],
    ['--minutes', '-1'],
    ['--minutes', 'abc'],
    ['--minutes'],
    ['--other', '1'],
  ]) {
    test(`refuses ${argv.join(' ')}`, () => {
      assert.throws(() => numberOption(argv, 'minutes', 30), Error)
    })
  }
})
