/** The table benchmark's runs: 10,000 loaded rows (sort, scroll), and 60 s of arrow keys under the real rate limit. */
import type { Page } from 'playwright-core'
import type { RequestLogEntry } from '../../../shared/ipc/request-log.ts'
import {
  addKey,
  Cleanup,
  explainedWait,
  freshPage,
  launchBrowser,
  startPreview,
  startService,
  tempDir,
  type Preview,
} from './ui-apps.ts'
import {
  READ_PROBE,
  scrollPass,
  scrollToLoad,
  type LoadResult,
  type PageProbe,
  type PassResult,
} from './ui-page-scripts.ts'
import {
  arrowSession,
  sortOnce,
  TABLE_INIT_SCRIPT,
  TABLE_SHAPE,
  type ArrowSession,
  type SortTiming,
} from './table-scripts.ts'

/** Rows loaded before sorting and scrolling. */
export const TABLE_ROWS = 10_000
/** Pixels per frame of the scroll pass, as in bench:ui. */
export const TABLE_STEP_PX = 400
/** The sorts timed, in order: each column once or twice, then back to the service's order. */
export const SORTS = [
  'passes',
  'passes',
  'title',
  'title',
  'published_at',
  'suggestor',
  'score',
  'category',
] as const
/** Length of the arrow-key session. */
export const ARROW_MS = 60_000
/** The table's rest before a detail request (renderer/src/features/bridges/table/table-view.tsx, REST_MS). */
const REST_MS = 300

/** What the 10,000-row run measured. */
export interface TableFigures {
  load: LoadResult
  sorts: SortTiming[]
  pass: PassResult
  maxRowsInPass: number
  maxRowsEver: number
  /** The page's JS heap in use after the pass (every row shown once), in bytes, after a full collection. */
  heapAfterPassBytes: number
  passLongTasks: Array<{ start: number; duration: number }>
  loadLongTasks: Array<{ start: number; duration: number }>
  sortLongTasks: Array<{ start: number; duration: number }>
}

/** What the arrow-key run measured. */
export interface ArrowFigures {
  session: ArrowSession
  /** The slugs the page asked main for (`bridges:get`), in order. */
  detailAsks: string[]
  /** The app's own log of HTTP requests: detail requests and 429s. */
  httpDetails: number
  http429: number
  httpTotal: number
}

async function openTable(
  cleanup: Cleanup,
  bridges: number,
  rateLimit?: number,
): Promise<{ page: Page; preview: Preview }> {
  const dir = await tempDir(cleanup, 'bx-bench-table-')
  const service = await startService(cleanup, dir, bridges, rateLimit)
  const preview = await startPreview(cleanup, `${dir}/user-data`, ['--service-url', service.baseUrl])
  await addKey(preview, service.key, service.baseUrl)
  const browser = await launchBrowser(cleanup)
  const page = await freshPage(browser, TABLE_INIT_SCRIPT)
  await page.goto(preview.url)
  await explainedWait(page, 'the bridge list', () =>
    page.waitForSelector('.bridge-list .bridge-row[data-row-index]', { timeout: 60_000 }),
  )
  await page.getByRole('radio', { name: 'Table' }).check()
  await explainedWait(page, 'the first table row', () =>
    page.waitForSelector('.table-body [role="row"][data-row-index]', { timeout: 30_000 }),
  )
  return { page, preview }
}

const idle = (page: Page): Promise<unknown> => page.evaluate('new Promise((r) => setTimeout(r, 250))')

/** Loads 10,000 rows, times the sorts, then scrolls down and back through them. */
export async function measureTable(): Promise<TableFigures> {
  const cleanup = new Cleanup()
  try {
    // Exactly 10,000: the pass scrolls through rows loaded, not through pages still arriving (their cost is
    // reported apart, as loading).
    const { page } = await openTable(cleanup, TABLE_ROWS)
    const load = (await page.evaluate(scrollToLoad(TABLE_ROWS, 300_000, TABLE_SHAPE))) as LoadResult
    process.stderr.write(`table: ${load.loaded} rows loaded in ${Math.round(load.ms)} ms\n`)
    await idle(page)
    const sortStart = (await page.evaluate('performance.now()')) as number
    const sorts: SortTiming[] = []
    for (const column of SORTS) {
      sorts.push((await page.evaluate(sortOnce(column))) as SortTiming)
      await idle(page)
    }
    // Back to the service's order for the scroll pass.
    await page.getByRole('button', { name: 'Newest first' }).click()
    await idle(page)
    const sortEnd = (await page.evaluate('performance.now()')) as number
    const before = (await page.evaluate(READ_PROBE)) as PageProbe
    const pass = (await page.evaluate(scrollPass(TABLE_STEP_PX, TABLE_SHAPE))) as PassResult
    const after = (await page.evaluate(READ_PROBE)) as PageProbe
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return {
      heapAfterPassBytes: usedSize,
      load,
      sorts,
      pass,
      maxRowsInPass: after.maxRows,
      maxRowsEver: Math.max(before.maxRows, after.maxRows),
      passLongTasks: after.longTasks.filter((t) => t.start >= pass.start && t.start <= pass.end),
      loadLongTasks: before.longTasks.filter((t) => t.start >= load.start && t.start < sortStart),
      sortLongTasks: before.longTasks.filter((t) => t.start >= sortStart && t.start <= sortEnd),
    }
  } finally {
    await cleanup.run()
  }
}

/** 60 s of arrow keys on a service with its default rate limit (60 requests a minute). */
export async function measureArrows(seed = 11): Promise<ArrowFigures> {
  const cleanup = new Cleanup()
  try {
    const { page, preview } = await openTable(cleanup, 2000, 60)
    const detailAsks: string[] = []
    page.on('request', (request) => {
      if (!request.url().endsWith('/ipc/bridges:get')) return
      const body = request.postDataJSON() as { slug?: string } | null
      detailAsks.push(body?.slug ?? '?')
    })
    await page.locator('.table-body [role="row"][data-row-index="0"]').click()
    const session = (await page.evaluate(arrowSession(ARROW_MS, REST_MS, seed))) as ArrowSession
    // Let the last rest's request (if any) go out and come back before reading the log.
    await page.evaluate(`new Promise((r) => setTimeout(r, ${REST_MS + 1500}))`)
    const log = await requestLog(preview)
    return {
      session,
      detailAsks,
      httpDetails: log.filter((e) => /\/bridges\/[^/?]+$/.test(e.path)).length,
      http429: log.filter((e) => e.status === 429).length,
      httpTotal: log.length,
    }
  } finally {
    await cleanup.run()
  }
}

async function requestLog(preview: Preview): Promise<RequestLogEntry[]> {
  const res = await fetch(`${preview.origin}/ipc/log:list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-explorer-token': preview.token },
    body: 'null',
  })
  const body = (await res.json()) as { ok: boolean; value?: RequestLogEntry[] }
  if (!res.ok || !body.ok || body.value === undefined) throw new Error(`log:list failed (HTTP ${res.status})`)
  return body.value
}
