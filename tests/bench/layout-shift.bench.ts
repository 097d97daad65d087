/**
 * `npm run bench:cls`: cumulative layout shift (the sum of layout-shift entries without recent input, as
 * Lighthouse counts it) of the real renderer in Debian Chromium through the browser preview, at every size the app
 * is walked at: the first screen until the first rows are painted and the top bar's budget has arrived, then the
 * list loading its next pages while it is scrolled. Prints a markdown table against the goal (0); exits 0 when the
 * goal is missed (it reports), non-zero only when a measurement could not be made.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright-core'

const SIZES = [
  { name: '1280 × 800', width: 1280, height: 800, scale: 1 },
  { name: '412 × 823 (Lighthouse mobile)', width: 412, height: 823, scale: 1 },
  { name: '320 × 640', width: 320, height: 640, scale: 1 },
  { name: '200 % zoom (640 × 400 at scale 2)', width: 640, height: 400, scale: 2 },
] as const

/** Starts a demo preview on a fresh user-data folder; resolves its URL (with the token) and a stop function. */
async function startPreview(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'bx-cls-'))
  const child = spawn(
    process.execPath,
    ['electron/preview/cli.ts', '--demo', '--port', '0', '--user-data', dir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const found = /Explorer ready at (\S+)/.exec(out)
      if (found) resolve(found[1]!)
    })
    child.once('exit', (code) => reject(new Error(`the preview exited (${code}) before it was ready`)))
  })
  return {
    url,
    stop: async () => {
      child.kill()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

/** The layout shift counted so far on the page (entries with recent input excluded, as Lighthouse does). */
const shiftSoFar = (page: Page): Promise<number> => page.evaluate<number>('window.__cls')

async function measure(url: string, size: (typeof SIZES)[number]): Promise<[number, number]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  try {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      deviceScaleFactor: size.scale,
    })
    // Page scripts as text: this file is type-checked for Node, without the DOM's types.
    await context.addInitScript({
      content: `window.__cls = 0
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value
}).observe({ type: 'layout-shift', buffered: true })`,
    })
    const page = await context.newPage()
    await page.goto(url)
    await page.locator('.bridge-row:not(.bridge-row-loading)').nth(4).waitFor()
    await page.locator('.topbar-rate').filter({ hasText: /\w/ }).waitFor()
    // The first screen settles: late answers (the catalogue's status, the budget) have a moment to arrive.
    await page.waitForTimeout(1500)
    const first = await shiftSoFar(page)
    // The list loads its next pages as it is scrolled by script (no input: every shift counts).
    for (let i = 0; i < 6; i++) {
      await page.evaluate(
        `{ const list = document.querySelector('.bridge-list-scroll'); if (list) list.scrollTop = list.scrollHeight }`,
      )
      await page.waitForTimeout(500)
    }
    return [first, (await shiftSoFar(page)) - first]
  } finally {
    await browser.close()
  }
}

const preview = await startPreview()
try {
  const lines = ['| Size | First screen CLS | List loading CLS | Goal | Met |', '|---|---|---|---|---|']
  for (const size of SIZES) {
    const [first, loading] = await measure(preview.url, size)
    const met = first === 0 && loading === 0 ? 'yes' : 'no'
    lines.push(`| ${size.name} | ${first.toFixed(3)} | ${loading.toFixed(3)} | 0 | ${met} |`)
  }
  console.log(lines.join('\n'))
} finally {
  await preview.stop()
}
