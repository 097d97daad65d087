/**
 * `npm run bench:throttle`: crawl every bridge at limit=20 against the reference service with a short window,
 * with the app's API client and, in the same run, with a naive client (retries a 429 after Retry-After, no pacing).
 * Reports the achieved rate as a fraction of the allowed rate (requests made in the windows the crawl spanned whole,
 * over what those windows allow), the 429s received, and the most requests any one window saw. Goal for the app's client: ≥ 0.95 of the allowed rate, zero 429s, never above the limit.
 * Then two outages with a whole core (lib/throttle-outage.ts): at most 4 requests per failing resource, none before
 * Retry-After has passed.
 *
 * Options: --rate-limit N (default 10) --window-ms MS (default 1000) --bridges N (default 2000)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir, cpus } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { createApiClient } from '../../electron/core/api/index.ts'
import { paginateBridges } from '../../electron/core/export/paginate.ts'
import { REFERENCE_CATEGORIES } from '../../shared/api/categories.ts'
import { spawnUntilLine, type Child } from './lib/processes.ts'
import { outageScenarios } from './lib/throttle-outage.ts'

const { values } = parseArgs({
  options: {
    'rate-limit': { type: 'string', default: '10' },
    'window-ms': { type: 'string', default: '1000' },
    bridges: { type: 'string', default: '2000' },
  },
})
const limit = Number(values['rate-limit'])
const windowMs = Number(values['window-ms'])
const bridges = Number(values.bridges)
const PAGE = 20

/** Every HTTP attempt a crawler made: when it started and what came back. */
interface Attempt {
  at: number
  status: number | null
}

/** What one crawl run measured. */
interface CrawlFigures {
  rows: number
  attempts: number
  ok: number
  tooMany: number
  seconds: number
  fraction: number
  busiestWindow: number
}

function figures(attempts: Attempt[], rows: number, started: number, ended: number): CrawlFigures {
  const ok = attempts.filter((a) => a.status === 200)
  // Windows are aligned to multiples of windowMs since the epoch, as the service counts them.
  const windowOf = (a: Attempt) => Math.floor(a.at / windowMs)
  const perWindow = new Map<number, number>()
  for (const a of attempts) perWindow.set(windowOf(a), (perWindow.get(windowOf(a)) ?? 0) + 1)
  // Steady state: the windows strictly between the first and the last, which the crawl spanned whole. Each could
  // admit `limit` requests; the fraction is how many of those the crawl actually used (at most 1 by construction).
  const first = Math.min(...attempts.map(windowOf))
  const last = Math.max(...attempts.map(windowOf))
  const middle = Math.max(0, last - first - 1)
  const usedInMiddle = ok.filter((a) => windowOf(a) > first && windowOf(a) < last).length
  return {
    rows,
    attempts: attempts.length,
    ok: ok.length,
    tooMany: attempts.filter((a) => a.status === 429).length,
    seconds: (ended - started) / 1000,
    fraction: middle === 0 ? Number.NaN : usedInMiddle / (middle * limit),
    busiestWindow: Math.max(...perWindow.values()),
  }
}

async function appCrawl(base: string, key: string, crawlers: number): Promise<CrawlFigures> {
  const attempts: Attempt[] = []
  const client = createApiClient({
    baseUrl: base,
    keyId: `bench-${randomBytes(4).toString('hex')}`,
    getKey: async () => key,
    onEvent: (e) => {
      if (e.type === 'request') attempts.push({ at: e.entry.at, status: e.entry.status })
    },
  })
  const started = Date.now()
  const counts = await Promise.all(
    partitions(crawlers).map(async (category) => {
      let rows = 0
      for await (const { page } of paginateBridges(client, {
        limit: PAGE,
        ...(category ? { category } : {}),
      })) {
        rows += page.length
      }
      return rows
    }),
  )
  const ended = Date.now()
  client.dispose()
  return figures(
    attempts,
    counts.reduce((a, b) => a + b, 0),
    started,
    ended,
  )
}

