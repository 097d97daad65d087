/**
 * The chaos run's file faults (README.md, Configuration: a damaged file, a full disk), each driven to a verdict and
 * counting what was kept: the run's own history.sqlite damaged (pages in the middle overwritten) and opened again,
 * a full disk (a small tmpfs) under a core that keeps answers, and a writer SIGKILLed mid-write and the folder opened
 * again at once. Each works on its own folder beside the run's user-data folder; the run's files are only read.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { closeSync, mkdirSync, openSync, statSync, writeFileSync, writeSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { createInterface } from 'node:readline'
import { createExplorerCore } from '../../../electron/core/app/index.ts'
import { WAL_LIMIT_BYTES } from '../../../electron/core/sqlite/sqlite-file.ts'
import { startReferenceService } from '../../../electron/service/index.ts'
import { targetFingerprint } from '../../../shared/cache/persisted-queries.ts'
import type { IpcResult } from '../../../shared/ipc/common.ts'
import { keylessCoreOptions } from '../../support/session-harness.ts'
import { mountSmallDisk } from '../../support/small-disk.ts'
import type { PhaseResult } from './fault-phases.ts'

const COUNTED = [
  'watch_items',
  'stats_snapshots',
  'request_exchanges',
  'rate_samples',
  'query_cache',
] as const

function value<T>(r: IpcResult<T>): T {
  if (!r.ok) throw new Error(r.error.message)
  return r.value
}

function counts(path: string): Record<string, number> {
  const db = new DatabaseSync(path, { readOnly: true })
  try {
    return Object.fromEntries(
      COUNTED.map((t) => [t, Number(db.prepare(`SELECT count(*) AS n FROM ${t}`).get()?.['n'])]),
    )
  } finally {
    db.close()
  }
}

const said = (c: Record<string, number>): string => COUNTED.map((t) => `${c[t] ?? 0} ${t}`).join(', ')

function coreOptions(dir: string, keychainService: string, extra: Record<string, unknown> = {}) {
  return { ...keylessCoreOptions(dir, keychainService), appVersion: 'chaos', ...extra }
}

/**
 * The run's history.sqlite, copied whole (VACUUM INTO), with a tenth of its pages from the middle on overwritten
 * with garbage: the next start must say the file was damaged, and keep every row the notice says it kept.
 */
