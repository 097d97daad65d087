/**
 * The suite under load (`npm run test:under-load`): keeps one core busy with Debian's stress-ng while the e2e stage
 * of `npm test` runs several times in a row, and prints each run's time and counts. A test that passes only on a
 * quiet machine is a defect of the test (README.md, "Commands"): this is how such tests are found before CI finds them.
 *
 *   node tests/under-load.ts                 two e2e runs in a row with `stress-ng --cpu 1`
 *   node tests/under-load.ts --runs 3 --cpu 1 --stage all
 *
 * stress-ng is started with a timeout of its own, so it stops by itself even if this script is killed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdir, rename } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { formatCounts, type Counts } from './run.ts'

/** What the command line asked for. */
export interface LoadOptions {
  runs: number
  cpu: number
  stage: 'e2e' | 'all'
}

/** Reads `--runs N`, `--cpu N` and `--stage e2e|all`; throws on anything else. */
export function parseLoadArgs(argv: readonly string[]): LoadOptions {
  const options: LoadOptions = { runs: 2, cpu: 1, stage: 'e2e' }
  const count = (flag: string, value: string | undefined, max: number): number => {
    const n = Number(value)
    if (!Number.isInteger(n) || n < 1 || n > max)
      throw new Error(`${flag} takes a whole number from 1 to ${max}`)
    return n
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--runs') options.runs = count(arg, argv[++i], 10)
    else if (arg === '--cpu') options.cpu = count(arg, argv[++i], 8)
    else if (arg === '--stage') {
      const stage = argv[++i]
      if (stage !== 'e2e' && stage !== 'all')
        throw new Error(`--stage takes e2e or all (got ${String(stage)})`)
      options.stage = stage
    } else throw new Error(`unknown argument: ${arg}`)
  }
  return options
}

/** The counts of `npm test`'s last `N passed, N failed, N skipped` line, or null when it printed none. */
export function lastCounts(output: string): Counts | null {
  const lines = [...output.matchAll(/^(\d+) passed, (\d+) failed, (\d+) skipped$/gm)]
  const last = lines.at(-1)
  if (last === undefined) return null
  return { passed: Number(last[1]), failed: Number(last[2]), skipped: Number(last[3]) }
}

/** One run's outcome, as the summary prints it. */
export interface RunOutcome {
  seconds: number
  counts: Counts | null
  code: number
}

/** The summary table's lines and the closing counts line over all runs (a run that printed no counts failed). */
export function summarize(outcomes: readonly RunOutcome[], options: LoadOptions): string[] {
  const total: Counts = { passed: 0, failed: 0, skipped: 0 }
  const lines = outcomes.map((o, i) => {
    // A copy: the outcome passed in is left as it was read.
    const counts = { ...(o.counts ?? { passed: 0, failed: 1, skipped: 0 }) }
    if (o.code !== 0 && counts.failed === 0) counts.failed = 1
    total.passed += counts.passed
    total.failed += counts.failed
    total.skipped += counts.skipped
    const minutes = (o.seconds / 60).toFixed(1)
    return `run ${i + 1} of ${outcomes.length} (${options.stage}, stress-ng --cpu ${options.cpu}): ${minutes} min, ${formatCounts(counts)}`
  })
  return [...lines, formatCounts(total)]
}

const root = resolve(import.meta.dirname, '..')

function startLoad(cpu: number): ChildProcess {
  if (spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).error !== undefined) {
    throw new Error('stress-ng is not installed: apt-get install stress-ng (bash .ci/run installs it)')
  }
  // Bounded: it stops by itself after four hours even if nobody stops it.
  return spawn('stress-ng', ['--cpu', String(cpu), '--timeout', '4h', '--quiet'], { stdio: 'ignore' })
}

async function runOnce(stage: LoadOptions['stage']): Promise<RunOutcome> {
  const started = performance.now()
  const args = ['tests/run.ts', ...(stage === 'e2e' ? ['--only', 'e2e'] : [])]
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    process.stdout.write(chunk)
  })
  const [code] = (await once(child, 'exit')) as [number | null]
  return { seconds: (performance.now() - started) / 1000, counts: lastCounts(output), code: code ?? 1 }
}

/** What a run leaves in test-results/ (the report, each test's output, the recordings): the next run starts afresh. */
const RUN_ARTIFACTS = ['e2e-report.json', 'playwright', 'e2e-run']

/**
 * Moves a failed run's artifacts to test-results/under-load/run-N, so that a flake's trace of IPC, DOM and errors
 * is still there to read when the next run has started (it clears them).
 */
async function keepArtifacts(run: number): Promise<string> {
  const kept = join(
    root,
    'test-results',
    'under-load',
    `run-${run}-${new Date().toISOString().replaceAll(':', '')}`,
  )
  await mkdir(kept, { recursive: true })
  for (const name of RUN_ARTIFACTS)
    await rename(join(root, 'test-results', name), join(kept, name)).catch(() => undefined)
  return kept
}

async function main(): Promise<number> {
  const options = parseLoadArgs(process.argv.slice(2))
  const load = startLoad(options.cpu)
  const stop = (): void => void load.kill('SIGTERM')
  process.once('SIGINT', () => {
    stop()
    process.exit(130)
  })
  const outcomes: RunOutcome[] = []
  try {
    for (let i = 0; i < options.runs; i++) {
      const outcome = await runOnce(options.stage)
      outcomes.push(outcome)
      if (outcome.code !== 0)
        console.log(`run ${i + 1} failed: its artifacts are in ${await keepArtifacts(i + 1)}`)
    }
  } finally {
    stop()
  }
  console.log('\n=== under load')
  for (const line of summarize(outcomes, options)) console.log(line)
  return outcomes.every((o) => o.code === 0 && (o.counts?.failed ?? 1) === 0) ? 0 : 1
}

if (import.meta.main) {
  main().then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exitCode = 1
    },
  )
}