async function naiveCrawl(base: string, key: string, crawlers: number): Promise<CrawlFigures> {
  const attempts: Attempt[] = []
  const started = Date.now()
  const counts = await Promise.all(
    partitions(crawlers).map(async (category) => {
      let rows = 0
      let cursor: string | null = null
      for (;;) {
        const params = new URLSearchParams({ limit: String(PAGE) })
        if (category) params.set('category', category)
        if (cursor) params.set('cursor', cursor)
        attempts.push({ at: Date.now(), status: null })
        const entry = attempts[attempts.length - 1] as Attempt
        const res = await fetch(`${base}/bridges?${params}`, { headers: { authorization: `Bearer ${key}` } })
        entry.status = res.status
        if (res.status === 429) {
          await res.arrayBuffer()
          const wait = Number(res.headers.get('retry-after') ?? '1') * 1000 + Math.random() * 100
          await new Promise((r) => setTimeout(r, wait))
          continue
        }
        if (res.status !== 200) throw new Error(`naive crawl got ${res.status}`)
        const body = (await res.json()) as { data: unknown[]; has_more: boolean; next_cursor: string | null }
        rows += body.data.length
        if (!body.has_more) break
        cursor = body.next_cursor
      }
      return rows
    }),
  )
  return figures(
    attempts,
    counts.reduce((a, b) => a + b, 0),
    started,
    Date.now(),
  )
}

/** One crawl of everything, or several concurrent crawls that split the data by category. */
function partitions(crawlers: number): (string | null)[] {
  if (crawlers === 1) return [null]
  return REFERENCE_CATEGORIES.slice(0, crawlers)
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const makeKey = () => 'bxk_' + Array.from(randomBytes(32), (b) => alphabet[b % alphabet.length]).join('')
const keys = [makeKey(), makeKey(), makeKey(), makeKey()]
const dir = mkdtempSync(join(tmpdir(), 'bench-throttle-'))
const keysFile = join(dir, 'keys.json')
writeFileSync(
  keysFile,
  JSON.stringify({
    accounts: keys.map((_, i) => ({ username: `bench${i}`, api_access: 'approved' })),
    keys: keys.map((key, i) => ({
      key,
      owner: `bench${i}`,
      scopes: ['read:public'],
      status: 'active',
      expires_at: null,
    })),
  }),
)
let service: Child | null = null
try {
  const started = await spawnUntilLine(
    process.execPath,
    [
      'electron/service/cli.ts',
      ...['--port', '0', '--keys', keysFile, '--bridges', String(bridges)],
      ...['--rate-limit', String(limit), '--window-ms', String(windowMs)],
    ],
    'Service ready at ',
  )
  service = started.child
  const base = started.rest

  console.log(`# bench:throttle — ${new Date().toISOString()}`)
  console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), node ${process.version}`)
  console.log(`service: ${bridges} bridges, ${limit} requests per ${windowMs} ms window, pages of ${PAGE}`)
  console.log('')
  console.log(
    '| client | crawlers | rows | requests (200 / all) | 429s | seconds | fraction of allowed rate | busiest window |',
  )
  console.log('|---|---|---|---|---|---|---|---|')
  const runs: [string, number, (b: string, k: string, c: number) => Promise<CrawlFigures>][] = [
    ['app client', 1, appCrawl],
    ['naive client', 1, naiveCrawl],
    ['app client', 4, appCrawl],
    ['naive client', 4, naiveCrawl],
  ]
  const problems: string[] = []
  for (const [i, [name, crawlers, crawl]] of runs.entries()) {
    const f = await crawl(base, keys[i] as string, crawlers)
    console.log(
      `| ${name} | ${crawlers} | ${f.rows} | ${f.ok} / ${f.attempts} | ${f.tooMany} | ${f.seconds.toFixed(1)} | ${f.fraction.toFixed(3)} | ${f.busiestWindow} of ${limit} |`,
    )
    if (name === 'app client') {
      if (f.tooMany > 0)
        problems.push(`app client with ${crawlers} crawler(s) received ${f.tooMany} 429s (goal: 0)`)
      if (f.fraction < 0.95)
        problems.push(
          `app client with ${crawlers} crawler(s) reached ${f.fraction.toFixed(3)} (goal: ≥ 0.95)`,
        )
      if (f.busiestWindow > limit)
        problems.push(`app client sent ${f.busiestWindow} requests in one window (limit ${limit})`)
    }
    if (crawlers === 1 && f.rows !== bridges)
      problems.push(`${name} crawled ${f.rows} rows, the service holds ${bridges}`)
  }
  problems.push(...(await outageScenarios()))
  console.log(problems.length === 0 ? '\nall goals met' : `\ngoals missed:\n${problems.join('\n')}`)
} finally {
  await service?.stop()
  rmSync(dir, { recursive: true, force: true })
}
