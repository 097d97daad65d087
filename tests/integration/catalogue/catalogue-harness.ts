/**
 * A catalogue over a real SQLite file in a temp folder, walking a real service over HTTP with the app's API
 * client, with every request it made recorded (path, status, time).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before } from 'node:test'
import { createApiClient, createSchedulerPool, type ApiClient } from '../../../electron/core/api/index.ts'
import { createCatalogue } from '../../../electron/core/catalogue/catalogue.ts'
import type { Catalogue, CatalogueOptions } from '../../../electron/core/catalogue/catalogue-types.ts'
import type { CatalogueStatus } from '../../../shared/ipc/catalogue.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import type { BridgeRecord } from '../../../electron/service/types.ts'
import type { CatalogueReader } from '../../../electron/core/catalogue/catalogue-queries.ts'

/** One request the client sent. */
export interface Sent {
  at: number
  path: string
  status: number | null
}

/** A catalogue, its client and what it sent. */
export interface Harness {
  dir: string
  catalogue: Catalogue
  client: ApiClient
  sent: Sent[]
  /** Resolves once the status satisfies `done` (checked on every change and every 20 ms). */
  until(done: (s: CatalogueStatus) => boolean, timeoutMs?: number): Promise<CatalogueStatus>
  close(): Promise<void>
}

/** Starts a catalogue of `baseUrl` with `key` (read at every attempt when a function); `dir` reuses a folder (a restart), else a new temp folder. */
export function startCatalogue(
  baseUrl: string,
  key: string | (() => string),
  o: Partial<CatalogueOptions> & { dir?: string; service?: string; keyId?: string } = {},
): Harness {
  const dir = o.dir ?? mkdtempSync(join(tmpdir(), 'bx-catalogue-'))
  const sent: Sent[] = []
  const client = createApiClient({
    baseUrl,
    keyId: o.keyId ?? 'catalogue-test',
    getKey: async () => (typeof key === 'string' ? key : key()),
    schedulers: createSchedulerPool(),
    onEvent: (e) => {
      if (e.type === 'request') sent.push({ at: e.entry.at, path: e.entry.path, status: e.entry.status })
    },
  })
  const catalogue = createCatalogue({
    userDataDir: dir,
    target: () => ({
      service: o.service ?? baseUrl,
      keyId: o.keyId ?? 'catalogue-test',
      client: () => client,
    }),
    retryMs: 200,
    ...o,
  })
  return {
    dir,
    catalogue,
    client,
    sent,
    async until(done, timeoutMs = 60_000) {
      const end = Date.now() + timeoutMs
      for (;;) {
        const s = catalogue.status()
        if (done(s)) return s
        if (Date.now() > end) throw new Error(`timed out; last status: ${JSON.stringify(s)}`)
        await new Promise((r) => setTimeout(r, 20))
      }
    },
    async close() {
      await catalogue.close()
      client.dispose()
      if (o.dir === undefined) rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Requests of the bridge list among those sent. */
export const listRequests = (sent: readonly Sent[]): Sent[] =>
  sent.filter((s) => s.path.startsWith('/bridges?'))

/**
 * Registers before/after hooks in the calling test file: a reference service of `bridges` bridges whose rate and
 * refusal limits a walk never reaches, started before the tests and stopped after. Read `service()` and `key()`
 * (its full-scope demo key) inside a test.
 */
export function walkableService(bridges: number): { service(): ReferenceService; key(): string } {
  let svc: ReferenceService | undefined
  before(async () => {
    svc = await startReferenceService({
      port: 0,
      bridges,
      rateLimit: 1_000_000,
      invalidAttempts: 1_000_000,
    })
  })
  after(() => svc?.stop())
  const service = (): ReferenceService => {
    if (svc === undefined) throw new Error('the service starts before the tests')
    return svc
  }
  return { service, key: () => service().demoKeys?.full ?? '' }
}

/**
 * Registers before/after hooks in the calling test file: a walkable service of `bridges` bridges and a catalogue of
 * it, complete before the tests. Read `reader()`, `service()` (its number in the file) and `all()` (the service's
 * published bridges, newest first) inside a test; `harness()` for the catalogue itself.
 */
export function completeCatalogue(bridges: number): {
  harness(): Harness
  reader(): CatalogueReader
  service(): number
  all(): readonly BridgeRecord[]
} {
  let svc: ReferenceService | undefined
  let h: Harness | undefined
  let current: { reader: CatalogueReader; service: number } | null = null
  before(async () => {
    svc = await startReferenceService({ port: 0, bridges, rateLimit: 1_000_000, invalidAttempts: 1_000_000 })
    h = startCatalogue(svc.baseUrl, svc.demoKeys?.full ?? '')
    await h.until((s) => s.state === 'complete')
    current = h.catalogue.current()
  })
  after(async () => {
    await h?.close()
    await svc?.stop()
  })
  const got = <T>(v: T | null | undefined): T => {
    if (v === null || v === undefined) throw new Error('the catalogue is complete before the tests')
    return v
  }
  return {
    harness: () => got(h),
    reader: () => got(current).reader,
    service: () => got(current).service,
    all: () => got(svc).data.published(),
  }
}
