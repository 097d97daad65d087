/**
 * The chaos run's one-off faults, each driven to a verdict after the journey loop: a full disk during an export,
 * a SIGKILL of the app mid-export followed by a restart that resumes it, and a restart of the reference service
 * mid-scroll (its cursors become invalid). Each phase throws with a plain reason when the app does not survive.
 */
import { setTimeout as delay } from 'node:timers/promises'
import { mkdir, readdir, rename, rm, stat, symlink, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { readCheckpoint } from '../../../electron/core/export/export.ts'
import type { ReferenceService } from '../../../electron/service/index.ts'
import { mountSmallDisk } from '../../support/small-disk.ts'
import { compareIds, exportedIds, type ExplorerDriver } from './explorer-driver.ts'

/** The verdict of one phase, for the report. */
export interface PhaseResult {
  name: string
  ok: boolean
  detail: string
}

const PHASE_TIMEOUT_MS = 120_000

function exportsDirOf(userDataDir: string): string {
  return join(userDataDir, 'exports')
}

/** Files in `dir` with their sizes (none when the folder does not exist). */
async function listing(dir: string): Promise<{ name: string; size: number }[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  return Promise.all(names.map(async (name) => ({ name, size: (await stat(join(dir, name))).size })))
}

function expectedIds(svc: ReferenceService, category: string): string[] {
  return svc.data
    .published()
    .filter((b) => category === '' || b.category.toLowerCase() === category)
    .map((b) => b.id)
}

function firstLine(e: unknown): string {
  return (String(e instanceof Error ? e.message : e).split('\n')[0] ?? '').slice(0, 200)
}

/** A failed phase's verdict, with a screenshot and the export panel's text kept beside the user-data folder. */
async function failure(
  name: string,
  driver: ExplorerDriver,
  userDataDir: string,
  e: unknown,
): Promise<PhaseResult> {
  const shot = join(userDataDir, '..', `${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 40)}.png`)
  await driver.page.screenshot({ path: shot }).catch(() => undefined)
  const panel = await driver.page
    .locator('.export-panel')
    .textContent({ timeout: 1000 })
    .catch(() => '')
  return { name, ok: false, detail: `${firstLine(e)} (export panel: "${(panel ?? '').slice(0, 200)}")` }
}

function describe(check: ReturnType<typeof compareIds>): string {
  return `${check.exported} rows in file vs ${check.expected} in service, ${check.missing} missing, ${check.duplicates} duplicated, ${check.extra} extra`
}

function complete(check: ReturnType<typeof compareIds>): boolean {
  return check.missing === 0 && check.duplicates === 0 && check.extra === 0
}

/**
 * A full disk during a CSV export of every bridge: `exports` points at a small tmpfs with ~64 KB free. The export
 * must fail saying the disk is full and keep its `.part`; "Try again" while still full must keep it too; once
 * space is freed "Try again" must finish a complete file and leave nothing partial. The journeys' exports are
 * moved to `exports-journeys` first.
 */
export async function fullDiskPhase(
  driver: ExplorerDriver,
  svc: ReferenceService,
  userDataDir: string,
): Promise<PhaseResult> {
  const name = 'full disk during an export (CSV, all bridges)'
  const disk = mountSmallDisk(4096)
  if ('skip' in disk) return { name, ok: false, detail: `not run: ${disk.skip}` }
  const dir = exportsDirOf(userDataDir)
  try {
    await rename(dir, join(userDataDir, 'exports-journeys')).catch(() => undefined)
    await symlink(disk.dir, dir)
    const filler = join(disk.dir, 'filler')
    await writeFile(filler, Buffer.alloc((4096 - 64) * 1024))
    const panel = driver.page.locator('.export-panel')
    const failed = panel.getByRole('alert')
    await driver.bridges({})
    await startExport(driver.page, 'csv')
    await failed.waitFor({ timeout: PHASE_TIMEOUT_MS })
    const first = (await failed.textContent()) ?? ''
    if (!/disk is full/i.test(first)) throw new Error(`the failure does not say the disk is full: ${first}`)
    const partsAfterFail = (await listing(disk.dir)).filter((f) => f.name.endsWith('.part'))
    if (partsAfterFail.length !== 1) throw new Error('the partial file was not kept after the disk filled')
    // "Try again" asks for the format again (the estimate dialog), then runs the same export.
    await failed.getByRole('button', { name: 'Try again' }).click()
    await confirmExport(driver.page, 'csv')
    await failed.filter({ hasText: /disk is full/i }).waitFor({ timeout: PHASE_TIMEOUT_MS })
    const partsAfterRetry = (await listing(disk.dir)).filter((f) => f.name.endsWith('.part'))
    if (partsAfterRetry.length !== 1)
      throw new Error('a retry while the disk was still full did not keep the partial file')
    await rm(filler)
    const saved = await driver.exportAs('csv', PHASE_TIMEOUT_MS)
    const check = compareIds(await exportedIds(saved.file), expectedIds(svc, ''))
    const left = (await listing(disk.dir)).filter((f) => f.name.includes('.part'))
    const ok = complete(check) && left.length === 0
    return {
      name,
      ok,
      detail: `failed with "disk is full", .part kept through a retry, resumed after space was freed: ${describe(check)}; ${left.length} partial files left`,
    }
  } catch (e) {
    return failure(name, driver, userDataDir, e)
  } finally {
    await unlink(dir).catch(() => undefined)
    disk.unmount()
    await mkdir(dir, { recursive: true })
  }
}

async function startExport(page: Page, format: 'csv' | 'json'): Promise<void> {
  await page.locator('.export-panel').getByRole('button', { name: 'Export…' }).click()
  await confirmExport(page, format)
}

async function confirmExport(page: Page, format: 'csv' | 'json'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Export matching bridges' })
  await dialog.getByRole('radio', { name: format === 'csv' ? /CSV/ : /JSON/ }).check()
  await dialog.getByRole('button', { name: 'Export', exact: true }).click()
}

/**
 * SIGKILL of the app mid-export: a JSON export of every bridge is slowed down by latency, the preview is killed
 * once its checkpoint holds rows, and a new preview on the same user-data folder must offer to resume (the
 * start-up notice), then the same export must finish into the file chosen the first time. Nothing but the
 * empty reservation may sit under the final name while the export is unfinished.
 */
export async function sigkillPhase(opts: {
  driver: ExplorerDriver
  svc: ReferenceService
  userDataDir: string
  kill: () => Promise<void>
  restart: () => Promise<string>
}): Promise<PhaseResult> {
  const name = 'SIGKILL of the app mid-export (JSON), restart, resume'
  const { driver, svc } = opts
  const dir = exportsDirOf(opts.userDataDir)
  try {
    await driver.bridges({})
    svc.control.setLatency(300)
    await startExport(driver.page, 'json')
    const deadline = Date.now() + PHASE_TIMEOUT_MS
    let part: string | null = null
    let rowsAtKill = 0
    while (part === null && Date.now() < deadline) {
      await delay(100)
      for (const f of await listing(dir)) {
        if (!f.name.endsWith('.part')) continue
        const cp = await readCheckpoint(join(dir, f.name))
        if (cp && cp.rowsWritten > 0) {
          part = f.name
          rowsAtKill = cp.rowsWritten
        }
      }
    }
    if (part === null) throw new Error('no checkpoint with rows appeared before the deadline')
    await opts.kill()
    svc.control.setLatency(0)
    const finals = (await listing(dir)).filter((f) => f.name.endsWith('.json') && !f.name.includes('.part'))
    const partialUnderFinal = finals.filter((f) => f.size > 0)
    if (partialUnderFinal.length > 0)
      throw new Error(`partial content under a final name after the kill: ${partialUnderFinal[0]?.name}`)
    const reserved = finals.map((f) => join(dir, f.name))
    const url = await opts.restart()
    await driver.open(url)
    await driver.page
      .getByRole('region', { name: 'Found at start-up' })
      .getByText(/stopped after [\d,]+ rows/)
      .waitFor({ timeout: driver.timeoutMs })
    await driver.bridges({})
    const saved = await driver.exportAs('json', PHASE_TIMEOUT_MS)
    const check = compareIds(await exportedIds(saved.file), expectedIds(svc, ''))
    const left = (await listing(dir)).filter((f) => f.name.includes('.part'))
    const sameFile = reserved.includes(saved.file)
    return {
      name,
      ok: complete(check) && left.length === 0 && sameFile,
      detail: `killed after ${rowsAtKill} rows; restart offered to resume; resumed into ${sameFile ? 'the file chosen first' : `ANOTHER file (${saved.file})`}: ${describe(check)}; ${left.length} partial files left`,
    }
  } catch (e) {
    svc.control.setLatency(0)
    return failure(name, driver, opts.userDataDir, e)
  }
}

/**
 * The reference service restarts mid-scroll: the list of one category shows its first page, the service is
 * restarted on the same port (same seed and keys, new cursor secret), and scrolling on must reach every bridge of
 * the category exactly once, in a gap-free run of row positions. Reads each rendered row's position and slug
 * while scrolling one screen at a time.
 */
export async function serviceRestartPhase(opts: {
  driver: ExplorerDriver
  category: string
  svc: ReferenceService
  userDataDir: string
  restartService: () => Promise<ReferenceService>
}): Promise<PhaseResult> {
  const name = `reference service restarted mid-scroll (category=${opts.category})`
  const { driver } = opts
  try {
    await driver.bridges({ category: opts.category })
    const before = await driver.shownCount()
    if (!before || before.all) throw new Error('the category fits in one page: nothing to scroll')
    const svc = await opts.restartService()
    const want = svc.data
      .published()
      .filter((b) => b.category.toLowerCase() === opts.category)
      .map((b) => b.slug)
    const scroller = driver.page.locator('.bridge-list-scroll')
    const rows = driver.list().locator('[role="listitem"][data-row-index]')
    const byIndex = new Map<number, string>()
    const deadline = Date.now() + PHASE_TIMEOUT_MS
    let atEnd = false
    while (Date.now() < deadline) {
      // Typed by hand: this file is checked without the DOM library.
      type Row = { getAttribute(n: string): string | null; querySelector(s: string): Row | null }
      const seen = await rows.evaluateAll((els) =>
        (els as unknown as Row[]).map((r) => [
          Number(r.getAttribute('data-row-index')),
          (r.querySelector('a.bridge-row-title') ?? r.querySelector('a'))?.getAttribute('href') ?? '',
        ]),
      )
      for (const [i, href] of seen) byIndex.set(i as number, String(href).split('/').pop() ?? '')
      const shown = await driver.shownCount()
      type Box = { scrollTop: number; clientHeight: number; scrollHeight: number }
      const bottom = await scroller.evaluate((node) => {
        const el = node as unknown as Box
        el.scrollTop += el.clientHeight * 0.8
        return el.scrollTop + el.clientHeight >= el.scrollHeight - 2
      })
      if (atEnd && shown?.all) break
      atEnd = bottom && shown?.all === true
      await delay(bottom ? 300 : 50)
    }
    const slugs = [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, s]) => s)
    const gaps = Math.max(-1, ...byIndex.keys()) + 1 - byIndex.size
    const check = compareIds(slugs, want)
    const notice = await driver.countLine().first().textContent()
    const said = /read again from the start/.test(notice ?? '')
    return {
      name,
      ok: complete(check) && gaps === 0 && said,
      detail: `${before.count} shown before the restart; after it ${describe(check).replace('in file', 'listed')}, ${gaps} gaps in positions; the list ${said ? 'said it read again from the start' : 'said NOTHING about reading again'}`,
    }
  } catch (e) {
    return failure(name, driver, opts.userDataDir, e)
  }
}
