/** What the UI benchmark starts: the browser preview, the reference service, Chromium; and their clean-up. */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { spawnUntilLine, type Child } from './processes.ts'
import { painted20, READ_PROBE, type PageProbe } from './ui-page-scripts.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const PREVIEW_CLI = join(ROOT, 'electron/preview/cli.ts')
const SERVICE_CLI = join(ROOT, 'electron/service/cli.ts')

/** Tall enough that 20 rows of 56 px fit in view under the app's header and toolbar. */
export const VIEWPORT = { width: 1280, height: 1600 }

/** Things to undo, last first; run on success, failure and Ctrl-C alike. */
export class Cleanup {
  /** Every Cleanup with steps still to run, so a signal handler can undo them all. */
  static readonly pending = new Set<Cleanup>()
  #steps: Array<() => Promise<unknown>> = []
  #running: Promise<void> | null = null

  /** Registers an undo step and returns the value it guards, for one-line use. */
  add<T>(value: T, undo: () => Promise<unknown>): T {
    this.#steps.push(undo)
    Cleanup.pending.add(this)
    return value
  }

  /**
   * Runs every step registered so far (newest first), whatever earlier steps threw. A second caller while it
   * runs (a signal handler, a `finally`) waits for the same run instead of racing it.
   */
  run(): Promise<void> {
    Cleanup.pending.delete(this)
    this.#running ??= this.#drain().finally(() => (this.#running = null))
    return this.#running
  }

  async #drain(): Promise<void> {
    while (this.#steps.length > 0) {
      const step = this.#steps.pop() as () => Promise<unknown>
      try {
        await step()
      } catch (error) {
        process.stderr.write(`clean-up step failed: ${String(error)}\n`)
      }
    }
  }
}

/** A temp folder removed by `cleanup`. */
export async function tempDir(cleanup: Cleanup, prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix))
  return cleanup.add(dir, () => rm(dir, { recursive: true, force: true }))
}

/**
 * Registers the stop of a child that is still starting, so a signal during its start does not orphan it: the
 * step waits for the ready line (spawnUntilLine stops the child itself when that never comes), then stops it.
 */
function started<T extends { child: Child }>(cleanup: Cleanup, starting: Promise<T>): Promise<T> {
  cleanup.add(null, () =>
    starting.then(
      ({ child }) => child.stop(),
      () => undefined,
    ),
  )
  return starting
}

/** A running preview: its child process, its URL (with the token fragment), origin and token. */
export interface Preview {
  child: Child
  url: string
  origin: string
  token: string
}

/**
 * Starts `node electron/preview/cli.ts`. The child inherits process.env, which ensureSecretService() has pointed
 * at the private Secret Service (spawnUntilLine takes no env of its own).
 */
export async function startPreview(cleanup: Cleanup, userData: string, extra: string[]): Promise<Preview> {
  const args = [PREVIEW_CLI, '--port', '0', '--user-data', userData, ...extra]
  const { child, rest } = await started(
    cleanup,
    spawnUntilLine(process.execPath, args, 'Explorer ready at', 60_000),
  )
  const parsed = new URL(rest)
  const token = new URLSearchParams(parsed.hash.slice(1)).get('token')
  if (token === null) throw new Error(`the preview printed a URL without a #token fragment: ${rest}`)
  return { child, url: rest, origin: parsed.origin, token }
}

/**
 * Starts the reference service with one approved account and a key made for this run; returns URL and key. The
 * rate limit is out of the way unless `rateLimit` (requests per minute) is given.
 */
export async function startService(
  cleanup: Cleanup,
  dir: string,
  bridges: number,
  rateLimit = 1_000_000,
): Promise<{ baseUrl: string; key: string }> {
  // Made fresh per run, so no key is written in the source.
  const key = `bxk_${randomBytes(24).toString('hex')}`
  const keysFile = join(dir, 'keys.json')
  const accounts = [{ username: 'bench_user', display_name: 'Bench', api_access: 'approved' }]
  const keys = [
    { key, owner: 'bench_user', scopes: ['read:public'], status: 'active', expires_at: null, label: 'bench' },
  ]
  await writeFile(keysFile, JSON.stringify({ accounts, keys }))
  const args = [SERVICE_CLI, '--port', '0', '--keys', keysFile, '--bridges', String(bridges)]
  args.push('--rate-limit', String(rateLimit))
  const { rest } = await started(cleanup, spawnUntilLine(process.execPath, args, 'Service ready at', 60_000))
  return { baseUrl: rest, key }
}

/** Adds and activates a key through the preview's IPC, as the Keys view would. */
export async function addKey(preview: Preview, key: string, serviceUrl: string): Promise<void> {
  const res = await fetch(`${preview.origin}/ipc/keys:add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-explorer-token': preview.token },
    body: JSON.stringify({ key, serviceUrl, label: 'UI benchmark' }),
  })
  const body = (await res.json()) as { ok: boolean; error?: unknown }
  if (!res.ok || !body.ok) throw new Error(`keys:add failed (HTTP ${res.status}): ${JSON.stringify(body)}`)
}

/** Debian's Chromium with the flags the brief fixes; never a downloaded browser. */
export async function launchBrowser(cleanup: Cleanup): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    // Playwright's own handlers would close the browser and exit before our clean-up stops the other children.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  return cleanup.add(browser, () => browser.close())
}

/** A page in a fresh context (its own empty profile: no cache, no storage) with `initScript` run before the app. */
export async function freshPage(browser: Browser, initScript: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT })
  const page = await context.newPage()
  await page.addInitScript({ content: initScript })
  return page
}

/** Runs `wait`; when it fails, says what the page showed instead (the first 300 characters of its text). */
export async function explainedWait(page: Page, what: string, wait: () => Promise<unknown>): Promise<void> {
  try {
    await wait()
  } catch (error) {
    const text = await page
      .evaluate('document.body ? document.body.innerText : "(no body)"')
      .then((t) => String(t).replace(/\s+/g, ' ').slice(0, 300))
      .catch(() => '(page unreadable)')
    throw new Error(`${what} did not happen; the page showed: ${text}`, { cause: error })
  }
}

/** When a page's first 20 rows were painted: ms since its navigation start, and the wall clock (Date.now()). */
export interface Painted20 {
  paint20: number
  paint20Wall: number
}

/** Opens `url` in `page` (set up with the probe's init script) and waits until 20 rows are painted. */
export async function gotoUntilPainted(
  page: Page,
  url: string,
  what = '20 rows painted',
): Promise<Painted20> {
  await page.goto(url)
  await explainedWait(page, what, () =>
    page.waitForFunction(painted20, undefined, { timeout: 60_000, polling: 50 }),
  )
  const probe = (await page.evaluate(READ_PROBE)) as PageProbe
  if (probe.paint20 === null || probe.paint20Wall === null)
    throw new Error(`${what}: the paint was not recorded`)
  return { paint20: probe.paint20, paint20Wall: probe.paint20Wall }
}
