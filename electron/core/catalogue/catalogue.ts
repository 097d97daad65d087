/**
 * The catalogue of the current service: its file, its background walk (full walks rarely, top-ups often), its
 * settings and its status. The walk runs one request at a time through the key's scheduler as background work,
 * so it never delays the user's requests and never spends more than the share the user set. This file is the
 * loop and its state; what a step does and what a failure means are decided in catalogue-plan.ts, the shape the
 * rest of the core sees is catalogue-types.ts.
 */
import { basename, join } from 'node:path'
import type { CataloguePauseReason, CatalogueStatus } from '../../../shared/ipc/catalogue.ts'
import { ApiError } from '../api/index.ts'
import type { CatalogueAccess } from './catalogue-access.ts'
import { CoreError } from '../session/core-error.ts'
import { CATALOGUE_FILE_NAME, openCatalogueFile, openCatalogueOrMemory } from './catalogue-file.ts'
import { isCorruption, setAside } from '../sqlite/sqlite-file.ts'
import { meaningOf, planStep } from './catalogue-plan.ts'
import { CatalogueReader } from './catalogue-queries.ts'
import { CatalogueWriter } from './catalogue-store.ts'
import { deleteAndReclaim } from './catalogue-reclaim.ts'
import { memoryCatalogueSettings, migrateLegacySettings, settingsView } from './catalogue-settings.ts'
import { snapshot } from './catalogue-snapshot.ts'
import type { Catalogue, CatalogueOptions, CatalogueTarget } from './catalogue-types.ts'
import { fullWalk, PAGE_SIZE, topUp, type WalkContext } from './catalogue-walk.ts'
import { createWaker } from './waker.ts'
import { fillIndexes, indexesWhole } from './catalogue-stem.ts'
import type { IndexFill } from './catalogue-fill.ts'

