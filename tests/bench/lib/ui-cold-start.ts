/** Cold start: a fresh preview and a fresh browser profile, until the first 20 bridge rows are painted. */
import { Cleanup, freshPage, gotoUntilPainted, launchBrowser, startPreview, tempDir } from './ui-apps.ts'
import { INIT_SCRIPT } from './ui-page-scripts.ts'

/** One cold start, in ms. */
export interface ColdStart {
  /** Spawning the preview's process to the paint. */
  spawnToPaint: number
  /** The "Explorer ready" line to the paint (includes asking the browser to navigate). */
  readyToPaint: number
  /** The page's navigation start to the paint, by the page's own clock. */
  navToPaint: number
}

/** Runs one cold start against the demo service; everything it starts is stopped before it returns. */
export async function coldStartOnce(): Promise<ColdStart> {
  const cleanup = new Cleanup()
  try {
    const userData = await tempDir(cleanup, 'bx-bench-ui-')
    // The browser is up before the clock starts: the figure is the app's start, not Chromium's.
    const browser = await launchBrowser(cleanup)
    const page = await freshPage(browser, INIT_SCRIPT)
    const spawned = Date.now()
    const preview = await startPreview(cleanup, userData, ['--demo'])
    const ready = Date.now()
    const probe = await gotoUntilPainted(page, preview.url)
    return {
      spawnToPaint: probe.paint20Wall - spawned,
      readyToPaint: probe.paint20Wall - ready,
      navToPaint: probe.paint20,
    }
  } finally {
    await cleanup.run()
  }
}

/** `runs` cold starts, one after the other. */
export async function coldStarts(runs: number): Promise<ColdStart[]> {
  const out: ColdStart[] = []
  for (let i = 0; i < runs; i++) {
    out.push(await coldStartOnce())
    process.stderr.write(`cold start ${i + 1}/${runs} done\n`)
  }
  return out
}
