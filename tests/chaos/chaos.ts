/**
 * `npm run chaos [-- --seconds N]`: user journeys in a real Chromium against the preview while the reference
 * service misbehaves on a schedule (503s, latency, resets, truncated JSON, a revoked key, an IP lockout).
 * Prints a markdown report and exits 1 when a must-be figure is violated (2 when the run could not start).
 */
import { setTimeout as delay } from 'node:timers/promises'
import { readdir, writeFile } from 'node:fs/promises'
import type { TallySnapshot } from '../../electron/service/tally.ts'
import { join } from 'node:path'
import { startReferenceService, type ReferenceService } from '../../electron/service/index.ts'
import { ensureSecretService } from '../support/secret-service.ts'
import { numberOption } from './lib/args.ts'
import { launchBrowser, type RendererErrors } from './lib/browser.ts'
import { ExplorerDriver } from './lib/explorer-driver.ts'
import { buildSchedule, cyclingFaults } from './lib/faults.ts'
import { fullDiskPhase, serviceRestartPhase, sigkillPhase, type PhaseResult } from './lib/fault-phases.ts'
import { damagedHistoryPhase, fullDiskHistoryPhase, killedWriterPhase } from './lib/file-phases.ts'
import { startPreview, type PreviewProcess } from './lib/preview-process.ts'
import {
  artifactsDir,
  keysFileFor,
  keysFileForAll,
  makeKey,
  markdownTable,
  mergeTallies,
  scanMainLog,
} from './lib/run-env.ts'
import { runJourneys, type JourneyStats } from './lib/journeys.ts'

const OWNER = 'chaos_owner'
const INVALID_ATTEMPTS = 5
const LOCKOUT_MS = 8000
const FULL_SCOPES: ('read:public' | 'read:me')[] = ['read:public', 'read:me']

interface FaultLogEntry {
  atS: number
  name: string
  outcome: string
}

async function addKey(
  preview: PreviewProcess,
  key: string,
  serviceUrl: string,
  label: string,
): Promise<void> {
  const added = await preview.call<{ key: { id: string; active: boolean } }>('keys:add', {
    key,
    serviceUrl,
    label,
  })
  await preview.call('keys:set-active', { id: added.key.id })
}

