/**
 * `npm run bench:warm`: restarts of the real renderer in Debian Chromium through the browser preview, against the
 * reference service over HTTP, measured in one run:
 * 1. cold: no kept answers (the history file removed before each start), service up;
 * 2. warm: the answers kept by an earlier run, service up;
 * 3. warm with the service stopped: the list comes from the kept answers alone.
 * Each is "Explorer ready" → first 20 rows painted, RUNS times, alternating cold and warm so machine load
 * affects both alike. Beside them, two floors opened and timed the same way, alternating with the others
 * (lib/ui-floor.ts): a page of React alone with 30 fixed rows, and the app's own first screen as static HTML with
 * no script. Prints a markdown table against the goal and the ratios.
 */
import { loadavg } from 'node:os'
import { ensureSecretService } from '../support/secret-service.ts'
import { Cleanup, launchBrowser, startService, tempDir, VIEWPORT } from './lib/ui-apps.ts'
import { buildIfMissing } from './lib/ui-bundle.ts'
import { floorToPaint, startFloorPage, startStaticScreen } from './lib/ui-floor.ts'
import { machineLines, median, ms, table, type ReportRow } from './lib/ui-report.ts'
import { forgetKept, prepareFolder, startToPaint, type StartFigures } from './lib/ui-warm-start.ts'

const RUNS = 7
const GOAL_WARM_MS = 150

async function main(): Promise<void> {
  const loadAtStart = loadavg()
  await buildIfMissing()
  const secrets = await ensureSecretService()
  const cleanup = new Cleanup()
  const service = new Cleanup()
  const cold: StartFigures[] = []
  const warm: StartFigures[] = []
  const offline: StartFigures[] = []
  const floor: number[] = []
  const staticScreen: number[] = []
  const browser = await launchBrowser(cleanup)
  const version = browser.version()
  try {
    const dir = await tempDir(cleanup, 'bx-bench-warm-')
    const { baseUrl, key } = await startService(service, dir, 2000)
    const coldFolder = `${dir}/cold`
    const warmFolder = `${dir}/warm`
    await prepareFolder(browser, coldFolder, key, baseUrl)
    const firstScreen = await prepareFolder(browser, warmFolder, key, baseUrl)
    const floorPage = await startFloorPage(cleanup)
    const staticPage = await startStaticScreen(cleanup, firstScreen)
    for (let i = 0; i < RUNS; i++) {
      floor.push(await floorToPaint(browser, floorPage))
      staticScreen.push(await floorToPaint(browser, staticPage))
      await forgetKept(coldFolder)
      cold.push(await startToPaint(browser, coldFolder))
      warm.push(await startToPaint(browser, warmFolder))
      process.stderr.write(
        `run ${i + 1}/${RUNS}: floor ${ms(floor.at(-1)!)}, static ${ms(staticScreen.at(-1)!)}, cold ${ms(cold.at(-1)!.readyToPaint)}, warm ${ms(warm.at(-1)!.readyToPaint)}\n`,
      )
    }
    await service.run()
    for (let i = 0; i < RUNS; i++) {
      offline.push(await startToPaint(browser, warmFolder))
      process.stderr.write(`service stopped, run ${i + 1}/${RUNS}: ${ms(offline.at(-1)!.readyToPaint)}\n`)
    }
  } finally {
    await service.run()
    await cleanup.run()
    await secrets.stop()
  }
  const ready = (runs: StartFigures[]): number[] => runs.map((r) => r.readyToPaint)
  const nav = (runs: StartFigures[]): number[] => runs.map((r) => r.navToPaint)
  const fmt = (v: number[]): string => `median ${ms(median(v))}, max ${ms(Math.max(...v))}`
  const ratio = (runs: StartFigures[]): string =>
    `${(median(ready(runs)) / median(ready(cold))).toFixed(2)} × cold, ${(median(ready(runs)) / median(floor)).toFixed(2)} × React floor, ${(median(ready(runs)) / median(staticScreen)).toFixed(2)} × static screen`
  const rows: ReportRow[] = [
    {
      measure: `Floor: React alone rendering 30 fixed rows, same browser and measure (${RUNS} runs)`,
      result: fmt(floor),
      goal: '(what no React page beats here)',
      met: null,
    },
    {
      measure: `Floor: the app's first screen as static HTML, no script, same browser and measure (${RUNS} runs)`,
      result: fmt(staticScreen),
      goal: '(what no page showing this screen beats here)',
      met: null,
    },
    {
      measure: `Cold restart (nothing kept), service up (${RUNS} runs)`,
      result: fmt(ready(cold)),
      goal: '(baseline)',
      met: null,
    },
    {
      measure: 'Warm restart (answers kept), service up',
      result: `${fmt(ready(warm))}; ${ratio(warm)}`,
      goal: `median ≤ ${GOAL_WARM_MS} ms`,
      met: median(ready(warm)) <= GOAL_WARM_MS,
    },
    {
      measure: 'Warm restart, service stopped',
      result: `${fmt(ready(offline))}; ${ratio(offline)}`,
      goal: `median ≤ ${GOAL_WARM_MS} ms`,
      met: median(ready(offline)) <= GOAL_WARM_MS,
    },
    {
      measure: 'Of which the page itself: navigation start → 20 rows (cold / warm / stopped)',
      result: [cold, warm, offline].map((r) => ms(median(nav(r)))).join(' / '),
      goal: '(informative)',
      met: null,
    },
  ]
  const lines = [
    '# Warm start benchmark (npm run bench:warm)',
    '',
    ...machineLines(version, VIEWPORT, loadAtStart).map((l) => `${l}  `),
    'Each start: a new preview process on its user-data folder, a fresh browser profile; "Explorer ready" → 20 rows painted.',
    '',
    table(rows),
    '',
    `Runs, ready → paint (ms): floor ${floor.map(Math.round).join(', ')}; static screen ${staticScreen.map(Math.round).join(', ')}; cold ${ready(cold).map(Math.round).join(', ')}; warm ${ready(warm).map(Math.round).join(', ')}; stopped ${ready(offline).map(Math.round).join(', ')}`,
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

try {
  await main()
} catch (error) {
  process.stderr.write(
    `bench:warm could not measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exitCode = 1
}
