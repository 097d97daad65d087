/**
 * `npm run soak [-- --minutes N]`: the preview against a live reference service (bridges published and passed
 * all the time) with stats polling every 10 s, while a browser scrolls and walks every view in a loop. Samples
 * main-process RSS and renderer heap and DOM size every ~10 s and reports start, end, max and growth per hour.
 * The figures are judged, not asserted: exit 0 with the report (2 when the run could not start).
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import type { CDPSession } from 'playwright-core'
import { startReferenceService } from '../../electron/service/index.ts'
import { ensureSecretService } from '../support/secret-service.ts'
import { numberOption } from '../chaos/lib/args.ts'
import { launchBrowser } from '../chaos/lib/browser.ts'
import { ExplorerDriver } from '../chaos/lib/explorer-driver.ts'
import { rssBytes, startPreview } from '../chaos/lib/preview-process.ts'
import { artifactsDir, keysFileFor, makeKey, markdownTable, scanMainLog } from '../chaos/lib/run-env.ts'
import { connectInspector } from './lib/inspector.ts'
import { summarize, type Point } from './lib/trend.ts'

const SAMPLE_EVERY_MS = 10_000
const POLL_INTERVAL_MS = 10_000
const MB = 1024 * 1024

interface Sample {
  t: number
  mainRss: number
  mainHeap: number
  jsHeap: number
  domNodes: number
}

async function rendererMetrics(cdp: CDPSession): Promise<{ jsHeap: number; domNodes: number }> {
  // Collect garbage first so the figure is what the page retains, not what it has not freed yet.
  await cdp.send('HeapProfiler.collectGarbage')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const get = (name: string): number => metrics.find((m) => m.name === name)?.value ?? Number.NaN
  return { jsHeap: get('JSHeapUsedSize'), domNodes: get('Nodes') }
}

type Visit = (driver: ExplorerDriver, round: number) => Promise<unknown>
const VIEWS: [string, Visit][] = [
  ['bridges: page far', (d, n) => d.bridges().then(() => d.pageFar(n % 3 === 0 ? 20 : 6))],
  ['bridge detail', (d, n) => d.openBridge(n % 9)],
  ['profile', (d) => d.openSuggestor()],
  [
    'bridges: search',
    (d, n) => d.bridges({ q: ['river', 'market', 'school', 'park', 'solar'][n % 5] ?? '' }),
  ],
  ['lookup', (d) => d.visit('Lookup')],
  ['stats', (d) => d.visit('Stats')],
  ['rate limit', (d) => d.visit('Rate limit')],
  ['keys', (d) => d.visit('Keys')],
  ['developer', (d) => d.visit('Developer')],
]

async function main(): Promise<number> {
  const minutes = numberOption(process.argv.slice(2), 'minutes', 30)
  const durationMs = minutes * 60_000
  const cleanup: (() => Promise<unknown>)[] = []
  try {
    const art = await artifactsDir('soak')
    const secrets = await ensureSecretService()
    cleanup.push(() => secrets.stop())
    const key = makeKey()
    const svc = await startReferenceService({
      port: 0,
      bridges: 3000,
      live: { intervalMs: 2000 },
      rateLimit: 60,
      windowMs: 5000,
      keys: keysFileFor('soak_owner', key),
    })
    cleanup.push(() => svc.stop())
    const preview = await startPreview({
      userDataDir: art.userDataDir,
      env: secrets.env,
      extraArgs: ['--service-url', svc.baseUrl, '--poll-interval-ms', String(POLL_INTERVAL_MS)],
      nodeArgs: ['--inspect=127.0.0.1:0'],
    })
    cleanup.push(() => preview.stop())
    const inspectorUrl = preview.inspectorUrl()
    const inspector = inspectorUrl === null ? null : await connectInspector(inspectorUrl)
    if (inspector) cleanup.push(async () => inspector.close())
    const added = await preview.call<{ key: { id: string } }>('keys:add', {
      key,
      serviceUrl: svc.baseUrl,
      label: 'soak key',
    })
    await preview.call('keys:set-active', { id: added.key.id })
    const browser = await launchBrowser()
    cleanup.push(() => browser.close())
    const driver = new ExplorerDriver(browser.page, 30_000)
    await driver.open(preview.url)
    const cdp = await browser.page.context().newCDPSession(browser.page)
    await cdp.send('Performance.enable')

    const start = Date.now()
    const deadline = start + durationMs
    const samples: Sample[] = []
    const sample = async (): Promise<void> => {
      const rss = await rssBytes(preview.pid)
      const heap = inspector ? await inspector.heapUsedAfterGc() : Number.NaN
      const r = await rendererMetrics(cdp)
      samples.push({ t: (Date.now() - start) / 1000, mainRss: rss ?? Number.NaN, mainHeap: heap, ...r })
    }
    let stopped = false
    const sampler = (async () => {
      while (!stopped) {
        await sample().catch((e: unknown) => process.stderr.write(`sample failed: ${String(e)}\n`))
        const next = start + samples.length * SAMPLE_EVERY_MS
        if (next > deadline) break
        await delay(Math.max(0, next - Date.now()))
      }
    })()

    let visits = 0
    let rounds = 0
    const failures = new Map<string, number>()
    while (Date.now() < deadline) {
      rounds++
      for (const [name, visit] of VIEWS) {
        if (Date.now() >= deadline) break
        try {
          await visit(driver, rounds)
          visits++
        } catch (e) {
          failures.set(name, (failures.get(name) ?? 0) + 1)
          process.stderr.write(
            `soak: ${name} failed: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}\n`,
          )
          await driver.retryVisible()
        }
      }
    }
    stopped = true
    await sampler
    await sample()

    const log = scanMainLog(preview.stderr())
    const tally = svc.control.tally()[key]?.byOutcome ?? {}
    const text = report({
      minutes,
      samples,
      visits,
      rounds,
      failures,
      log,
      alive: preview.alive(),
      tally,
      published: svc.data.stats().bridges,
    })
    await writeFile(join(art.dir, 'report.md'), text)
    await writeFile(
      join(art.dir, 'samples.csv'),
      [
        't_s,main_rss_bytes,main_heap_bytes,renderer_js_heap_bytes,dom_nodes',
        ...samples.map((s) => `${s.t},${s.mainRss},${s.mainHeap},${s.jsHeap},${s.domNodes}`),
      ].join('\n'),
    )
    process.stdout.write(`${text}\n\nArtifacts: ${art.dir}\n`)
    return 0
  } finally {
    for (const fn of cleanup.reverse())
      await fn().catch((e: unknown) => process.stderr.write(`cleanup: ${String(e)}\n`))
  }
}

function report(r: {
  minutes: number
  samples: Sample[]
  visits: number
  rounds: number
  failures: Map<string, number>
  log: { unhandled: string[]; internal: string[] }
  alive: boolean
  tally: Record<string, number>
  published: number
}): string {
  const row = (
    name: string,
    pick: (s: Sample) => number,
    unit: number,
    unitName: string,
  ): (string | number)[] => {
    const points: Point[] = r.samples
      .map((s) => ({ t: s.t, v: pick(s) / unit }))
      .filter((p) => Number.isFinite(p.v))
    const s = summarize(points)
    const f = (v: number): string => v.toFixed(unit === 1 ? 0 : 1)
    if (!s) return [name, 'n/a', 'n/a', 'n/a', 'n/a']
    return [
      `${name} (${unitName})`,
      f(s.start),
      f(s.end),
      f(s.max),
      s.perHour === null ? 'n/a' : `${s.perHour >= 0 ? '+' : ''}${f(s.perHour)}`,
    ]
  }
  const failed = [...r.failures].map(([k, v]) => `${k} ×${v}`).join(', ') || 'none'
  return [
    `## Soak run (${r.minutes} min, ${r.samples.length} samples)`,
    '',
    markdownTable(
      ['Measure', 'Start', 'End', 'Max', 'Growth per hour (fit over 2nd half)'],
      [
        row('main process RSS', (s) => s.mainRss, MB, 'MB'),
        row('main process V8 heap used, after GC', (s) => s.mainHeap, MB, 'MB'),
        row('renderer JS heap used, after GC', (s) => s.jsHeap, MB, 'MB'),
        row('renderer DOM nodes', (s) => s.domNodes, 1, 'count'),
      ],
    ),
    '',
    `Goal: bounded. Memory should level off once the caches are full (TanStack maxPages 400 pages of 50 rows per list, request log 500 entries, search cache 256 filters); growth that continues in the second half of a long run is a leak.`,
    '',
    markdownTable(
      ['Activity', 'Value'],
      [
        ['view visits / rounds over all 9 views', `${r.visits} / ${r.rounds}`],
        ['failed visits', failed],
        [
          'API answers to the key, by outcome',
          Object.entries(r.tally)
            .sort()
            .map(([k, v]) => `${k} ${v}`)
            .join(', ') || 'none',
        ],
        ['bridges published at the end (live mode)', r.published],
        [
          'main: unhandled errors / internal errors in stderr',
          `${r.log.unhandled.length} / ${r.log.internal.length}`,
        ],
        ['main: process alive at the end', r.alive ? 'yes' : 'NO'],
      ],
    ),
  ].join('\n')
}

process.on('unhandledRejection', (e) =>
  process.stderr.write(`soak script: unhandled rejection: ${String(e)}\n`),
)
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `soak run could not complete: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    )
    process.exit(2)
  },
)
