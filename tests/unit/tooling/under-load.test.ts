// The under-load runner's flags and its reading of `npm test`'s counts line.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { lastCounts, parseLoadArgs, summarize } from '../../under-load.ts'

test('by default two e2e runs with one core kept busy; each flag is checked', () => {
  assert.deepEqual(parseLoadArgs([]), { runs: 2, cpu: 1, stage: 'e2e' })
  assert.deepEqual(parseLoadArgs(['--runs', '3', '--cpu', '2', '--stage', 'all']), {
    runs: 3,
    cpu: 2,
    stage: 'all',
  })
  assert.throws(() => parseLoadArgs(['--runs', '0']), /--runs takes a whole number from 1 to 10/)
  assert.throws(() => parseLoadArgs(['--stage', 'unit']), /--stage takes e2e or all/)
  assert.throws(() => parseLoadArgs(['--fast']), /unknown argument: --fast/)
})

test('the counts are the last counts line npm test printed, and none is null', () => {
  const output =
    'a test named 3 passed, 0 failed, 0 skipped inline\n12 passed, 0 failed, 1 skipped\n290 passed, 2 failed, 1 skipped\n'
  assert.deepEqual(lastCounts(output), { passed: 290, failed: 2, skipped: 1 })
  assert.equal(lastCounts('=== summary\nfailed stages: e2e\n'), null)
})

test('a run that printed no counts, or exited non-zero with none failed, counts as a failure in the total', () => {
  const options = { runs: 3, cpu: 1, stage: 'e2e' as const }
  const lines = summarize(
    [
      { seconds: 600, counts: { passed: 280, failed: 0, skipped: 1 }, code: 0 },
      { seconds: 630, counts: null, code: 1 },
      { seconds: 90, counts: { passed: 10, failed: 0, skipped: 0 }, code: 1 },
    ],
    options,
  )
  assert.equal(lines[0], 'run 1 of 3 (e2e, stress-ng --cpu 1): 10.0 min, 280 passed, 0 failed, 1 skipped')
  assert.equal(lines.at(-1), '290 passed, 2 failed, 1 skipped')
})