/** The key's limit per window as its scheduler last learnt it (null before any answer, or with no client). */
function limitOf(t: CatalogueTarget): number | null {
  try {
    return t.client().scheduler.state().limit
  } catch {
    return null
  }
}

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
  const opened = openCatalogueOrMemory(path, now())
  const unavailable = opened.unavailable
  let { db, recovered } = opened
  let writer = new CatalogueWriter(db, path)
  let reader = new CatalogueReader(db, () => writer.serviceCount() <= 1)
  // A file made before word forms or the facets table fills them in a worker (catalogue-fill.ts); in memory there is
  // no file to share with one, and a catalogue in memory starts empty, so its indexes are whole from the start.
  let indexFill: IndexFill | null = null
  const startIndexFill = (): void => {
    if (unavailable !== null || indexesWhole(db)) return
    const fill = fillIndexes(path)
    indexFill = fill
    void fill.done.then((o) => {
      if (o.kind === 'failed') onError('catalogue indexes (word forms, facets)', new Error(o.message))
    })
  }
  const store = o.settings ?? memoryCatalogueSettings()
  const { share, refreshMs, enabled } = settingsView(store)
  // Settings an older version kept in the file move to the store once (a failed write moves them at the next start).
  const migrated = migrateLegacySettings(writer.legacySettings(), store)?.catch((error: unknown) =>
    onError('catalogue settings', error),
  )
  let pause: CataloguePauseReason | null = null
  // The walk's own refusal (401 or 403 on its request), kept to be given to reads while it pauses on it.
  let pauseError: ApiError | null = null
  // The refusal last told in a status, so a read that learns of a new one tells the status line too.
  let toldWithheld: CatalogueStatus['withheld'] = null
  let lastError: string | null = null
  // The last failure got no answer at all: only then does the service answering again end the walk's wait early.
  let lastUnanswered = false
  // The walk's client went away (cancelled): the next sync() brings one, and ends the wait.
  let awaitingSync = false
  // The long wait for the rate limit the walk is in (catalogue-plan.ts), until it goes on or fails otherwise.
  let rateWait: { ms: number; status: number | null } | null = null
  let walking = false
  let run: Run | null = null
  let closed = false
  startIndexFill()
  let lastEmit = 0
  // Set by hurry() until the walk in progress ends: the user is waiting for it, so it is the user's request.
  let hurried = false
  const waker = createWaker(o.clock)

  const checkpointOf = (name: string, service: number) => ({
    ...writer.checkpoint(service),
    enabled: enabled(name),
  })

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
      checkpoint: service === null || t === null ? null : checkpointOf(t.service, service),
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
      rateWait,
      serviceDown: o.serviceDown?.() ?? false,
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

  /** One step of work for the target: a full walk, a top-up, or a wait until one is due (catalogue-plan.ts). */
  async function step(t: CatalogueTarget, r: Run): Promise<void> {
    const service = writer.serviceId(t.service)
    const cp = checkpointOf(t.service, service)
    const a = access()
    const plan = planStep(cp, {
      now: now(),
      refreshMs: refreshMs(),
      topUpIntervalMs: o.topUpIntervalMs ?? 300_000,
      held: pause !== null || a.may === 'no',
      probe: a.may === 'unknown' && r.pagesThisRun === 0,
    })
    if (plan.kind === 'sleep') return waker.sleep(plan.ms, r.abort.signal)
    walking = true
    // The walk is begun before anything is asked, so the status says 'building' from its first request on.
    if (plan.full && cp.startedAt === null) writer.startWalk(service, now())
    emit(true)
    const ctx = context(t, service, r)
    if (plan.full) {
      if (cp.startedAt === null || cp.estimatedTotal === null) await estimate(t, service, r.abort.signal)
      const end = await fullWalk(ctx, r.abort.signal)
      hurried = false
      if (end === 'bound') pause = 'bound_reached'
      else writer.setWalkFields(service, { toppedUpAt: now() })
    } else if ((await topUp(ctx, r.abort.signal, o.topUpPages ?? 10)) === 'bound') pause = 'bound_reached'
    lastError = null
    rateWait = null
    walking = false
    emit(true)
  }

  /** Acts on what a failure means: a pause until the user acts, a wait and retry, or a damaged file set aside. */
  async function failed(error: unknown, r: Run): Promise<void> {
    walking = false
    if (r.abort.signal.aborted) return
    const meaning = meaningOf(error, now(), retryMs)
    rateWait = null
    if (meaning.kind === 'cancelled') {
      awaitingSync = true
      await waker.sleep(retryMs, r.abort.signal)
      awaitingSync = false
      return
    }
    if (meaning.kind === 'key') [pause, pauseError] = [meaning.reason, meaning.error]
    else if (meaning.kind === 'disk_full' || meaning.kind === 'keychain') {
      pause = meaning.kind === 'keychain' ? 'key_unreadable' : meaning.full ? 'disk_full' : 'write_refused'
      emit(true)
      await waker.sleep(retryMs, r.abort.signal)
      pause = null
    } else if (meaning.kind === 'rate_wait') {
      rateWait = { ms: meaning.waitMs, status: meaning.status }
      emit(true)
      await waker.sleep(meaning.waitMs, r.abort.signal)
    } else if (meaning.kind === 'corrupt') reopenAside(error)
    else {
      lastError = meaning.message
      lastUnanswered = error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')
      onError('catalogue walk', error)
      emit(true)
      await waker.sleep(meaning.waitMs, r.abort.signal)
    }
    emit(true)
  }

  function reopenAside(error: unknown): void {
    void indexFill?.stop()
    reader.close()
    db.close()
    const movedTo = setAside(path, now())
    ;({ db } = openCatalogueFile(path, now()))
    recovered = { movedTo, reason: error instanceof Error ? error.message : String(error) }
    writer = new CatalogueWriter(db, path)
    reader = new CatalogueReader(db, () => writer.serviceCount() <= 1)
  }

  let loop: Promise<void> | null = null
  // A Delete giving space back in its worker: closing waits for it before the file is let go.
  let reclaiming: Promise<unknown> = Promise.resolve()
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

  function readable(): ReturnType<Catalogue['readable']> {
    const c = current()
    if (c === null) return null
    const a = access()
    const withheld = a.may === 'no' ? a.reason : null
    if (withheld !== (toldWithheld?.reason ?? null)) emit(true)
    if (a.may === 'no') throw a.error
    return c
  }

  return {
    status,
    current,
    readable,
    read(fn, none) {
      const c = readable()
      if (c === null) return none
      try {
        return fn(c)
      } catch (error) {
        if (!isCorruption(error)) throw error
        reopenAside(error)
        restartRun()
        emit(true)
        throw new CoreError(
          'internal',
          'catalogue_damaged',
          `The catalogue file on this computer was found damaged (${recovered?.reason ?? 'unreadable'}), so it could not answer. It was set aside, kept as ${basename(recovered?.movedTo ?? path)}, and the catalogue is being built again from the service: search on the service meanwhile.`,
        )
      }
    },
    async settings(s) {
      const t = o.target()
      await store.write({
        ...(s.sharePercent !== undefined ? { sharePercent: s.sharePercent } : {}),
        ...(s.refreshIntervalMs !== undefined ? { refreshIntervalMs: s.refreshIntervalMs } : {}),
        ...(s.enabled !== undefined && t ? { enabled: { service: t.service, on: s.enabled } } : {}),
      })
      if (s.enabled === false) restartRun()
      else waker.wake()
      emit(true)
      return status()
    },
    async rebuild() {
      const t = o.target()
      if (t) {
        await store.write({ enabled: { service: t.service, on: true } })
        writer.startWalk(writer.serviceId(t.service), now())
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
    async remove() {
      const t = o.target()
      let done: Awaited<ReturnType<typeof deleteAndReclaim>> = { freedBytes: 0, kept: null }
      if (t) {
        // Off first: a walk that would start between the two never reads a page into the emptied catalogue.
        await store.write({ enabled: { service: t.service, on: false } })
        ;[pause, pauseError] = [null, null]
        restartRun()
        const deleting = deleteAndReclaim({
          writer,
          service: writer.serviceId(t.service),
          path,
          onFile: unavailable === null,
        })
        reclaiming = deleting.catch(() => undefined)
        done = await deleting
      }
      emit(true)
      return { status: status(), ...done }
    },
    sync() {
      // A request of the old target still out is cancelled now, not when it answers.
      const t = o.target()
      const moved = run === null || t === null || t.service !== run.service || t.keyId !== run.keyId
      if (run && moved) run.abort.abort()
      // Every channel's call syncs the session: the same target must not cut short a wait the walk is in (a page
      // that was not the API's answer, a failed request) and make it ask again at once.
      if (moved || awaitingSync) waker.wake()
    },
    resume() {
      clearKeyPause()
      waker.wake()
      emit(true)
    },
    serviceHealthChanged() {
      // Answering again: a walk waiting out a request that got no answer goes on now rather than at its next retry.
      // A page that was not the API's answer waits for the next pass: the service answered it, and would again.
      if (lastError !== null && lastUnanswered && !(o.serviceDown?.() ?? false)) waker.wake()
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
      await migrated
      await reclaiming
      await indexFill?.stop()
      reader.close()
      db.close()
    },
  }
}