async function main(): Promise<number> {
  const seconds = numberOption(process.argv.slice(2), 'seconds', 120)
  const durationMs = seconds * 1000
  const cleanup: (() => Promise<unknown>)[] = []
  try {
    const art = await artifactsDir('chaos')
    const secrets = await ensureSecretService()
    cleanup.push(() => secrets.stop())
    const key1 = makeKey()
    const appKeys = [key1]
    const probeKeys = new Set<string>()
    const serviceOptions = {
      bridges: 3000,
      rateLimit: 30,
      windowMs: 2000,
      invalidAttempts: INVALID_ATTEMPTS,
      lockoutMs: LOCKOUT_MS,
    }
    let svc: ReferenceService = await startReferenceService({
      ...serviceOptions,
      port: 0,
      keys: keysFileFor(OWNER, key1),
    })
    cleanup.push(() => svc.stop())
    // Tallies and request counts of services stopped by a restart, so the report covers the whole run.
    const pastTallies: TallySnapshot[] = []
    let pastRequests = 0
    const startApp = () =>
      startPreview({
        userDataDir: art.userDataDir,
        env: secrets.env,
        extraArgs: ['--service-url', svc.baseUrl],
      })
    let preview = await startApp()
    const previewLogs: string[] = []
    cleanup.push(() => preview.stop())
    await addKey(preview, key1, svc.baseUrl, 'chaos key 1')
    const browser = await launchBrowser()
    cleanup.push(() => browser.close())
    const driver = new ExplorerDriver(browser.page, 30_000)
    await driver.open(preview.url)

    const start = Date.now()
    const faultLog: FaultLogEntry[] = []
    const revoke = async (): Promise<void> => {
      const old = appKeys.at(-1) as string
      svc.control.revokeKey(old)
      // Swap only once the app has met the revocation, so it has to cope with a dead key mid-journey.
      const until = Date.now() + 10_000
      while (Date.now() < until && !svc.control.tally()[old]?.byOutcome.key_revoked) await delay(200)
      const next = svc.control.createKey({ owner: OWNER, scopes: FULL_SCOPES, label: 'chaos key 2' }).key
      appKeys.push(next)
      await addKey(preview, next, svc.baseUrl, `chaos key ${appKeys.length}`)
    }
    const lockout = async (): Promise<void> => {
      const statuses: number[] = []
      for (let i = 0; i < INVALID_ATTEMPTS; i++) {
        const guess = makeKey()
        probeKeys.add(guess)
        const res = await fetch(`${svc.baseUrl}/stats`, { headers: { Authorization: `Bearer ${guess}` } })
        await res.arrayBuffer()
        statuses.push(res.status)
      }
      faultLog.push({
        atS: (Date.now() - start) / 1000,
        name: '  bad-key probes answered',
        outcome: statuses.join(' '),
      })
    }
    // The keychain daemon restarts among the faults when the run started its own (docs/security.md, the keychain and
    // what breaks on Linux).
    const restartKeyring = secrets.restartKeyring
    const cycle = [
      ...cyclingFaults(svc, 4000),
      ...(restartKeyring ? [{ name: 'keychain daemon restarted', run: restartKeyring }] : []),
    ]
    const schedule = buildSchedule(durationMs, 5000, cycle, { revoke, lockout })
    let stopped = false
    const faultsDone = (async () => {
      for (const f of schedule) {
        const wait = start + f.atMs - Date.now()
        if (wait > 0) await delay(wait)
        if (stopped) break
        const entry: FaultLogEntry = { atS: f.atMs / 1000, name: f.name, outcome: 'done' }
        faultLog.push(entry)
        await f.run().catch((e: unknown) => {
          entry.outcome = `FAILED: ${String(e)}`
        })
      }
    })()

    const journeys: JourneyStats = await runJourneys(driver, svc, start + durationMs)
    stopped = true
    await faultsDone
    svc.control.setLatency(0)

    // The one-off faults, each to a verdict: a full disk, a SIGKILL mid-export, a service restart mid-scroll.
    const phases: PhaseResult[] = []
    phases.push(await fullDiskPhase(driver, svc, art.userDataDir))
    phases.push(
      await sigkillPhase({
        driver,
        svc,
        userDataDir: art.userDataDir,
        kill: async () => {
          await preview.kill()
          previewLogs.push(preview.stderr())
        },
        restart: async () => {
          preview = await startApp()
          return preview.url
        },
      }),
    )
    phases.push(
      await serviceRestartPhase({
        driver,
        svc,
        category: svc.data.categories[1] ?? '',
        userDataDir: art.userDataDir,
        restartService: async () => {
          const port = Number(new URL(svc.baseUrl).port)
          pastTallies.push(svc.control.tally())
          pastRequests += svc.requestCount()
          await svc.stop()
          // Same seed and keys (the revoked ones revoked again), new cursor secret: old cursors are refused.
          svc = await startReferenceService({ ...serviceOptions, port, keys: keysFileForAll(OWNER, appKeys) })
          return svc
        },
      }),
    )

    const mainAlive = preview.alive()
    const log = scanMainLog([...previewLogs, preview.stderr()].join('\n'))
    // Quitting cancels an export still running; after that no partial file may remain.
    await preview.stop()
    // The file faults, on copies and folders of their own, once the app has let go of the run's files.
    const fileKeychain = `bridge-explorer-chaos-${process.pid}`
    phases.push(await damagedHistoryPhase(art.userDataDir, fileKeychain))
    phases.push(await fullDiskHistoryPhase(fileKeychain))
    phases.push(await killedWriterPhase(art.userDataDir, fileKeychain))
    const leftovers = [
      ...(await partialFiles(join(art.userDataDir, 'exports'))),
      ...(await partialFiles(join(art.userDataDir, 'exports-journeys'))),
    ]
    const report = buildReport({
      tally: mergeTallies([...pastTallies, svc.control.tally()]),
      requests: pastRequests + svc.requestCount(),
      phases,
      appKeys,
      probeKeys,
      journeys,
      faultLog,
      errors: browser.errors,
      mainAlive,
      log,
      seconds,
      leftovers,
    })
    await writeFile(join(art.dir, 'report.md'), report.text)
    process.stdout.write(`${report.text}\n\nArtifacts: ${art.dir}\n`)
    return report.violations.length === 0 ? 0 : 1
  } finally {
    for (const fn of cleanup.reverse())
      await fn().catch((e: unknown) => process.stderr.write(`cleanup: ${String(e)}\n`))
  }
}

