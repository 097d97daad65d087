/**
 * The catalogue of the current service: its file, its background walk (full walks rarely, top-ups often), its
 * settings and its status. The walk runs one request at a time through the key's scheduler as background work,
 * so it never delays the user's requests and never spends more than the share the user set.
 */
import { join } from 'node:path'
import type { BridgeDetail, PublicProfile } from '../../../shared/api/types.ts'
import type {
  CatalogueSharePercent,
  CatalogueStatus,
  CataloguePauseReason,
} from '../../../shared/ipc/catalogue.ts'
import { ApiError, type ApiClient } from '../api/index.ts'
import type { CatalogueAccess } from './catalogue-access.ts'
import { CATALOGUE_FILE_NAME, isCorruption, openCatalogueFile, setAside } from './catalogue-file.ts'
import { CatalogueReader } from './catalogue-queries.ts'
import { CatalogueDiskFullError, CatalogueWriter } from './catalogue-store.ts'
import { snapshot } from './catalogue-snapshot.ts'
import { fullWalk, PAGE_SIZE, topUp, type WalkContext } from './catalogue-walk.ts'
import { createWaker } from './waker.ts'

/** The service the app talks to now, as the catalogue needs it. */
export interface CatalogueTarget {
  /** The name its catalogue is filed under: stable across restarts (the demo's, too: historyUrlOf). */
  service: string
  /** Changes when the key changes (a new key may read what the old one could not). */
  keyId: string
  /** The current API client of that service and key. */
  client(): ApiClient
}

/** Construction options. */
export interface CatalogueOptions {
  userDataDir: string
  target(): CatalogueTarget | null
  now?: () => number
  /** Rows one service's catalogue may hold (and so the file's size); default 1,000,000. */
  maxRows?: number
  /** Pages one full walk may read; default enough for maxRows plus a tenth. */
  maxPages?: number
  /** How often the newest pages are read again; default 5 minutes. */
  topUpIntervalMs?: number
  /** Pages a top-up may read; default 10. */
  topUpPages?: number
  /** Wait after a failure before trying again (also the disk-full retry); default 60 s. */
  retryMs?: number
  /** Hears every status change (the host sends catalogue:did-change). */
  onChange?: (status: CatalogueStatus) => void
  /**
   * Whether the key in use may read public data (catalogue-access.ts); the default lets every key read. Asked at
   * every read and at every step of the walk, so a refusal learnt anywhere in the app takes effect at once.
   */
  access?: () => CatalogueAccess
  /** Wraps each request of the walk (key usage tags it with its purpose: `(fn) => usage.tag(purpose, fn)`). */
  tagRequest?: <T>(fn: () => T) => T
  onBackgroundError?: (where: string, error: unknown) => void
}

/** The running catalogue. */
export interface Catalogue {
  status(): CatalogueStatus
  /** The current service's number in the file, or null with no service (or no file). */
  current(): { reader: CatalogueReader; service: number } | null
  /**
   * `current()` for reading rows: throws the key's refusal while the key in use may not read public data, so no
   * row read with an earlier key is ever answered to it.
   */
  readable(): { reader: CatalogueReader; service: number } | null
  settings(s: {
    sharePercent?: CatalogueSharePercent
    refreshIntervalMs?: number
    enabled?: boolean
  }): CatalogueStatus
  rebuild(): CatalogueStatus
  /** The user asked for the rest now (a lookup it could not answer): the walk in progress runs at the whole window. */
  hurry(): CatalogueStatus
  remove(): CatalogueStatus
  /** The session's target changed: stop the walk of the old one and go on with the new one. */
  sync(): void
  /** The key was replaced or checked again: a walk paused on it goes on. */
  resume(): void
  /** The app read a bridge anyway: keep its suggestion and domain. */
  noteDetail(service: string, detail: BridgeDetail): void
  /** The app read a profile anyway: keep it. */
  noteProfile(service: string, profile: PublicProfile): void
  close(): Promise<void>
}

/** The key's limit per window as its scheduler last learnt it (null before any answer, or with no client). */
function limitOf(t: CatalogueTarget): number | null {
  try {
    return t.client().scheduler.state().limit
  } catch {
    return null
  }
}