export async function damagedHistoryPhase(
  userDataDir: string,
  keychainService: string,
): Promise<PhaseResult> {
  const name = 'history.sqlite damaged (pages in the middle overwritten), opened again'
  const dir = join(userDataDir, '..', 'damaged-history')
  try {
    mkdirSync(dir, { recursive: true })
    const copy = join(dir, 'history.sqlite')
    const source = new DatabaseSync(join(userDataDir, 'history.sqlite'), { readOnly: true })
    source.exec(`VACUUM INTO '${copy.replaceAll("'", "''")}'`)
    source.close()
    const before = counts(copy)
    const pages = Math.floor(statSync(copy).size / 4096)
    const hit = Math.max(1, Math.floor(pages / 10))
    const fd = openSync(copy, 'r+')
    for (let i = 0; i < hit; i++) {
      const page = Math.floor(pages / 2) + i * 2
      if (page < pages) writeSync(fd, randomBytes(4096), 0, 4096, page * 4096)
    }
    closeSync(fd)
    const core = await createExplorerCore(coreOptions(dir, keychainService))
    const notice = core.notices.find((n) => n.code === 'history_recovered')?.message ?? ''
    await core.close()
    const after = counts(copy)
    const ok = /^Your history file was damaged\. (Kept|Nothing)/.test(notice)
    return {
      name,
      ok,
      detail: `${hit} of ${pages} pages overwritten; before: ${said(before)}; kept: ${said(after)}; the notice said "${notice.slice(0, 260)}"`,
    }
  } catch (e) {
    return { name, ok: false, detail: String(e instanceof Error ? e.message : e).slice(0, 300) }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * A core whose user-data folder is an 8 MB tmpfs, mostly taken by another file, keeps 200 KB answers until the
 * disk is full: the app must say so (app:get-info and the event), the WAL stay within its bound, and once space is
 * freed (a minute later on the core's clock) recording resume by itself.
 */
export async function fullDiskHistoryPhase(keychainService: string): Promise<PhaseResult> {
  const name = 'disk full under history.sqlite (8 MB tmpfs), space freed'
  const disk = mountSmallDisk(8 * 1024)
  if ('skip' in disk) return { name, ok: false, detail: `not run: ${disk.skip}` }
  let clock = Date.now()
  const heard: (string | null)[] = []
  // Each part is let go of in `finally`, whichever step failed: the disk is unmounted in any case.
  let svc: Awaited<ReturnType<typeof startReferenceService>> | null = null
  let core: Awaited<ReturnType<typeof createExplorerCore>> | null = null
  let off = (): void => undefined
  try {
    // A demo service of its own: the run's service has no demo key.
    svc = await startReferenceService({ port: 0, bridges: 10, rateLimit: 1_000_000 })
    const opened = await createExplorerCore({
      ...coreOptions(disk.dir, keychainService, { now: () => clock }),
      demo: { serviceUrl: svc.baseUrl, key: svc.demoKeys?.full ?? '' },
    })
    core = opened
    off = opened.events.on('files:did-change', ({ files }) => heard.push(files[0]?.paused ?? null))
    const target = targetFingerprint(value(await opened.handlers['app:get-info'](undefined)))!
    const filler = join(disk.dir, 'filler')
    writeFileSync(filler, Buffer.alloc(3 * 1024 * 1024))
    const put = async (i: number) =>
      value(
        await opened.handlers['cache:put']({
          entry: JSON.stringify({
            queryKey: ['bridges', 'detail', `chaos-${i}`],
            queryHash: `["bridges","detail","chaos-${i}"]`,
            state: { data: { i, padding: 'x'.repeat(200_000) }, dataUpdatedAt: clock, status: 'success' },
          }),
          target,
        }),
      ).outcome
    const paused = async () =>
      value(await opened.handlers['app:get-info'](undefined)).files.find((f) => f.paused !== null)?.paused ??
      null
    let stored = 0
    let i = 0
    for (; i < 200 && (await paused()) === null; i++) if ((await put(i)) === 'stored') stored += 1
    const message = (await paused()) ?? ''
    const wal = statSync(join(disk.dir, 'history.sqlite-wal'), { throwIfNoEntry: false })?.size ?? 0
    const keptWhileFull = value(await opened.handlers['cache:info'](undefined)).rows
    await rm(filler)
    clock += 61_000
    await put(i + 1)
    const resumed = (await paused()) === null
    const keptAfter = value(await opened.handlers['cache:info'](undefined)).rows
    const bound = WAL_LIMIT_BYTES + 300_000
    const ok =
      /the disk is full/.test(message) &&
      heard.length >= 2 &&
      heard.at(-1) === null &&
      wal <= bound &&
      resumed
    return {
      name,
      ok,
      detail: `${stored} answers stored before the disk filled; the app said "${message.slice(0, 80)}…"; ${heard.length} change events; WAL ${wal} bytes (bound ${bound}); ${keptWhileFull} answers kept while full, ${keptAfter} after space was freed; recording ${resumed ? 'resumed by itself' : 'DID NOT resume'}`,
    }
  } catch (e) {
    return { name, ok: false, detail: String(e instanceof Error ? e.message : e).slice(0, 300) }
  } finally {
    off()
    await core?.close()
    await svc?.stop()
    disk.unmount()
  }
}

/**
 * A process writing stats readings (one commit each, said on stdout once committed) is SIGKILLed mid-run, and the
 * folder is opened again at once by a core: every reading it said was committed must be there, the file must not be
 * damaged, and the dead writer's folder lock must not refuse the start.
 */
export async function killedWriterPhase(userDataDir: string, keychainService: string): Promise<PhaseResult> {
  const name = 'a writer SIGKILLed mid-write, the folder opened again at once'
  const dir = join(userDataDir, '..', 'killed-writer')
  mkdirSync(dir, { recursive: true })
  const child = spawn(process.execPath, [join(import.meta.dirname, 'history-writer.ts'), dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  try {
    let acknowledged = 0
    await new Promise<void>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout })
      lines.on('line', (line) => {
        acknowledged = Number(line)
        if (acknowledged >= 500) resolve()
      })
      child.on('exit', (code) => reject(new Error(`the writer ended by itself (${code})`)))
    })
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGKILL')
    // At once, not after the exit is seen: the writer may still be a zombie (README.md, Configuration: the lock).
    const core = await createExplorerCore(coreOptions(dir, keychainService))
    await exited
    const notices = core.notices.map((n) => n.code)
    await core.close()
    const kept = counts(join(dir, 'history.sqlite'))['stats_snapshots'] ?? 0
    const ok =
      kept >= acknowledged &&
      !notices.includes('history_recovered') &&
      !notices.includes('history_unavailable')
    return {
      name,
      ok,
      detail: `killed after ${acknowledged} committed readings; ${kept} kept after the restart; start-up notices: ${notices.join(', ') || 'none'}`,
    }
  } catch (e) {
    child.kill('SIGKILL')
    return { name, ok: false, detail: String(e instanceof Error ? e.message : e).slice(0, 300) }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
