/**
 * `npm run bench:ui`: the real renderer in Debian Chromium through the browser preview. Measures, in one run:
 * 1. cold start (5 fresh previews, fresh browser profiles) to the first 20 bridge rows painted;
 * 2. scrolling through ≥ 5,000 loaded rows: rendered row elements, long tasks, frame gaps;
 * 3. the initial renderer JavaScript, gzip level 9, and what a start loads before its first render in each
 *    language: the boot chunk and the language's boot part of the catalogue, against the boot chunk before the
 *    catalogues (docs/i18n.md, "Size cost");
 * 4. changes of language with the list open (5,000 rows loaded): change → the top bar and first row painted in
 *    the new language.
 * Prints a markdown table against the goals. Exits 0 when a goal is missed (it reports); non-zero only when a
 * measurement could not be made.
 */
import { loadavg } from 'node:os'
import { chromium } from 'playwright-core'
import { ensureSecretService } from '../support/secret-service.ts'
import { Cleanup, VIEWPORT } from './lib/ui-apps.ts'
import {
  BOOT_BEFORE_I18N,
  buildIfMissing,
  initialScripts,
  startScripts,
  type StartScripts,
} from './lib/ui-bundle.ts'
import { coldStarts, type ColdStart } from './lib/ui-cold-start.ts'
import { machineLines, median, ms, table, type ReportRow } from './lib/ui-report.ts'
import { measureScroll, STEP_PX, TARGET_ROWS, type ScrollFigures } from './lib/ui-scroll.ts'

const COLD_RUNS = 5
const GOAL_READY_MS = 1000
const GOAL_MAX_ROWS = 100
const GOAL_TASK_MS = 50
const GOAL_GZIP_KB = 250
/** The catalogue's goal (docs/i18n.md): boot chunk + one language's catalogue ≤ the boot chunk before i18n + 15 KB. */
const GOAL_I18N_OVER_KB = 15

async function chromiumVersion(): Promise<string> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox'],
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  })
  try {
    return browser.version()
  } finally {
    await browser.close()
  }
}

function coldRows(runs: ColdStart[]): ReportRow[] {
  const pick = (f: (r: ColdStart) => number): number[] => runs.map(f)
  const fmt = (v: number[]): string => `median ${ms(median(v))}, max ${ms(Math.max(...v))}`
  const ready = pick((r) => r.readyToPaint)
  return [
    {
      measure: `Cold start: spawn → 20 rows painted (${runs.length} runs)`,
      result: fmt(pick((r) => r.spawnToPaint)),
      goal: '(informative)',
      met: null,
    },
    {
      measure: `Cold start: "Explorer ready" → 20 rows painted`,
      result: fmt(ready),
      goal: `< ${GOAL_READY_MS} ms (every run)`,
      met: Math.max(...ready) < GOAL_READY_MS,
    },
    {
      measure: 'Cold start: page navigation start → 20 rows painted',
      result: fmt(pick((r) => r.navToPaint)),
      goal: '(informative)',
      met: null,
    },
  ]
}

function scrollRows(s: ScrollFigures): ReportRow[] {
  const longest = Math.max(0, ...s.longTasks.map((t) => t.duration))
  const loadLongest = Math.max(0, ...s.loadLongTasks.map((t) => t.duration))
  const seconds = (s.pass.end - s.pass.start) / 1000
  return [
    {
      measure: `Scroll: rows loaded before the pass (load time)`,
      result: `${s.load.loaded} (${ms(s.load.ms)})`,
      goal: `≥ ${TARGET_ROWS}`,
      met: s.load.loaded >= TARGET_ROWS,
    },
    {
      measure: 'Scroll: most row elements rendered at once (whole session)',
      result: String(s.maxRowsEver),
      goal: `< ${GOAL_MAX_ROWS}`,
      met: s.maxRowsEver < GOAL_MAX_ROWS,
    },
    {
      measure: 'Scroll: most row elements rendered at once (measured pass)',
      result: String(s.maxRowsInPass),
      goal: `< ${GOAL_MAX_ROWS}`,
      met: s.maxRowsInPass < GOAL_MAX_ROWS,
    },
    {
      measure: 'Scroll: longest task during the pass (longtask entries)',
      result: s.longTasks.length === 0 ? 'none over 50 ms' : `${longest.toFixed(1)} ms`,
      goal: `≤ ${GOAL_TASK_MS} ms`,
      met: s.longTasks.length === 0,
    },
    {
      measure: 'Scroll: long tasks during the pass',
      result: String(s.longTasks.length),
      goal: '0',
      met: s.longTasks.length === 0,
    },
    {
      measure: 'Scroll: long tasks while loading (scrolled to the end each frame)',
      result:
        s.loadLongTasks.length === 0
          ? '0'
          : `${s.loadLongTasks.length}, longest ${loadLongest.toFixed(1)} ms`,
      goal: '(informative)',
      met: null,
    },
    {
      measure: 'Scroll: longest gap between animation frames',
      result: ms(s.pass.maxFrameGap),
      goal: `≤ ${GOAL_TASK_MS} ms`,
      met: s.pass.maxFrameGap <= GOAL_TASK_MS,
    },
    {
      measure: `Scroll: pass (${STEP_PX} px/frame, ${s.pass.rowsLoaded} rows down and back; ${s.pass.rowsAtEnd} loaded at the end)`,
      result: `${s.pass.frames} frames in ${seconds.toFixed(1)} s (${(s.pass.frames / seconds).toFixed(0)} fps)`,
      goal: '(informative)',
      met: null,
    },
  ]
}

// Ctrl-C or a kill mid-run: stop every child and remove every temp folder before leaving.
let secretsStop: (() => Promise<void>) | null = null
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      for (const cleanup of [...Cleanup.pending]) await cleanup.run()
      await secretsStop?.()
      process.exit(130)
    })()
  })
}

