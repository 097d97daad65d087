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

/** The history file (which holds the kept answers) of a preview's user-data folder. */
const historyFiles = (userData: string): string[] =>
  ['history.sqlite', 'history.sqlite-wal', 'history.sqlite-shm'].map((f) => join(userData, f))

/** One start, in ms: from the "Explorer ready" line, and from the page's navigation start, to the paint. */
export type StartFigures = { readyToPaint: number; navToPaint: number }

/** One start of a preview on `userData` until 20 rows are painted. */
export async function startToPaint(browser: Browser, userData: string): Promise<StartFigures> {
  const cleanup = new Cleanup()
  try {
    const page: Page = await freshPage(browser, INIT_SCRIPT)
    cleanup.add(page, () => page.context().close())
    const preview = await startPreview(cleanup, userData, [])
    const ready = Date.now()
    const probe = await gotoUntilPainted(page, preview.url)
    return { readyToPaint: probe.paint20Wall - ready, navToPaint: probe.paint20 }
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
