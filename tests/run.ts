/**
 * The single test command (`npm test`): static checks (types, lint, dead code, format), build, then the tests.
 * Its last line is always `N passed, N failed, N skipped`; CI reads it.
 *
 *   node tests/run.ts                      everything
 *   node tests/run.ts --only unit          only tests/unit (repeatable: --only unit --only integration)
 *   node tests/run.ts --skip-static        skip typecheck, lint, dead-code check and format check
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { glob, mkdtemp, readFile, rm } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** Test counts as the Node test runner reports them: tests only, suites excluded. */
export interface Counts {
  passed: number
  failed: number
  skipped: number
}

/** Which part of the run a stage belongs to, for the flags. */
type Group = 'static' | 'build' | 'unit' | 'integration' | 'e2e'
const TEST_GROUPS = ['unit', 'integration', 'e2e'] as const

/** What the command line asked for. */
export interface Options {
  only: Set<Group>
  skipStatic: boolean
}

/** Reads `--only GROUP` (repeatable) and `--skip-static`; throws on anything else. */
export function parseArgs(argv: readonly string[]): Options {
  const only = new Set<Group>()
  let skipStatic = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--skip-static') skipStatic = true
    else if (arg === '--only') {
      const group = argv[++i]
      if (!TEST_GROUPS.some((g) => g === group)) {
        throw new Error(`--only takes one of ${TEST_GROUPS.join(', ')} (got ${String(group)})`)
      }
      only.add(group as Group)
    } else throw new Error(`unknown argument: ${arg}`)
  }
  return { only, skipStatic }
}

/** Reads the summary block (`# pass N`, ...) that `node --test` writes at the end of its TAP output. */
export function countTap(tap: string): Counts {
  const read = (name: string): number => {
    // The top-level summary is not indented; nested subtests' lines are.
    const match = new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)
    return match?.[1] === undefined ? 0 : Number(match[1])
  }
  return {
    passed: read('pass'),
    failed: read('fail') + read('cancelled'),
    skipped: read('skipped') + read('todo'),
  }
}

/** Counts from Playwright's JSON report: its `stats` block; a flaky test counts as failed (no retries). */
export function countPlaywrightReport(json: string): Counts {
  const stats = (JSON.parse(json) as { stats?: Record<string, unknown> }).stats ?? {}
  const n = (name: string): number => (typeof stats[name] === 'number' ? (stats[name] as number) : 0)
  return { passed: n('expected'), failed: n('unexpected') + n('flaky'), skipped: n('skipped') }
}

/** The line CI parses. */
export function formatCounts(c: Counts): string {
  return `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`
}

const root = resolve(import.meta.dirname, '..')
/** Where playwright.config.ts has its JSON reporter write. */
const PLAYWRIGHT_REPORT = 'test-results/e2e-report.json'

/** Runs a command with output streamed live; resolves with its exit code. */
async function run(cmd: string, args: readonly string[]): Promise<number> {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' })
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null]
  return code ?? (signal === null ? 1 : 128)
}

async function hasFiles(pattern: string): Promise<boolean> {
  for await (const _ of glob(pattern, { cwd: root })) return true
  return false
}

/** Runs `node --test` over the patterns, spec to stdout, TAP to a file that is then counted. */
async function runNodeTests(patterns: readonly string[], tapDir: string, name: string): Promise<Counts> {
  const tapFile = join(tapDir, `${name}.tap`)
  const code = await run(process.execPath, [
    '--test',
    // Node's default is one file less than the cores (one at a time on CI's two): each file is a process of its
    // own that waits on servers, keyrings and SQLite much of the time, so as many as there are cores.
    `--test-concurrency=${availableParallelism()}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapFile}`,
    ...patterns,
  ])
  const counts = countTap(await readFile(tapFile, 'utf8').catch(() => ''))
  // A runner that died before writing a summary still failed: count it as one failure.
  if (code !== 0 && counts.failed === 0) counts.failed = 1
  return counts
}

interface StageResult {
  name: string
  status: 'passed' | 'failed' | 'skipped'
  ms: number
  note?: string
}

/**
 * Where every Node process of the run keeps V8's compiled code (Node's module compile cache, inherited through the
 * environment): each unit or integration file and each e2e test's preview is a Node process of its own that loads
 * much of the same code, and with the cache a preview starts on about half the CPU (BENCHMARKS.md, "The test
 * suite"). Node keys each entry by the file's contents, so an edited file is compiled again, never run stale.
 */
