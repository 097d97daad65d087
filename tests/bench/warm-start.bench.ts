/**
 * `npm run bench:warm`: restarts of the real renderer in Debian Chromium through the browser preview, against the
 * reference service over HTTP, measured in one run:
 * 1. cold: no kept answers (the history file removed before each start), service up;
 * 2. warm: the answers kept by an earlier run, service up;
 * 3. warm with the service stopped: the list comes from the kept answers alone (a folder of its own, prepared on
 *    a second service that is then stopped).
 * Each is "Explorer ready" → first 20 rows painted, RUNS times, alternating cold, warm and stopped so machine load
 * affects all three alike. Beside them, two floors opened and timed the same way, alternating with the others
 * (lib/ui-floor.ts): a page of React alone with 30 fixed rows, and the app's own first screen as static HTML with
 * no script. Prints a markdown table against the goal and the ratios.
 */
import { loadavg } from 'node:os'
import { ensureSecretService } from '../support/secret-service.ts'
import { Cleanup, launchBrowser, startService, tempDir, VIEWPORT } from './lib/ui-apps.ts'
import { buildIfMissing } from './lib/ui-bundle.ts'
import { floorToPaint, startFloorPage, startStaticScreen } from './lib/ui-floor.ts'
import { machineLines, median, ms, table, type ReportRow } from './lib/ui-report.ts'
import {
  floorFigures,
  forgetKept,
  prepareFolder,
  startToPaint,
  type StartFigures,
} from './lib/ui-warm-start.ts'

const RUNS = 7
const GOAL_WARM_MS = 150
/** The goals of the first screen drawn before any script (README.md, Architecture), against the floors above. */
const GOAL_RATIO = 1.3
const GOAL_LONGEST_TASK_MS = 50

async function main(): Promise<void> {
  const loadAtStart = loadavg()
  await buildIfMissing()
  const secrets = await ensureSecretService()
  const cleanup = new Cleanup()
  const service = new Cleanup()
  const stoppedService = new Cleanup()
  const cold: StartFigures[] = []
  const warm: StartFigures[] = []
  const offline: StartFigures[] = []
  const floor: number[] = []
  const staticScreen: number[] = []
  const staticFcp: number[] = []
  const staticBeforePaint: number[] = []
  const browser = await launchBrowser(cleanup)
  const version = browser.version()
  try {
    const dir = await tempDir(cleanup, 'bx-bench-warm-')
    const { baseUrl, key } = await startService(service, dir, 2000)
    const coldFolder = `${dir}/cold`
    const warmFolder = `${dir}/warm`
    const stoppedFolder = `${dir}/stopped`
    await prepareFolder(browser, coldFolder, key, baseUrl)
    const firstScreen = await prepareFolder(browser, warmFolder, key, baseUrl)
    const stopped = await startService(stoppedService, await tempDir(cleanup, 'bx-bench-stopped-'), 2000)
    await prepareFolder(browser, stoppedFolder, stopped.key, stopped.baseUrl)
    await stoppedService.run()
    const floorPage = await startFloorPage(cleanup)
    const staticPage = await startStaticScreen(cleanup, firstScreen)
    for (let i = 0; i < RUNS; i++) {
      floor.push(await floorToPaint(browser, floorPage))
      const still = await floorFigures(browser, staticPage)
      staticScreen.push(still.toPaint)
      staticFcp.push(still.fcp)
      staticBeforePaint.push(still.longestBeforePaint)
      await forgetKept(coldFolder)
      cold.push(await startToPaint(browser, coldFolder))
      warm.push(await startToPaint(browser, warmFolder))
      offline.push(await startToPaint(browser, stoppedFolder))
      process.stderr.write(
        `run ${i + 1}/${RUNS}: floor ${ms(floor.at(-1)!)}, static ${ms(staticScreen.at(-1)!)}, cold ${ms(cold.at(-1)!.readyToPaint)}, warm ${ms(warm.at(-1)!.readyToPaint)}, stopped ${ms(offline.at(-1)!.readyToPaint)}\n`,
      )
    }
  } finally {
    await service.run()
    await stoppedService.run()
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
      measure: 'Cold restart: first contentful paint (navigation start →) vs the static screen’s',
      result: `${fmt(cold.map((r) => r.fcp))}; static ${ms(median(staticFcp))}; ${(median(cold.map((r) => r.fcp)) / median(staticFcp)).toFixed(2)} ×`,
      goal: `≤ ${GOAL_RATIO} × static`,
      met: median(cold.map((r) => r.fcp)) / median(staticFcp) <= GOAL_RATIO,
    },
    ...(
      [
        ['Warm restart, service up', warm],
        ['Warm restart, service stopped', offline],
      ] as const
    ).map(([name, runs]) => ({
      measure: `${name}: ready → 20 rows painted vs the static screen`,
      result: `${(median(ready(runs)) / median(staticScreen)).toFixed(2)} ×`,
      goal: `≤ ${GOAL_RATIO} × static`,
      met: median(ready(runs)) / median(staticScreen) <= GOAL_RATIO,
    })),
    {
      measure:
        'Longest task before the first paint (the browser laying out the document), cold / warm / stopped',
      result: `${[cold, warm, offline].map((r) => `max ${ms(Math.max(...r.map((x) => x.longestBeforePaint)))}`).join(' / ')}; static screen max ${ms(Math.max(...staticBeforePaint))}`,
      goal: '(informative: the static screen pays it too)',
      met: null,
    },
    {
      measure:
        'Longest task after the first paint until 1.5 s after the 20 rows (script start, hydration and its effects), cold / warm / stopped',
      result: [cold, warm, offline]
        .map((r) => `max ${ms(Math.max(...r.map((x) => x.longestTask)))}`)
        .join(' / '),
      goal: `none over ${GOAL_LONGEST_TASK_MS} ms`,
      met: [...cold, ...warm, ...offline].every((r) => r.longestTask <= GOAL_LONGEST_TASK_MS),
    },
    {
      measure: 'Layout shift (CLS) until the rows settled, cold / warm / stopped',
      result: [cold, warm, offline]
        .map((r) => `max ${Math.max(...r.map((x) => x.cls)).toFixed(3)}`)
        .join(' / '),
      goal: 'CLS 0',
      met: [...cold, ...warm, ...offline].every((r) => r.cls === 0),
    },
    {
      measure: 'Hydration mismatches (all starts)',
      result: `${[...cold, ...warm, ...offline].reduce((n, r) => n + (r.mismatches ?? 0), 0)}; drawn first screen in ${[...cold, ...warm, ...offline].filter((r) => r.mismatches !== null).length} of ${cold.length + warm.length + offline.length} starts`,
      goal: '0',
      met: [...cold, ...warm, ...offline].every((r) => r.mismatches === 0),
    },
    {
      measure: 'Spawn of the preview → 20 rows painted (cold / warm / stopped)',
      result: [cold, warm, offline].map((r) => ms(median(r.map((x) => x.spawnToPaint)))).join(' / '),
      goal: '(informative: nothing hidden before "Explorer ready")',
      met: null,
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