/**
 * The catalogue file, or, when it cannot be opened at all (a folder in its place, no permission, a newer app's
 * file left untouched), a catalogue in memory for this run, with the reason: the catalogue is optional and must
 * never stop the app (as history-fallback.ts does for the history).
 */
function openOrMemory(
  path: string,
  nowMs: number,
): ReturnType<typeof openCatalogueFile> & { unavailable: string | null } {
  try {
    return { ...openCatalogueFile(path, nowMs), unavailable: null }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      ...openCatalogueFile(':memory:', nowMs),
      unavailable: `${path} cannot be opened (${reason}), so the catalogue is kept in memory until Bridge Explorer restarts. To fix it, move ${path} out of the way (or update Bridge Explorer if a newer version wrote it).`,
    }
  }
}

const DAY = 86_400_000
const DEFAULTS = { share: 25 as CatalogueSharePercent, refreshMs: 7 * DAY }

interface Run {
  service: string
  keyId: string
  abort: AbortController
  pagesThisRun: number
  startedAt: number
}

/** Opens catalogue.sqlite in `userDataDir` and starts walking the current service in the background. */
export function createCatalogue(o: CatalogueOptions): Catalogue {
  const now = o.now ?? Date.now
  const path = join(o.userDataDir, CATALOGUE_FILE_NAME)
  const maxRows = o.maxRows ?? 1_000_000
  const maxPages = o.maxPages ?? Math.ceil((maxRows * 1.1) / PAGE_SIZE)
  const retryMs = o.retryMs ?? 60_000
  const onError = o.onBackgroundError ?? (() => {})
  const tag = o.tagRequest ?? (<T>(fn: () => T): T => fn())
  const opened = openOrMemory(path, now())
  const unavailable = opened.unavailable
  let { db, recovered } = opened
  let writer = new CatalogueWriter(db, path)
  let reader = new CatalogueReader(db, () => writer.serviceCount() <= 1)
  let pause: CataloguePauseReason | null = null
  // The walk's own refusal (401 or 403 on its request), kept to be given to reads while it pauses on it.
  let pauseError: ApiError | null = null
  // The refusal last told in a status, so a read that learns of a new one tells the status line too.
  let toldWithheld: CatalogueStatus['withheld'] = null
  let lastError: string | null = null
  let walking = false
  let run: Run | null = null
  let closed = false
  let lastEmit = 0
  // Set by hurry() until the walk in progress ends: the user is waiting for it, so it is the user's request.
  let hurried = false
  const waker = createWaker()

  const share = (): CatalogueSharePercent =>
    Number(writer.setting('share') ?? DEFAULTS.share) as CatalogueSharePercent
  const refreshMs = (): number => Number(writer.setting('refresh_ms') ?? DEFAULTS.refreshMs)

  function current(): { reader: CatalogueReader; service: number } | null {
    const t = o.target()
    return t ? { reader, service: writer.serviceId(t.service) } : null
  }

  /** The access of the key in use: what the app knows of it, else what the walk's own requests found. */
  function access(): CatalogueAccess {
    const known = o.access?.() ?? { may: 'yes' }
    if (known.may === 'no' || pauseError === null) return known
    if (pause === 'key_scope') return { may: 'no', reason: 'key_scope', error: pauseError }
    if (pause === 'key_refused') return { may: 'no', reason: 'key_refused', error: pauseError }
    return known
  }

  function status(): CatalogueStatus {
    const t = o.target()
    const service = t ? writer.serviceId(t.service) : null
    const a = t ? access() : ({ may: 'yes' } as const)
    return snapshot({
      withheld: a.may === 'no' ? a.reason : null,
      service: t?.service ?? null,
      checkpoint: service === null ? null : writer.checkpoint(service),
      held: service === null ? { live: 0, gone: 0 } : writer.held(service),
      limit: t ? limitOf(t) : null,
      pause,
      walking,
      pace: run ? { pages: run.pagesThisRun, ms: now() - run.startedAt } : null,
      sharePercent: share(),
      refreshIntervalMs: refreshMs(),
      bytesOnDisk: writer.bytesOnDisk(),
      recovered,
      unavailable,
      lastError,
      maxRows,
      path,
      now: now(),
    })
  }

  function emit(force = false): void {
    if (!o.onChange || closed) return
    // At most four a second while pages stream in; every change of state at once.
    if (!force && now() - lastEmit < 250) return
    lastEmit = now()
    try {
      const s = status()
      toldWithheld = s.withheld
      o.onChange(s)
    } catch (error) {
      onError('catalogue status', error)
    }
  }

  function context(t: CatalogueTarget, service: number, r: Run): WalkContext {
    return {
      writer,
      service,
      now,
      maxRows,
      maxPages,
      onPage: () => {
        r.pagesThisRun++
        emit()
      },
      list: (cursor, signal) => {
        const client = t.client()
        client.scheduler.backgroundShare = hurried ? 1 : share() / 100
        return tag(() =>
          client.scheduler.runInBackground(() =>
            client.listBridges({ limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) }, { signal }),
          ),
        ).then((r) => r.value)
      },
    }
  }

  async function estimate(t: CatalogueTarget, service: number, signal: AbortSignal): Promise<void> {
    try {
      const client = t.client()
      const stats = await tag(() => client.scheduler.runInBackground(() => client.getStats({ signal })))
      writer.setWalkFields(service, { estimatedTotal: stats.value.bridges })
    } catch (error) {
      // A key that cannot read /stats still walks; the status then gives no total.
      if (error instanceof ApiError && (error.kind === 'cancelled' || error.status === 401)) throw error
    }
  }

  /** One step of work for the target: a full walk, a top-up, or a wait until one is due. */
  async function step(t: CatalogueTarget, r: Run): Promise<void> {
    const service = writer.serviceId(t.service)
    const cp = writer.checkpoint(service)
    // A key known to be refused is not asked again: the status says why, and a key change wakes the walk.
    const a = access()
    if (!cp.enabled || pause !== null || a.may === 'no') return waker.sleep(null, r.abort.signal)
    const fullDue = cp.startedAt !== null || cp.completedAt === null || now() - cp.completedAt >= refreshMs()
    // A key not answered yet is asked for the newest page at once: its answer settles whether the catalogue may
    // answer for it (catalogue-access.ts), and a top-up is wanted for a new key anyway.
    const probe = a.may === 'unknown' && r.pagesThisRun === 0
    const topUpDue =
      probe ||
      cp.toppedUpAt === null ||
      now() - Math.max(cp.toppedUpAt, cp.completedAt ?? 0) >= (o.topUpIntervalMs ?? 300_000)
    if (!fullDue && !topUpDue) {
      const nextTopUp = Math.max(cp.toppedUpAt ?? 0, cp.completedAt ?? 0) + (o.topUpIntervalMs ?? 300_000)
      const nextFull = (cp.completedAt ?? 0) + refreshMs()
      return waker.sleep(Math.min(nextTopUp, nextFull) - now(), r.abort.signal)
    }
    walking = true
    // The walk is begun before anything is asked, so the status says 'building' from its first request on.
    if (fullDue && cp.startedAt === null) writer.startWalk(service, now())
    emit(true)
    const ctx = context(t, service, r)
    if (fullDue) {
      if (cp.startedAt === null || cp.estimatedTotal === null) await estimate(t, service, r.abort.signal)
      const end = await fullWalk(ctx, r.abort.signal)
      hurried = false
      if (end === 'bound') pause = 'bound_reached'
      else writer.setWalkFields(service, { toppedUpAt: now() })
    } else if ((await topUp(ctx, r.abort.signal, o.topUpPages ?? 10)) === 'bound') pause = 'bound_reached'
    lastError = null
    walking = false
    emit(true)
  }

  /** What a failure means: a pause until the user acts, a wait and retry, or a damaged file set aside. */
  async function failed(error: unknown, r: Run): Promise<void> {
    walking = false
    if (r.abort.signal.aborted) return
    // Cancelled without this run being stopped: the session's client went away (a target it has left); wait
    // for the next sync() instead of asking again at once.
    if (error instanceof ApiError && error.kind === 'cancelled') return waker.sleep(retryMs, r.abort.signal)
    if (error instanceof ApiError && (error.kind === 'key_blocked' || error.status === 401)) {
      pause = 'key_refused'
      pauseError = error
    } else if (error instanceof ApiError && error.status === 403) {
      pause = 'key_scope'
      pauseError = error
    } else if (error instanceof CatalogueDiskFullError) {
      pause = 'disk_full'
      emit(true)
      await waker.sleep(retryMs, r.abort.signal)
      pause = null
    } else if (isCorruption(error)) {
      reopenAside(error)
    } else {
      lastError = error instanceof Error ? error.message : String(error)
      onError('catalogue walk', error)
      emit(true)
      const wait =
        error instanceof ApiError && error.retryAt !== undefined
          ? Math.max(retryMs, error.retryAt - now())
          : retryMs
      await waker.sleep(wait, r.abort.signal)
    }
    emit(true)
  }

  function reopenAside(error: unknown): void {
    db.close()
    const movedTo = setAside(path, now())
    ;({ db } = openCatalogueFile(path, now()))
    recovered = { movedTo, reason: error instanceof Error ? error.message : String(error) }
    writer = new CatalogueWriter(db, path)
    reader = new CatalogueReader(db, () => writer.serviceCount() <= 1)
  }

  let loop: Promise<void> | null = null
  async function main(): Promise<void> {
    while (!closed) {
      const t = o.target()
      if (!t) {
        await waker.sleep(null)
        continue
      }
      if (run === null || run.service !== t.service || run.keyId !== t.keyId) {
        run?.abort.abort()
        // A pause belongs to the service and key it happened with.
        if (run) [pause, pauseError] = [null, null]
        run = {
          service: t.service,
          keyId: t.keyId,
          abort: new AbortController(),
          pagesThisRun: 0,
          startedAt: now(),
        }
        emit(true)
      }
      const r = run
      try {
        await step(t, r)
      } catch (error) {
        await failed(error, r).catch(async (e: unknown) => {
          // Even the recovery failed (e.g. a damaged file that cannot be moved): never spin.
          onError('catalogue', e)
          await waker.sleep(retryMs, r.abort.signal)
        })
      }
    }
  }
  loop = main()

  function restartRun(): void {
    run?.abort.abort()
    run = null
    walking = false
    waker.wake()
  }

  function clearKeyPause(): void {
    if (pause === 'key_refused' || pause === 'key_scope') [pause, pauseError] = [null, null]
  }

  return {
    status,
    current,
    readable() {
      const c = current()
      if (c === null) return null
      const a = access()
      const withheld = a.may === 'no' ? a.reason : null
      if (withheld !== (toldWithheld?.reason ?? null)) emit(true)
      if (a.may === 'no') throw a.error
      return c
    },
    settings(s) {
      if (s.sharePercent !== undefined) writer.setSetting('share', String(s.sharePercent))
      if (s.refreshIntervalMs !== undefined) writer.setSetting('refresh_ms', String(s.refreshIntervalMs))
      const c = current()
      if (s.enabled !== undefined && c) writer.setWalkFields(c.service, { enabled: s.enabled })
      if (s.enabled === false) restartRun()
      else waker.wake()
      emit(true)
      return status()
    },
    rebuild() {
      const c = current()
      if (c) {
        writer.setWalkFields(c.service, { enabled: true })
        writer.startWalk(c.service, now())
      }
      ;[pause, pauseError] = [null, null]
      restartRun()
      emit(true)
      return status()
    },
    hurry() {
      if (status().state === 'building') hurried = true
      waker.wake()
      emit(true)
      return status()
    },
    remove() {
      const c = current()
      if (c) {
        writer.deleteService(c.service)
        writer.setWalkFields(c.service, { enabled: false })
      }
      ;[pause, pauseError] = [null, null]
      restartRun()
      emit(true)
      return status()
    },
    sync() {
      // A request of the old target still out is cancelled now, not when it answers.
      const t = o.target()
      if (run && (t === null || t.service !== run.service || t.keyId !== run.keyId)) run.abort.abort()
      waker.wake()
    },
    resume() {
      clearKeyPause()
      waker.wake()
      emit(true)
    },
    noteDetail(service, detail) {
      try {
        writer.noteDetail(writer.serviceId(service), detail, now())
      } catch (error) {
        onError('catalogue detail', error)
      }
    },
    noteProfile(service, profile) {
      try {
        writer.noteProfile(writer.serviceId(service), profile, now())
      } catch (error) {
        onError('catalogue profile', error)
      }
    },
    async close() {
      if (closed) return
      closed = true
      run?.abort.abort()
      waker.wake()
      await loop
      db.close()
    },
  }
}