function buildReport(r: {
  tally: TallySnapshot
  requests: number
  phases: PhaseResult[]
  appKeys: string[]
  probeKeys: Set<string>
  journeys: JourneyStats
  faultLog: FaultLogEntry[]
  errors: RendererErrors
  mainAlive: boolean
  log: { unhandled: string[]; internal: string[] }
  seconds: number
  leftovers: string[]
}): { text: string; violations: string[] } {
  const tally = r.tally
  const app = r.appKeys.map((k) => tally[k]).filter((t) => t !== undefined)
  const sum = (code: string): number => app.reduce((n, t) => n + (t.byOutcome[code] ?? 0), 0)
  const rateLimited = Object.values(tally).reduce((n, t) => n + (t.byOutcome.rate_limited ?? 0), 0)
  const retried401 = Object.entries(tally)
    .filter(([k]) => !r.probeKeys.has(k))
    .reduce((n, [, t]) => n + t.afterUnauthorized, 0)
  const outcomes: Record<string, number> = {}
  for (const t of app)
    for (const [code, n] of Object.entries(t.byOutcome)) outcomes[code] = (outcomes[code] ?? 0) + n
  const exportsOk = r.journeys.exports.filter(
    (e) => e.missing === 0 && e.duplicates === 0 && e.extra === 0 && e.exported === e.expected,
  )
  const exportedRows = r.journeys.exports.reduce((n, e) => n + e.exported, 0)
  const expectedRows = r.journeys.exports.reduce((n, e) => n + e.expected, 0)
  const rendererErrors = r.errors.pageErrors.length + r.errors.consoleErrors.length
  const checks: [string, string | number, string, boolean | null][] = [
    [
      'journeys completed / started',
      `${r.journeys.completed} / ${r.journeys.started}`,
      'informational',
      null,
    ],
    [
      'exports verified (file vs service)',
      `${exportsOk.length} / ${r.journeys.exports.length}`,
      'all, and at least 1',
      exportsOk.length === r.journeys.exports.length && exportsOk.length > 0,
    ],
    [
      'rows exported vs rows the service holds',
      `${exportedRows} vs ${expectedRows}`,
      'equal',
      exportedRows === expectedRows,
    ],
    [
      'export steps that failed (a failed export fails the run)',
      r.journeys.failures.filter((f) => f.step.startsWith('export')).length,
      '0',
      r.journeys.failures.every((f) => !f.step.startsWith('export')),
    ],
    ['partial export files left (.part, checkpoints)', r.leftovers.length, '0', r.leftovers.length === 0],
    ['main: unhandled errors in stderr', r.log.unhandled.length, '0', r.log.unhandled.length === 0],
    ['main: process alive at the end', r.mainAlive ? 'yes' : 'NO', 'yes', r.mainAlive],
    [
      'main: internal errors logged ([explorer] … failed)',
      r.log.internal.length,
      'informational (should be 0)',
      null,
    ],
    [
      'renderer: page errors + console errors',
      `${r.errors.pageErrors.length} + ${r.errors.consoleErrors.length}`,
      '0',
      rendererErrors === 0,
    ],
    [
      'renderer: network-failure console lines (expected)',
      r.errors.networkErrors.length,
      'informational',
      null,
    ],
    ['429 rate_limited answered by the service', rateLimited, '0', rateLimited === 0],
    ['401s retried (requests after a 401 to that key)', retried401, '0', retried401 === 0],
    [
      '429 too_many_invalid_attempts answered to the app',
      sum('too_many_invalid_attempts'),
      'informational',
      null,
    ],
    ['API requests served in total', r.requests, 'informational', null],
    ...r.phases.map((p): [string, string, string, boolean] => [
      `fault: ${p.name}`,
      p.ok ? 'survived' : 'FAILED',
      'survived',
      p.ok,
    ]),
  ]
  const violations = checks.filter((c) => c[3] === false).map((c) => c[0])
  const text = [
    `## Chaos run (${r.seconds} s)`,
    '',
    markdownTable(
      ['Figure', 'Value', 'Must be', 'Verdict'],
      checks.map(([a, b, c, ok]) => [a, b, c, ok === null ? '' : ok ? 'ok' : 'VIOLATED']),
    ),
    '',
    '### Exports',
    '',
    markdownTable(
      ['Filter', 'Rows in file', 'Rows in service', 'Missing', 'Duplicates', 'Extra'],
      r.journeys.exports.map((e) => [e.filter, e.exported, e.expected, e.missing, e.duplicates, e.extra]),
    ),
    '',
    '### One-off faults',
    '',
    markdownTable(
      ['Fault', 'Verdict', 'What happened'],
      r.phases.map((p) => [p.name, p.ok ? 'survived' : 'FAILED', p.detail]),
    ),
    '',
    '### Faults injected',
    '',
    markdownTable(
      ['At (s)', 'Fault', 'Outcome'],
      r.faultLog.map((f) => [f.atS.toFixed(1), f.name, f.outcome]),
    ),
    '',
    "### Answers to the app's keys, by outcome",
    '',
    markdownTable(['Outcome', 'Count'], Object.entries(outcomes).sort()),
    '',
    '### Failed journey steps',
    '',
    r.journeys.failures.length === 0
      ? 'none'
      : markdownTable(
          ['Journey', 'Step', 'Error'],
          r.journeys.failures.map((f) => [f.journey, f.step, f.error]),
        ),
    ...(r.log.unhandled.length + r.log.internal.length > 0
      ? [
          '',
          '### Main-process log lines',
          '',
          ...[...r.log.unhandled, ...r.log.internal].map((l) => `    ${l}`),
        ]
      : []),
    ...(rendererErrors > 0
      ? [
          '',
          '### Renderer errors',
          '',
          ...[...r.errors.pageErrors, ...r.errors.consoleErrors].map((l) => `    ${l}`),
        ]
      : []),
    '',
    violations.length === 0
      ? 'Result: every must-be figure holds.'
      : `Result: VIOLATED: ${violations.join('; ')}`,
  ].join('\n')
  return { text, violations }
}

process.on('unhandledRejection', (e) =>
  process.stderr.write(`chaos script: unhandled rejection: ${String(e)}\n`),
)
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `chaos run could not complete: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    )
    process.exit(2)
  },
)

/** Partial files an export left in `dir` (none may remain once every export finished). */
async function partialFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  return names.filter((n) => n.endsWith('.part') || n.includes('.part.'))
}
