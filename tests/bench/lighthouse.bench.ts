/**
 * `npm run bench:lighthouse`: Lighthouse (the pinned devDependency, its default mobile preset: a slow 4G network
 * and a 4× slower CPU, simulated) on the preview's first screen in Debian's Chromium, RUNS times; prints the median
 * of performance, accessibility and best practices against the first screen's goals (README.md, Architecture),
 * with the metrics behind performance.
 *
 * What Lighthouse loads: the address the preview prints, as a user opens it, on a user-data folder whose list was
 * kept by an earlier start (a warm start). That address carries the token in its fragment and a one-time start
 * ticket in its query (electron/preview/guard.ts), so each run needs a preview of its own: a second load of the
 * same address gets the shell only, and the list then comes with the renderer.
 */
import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { ensureSecretService } from '../support/secret-service.ts'
import { Cleanup, launchBrowser, startPreview, startService, tempDir } from './lib/ui-apps.ts'
import { buildIfMissing } from './lib/ui-bundle.ts'
import { machineLines, median, table, type ReportRow } from './lib/ui-report.ts'
import { prepareFolder } from './lib/ui-warm-start.ts'

/** One item of Lighthouse's long-tasks audit. */
type LongTask = { url: unknown; duration: number; startTime: number }

const RUNS = 3
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const
const GOALS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
}
const METRICS = [
  ['first-contentful-paint', 'First contentful paint'],
  ['largest-contentful-paint', 'Largest contentful paint'],
  ['total-blocking-time', 'Total blocking time'],
  ['cumulative-layout-shift', 'Cumulative layout shift'],
  ['speed-index', 'Speed index'],
] as const

/**
 * Debian's Chromium with its DevTools port for Lighthouse, as the brief of the goal says: headless, no sandbox
 * (a container), no GPU. Port 0: Chromium picks one and writes it into DevToolsActivePort in its profile.
 */
async function startChromium(cleanup: Cleanup, profile: string): Promise<number> {
  const child = spawn(
    '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--no-default-browser-check',
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  cleanup.add(child, async () => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const text = await readFile(join(profile, 'DevToolsActivePort'), 'utf8').catch(() => '')
    const port = Number(text.split('\n', 1)[0])
    if (Number.isInteger(port) && port > 0) return port
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('Chromium did not open its DevTools port')
}

type Run = { scores: Record<string, number>; metrics: Record<string, number>; failed: string[] }

async function main(): Promise<void> {
  const loadAtStart = loadavg()
  await buildIfMissing()
  const secrets = await ensureSecretService()
  const cleanup = new Cleanup()
  const runs: Run[] = []
  const browserVersion: string[] = []
  try {
    const dir = await tempDir(cleanup, 'bx-bench-lighthouse-')
    const { baseUrl, key } = await startService(cleanup, dir, 2000)
    const userData = `${dir}/warm`
    // The list seen once and kept, in a Playwright browser of its own (closed before Lighthouse runs).
    const prepare = new Cleanup()
    try {
      const browser = await launchBrowser(prepare)
      browserVersion.push(browser.version())
      await prepareFolder(browser, userData, key, baseUrl)
    } finally {
      await prepare.run()
    }
    const port = await startChromium(cleanup, await tempDir(cleanup, 'bx-bench-lighthouse-profile-'))
    for (let i = 0; i < RUNS; i++) {
      const one = new Cleanup()
      try {
        const preview = await startPreview(one, userData, [])
        const result = await lighthouse(preview.url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        })
        if (result === undefined) throw new Error('Lighthouse returned no result')
        const { lhr } = result
        const scores = Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        )
        const metrics = Object.fromEntries(
          METRICS.map(([id]) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]),
        )
        // The audits that cost a score point, so a missed goal says why.
        const failed = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
          (lhr.categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${c}: ${ref.id}`),
        )
        runs.push({ scores, metrics, failed })
        // The tasks that make up the blocking time (Lighthouse's long-tasks audit, simulated durations), so a missed
        // performance goal says where the time went.
        const tasks = (lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? []
        const longest = tasks
          .slice(0, 5)
          .map(
            (t) =>
              `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} (${String(t.url).split('/').pop()})`,
          )
        process.stderr.write(
          `run ${i + 1}/${RUNS}: ${JSON.stringify(scores)}; longest tasks: ${longest.join(', ') || 'none'}\n`,
        )
      } finally {
        await one.run()
      }
    }
  } finally {
    await cleanup.run()
    await secrets.stop()
  }
  const rows: ReportRow[] = [
    ...CATEGORIES.map((c) => {
      const values = runs.map((r) => r.scores[c] ?? 0)
      return {
        measure: `Lighthouse ${c}, mobile preset (median of ${RUNS} runs)`,
        result: `${median(values)} (runs: ${values.join(', ')})`,
        goal: `≥ ${GOALS[c]}`,
        met: median(values) >= GOALS[c],
      }
    }),
    ...METRICS.map(([id, name]) => {
      const values = runs.map((r) => r.metrics[id] ?? Number.NaN)
      const shown = (v: number): string =>
        id === 'cumulative-layout-shift' ? v.toFixed(3) : `${Math.round(v)} ms`
      return {
        measure: `${name} (simulated mobile; median)`,
        result: `${shown(median(values))} (runs: ${values.map(shown).join(', ')})`,
        goal: '(informative)',
        met: null,
      }
    }),
  ]
  const failed = [...new Set(runs.flatMap((r) => r.failed))]
  const lines = [
    '# Lighthouse on the preview’s first screen (npm run bench:lighthouse)',
    '',
    ...machineLines(browserVersion[0] ?? 'unknown', { width: 412, height: 823 }, loadAtStart).map(
      (l) => `${l}  `,
    ),
    'Each run: a new preview on a user-data folder with the list kept, its printed address (token and start ticket) loaded once by Lighthouse.',
    '',
    table(rows),
    '',
    failed.length === 0
      ? 'No accessibility or best-practice audit failed.'
      : `Audits that failed: ${failed.join('; ')}`,
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

try {
  await main()
} catch (error) {
  process.stderr.write(
    `bench:lighthouse could not measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exitCode = 1
}
