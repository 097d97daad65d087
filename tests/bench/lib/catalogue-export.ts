/**
 * bench:catalogue (c): an export of catalogue rows through the app's own path: the catalogue's keyset reader
 * (CatalogueReader.listedAfter, as app/catalogue-wiring.ts hands it to the export) under `catalogueListing` and
 * `runExport` with its CSV writer, checkpoints and rename, to a real file. The wiring's key check (catalogue.read)
 * is the one part left out: it reads no row. Timed beside a baseline of the same run (the same pages read with no
 * file written), with this process's RSS sampled every 10 ms while it runs, for a tenth of the rows (one category)
 * and for all of them: memory that stays flat grows alike for both.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  CATALOGUE_PAGE_SIZE,
  catalogueListing,
  type CatalogueRows,
} from '../../../electron/core/export/catalogue-listing.ts'
import { runExport } from '../../../electron/core/export/export.ts'
import { loadedCatalogue } from './catalogue-load.ts'

const mb = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1)

/** The export goal (the catalogue's issue: 100,000 rows in at most 3 s, with flat memory). */
const GOAL_SECONDS = 3

/** One export's figures. */
interface Run {
  rows: number
  seconds: number
  readSeconds: number
  fileBytes: number
  rss: { before: number; at: number[]; peak: number }
}

/** Runs part (c) over `count` rows; returns its Markdown lines and what is off goal. */
export async function exportBench(count: number): Promise<{ lines: string[]; problems: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-catalogue-export-'))
  const problems: string[] = []
  try {
    const { db, reader, service, loadSeconds } = loadedCatalogue(dir, count)
    const source: CatalogueRows = {
      page: (filters, after, limit) => reader.listedAfter(service, filters, after, limit),
      label: () => ({ complete: true, completedAt: Date.now(), held: count, estimatedTotal: count }),
    }
    const tenth = await once(dir, source, { category: 'health' }, 'tenth')
    const all = await once(dir, source, {}, 'all')
    db.close()
    const lines = [
      `## (c) export of ${count.toLocaleString('en-US')} catalogue rows to CSV (catalogue reader → runExport → file)`,
      '',
      `load: ${loadSeconds.toFixed(1)} s; pages of ${CATALOGUE_PAGE_SIZE} rows, as an export from the catalogue reads them`,
      '',
      '| rows | seconds (goal ≤ 3 s for 100,000) | × the same pages read alone (no file) | file MB | RSS before / at 25 / 50 / 75 / 100 % of the run (MB) | RSS peak − before (MB) |',
      '|---|---|---|---|---|---|',
    ]
    for (const r of [tenth, all])
      lines.push(
        `| ${r.rows} | ${r.seconds.toFixed(2)} | ${(r.seconds / r.readSeconds).toFixed(2)} (read alone ${r.readSeconds.toFixed(2)} s) | ${mb(r.fileBytes)} | ${[r.rss.before, ...r.rss.at].map(mb).join(' / ')} | ${mb(r.rss.peak - r.rss.before)} |`,
      )
    const growth = (r: Run): number => r.rss.peak - r.rss.before
    lines.push(
      '',
      `flat memory (goal): the export of all rows grew RSS by ${mb(growth(all))} MB over its start, of a tenth by ${mb(growth(tenth))} MB (${(all.rows / Math.max(1, tenth.rows)).toFixed(1)} × the rows)`,
      '',
    )
    if (all.rows !== count) problems.push(`export wrote ${all.rows} of ${count} rows`)
    if (count >= 100_000 && all.seconds > GOAL_SECONDS)
      problems.push(`export of ${count} rows: ${all.seconds.toFixed(2)} s over the ${GOAL_SECONDS} s goal`)
    return { lines, problems }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** One export of the rows `filters` narrows to, timed, with RSS sampled; then the same pages read alone. */
async function once(
  dir: string,
  source: CatalogueRows,
  filters: { category?: string },
  name: string,
): Promise<Run> {
  const file = join(dir, `${name}.csv`)
  const before = process.memoryUsage().rss
  const samples: number[] = []
  let peak = before
  const sample = (): void => {
    const rss = process.memoryUsage().rss
    peak = Math.max(peak, rss)
    samples.push(rss)
  }
  const timer = setInterval(sample, 10)
  const t0 = process.hrtime.bigint()
  const result = await runExport({
    client: catalogueListing(source),
    filters: { ...filters, limit: CATALOGUE_PAGE_SIZE },
    format: 'csv',
    file,
    onProgress: sample,
  })
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9
  clearInterval(timer)
  sample()
  const fileBytes = statSync(file).size
  rmSync(file)
  const r0 = process.hrtime.bigint()
  let after: string | null = null
  do after = source.page({ ...filters }, after, CATALOGUE_PAGE_SIZE).next
  while (after !== null)
  const readSeconds = Number(process.hrtime.bigint() - r0) / 1e9
  const at = [0.25, 0.5, 0.75, 1].map(
    (f) => samples[Math.min(samples.length - 1, Math.floor(samples.length * f))] ?? 0,
  )
  return { rows: result.rows, seconds, readSeconds, fileBytes, rss: { before, at, peak } }
}
