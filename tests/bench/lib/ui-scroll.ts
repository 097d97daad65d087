/** Scrolling: load ≥ 5,000 rows from an unthrottled reference service, then scroll top to bottom and back. */
import {
  addKey,
  Cleanup,
  explainedWait,
  freshPage,
  launchBrowser,
  startPreview,
  startService,
  tempDir,
} from './ui-apps.ts'
import {
  INIT_SCRIPT,
  READ_PROBE,
  ROW_SELECTOR,
  scrollPass,
  scrollToLoad,
  type LoadResult,
  type PageProbe,
  type PassResult,
} from './ui-page-scripts.ts'
import { measureLanguageSwitches, type LanguageSwitch } from './ui-language-switch.ts'

/** Rows to load before the measured pass. */
export const TARGET_ROWS = 5000
/** Pixels per animation frame in the measured pass: about 7 rows a frame, a brisk fling. */
export const STEP_PX = 400
const SERVICE_BRIDGES = 6000
const LOAD_TIMEOUT_MS = 240_000

/** What the scroll benchmark measured. */
export interface ScrollFigures {
  load: LoadResult
  pass: PassResult
  /** Most row elements in the DOM at once, over the whole session (loading included). */
  maxRowsEver: number
  /** Most row elements in the DOM at once during the measured pass. */
  maxRowsInPass: number
  /** Long tasks that started during the measured pass, placed in the list. */
  longTasks: PlacedTask[]
  /** Long tasks while rows were being loaded (scrolled to the end every frame). */
  loadLongTasks: Array<{ start: number; duration: number }>
  /** Changes of language after the pass, the list open with every row loaded (ui-language-switch.ts), or why not. */
  switches: LanguageSwitch[] | Error
}

/** A long task of the pass, with the row at the top of the view and the direction when it began. */
export interface PlacedTask {
  start: number
  duration: number
  row: number
  direction: 'down' | 'up'
}

/** Places each task at the last frame sample taken before it began. */
export function placeTasks(
  tasks: ReadonlyArray<{ start: number; duration: number }>,
  pass: PassResult,
): PlacedTask[] {
  const turn = pass.samples.findIndex(
    ([, top], i) => i > 0 && top < (pass.samples[i - 1] as [number, number])[1],
  )
  return tasks.map((t) => {
    let at = 0
    while (at + 1 < pass.samples.length && (pass.samples[at + 1] as [number, number])[0] <= t.start) at++
    const top = pass.samples[at]?.[1] ?? 0
    const direction = turn !== -1 && at >= turn ? 'up' : 'down'
    return { ...t, row: pass.rowPx > 0 ? Math.round(top / pass.rowPx) : 0, direction }
  })
}

/** Runs the scroll benchmark; everything it starts is stopped before it returns. */
export async function measureScroll(): Promise<ScrollFigures> {
  const cleanup = new Cleanup()
  try {
    const dir = await tempDir(cleanup, 'bx-bench-ui-')
    const service = await startService(cleanup, dir, SERVICE_BRIDGES)
    const preview = await startPreview(cleanup, `${dir}/user-data`, ['--service-url', service.baseUrl])
    await addKey(preview, service.key, service.baseUrl)
    const browser = await launchBrowser(cleanup)
    const page = await freshPage(browser, INIT_SCRIPT)
    await page.goto(preview.url)
    await explainedWait(page, 'the first bridge row', () =>
      page.waitForSelector(`${ROW_SELECTOR}[data-row-index]`, { timeout: 60_000 }),
    )
    const load = (await page.evaluate(scrollToLoad(TARGET_ROWS, LOAD_TIMEOUT_MS))) as LoadResult
    process.stderr.write(`scroll: ${load.loaded} rows loaded in ${Math.round(load.ms)} ms\n`)
    const before = (await page.evaluate(READ_PROBE)) as PageProbe
    const pass = (await page.evaluate(scrollPass(STEP_PX))) as PassResult
    const after = (await page.evaluate(READ_PROBE)) as PageProbe
    // Measured last, so a failure here leaves the figures above intact (reported in place of its rows).
    const switches = await measureLanguageSwitches(page).catch((error: unknown) =>
      error instanceof Error ? error : new Error(String(error)),
    )
    return {
      switches,
      load,
      pass,
      maxRowsEver: Math.max(before.maxRows, after.maxRows),
      maxRowsInPass: after.maxRows,
      longTasks: placeTasks(
        after.longTasks.filter((t) => t.start >= pass.start && t.start <= pass.end),
        pass,
      ),
      loadLongTasks: before.longTasks.filter((t) => t.start >= load.start),
    }
  } finally {
    await cleanup.run()
  }
}