const COMPILE_CACHE = join(root, 'node_modules', '.cache', 'node-compile-cache')

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2))
  process.env.NODE_COMPILE_CACHE ??= COMPILE_CACHE
  const wants = (group: Group): boolean =>
    options.only.size === 0 ? group !== 'static' || !options.skipStatic : options.only.has(group)
  const total: Counts = { passed: 0, failed: 0, skipped: 0 }
  const results: StageResult[] = []
  const tapDir = await mkdtemp(join(tmpdir(), 'bridge-explorer-tap-'))

  const stage = async (name: string, body: () => Promise<boolean | string>): Promise<boolean> => {
    console.log(`\n=== ${name} ${'='.repeat(Math.max(3, 70 - name.length))}`)
    const started = performance.now()
    let outcome: boolean | string
    try {
      outcome = await body()
    } catch (error) {
      console.error(error)
      outcome = false
    }
    const ms = Math.round(performance.now() - started)
    const result: StageResult =
      typeof outcome === 'string'
        ? { name, status: 'skipped', ms, note: outcome }
        : { name, status: outcome ? 'passed' : 'failed', ms }
    results.push(result)
    console.log(`--- ${name}: ${result.status}${result.note ? ` (${result.note})` : ''} in ${ms} ms`)
    return result.status !== 'failed'
  }
  const npmRun = (script: string) => async () => (await run('npm', ['run', '--silent', script])) === 0
  const testStage = (patterns: readonly string[], name: string) => async () => {
    const found = await Promise.all(patterns.map(hasFiles))
    const present = patterns.filter((_, i) => found[i])
    if (present.length === 0) return `no ${name} test files yet`
    const counts = await runNodeTests(present, tapDir, name)
    total.passed += counts.passed
    total.failed += counts.failed
    total.skipped += counts.skipped
    return counts.failed === 0
  }

  try {
    // Static stages stop the run: tests of code that does not type-check or breaks a layer rule mislead.
    const staticOk =
      !wants('static') ||
      ((await stage('typecheck', npmRun('typecheck'))) && (await stage('lint', npmRun('lint'))))
    if (staticOk) {
      // Dead code and unused dependencies fail the run but do not stop it: the tests below stay meaningful.
      if (wants('static')) await stage('dead code (knip)', npmRun('knip'))
      if (wants('static')) await stage('format check', npmRun('format:check'))
      // Every message used is in every catalogue, and every message is used (docs/i18n.md).
      if (wants('static')) await stage('messages', npmRun('check:messages'))
      const built = !(wants('build') || wants('e2e')) || (await stage('build', npmRun('build')))
      const unitAndIntegration = [
        ...(wants('unit') ? ['tests/unit/**/*.test.ts'] : []),
        ...(wants('integration') ? ['tests/integration/**/*.test.ts'] : []),
      ]
      if (unitAndIntegration.length > 0) await stage('node tests', testStage(unitAndIntegration, 'node'))
      if (wants('e2e')) {
        // Playwright drives the built renderer through the browser preview (and Electron when installed).
        await stage('e2e', async () => {
          if (!(await hasFiles('tests/e2e/**/*.spec.ts'))) return 'no e2e specs yet'
          if (!built) return 'build failed'
          // A report left by an earlier run must not be counted as this one's.
          await rm(join(root, PLAYWRIGHT_REPORT), { force: true })
          const code = await run('npx', ['playwright', 'test', '--project=preview', '--project=electron'])
          let counts: Counts
          try {
            counts = countPlaywrightReport(await readFile(join(root, PLAYWRIGHT_REPORT), 'utf8'))
          } catch {
            counts = { passed: 0, failed: 0, skipped: 0 }
          }
          // A run that died before writing its report still failed: count it as one failure.
          if (code !== 0 && counts.failed === 0) counts.failed = 1
          total.passed += counts.passed
          total.failed += counts.failed
          total.skipped += counts.skipped
          return counts.failed === 0
        })
      }
    }
  } finally {
    await rm(tapDir, { recursive: true, force: true })
  }

  console.log('\n=== summary')
  for (const r of results)
    console.log(`${r.status.padEnd(8)} ${r.name} (${r.ms} ms)${r.note ? `: ${r.note}` : ''}`)
  const failedStages = results.filter((r) => r.status === 'failed')
  if (failedStages.length > 0) console.log(`failed stages: ${failedStages.map((r) => r.name).join(', ')}`)
  console.log(formatCounts(total))
  return failedStages.length > 0 || total.failed > 0 ? 1 : 0
}

if (import.meta.main) {
  main().then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      console.error(error)
      console.log(formatCounts({ passed: 0, failed: 1, skipped: 0 }))
      process.exitCode = 1
    },
  )
}
