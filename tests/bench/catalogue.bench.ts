/**
 * `npm run bench:catalogue`: (a1) building the catalogue from a reference service of 100,000 bridges (a child
 * process) at a 100 % background share: list requests against ceil(bridges / 100), 429s, and this process's RSS
 * sampled while it builds; (a2) the same at a limit low enough to bind (a walk on two busy cores reads only a few
 * pages a second, so a high limit would measure the machine, not the throttle): the share of the allowed rate
 * achieved in the windows the build spanned whole; (b) at 1,000,000 rows
 * loaded straight into a catalogue file: local search, sort, facets (whole and for a query), ranges with categories
 * and a sort, and id lookup, each as p50 / p95 and as a ratio to a baseline query of the same run; then the worker
 * filling the porter index of that file as a file made before word forms would need it, with the main thread's
 * reads timed meanwhile; (c) an export of 100,000 catalogue rows to a CSV file through the app's export path, with
 * RSS sampled while it runs (lib/catalogue-export.ts). Figures only: nothing here fails on a slow machine except a wrong
 * count of requests or rows.
 *
 * Options: --bridges N (default 100000) --rate-limit N (default 1000) --window-ms MS (default 1000)
 *          --share-bridges N (default 20000) --share-rate-limit N (default 40) --share-window-ms MS (default 10000)
 *          --rows N (default 1000000) --runs N (default 40) --only building|queries|write|export|changes
 *          --change-rows N (default 100000) --change-weeks N (default 2): (d) the change history (lib/catalogue-changes.ts)
 *          --export-rows N (default 100000)
 *          --cache-kb N (default 4096: the page cache (a3) compares the catalogue's with)
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { createApiClient, createSchedulerPool } from '../../electron/core/api/index.ts'
import { backgroundCap } from '../../electron/core/api/background-budget.ts'
import { createCatalogue } from '../../electron/core/catalogue/catalogue.ts'
import { openCatalogueFile } from '../../electron/core/catalogue/catalogue-file.ts'
import type { CatalogueReader } from '../../electron/core/catalogue/catalogue-queries.ts'
import { CatalogueWriter } from '../../electron/core/catalogue/catalogue-store.ts'
import { fillIndexes, STEM_FTS } from '../../electron/core/catalogue/catalogue-stem.ts'
import { queryFacets } from '../../electron/core/catalogue/catalogue-facets.ts'
import { wordCount } from '../../electron/core/catalogue/catalogue-facet-rows.ts'
import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { CatalogueFilter, CatalogueQueryFacets } from '../../shared/ipc/catalogue.ts'
import { countSeek, filterSql } from '../../electron/core/catalogue/catalogue-filter.ts'
import { COMMON_WORD, loadedCatalogue, RARE_WORD, syntheticRows } from './lib/catalogue-load.ts'
import { spawnUntilLine, type Child } from './lib/processes.ts'
import { exportBench } from './lib/catalogue-export.ts'
import { changesBench } from './lib/catalogue-changes.ts'

const { values } = parseArgs({
  options: {
    bridges: { type: 'string', default: '100000' },
    'rate-limit': { type: 'string', default: '1000' },
    'window-ms': { type: 'string', default: '1000' },
    rows: { type: 'string', default: '1000000' },
    'export-rows': { type: 'string', default: '100000' },
    'change-rows': { type: 'string', default: '100000' },
    'change-weeks': { type: 'string', default: '2' },
    runs: { type: 'string', default: '40' },
    only: { type: 'string', default: '' },
    'cache-kb': { type: 'string', default: '4096' },
    'share-bridges': { type: 'string', default: '20000' },
    'share-rate-limit': { type: 'string', default: '40' },
    'share-window-ms': { type: 'string', default: '10000' },
  },
})
const bridges = Number(values.bridges)
const limit = Number(values['rate-limit'])
const windowMs = Number(values['window-ms'])
const rowCount = Number(values.rows)
const runs = Number(values.runs)
const problems: string[] = []

const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1)

/** (a) Builds a catalogue of a child service and reports requests, 429s, achieved share and RSS. */
async function building(bridges: number, limit: number, windowMs: number, label: string): Promise<void> {
  let service: Child | null = null
  const dir = mkdtempSync(join(tmpdir(), 'bench-catalogue-build-'))
  const key = `bxk_${randomBytes(24).toString('hex')}`
  const keysFile = join(dir, 'keys.json')
  writeFileSync(
    keysFile,
    JSON.stringify({
      accounts: [{ username: 'bench', api_access: 'approved' }],
      keys: [{ key, owner: 'bench', scopes: ['read:public'], status: 'active', expires_at: null }],
    }),
  )
  try {
    const started = await spawnUntilLine(
      process.execPath,
      [
        'electron/service/cli.ts',
        ...['--port', '0', '--keys', keysFile, '--bridges', String(bridges), '--seed', '1'],
        ...['--rate-limit', String(limit), '--window-ms', String(windowMs), '--invalid-attempts', '1000000'],
      ],
      'Service ready at ',
      120_000,
    )
    service = started.child
    const base = started.rest
    const alone = label.startsWith('(a1)') ? await clientAloneRss(base, key) : null
    const sent: { at: number; path: string; status: number | null }[] = []
    const client = createApiClient({
      baseUrl: base,
      keyId: 'bench',
      getKey: async () => key,
      schedulers: createSchedulerPool(),
      onEvent: (e) => {
        if (e.type === 'request') sent.push({ at: e.entry.at, path: e.entry.path, status: e.entry.status })
      },
    })
    const catalogue = createCatalogue({
      userDataDir: dir,
      target: () => ({ service: base, keyId: 'bench', client: () => client }),
      retryMs: 1000,
    })
    await catalogue.settings({ sharePercent: 100 })
    const rss: number[] = []
    const heap: number[] = []
    const t0 = Date.now()
    for (;;) {
      const m = process.memoryUsage()
      rss.push(m.rss)
      heap.push(m.heapUsed + m.external)
      const s = catalogue.status()
      if (s.state === 'complete') break
      if (s.state === 'paused' || Date.now() - t0 > 600_000) throw new Error(`the build stopped: ${s.text}`)
      await new Promise((r) => setTimeout(r, 250))
    }
    const seconds = (Date.now() - t0) / 1000
    const status = catalogue.status()
    await catalogue.close()
    client.dispose()
    const lists = sent.filter((r) => r.path.startsWith('/bridges?'))
    const windowOf = (at: number): number => Math.floor(at / windowMs)
    const first = windowOf(Math.min(...sent.map((r) => r.at)))
    const last = windowOf(Math.max(...sent.map((r) => r.at)))
    const middle = sent.filter(
      (r) => windowOf(r.at) > first && windowOf(r.at) < last && r.status === 200,
    ).length
    const windows = Math.max(1, last - first - 1)
    const achieved = middle / (windows * limit)
    const perWindow = new Map<number, number>()
    for (const r of sent) perWindow.set(windowOf(r.at), (perWindow.get(windowOf(r.at)) ?? 0) + 1)
    const cap = backgroundCap(limit, 1)
    const settled = rss.slice(Math.floor(rss.length / 10))
    console.log(`## ${label}`)
    console.log('')
    console.log(
      `service: ${bridges} bridges, ${limit} requests per ${windowMs} ms window (child process); share 100 %`,
    )
    console.log('')
    console.log('| figure | value |')
    console.log('|---|---|')
    console.log(`| rows held | ${status.rows} |`)
    console.log(`| list requests (ceil(bridges / 100) = ${Math.ceil(bridges / 100)}) | ${lists.length} |`)
    console.log(`| all requests (list + /stats) | ${sent.length} |`)
    console.log(`| 429 answers | ${sent.filter((r) => r.status === 429).length} |`)
    console.log(`| seconds | ${seconds.toFixed(1)} |`)
    console.log(
      `| achieved share of the allowed rate (whole windows, requests / limit) | ${achieved.toFixed(3)} |`,
    )
    console.log(
      `| achieved share of the background cap (${cap} of ${limit} kept for the user's reserve) | ${(middle / (windows * cap)).toFixed(3)} |`,
    )
    console.log(`| busiest window | ${Math.max(...perWindow.values())} of ${limit} |`)
    console.log(
      `| RSS while building (MB, after the first tenth): min / max | ${mb(Math.min(...settled))} / ${mb(Math.max(...settled))} |`,
    )
    const at = (f: number): number => rss[Math.min(rss.length - 1, Math.floor(rss.length * f))] ?? 0
    console.log(
      `| RSS at 25 / 50 / 75 / 100 % of the build (MB) | ${[0.25, 0.5, 0.75, 1].map((f) => mb(at(f))).join(' / ')} |`,
    )
    const heapAt = (f: number): number => heap[Math.min(heap.length - 1, Math.floor(heap.length * f))] ?? 0
    console.log(
      `| JS heap + external at 25 / 50 / 75 / 100 % (MB; the rest of RSS is SQLite's cache, at most 16 MB, and code) | ${[0.25, 0.5, 0.75, 1].map((f) => mb(heapAt(f))).join(' / ')} |`,
    )
    console.log(
      `| RSS growth over the second half of the build (100 % / 50 %) | ${(at(1) / at(0.5)).toFixed(2)} |`,
    )
    if (alone)
      console.log(
        `| baseline: RSS of the API client alone reading the same pages, no catalogue (child process), 25 / 50 / 75 / 100 % (MB) | ${alone.map(mb).join(' / ')}; growth 100 % / 25 %: ${((alone[3] ?? 0) / (alone[0] ?? 1)).toFixed(2)} (catalogue: ${(at(1) / at(0.25)).toFixed(2)}) |`,
      )
    console.log(`| catalogue file (MB) | ${mb(status.bytesOnDisk)} |`)
    console.log('')
    if (label.startsWith('(a2)') && !(achieved >= 0.95))
      problems.push(`achieved share ${achieved.toFixed(3)}`)
    if (lists.length !== Math.ceil(bridges / 100)) problems.push(`list requests ${lists.length}`)
    if (status.rows !== bridges) problems.push(`rows ${status.rows}`)
    if (sent.some((r) => r.status === 429)) problems.push('429 received')
  } finally {
    await service?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * RSS of a process that only reads every page with the API client (nothing stored), at 25 / 50 / 75 / 100 % of
 * the pages: the baseline the catalogue's own RSS is read against.
 */
async function clientAloneRss(base: string, key: string): Promise<number[]> {
  const api = new URL('../../electron/core/api/index.ts', import.meta.url).href
  const source = `
import { writeSync } from 'node:fs';
import { createApiClient } from ${JSON.stringify(api)};
const [base, key] = process.argv.slice(1);
const client = createApiClient({ baseUrl: base, keyId: 'alone', getKey: async () => key });
const rss = [];
let cursor = null;
for (;;) {
  const r = await client.listBridges({ limit: 100, ...(cursor ? { cursor } : {}) });
  rss.push(process.memoryUsage().rss);
  if (!r.value.has_more) break;
  cursor = r.value.next_cursor;
}
const at = (f) => rss[Math.min(rss.length - 1, Math.floor(rss.length * f))];
writeSync(1, 'RSS ' + JSON.stringify([0.25, 0.5, 0.75, 1].map(at)) + '\\n');
process.exit(0);
`
  const { child, rest } = await spawnUntilLine(
    process.execPath,
    ['--input-type=module', '-e', source, base, key],
    'RSS ',
    600_000,
  )
  await child.stop()
  return JSON.parse(rest) as number[]
}

/** A query's p50 and p95, in ms. */
type Timed = { p50: number; p95: number }

/** p50 and p95 of `fn` over `runs` runs, in ms. */
function time(fn: (i: number) => unknown): Timed {
  const ms: number[] = []
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint()
    fn(i)
    ms.push(Number(process.hrtime.bigint() - t) / 1e6)
  }
  ms.sort((a, b) => a - b)
  return { p50: ms[Math.floor(ms.length / 2)] ?? 0, p95: ms[Math.ceil(ms.length * 0.95) - 1] ?? 0 }
}

/** What each baseline of (b) is. */
const BASELINE = {
  pk: 'primary-key read',
  count: 'SELECT count(*)',
  fts: "the words' FTS count alone",
}

/**
 * The facets of `f` as they were counted before the facets table (catalogue-facet-rows.ts): each match of the words
 * looked up in `bridges_by_row`, the index keyed by row that step 3 of the schema drops, made again here for the
 * measure and dropped after it; timed in the same run as the table's.
 */
function facetsBefore(
  db: DatabaseSync,
  service: number,
  f: CatalogueFilter,
): { time: Timed; total: Timed; facets: CatalogueQueryFacets } {
  db.exec('CREATE INDEX bridges_by_row ON bridges (k, service, category, verified, gone_ms)')
  db.exec('ANALYZE bridges_by_row')
  const st = (sql: string): StatementSync => db.prepare(sql)
  const facets = queryFacets(st, service, f, STEM_FTS, false)
  const t = time(() => queryFacets(st, service, f, STEM_FTS, false))
  // The list's total of the same search as it was counted (catalogue-queries.ts before the facets table).
  const listed = { ...f, includeGone: false }
  const c = filterSql(st, service, listed, STEM_FTS, countSeek(listed))
  const count = db.prepare(`SELECT count(*) AS n FROM ${c.from} WHERE ${c.where.join(' AND ')}`)
  const total = time(() => count.get(...c.args))
  db.exec('DROP INDEX bridges_by_row')
  return { time: t, total, facets }
}

/** (b) Queries at a million rows. */
async function queries(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-catalogue-rows-'))
  try {
    const { db, path, writer, reader, service, ids, loadSeconds } = loadedCatalogue(dir, rowCount)
    db.exec('ANALYZE')
    const bytes = writer.bytesOnDisk()
    const maxK = Number(db.prepare('SELECT max(k) AS m FROM bridges').get()?.['m'])
    const pk = db.prepare('SELECT * FROM bridges WHERE k <= ? ORDER BY k DESC LIMIT 1')
    const count = db.prepare('SELECT count(*) AS n FROM bridges')
    const ftsCount = db.prepare(`SELECT count(*) AS n FROM ${STEM_FTS} WHERE ${STEM_FTS} MATCH ?`)
    const baseline = {
      pk: time((i) => pk.get(maxK - i * 997)),
      count: time(() => count.get()),
      fts: time(() => ftsCount.get(`"${COMMON_WORD}"*`)),
    }
    const facetQuery = { q: COMMON_WORD, categories: ['health'] }
    const listed = { ...facetQuery, includeGone: false, limit: 50 }
    const before = facetsBefore(db, service, facetQuery)
    // The facets table with a lookup per match (catalogue-facet-rows.ts), as counted before it was held in memory.
    const tableSt = (sql: string): StatementSync => db.prepare(sql)
    const fromTable = time(() => queryFacets(tableSt, service, facetQuery, STEM_FTS, true))
    const listedTable = time(() => wordCount(tableSt, service, listed, STEM_FTS))
    // The table read into memory (catalogue-facet-keys.ts), as the first search needing it starts in the app.
    const buffers = process.memoryUsage().arrayBuffers
    const holdStart = Date.now()
    if (!(await reader.holdFacetKeys())) problems.push('the facets table was not held in memory')
    const holdMs = Date.now() - holdStart
    const heldMb = (process.memoryUsage().arrayBuffers - buffers) / 1024 / 1024
    const after = reader.queryFacets(service, facetQuery)
    if (JSON.stringify(after) !== JSON.stringify(before.facets))
      problems.push(
        `facets differ from the rows': ${JSON.stringify(after)} / ${JSON.stringify(before.facets)}`,
      )
    const rare = reader.search(service, { q: RARE_WORD, limit: 50 })
    const common = reader.search(service, { q: COMMON_WORD, limit: 50 })
    const ranged = {
      categories: ['health', 'transport'],
      passes: { min: 100, max: 2000 },
      score: { min: 50 },
      sort: 'score' as const,
      limit: 50,
    }
    // A suggestor with about 50 bridges (the synthetic data spreads a million rows over 20,000 of them), named in
    // another case than held, as someone types it: sought by the username index (catalogue-username-index.ts).
    const someone = db
      .prepare(
        'SELECT username FROM suggestors WHERE service = ? ORDER BY abs(bridges - 50), username LIMIT 1',
      )
      .get(service)?.['username']
    const byOne = { by: String(someone).toUpperCase(), includeGone: false, limit: 50 }
    const rangeCount = filterSql((sql) => db.prepare(sql), service, ranged, STEM_FTS, countSeek(ranged))
    const rangeCountSql = `SELECT count(*) AS n FROM ${rangeCount.from} WHERE ${rangeCount.where.join(' AND ')}`
    const rangeCountSt = db.prepare(rangeCountSql)
    // Before the score was sought inside the categories: it was checked on every entry of them.
    const rangeCountBefore = db.prepare(rangeCountSql.replace('b.score >=', '+b.score >='))
    const rows: [string, { p50: number; p95: number }, number, 'pk' | 'count' | 'fts', number][] = [
      [
        'search, rare word, first 50 newest + total',
        time(() => reader.search(service, { q: RARE_WORD, limit: 50 })),
        50,
        'count',
        rare.total,
      ],
      [
        'search, common word, first 50 newest + total',
        time(() => reader.search(service, { q: COMMON_WORD, limit: 50 })),
        50,
        'count',
        common.total,
      ],
      [
        'search as the list asks it (live rows), common word in one category, first 50 newest + total',
        time(() => reader.search(service, listed)),
        50,
        'fts',
        reader.search(service, listed).total,
      ],
      [
        "of which the total, before: each match's row (or its entry keyed by row) read",
        before.total,
        50,
        'fts',
        0,
      ],
      ['of which the total, before: each match looked up in the facets table', listedTable, 50, 'fts', 0],
      [
        'sort all by passes, first 50 + total',
        time(() => reader.search(service, { sort: 'passes', limit: 50 })),
        100,
        'count',
        rowCount,
      ],
      ['facets (categories, verified)', time(() => reader.facets(service)), 50, 'count', 0],
      [
        'facet counts for a query (common word), before: each match looked up in the index keyed by row',
        before.time,
        50,
        'fts',
        common.total,
      ],
      [
        'facet counts for a query (common word), before: each match looked up in the facets table',
        fromTable,
        50,
        'fts',
        common.total,
      ],
      [
        'facet counts for a query (common word): categories and verified split',
        time(() => reader.queryFacets(service, facetQuery)),
        50,
        'fts',
        common.total,
      ],
      [
        'range + 2 categories + sort: passes 100-2,000, score ≥ 50, by score, first 50 + total',
        time(() => reader.search(service, ranged)),
        100,
        'count',
        reader.search(service, ranged).total,
      ],
      [
        "of which the total alone, before: every entry of the categories' covering index read",
        time(() => rangeCountBefore.get(...rangeCount.args)),
        100,
        'count',
        0,
      ],
      [
        "of which the total alone (count over the categories' covering index, scores sought)",
        time(() => rangeCountSt.get(...rangeCount.args)),
        100,
        'count',
        0,
      ],
      [
        "one suggestor's bridges (about 50), as the list asks them: first 50 newest + total",
        time(() => reader.search(service, byOne)),
        20,
        'pk',
        reader.search(service, byOne).total,
      ],
      [
        "one suggestor's bridges, by passes, with the facets the list shows beside them",
        time(() => {
          reader.search(service, { ...byOne, sort: 'passes' })
          reader.queryFacets(service, byOne)
        }),
        20,
        'pk',
        reader.search(service, byOne).total,
      ],
      ['id lookup', time((i) => reader.byId(service, ids[(i * 7919) % ids.length] ?? '')), 5, 'pk', 1],
    ]
    console.log('## (b) queries at', rowCount.toLocaleString('en-US'), 'rows')
    console.log('')
    console.log(
      `load: ${loadSeconds.toFixed(1)} s (rows inserted, then indexes, FTS and counts built); ${runs} runs per query`,
    )
    console.log('')
    console.log('| query | matches | p50 ms | p95 ms | goal (p95) | p95 / baseline p95 | baseline |')
    console.log('|---|---|---|---|---|---|---|')
    for (const [name, t, goal, base, matches] of rows) {
      const b = baseline[base]
      console.log(
        `| ${name} | ${matches || '-'} | ${t.p50.toFixed(2)} | ${t.p95.toFixed(2)} | ≤ ${goal} ms | ${(t.p95 / b.p95).toFixed(2)} | ${BASELINE[base]} p95 ${b.p95.toFixed(2)} ms |`,
      )
      if (t.p95 > goal && !name.includes('before:'))
        problems.push(`${name}: p95 ${t.p95.toFixed(1)} ms over the ${goal} ms goal`)
    }
    console.log(
      `| bytes per row (file / rows, FTS and indexes included) | ${Math.round(bytes / rowCount)} | | | | | |`,
    )
    console.log('')
    console.log(
      `facets table held in memory (catalogue-facet-keys.ts): read in ${holdMs} ms, in steps between other work; ${heldMb.toFixed(1)} MB of arrays`,
    )
    console.log('')
    const plan = db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT b.* FROM bridges_fts f JOIN bridges b ON b.k = f.rowid WHERE bridges_fts MATCH ? AND b.service = ? ORDER BY f.rowid DESC LIMIT 50`,
      )
      .all(`"${COMMON_WORD}"*`, service)
      .map((r) => String(r['detail']))
    console.log(`plan of a newest-first search: ${plan.join(' / ')}`)
    const planOf = (sql: string, args: (string | number)[]): string =>
      db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all(...args)
        .map((r) => String(r['detail']))
        .join(' / ')
    console.log('')
    console.log(`plan of the range query's total: ${planOf(rangeCountSql, rangeCount.args)}`)
    console.log('')
    await stemFill(db, path, service, reader)
    db.close()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * (b2) The porter index of a file made before word forms, emptied and filled again by the worker
 * (catalogue-stem.ts), while this thread searches for a rare word in a loop: the fill's time, and the p50 / p95 /
 * max of the searches meanwhile (the main thread is not held by it).
 */
async function stemFill(
  db: DatabaseSync,
  path: string,
  service: number,
  reader: CatalogueReader,
): Promise<void> {
  db.exec(`INSERT INTO ${STEM_FTS} (${STEM_FTS}) VALUES ('delete-all')`)
  db.exec('UPDATE stem_fill SET filled = -1')
  db.exec('DELETE FROM facet_rows')
  db.exec('UPDATE facet_fill SET filled = -1')
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  const t0 = Date.now()
  const fill = fillIndexes(path)
  let done = false
  void fill.done.then(() => (done = true))
  const ms: number[] = []
  while (!done) {
    const t = process.hrtime.bigint()
    reader.search(service, { q: RARE_WORD, limit: 50 })
    ms.push(Number(process.hrtime.bigint() - t) / 1e6)
    await new Promise((r) => setTimeout(r, 5))
  }
  const outcome = await fill.done
  ms.sort((a, b) => a - b)
  const at = (f: number): string =>
    (ms[Math.min(ms.length - 1, Math.ceil(ms.length * f) - 1)] ?? 0).toFixed(2)
  console.log('## (b2) word forms and the facets table of an existing file, filled by the worker')
  console.log('')
  console.log(
    `${outcome.kind} in ${((Date.now() - t0) / 1000).toFixed(1)} s; ${ms.length} searches on this thread meanwhile: p50 ${at(0.5)} / p95 ${at(0.95)} / max ${at(1)} ms`,
  )
  console.log('')
  if (outcome.kind !== 'whole') problems.push(`word-forms fill: ${JSON.stringify(outcome)}`)
}

/**
 * (a3) The write path alone, no network: RSS while `writePage` stores 1,000 pages of 100 synthetic rows, at the
 * catalogue's page cache and at `--cache-kb` beside it, so a cache's share of the growth is seen in one run.
 */
function writePath(): void {
  const rows = syntheticRows(100_000)
  console.log('## (a3) the write path alone: 1,000 pages of 100 rows, RSS by page cache size')
  console.log('')
  console.log('| page cache | RSS at 25 / 50 / 75 / 100 % (MB) | seconds |')
  console.log('|---|---|---|')
  for (const kb of [null, Number(values['cache-kb'])]) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-catalogue-write-'))
    try {
      const path = join(dir, 'catalogue.sqlite')
      const { db } = openCatalogueFile(path, Date.now())
      if (kb !== null) db.exec(`PRAGMA cache_size = -${kb}`)
      const writer = new CatalogueWriter(db, path)
      const service = writer.serviceId('bench')
      const { walkId } = writer.startWalk(service, Date.now())
      const rss: number[] = []
      const t0 = Date.now()
      for (let p = 0; p < 1000; p++) {
        const page = rows.slice(p * 100, p * 100 + 100)
        writer.writePage(service, page, { walkId, now: Date.now(), maxRows: 1_000_000 })
        rss.push(process.memoryUsage().rss)
      }
      const at = (f: number): number => rss[Math.min(rss.length - 1, Math.floor(rss.length * f))] ?? 0
      const name = kb === null ? "the catalogue's (catalogue-file.ts)" : `${kb} KB`
      const seconds = ((Date.now() - t0) / 1000).toFixed(1)
      console.log(`| ${name} | ${[0.25, 0.5, 0.75, 1].map((f) => mb(at(f))).join(' / ')} | ${seconds} |`)
      db.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  console.log('')
}

console.log(`# bench:catalogue — ${new Date().toISOString()}`)
console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), node ${process.version}`)
console.log('')
if (values.only === 'write') writePath()
else if (values.only === '' || values.only === 'building') {
  await building(
    bridges,
    limit,
    windowMs,
    `(a1) building ${bridges.toLocaleString('en-US')} bridges: requests, 429s, memory`,
  )
  await building(
    Number(values['share-bridges']),
    Number(values['share-rate-limit']),
    Number(values['share-window-ms']),
    '(a2) building at a limit that binds: the share of the allowed rate achieved at a 100 % share',
  )
}
if (values.only === '' || values.only === 'queries') await queries()
if (values.only === '' || values.only === 'export') {
  const { lines, problems: off } = await exportBench(Number(values['export-rows']))
  for (const line of lines) console.log(line)
  problems.push(...off)
}
if (values.only === '' || values.only === 'changes') {
  const weeks = Number(values['change-weeks'])
  const { lines, problems: off } = changesBench(Number(values['change-rows']), weeks, 5)
  for (const line of lines) console.log(line)
  problems.push(...off)
}
if (problems.length > 0) {
  console.log(`Off goal: ${problems.join('; ')}`)
  process.exitCode = 1
} else console.log('Every figure within its goal.')
