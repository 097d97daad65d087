/**
 * `npm run bench:bulk`: (a) a bulk lookup of 500 names of which 50 need the service (25 bridges published after the
 * catalogue was built, 25 usernames nobody has), with the app's client at 60 requests a minute against the
 * reference service, the catalogue built first with another key: total time, 429s, and a request of the user's own
 * made during the run (how long it waited, and how many of the list's requests went out between its call and its
 * send). Goals: total ≤ 70 s, 0 × 429, the user's request within one request slot. (b) 10,000 rows answered from a
 * catalogue file of 20,000 bridges loaded straight in: the catalogue's pass. Goal ≤ 2 s. Figures only: nothing here
 * fails on a slow machine except a wrong count of answers.
 *
 * Options: --bridges N (default 2000) --rate-limit N (default 60) --window-ms MS (default 60000) --rows N (default 10000)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { createApiClient, createSchedulerPool } from '../../electron/core/api/index.ts'
import { askService, knownRate } from '../../electron/core/bulk/bulk-ask.ts'
import { catalogueLookup } from '../../electron/core/bulk/bulk-lookup.ts'
import { BulkRun, type BulkRunPorts } from '../../electron/core/bulk/bulk-run.ts'
import { createCatalogue } from '../../electron/core/catalogue/catalogue.ts'
import { openCatalogueFile } from '../../electron/core/catalogue/catalogue-file.ts'
import { CatalogueReader } from '../../electron/core/catalogue/catalogue-queries.ts'
import { CatalogueWriter } from '../../electron/core/catalogue/catalogue-store.ts'
import { startReferenceService } from '../../electron/service/index.ts'
import type { IpcError } from '../../shared/ipc/common.ts'
import { bulkLoad, syntheticRows } from './lib/catalogue-load.ts'

const { values } = parseArgs({
  options: {
    bridges: { type: 'string', default: '2000' },
    'rate-limit': { type: 'string', default: '60' },
    'window-ms': { type: 'string', default: '60000' },
    rows: { type: 'string', default: '10000' },
  },
})
const bridges = Number(values.bridges)
const rateLimit = Number(values['rate-limit'])
const windowMs = Number(values['window-ms'])
const rowCount = Number(values.rows)

const toIpcError = (e: unknown): IpcError => ({
  kind: 'internal',
  code: 'internal',
  message: e instanceof Error ? e.message : String(e),
  status: null,
  retryAt: null,
  missingScope: null,
  field: null,
})

/** A deterministic shuffle (the same order every run). */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items]
  let a = 42
  for (let i = out.length - 1; i > 0; i--) {
    a = (a * 1103515245 + 12345) % 2 ** 31
    const j = a % (i + 1)
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

async function serviceRun(): Promise<boolean> {
  const svc = await startReferenceService({
    port: 0,
    bridges,
    rateLimit,
    windowMs,
    invalidAttempts: 1_000_000,
  })
  const dir = mkdtempSync(join(tmpdir(), 'bx-bench-bulk-'))
  const keys = svc.demoKeys
  if (keys === null) throw new Error('the reference service has no demo keys')
  try {
    // The catalogue is built with a key of its own, so the list's key starts with its whole window.
    const walker = createApiClient({
      baseUrl: svc.baseUrl,
      keyId: 'bench-walk',
      getKey: async () => keys.full,
      schedulers: createSchedulerPool(),
    })
    const catalogue = createCatalogue({
      userDataDir: dir,
      target: () => ({ service: svc.baseUrl, keyId: 'bench-walk', client: () => walker }),
    })
    const built = Date.now()
    catalogue.hurry()
    while (catalogue.status().state !== 'complete') await new Promise((r) => setTimeout(r, 50))
    console.log(`catalogue of ${bridges} bridges built in ${((Date.now() - built) / 1000).toFixed(1)} s`)
    svc.control.publishNow(25)
    const all = svc.data.published()
    const fresh = all.slice(0, 25).map((b) => b.slug)
    const held = all.slice(25)
    const names = shuffled([
      ...held.slice(0, 225).map((b) => b.slug),
      ...held.slice(225, 450).map((b) => `${svc.baseUrl}/bridges/${b.slug}`),
      ...fresh,
      ...Array.from({ length: 25 }, (_, i) => `zz_nobody_${i}`),
    ])

    const sent: { at: number; status: number | null; user: boolean }[] = []
    let userCalledAt = 0
    const client = createApiClient({
      baseUrl: svc.baseUrl,
      keyId: 'bench-bulk',
      getKey: async () => keys.publicOnly,
      schedulers: createSchedulerPool(),
      onEvent: (e) => {
        if (e.type === 'request')
          sent.push({ at: e.entry.at, status: e.entry.status, user: e.entry.path.startsWith('/bridges?') })
      },
    })
    let firstServiceAnswer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (firstServiceAnswer = resolve))
    const ports: BulkRunPorts = {
      lookup: catalogueLookup(catalogue),
      ask: askService(() => client),
      toIpcError,
      rate: knownRate(() => client),
      now: Date.now,
      emit: (p) => {
        if (p.serviceDone > 0) firstServiceAnswer()
      },
    }
    const t0 = Date.now()
    const run = new BulkRun('bench', names, ports)
    const estimate = await run.estimate()
    const done = run.start()
    // The user's own request, made once the list's requests are going.
    await answered
    userCalledAt = Date.now()
    const user = await client.listBridges({ limit: 20 })
    const userWait = Date.now() - userCalledAt
    await done
    const total = (Date.now() - t0) / 1000
    const userSentAt = sent.find((s) => s.user)?.at ?? Number.NaN
    const overtaking = sent.filter((s) => !s.user && s.at > userCalledAt && s.at < userSentAt).length
    const statuses = new Map<string, number>()
    for (const a of run.answers)
      statuses.set(a?.status ?? 'none', (statuses.get(a?.status ?? 'none') ?? 0) + 1)
    const tooMany = sent.filter((s) => s.status === 429).length
    console.log(
      `(a) ${names.length} names: ${estimate.fromCatalogue} from the catalogue, ${estimate.needService} asked of the service` +
        ` (estimate ${estimate.seconds} s); total ${total.toFixed(1)} s (goal ≤ 70 s), 429s ${tooMany} (goal 0),` +
        ` requests sent ${sent.length - 1}; the user's list request: ${user.meta.status}, waited ${userWait} ms,` +
        ` list requests sent between its call and its send: ${overtaking} (goal ≤ 1 slot)`,
    )
    console.log(`    answers: ${[...statuses].map(([s, n]) => `${s} ${n}`).join(', ')}`)
    await catalogue.close()
    walker.dispose()
    client.dispose()
    return estimate.needService === 50 && statuses.get('found') === 475 && statuses.get('not-found') === 25
  } finally {
    await svc.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

async function catalogueRun(): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'bx-bench-bulk-file-'))
  try {
    const path = join(dir, 'catalogue.sqlite')
    const { db } = openCatalogueFile(path, Date.now())
    const writer = new CatalogueWriter(db, path)
    const reader = new CatalogueReader(db, () => writer.serviceCount() <= 1)
    const service = writer.serviceId('bench')
    const rows = syntheticRows(rowCount * 2)
    bulkLoad(db, service, rows)
    db.exec('ANALYZE')
    const names = shuffled(rows.slice(0, rowCount).map((r) => r.slug))
    const run = new BulkRun('bench-file', names, {
      lookup: catalogueLookup({ read: (fn) => fn({ reader, service }) }),
      ask: () => Promise.reject(new Error('no service in this run')),
      toIpcError,
      rate: () => ({ limit: null, remaining: null, resetAt: null }),
      now: Date.now,
      emit: () => {},
    })
    const t0 = performance.now()
    const estimate = await run.estimate()
    const seconds = (performance.now() - t0) / 1000
    console.log(
      `(b) ${rowCount} rows answered from a catalogue of ${rows.length} bridges in ${seconds.toFixed(2)} s (goal ≤ 2 s); ` +
        `from the catalogue ${estimate.fromCatalogue}, for the service ${estimate.needService}`,
    )
    db.close()
    return estimate.fromCatalogue === rowCount
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

console.log(`bench:bulk on ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}`)
const fine = (await serviceRun()) && (await catalogueRun())
if (!fine) {
  console.error('a count of answers was wrong')
  process.exitCode = 1
}
