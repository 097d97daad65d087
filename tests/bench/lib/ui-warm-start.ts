/**
 * Restarts of the app with and without the answers kept from an earlier run (README.md, Configuration: instant and
 * offline screens): each run is a new preview process on a prepared user-data folder and a fresh browser profile,
 * timed from the "Explorer ready" line to the first 20 bridge rows painted.
 */
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { addKey, Cleanup, freshPage, gotoUntilPainted, startPreview, type Preview } from './ui-apps.ts'
import { INIT_SCRIPT } from './ui-page-scripts.ts'
import type { FloorPage } from './ui-floor.ts'

/**
 * Installed beside INIT_SCRIPT: the layout shifts not caused by input (CLS as Chromium reports its entries) and
 * the long tasks (over 50 ms) with their start, read back with the first contentful paint by PAINT_READ.
 */
const PAINT_SCRIPT = `(() => {
  const m = { cls: 0, tasks: [] };
  try {
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) m.cls += e.value; })
      .observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) m.tasks.push({ start: e.startTime, duration: e.duration }); })
      .observe({ type: 'longtask', buffered: true });
  } catch {}
  window.__paint = m;
})()`

const PAINT_READ = `(() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const m = window.__paint ?? { cls: 0, tasks: [] };
  const painted = fcp ? fcp.startTime : Infinity;
  const longest = (tasks) => tasks.reduce((most, t) => Math.max(most, t.duration), 0);
  return {
    fcp: fcp ? fcp.startTime : null,
    cls: m.cls,
    longestTask: longest(m.tasks.filter((t) => t.start >= painted)),
    longestBeforePaint: longest(m.tasks.filter((t) => t.start < painted)),
    mismatches: document.documentElement.dataset.hydrationMismatches ?? null,
  };
})()`

/** What the page reports of its start, besides the time to 20 rows. */
export type PaintFigures = {
  /** First contentful paint, ms since navigation start. */
  fcp: number
  /** Layout shifts not caused by input, summed until SETTLE_MS after the 20 rows. */
  cls: number
  /**
   * The longest task (over 50 ms) begun after the first contentful paint, 0 when none: the script's start and the
   * hydration run there (lib/first-screen-paint.ts waits for that paint).
   */
  longestTask: number
  /** The longest task (over 50 ms) begun before it, 0 when none: the browser's style and layout of the document. */
  longestBeforePaint: number
  /** Hydration mismatches React recovered from; null when the document had no drawn first screen. */
  mismatches: number | null
}

/**
 * Lets late shifts and tasks be reported before the figures are read: the rows replacing the frame, and the whole
 * hydration with its effects, which a warm start's CPU profile placed 300–700 ms after the first paint (a window
 * of 300 ms after the rows, as before, saw that task in some starts and not in others).
 */
const SETTLE_MS = 1500

async function paintFigures(page: Page): Promise<PaintFigures> {
  await new Promise((r) => setTimeout(r, SETTLE_MS))
  const read = (await page.evaluate(PAINT_READ)) as Omit<PaintFigures, 'fcp' | 'mismatches'> & {
    fcp: number | null
    mismatches: string | null
  }
  if (read.fcp === null) throw new Error('no first contentful paint was reported')
  return { ...read, fcp: read.fcp, mismatches: read.mismatches === null ? null : Number(read.mismatches) }
}

/** A floor page opened as the starts are: its time to paint (wall ms from the request) and its FCP. */
export async function floorFigures(
  browser: Browser,
  floor: FloorPage,
): Promise<{ toPaint: number; fcp: number; longestBeforePaint: number }> {
  const cleanup = new Cleanup()
  try {
    const page = await freshPage(browser, INIT_SCRIPT)
    await page.addInitScript({ content: PAINT_SCRIPT })
    cleanup.add(page, () => page.context().close())
    const start = Date.now()
    const painted = await gotoUntilPainted(page, floor.url, 'the floor page painted')
    const { fcp, longestBeforePaint } = await paintFigures(page)
    return { toPaint: painted.paint20Wall - start, fcp, longestBeforePaint }
  } finally {
    await cleanup.run()
  }
}

/** The history file (which holds the kept answers) of a preview's user-data folder. */
const historyFiles = (userData: string): string[] =>
  ['history.sqlite', 'history.sqlite-wal', 'history.sqlite-shm'].map((f) => join(userData, f))

/**
 * One start, in ms: from the "Explorer ready" line, and from the page's navigation start, to the paint; from the
 * spawn of the preview to the paint (so work moved before "Explorer ready" is not hidden); and what the page
 * reports (PaintFigures).
 */
export type StartFigures = { readyToPaint: number; navToPaint: number; spawnToPaint: number } & PaintFigures

/** One start of a preview on `userData` until 20 rows are painted. */
export async function startToPaint(browser: Browser, userData: string): Promise<StartFigures> {
  const cleanup = new Cleanup()
  try {
    const page: Page = await freshPage(browser, INIT_SCRIPT)
    await page.addInitScript({ content: PAINT_SCRIPT })
    cleanup.add(page, () => page.context().close())
    const spawned = Date.now()
    const preview = await startPreview(cleanup, userData, [])
    const ready = Date.now()
    const probe = await gotoUntilPainted(page, preview.url)
    return {
      readyToPaint: probe.paint20Wall - ready,
      navToPaint: probe.paint20,
      spawnToPaint: probe.paint20Wall - spawned,
      ...(await paintFigures(page)),
    }
  } finally {
    await cleanup.run()
  }
}

/**
 * Saves `key` in a new preview on `userData`, shows the list once and waits until main has kept its answers.
 * Returns the page's #root HTML once the list was painted (the screen a warm start shows first).
 */
export async function prepareFolder(
  browser: Browser,
  userData: string,
  key: string,
  serviceUrl: string,
): Promise<string> {
  const cleanup = new Cleanup()
  try {
    const preview: Preview = await startPreview(cleanup, userData, [])
    await addKey(preview, key, serviceUrl)
    const page: Page = await freshPage(browser, INIT_SCRIPT)
    cleanup.add(page, () => page.context().close())
    await gotoUntilPainted(page, preview.url)
    const rootHtml = (await page.evaluate('document.getElementById("root").innerHTML')) as string
    const deadline = Date.now() + 15_000
    while ((await keptRows(preview)) === 0) {
      if (Date.now() > deadline) throw new Error('the list was never kept (cache:info stayed at 0 rows)')
      await new Promise((r) => setTimeout(r, 100))
    }
    return rootHtml
  } finally {
    await cleanup.run()
  }
}

/** Removes the kept answers (with the whole history file) so the next start is cold. */
export async function forgetKept(userData: string): Promise<void> {
  for (const file of historyFiles(userData)) await rm(file, { force: true })
}

async function keptRows(preview: Preview): Promise<number> {
  const res = await fetch(`${preview.origin}/ipc/cache:info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-explorer-token': preview.token },
    body: 'null',
  })
  const body = (await res.json()) as { ok: boolean; value?: { rows: number } }
  return body.ok ? (body.value?.rows ?? 0) : 0
}