/** The five longest tasks of the pass with where they happened, and how many went over 100 ms. */
function worst(s: ScrollFigures): string {
  if (s.longTasks.length === 0) return 'none'
  const top = [...s.longTasks].sort((a, b) => b.duration - a.duration).slice(0, 5)
  const over100 = s.longTasks.filter((t) => t.duration > 100).length
  const list = top.map((t) => `${t.duration.toFixed(0)} ms near row ${t.row} (${t.direction})`).join(', ')
  return `${list}; ${over100} of ${s.longTasks.length} over 100 ms`
}

// In thousands of bytes, as docs/i18n.md's size table.
const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`

function catalogueRows(start: StartScripts): ReportRow[] {
  const codeRaw = start.code.reduce((sum, s) => sum + s.raw, 0)
  const codeGzip = start.code.reduce((sum, s) => sum + s.gzip, 0)
  return [
    {
      measure: `Boot chunk alone, gzip -9 (before i18n: ${kb(BOOT_BEFORE_I18N.gzip)})`,
      result: `${kb(start.boot.gzip)} (${kb(start.boot.raw)} raw), +${kb(start.boot.gzip - BOOT_BEFORE_I18N.gzip)}`,
      goal: '(informative)',
      met: null,
    },
    ...[...start.parts].map(([language, part]): ReportRow => {
      const over = start.boot.gzip + part.gzip - BOOT_BEFORE_I18N.gzip
      return {
        measure: `Boot chunk + ${language} boot part of the catalogue, gzip -9 (part ${kb(part.gzip)}, ${kb(part.raw)} raw); all JS before the first render ${kb(codeGzip + part.gzip)} (${kb(codeRaw + part.raw)} raw)`,
        result: `+${kb(over)} over the boot chunk before i18n`,
        goal: `≤ +${GOAL_I18N_OVER_KB} KB`,
        met: over / 1000 <= GOAL_I18N_OVER_KB,
      }
    }),
  ]
}

function switchRows(s: ScrollFigures): ReportRow[] {
  if (s.switches instanceof Error)
    return [
      {
        measure: 'Language change with the list open',
        result: `not measured: ${s.switches.message}`,
        goal: '(informative)',
        met: null,
      },
    ]
  const first = s.switches.filter((x) => !x.seenBefore).map((x) => x.ms)
  const again = s.switches.filter((x) => x.seenBefore).map((x) => x.ms)
  const fmt = (v: number[]): string =>
    v.length === 0 ? '—' : `median ${ms(median(v))}, max ${ms(Math.max(...v))}`
  // The same change with the language's parts already loaded is the re-render alone: the ratio is what loading
  // the new language's parts adds, measured in this run.
  const ratio = first.length > 0 && again.length > 0 ? median(first) / median(again) : null
  return [
    {
      measure: `Language change with the list open (5,000 rows), change → top bar and first row painted: to a language not shown before (${first.length})`,
      result: `${fmt(first)}${ratio === null ? '' : `; ${ratio.toFixed(2)} × a change to one shown before`}`,
      goal: '(informative)',
      met: null,
    },
    {
      measure: `Language change with the list open: back to a language shown before, its parts loaded (${again.length})`,
      result: fmt(again),
      goal: '(informative)',
      met: null,
    },
  ]
}

async function main(): Promise<void> {
  const loadAtStart = loadavg()
  const built = await buildIfMissing()
  const scripts = await initialScripts()
  const start = await startScripts()
  const version = await chromiumVersion()
  const secrets = await ensureSecretService()
  // Once only: the signal handler and the finally below may both ask.
  let stopped: Promise<void> | null = null
  secretsStop = () => (stopped ??= secrets.stop())
  let cold: ColdStart[]
  let scroll: ScrollFigures
  try {
    cold = await coldStarts(COLD_RUNS)
    scroll = await measureScroll()
  } finally {
    await secretsStop()
  }
  const gzipKb = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024
  const rawKb = scripts.reduce((sum, s) => sum + s.raw, 0) / 1024
  const rows: ReportRow[] = [
    ...coldRows(cold),
    ...scrollRows(scroll),
    {
      measure: `Initial renderer JS, gzip -9 (${scripts.length} file${scripts.length === 1 ? '' : 's'}, ${rawKb.toFixed(1)} KB raw)`,
      result: `${gzipKb.toFixed(1)} KB`,
      goal: `< ${GOAL_GZIP_KB} KB`,
      met: gzipKb < GOAL_GZIP_KB,
    },
    ...catalogueRows(start),
    ...switchRows(scroll),
  ]
  const lines = [
    '# UI benchmark (npm run bench:ui)',
    '',
    ...machineLines(version, VIEWPORT, loadAtStart).map((l) => `${l}  `),
    `Renderer: dist/renderer${built ? ' (built by this run)' : ''}; scripts: ${scripts.map((s) => s.file).join(', ')}`,
    '',
    table(rows),
    '',
    `Cold start runs (spawn / ready / navigation → paint, ms): ${cold.map((r) => `${Math.round(r.spawnToPaint)}/${Math.round(r.readyToPaint)}/${Math.round(r.navToPaint)}`).join(', ')}`,
    `Longest tasks during the pass: ${worst(scroll)}`,
    `Language changes (from → to: ms): ${scroll.switches instanceof Error ? scroll.switches.message : scroll.switches.map((x) => `${x.from} → ${x.to}: ${Math.round(x.ms)}`).join(', ')}`,
  ]
  process.stdout.write(`${lines.join('\n')}\n`)
}

try {
  await main()
} catch (error) {
  process.stderr.write(
    `bench:ui could not measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exitCode = 1
}
