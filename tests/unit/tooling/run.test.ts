// The test orchestrator's counting and flags, checked against real `node --test` TAP output.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { countPlaywrightReport, countTap, formatCounts, parseArgs } from '../../run.ts'

describe('counting results from the TAP reporter', () => {
  let dir = ''
  let tap = ''

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'run-test-'))
    // One of each outcome, a suite (not a test) and a nested subtest (a test).
    await writeFile(
      join(dir, 'sample.test.ts'),
      [
        "import { describe, test } from 'node:test'",
        "describe('a suite', () => {",
        "  test('passes', () => {})",
        "  test('fails', () => { throw new Error('expected failure') })",
        '})',
        "test('is skipped', { skip: 'fixture' }, () => {})",
        "test('is todo', { todo: true }, () => {})",
        "test('parent', async (t) => { await t.test('child passes', () => {}) })",
      ].join('\n'),
    )
    const tapFile = join(dir, 'out.tap')
    // NODE_TEST_CONTEXT would make the inner runner report to this one instead of writing its own TAP.
    const { NODE_TEST_CONTEXT: _, ...env } = process.env
    const child = spawn(
      process.execPath,
      ['--test', '--test-reporter=tap', `--test-reporter-destination=${tapFile}`, 'sample.test.ts'],
      { cwd: dir, env, stdio: 'ignore' },
    )
    await once(child, 'exit')
    tap = await readFile(tapFile, 'utf8')
  })

  after(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  test('counts tests, not suites, including nested subtests', () => {
    assert.deepEqual(countTap(tap), { passed: 3, failed: 1, skipped: 2 })
  })

  test('TAP with no summary counts as nothing run', () => {
    assert.deepEqual(countTap('TAP version 13\n'), { passed: 0, failed: 0, skipped: 0 })
  })

  test('indented (nested) summary-like lines are ignored', () => {
    const text = '    # pass 99\n# pass 2\n# fail 1\n# cancelled 1\n# skipped 0\n# todo 0\n'
    assert.deepEqual(countTap(text), { passed: 2, failed: 2, skipped: 0 })
  })
})

describe('the CI line and the flags', () => {
  test('the CI line reads "N passed, N failed, N skipped"', () => {
    assert.equal(formatCounts({ passed: 12, failed: 0, skipped: 3 }), '12 passed, 0 failed, 3 skipped')
  })

  test('--only can be repeated and --skip-static is a switch', () => {
    const options = parseArgs(['--only', 'unit', '--only', 'integration', '--skip-static'])
    assert.deepEqual([...options.only], ['unit', 'integration'])
    assert.equal(options.skipStatic, true)
  })

  test('unknown flags and unknown groups are refused', () => {
    assert.throws(() => parseArgs(['--only', 'static']), /--only takes one of/)
    assert.throws(() => parseArgs(['--only']), /--only takes one of/)
    assert.throws(() => parseArgs(['--fast']), /unknown argument/)
  })
})

describe('counting results from the Playwright JSON report', () => {
  // The shape of the `stats` block the json reporter writes (playwright.config.ts), other fields left out.
  const report = (stats: Record<string, number>): string =>
    JSON.stringify({
      config: {},
      suites: [],
      errors: [],
      stats: { startTime: '2026-01-01T00:00:00Z', ...stats },
    })

  test('expected tests pass, unexpected ones fail, skipped ones are skipped', () => {
    const json = report({ duration: 1, expected: 40, unexpected: 2, flaky: 0, skipped: 3 })
    assert.deepEqual(countPlaywrightReport(json), { passed: 40, failed: 2, skipped: 3 })
  })

  test('a flaky test counts as failed, because no retries are configured to hide it', () => {
    const json = report({ duration: 1, expected: 5, unexpected: 0, flaky: 1, skipped: 0 })
    assert.deepEqual(countPlaywrightReport(json), { passed: 5, failed: 1, skipped: 0 })
  })

  test('a report without stats counts as nothing run, and one that is not JSON throws', () => {
    assert.deepEqual(countPlaywrightReport('{}'), { passed: 0, failed: 0, skipped: 0 })
    assert.throws(() => countPlaywrightReport('<html>'))
  })
})
