/**
 * bench:catalogue (d), `--only changes`: the change history at 100,000 bridges. The rows are loaded straight into a
 * catalogue file (lib/catalogue-load.ts: no history), then each week of refreshes goes through the app's own write
 * path (CatalogueWriter.writePage, so the triggers record what it changes): 1 % new bridges, 5 % of the live ones
 * changed (passes; one in ten also its score, one in a hundred its title, one in two hundred its category) and
 * 0.5 % gone, read in one full walk whose unseen rows are marked gone. Then the history's size on disk per week
 * (its table and two indexes, from SQLite's dbstat) and the time of the change set between the week's two ends,
 * as "What changed" asks it (counts per category, and every row of the set). Goal: the set ≤ 3 s.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BridgeSummary } from '../../../shared/api/types.ts'
import { REFERENCE_CATEGORIES } from '../../../shared/api/categories.ts'
import { changeSet, changeSummary } from '../../../electron/core/catalogue/catalogue-change-set.ts'
import { loadedCatalogue, syntheticRows } from './catalogue-load.ts'

const WEEK_MS = 7 * 86_400_000
/** The goal for one change set (docs/catalogue-changes.md). */
const GOAL_MS = 3000

/** One week of the catalogue's refreshes: what the service says at the week's full walk. */
function weekOf(live: BridgeSummary[], week: number, at: number): BridgeSummary[] {
  const added = Array.from({ length: Math.ceil(live.length / 100) }, (_, i) => ({
    ...(live[i % live.length] as BridgeSummary),
    id: `br_w${week}n${i}`,
    slug: `new-${week}-${i}`,
    published_at: new Date(at + i * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  }))
  const kept = live.filter((_, i) => (i + week * 7) % 200 !== 0)
  const changed = kept.map((b, i) => {
    if (i % 20 !== week % 20) return b
    const category = REFERENCE_CATEGORIES[(i + week) % REFERENCE_CATEGORIES.length] ?? b.category
    return {
      ...b,
      passes: b.passes + 1 + (i % 7),
      ...(i % 10 === 0 ? { score: (b.score + 1) % 101 } : {}),
      ...(i % 100 === 0 ? { title: `${b.title} (week ${week})` } : {}),
      ...(i % 200 === 0 ? { category } : {}),
    }
  })
  return [...added, ...changed]
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

/** Runs part (d); returns its lines (a Markdown section) and any figure off its goal. */
export function changesBench(
  rowCount: number,
  weeks: number,
  runs: number,
): { lines: string[]; problems: string[] } {
  const lines: string[] = []
  const problems: string[] = []
  const dir = mkdtempSync(join(tmpdir(), 'bench-catalogue-changes-'))
  try {
    const { db, writer, service } = loadedCatalogue(dir, rowCount)
    const st = (sql: string): ReturnType<typeof db.prepare> => db.prepare(sql)
    const historyBytes = (): number =>
      Number(
        st(
          `SELECT coalesce(sum(pgsize), 0) AS b FROM dbstat
           WHERE name IN ('bridge_changes', 'bridge_changes_by_time', 'bridge_changes_by_bridge')`,
        ).get()?.['b'] ?? 0,
      )
    const historyRows = (): number => Number(st('SELECT count(*) AS n FROM bridge_changes').get()?.['n'] ?? 0)
    let live = syntheticRows(rowCount)
    const start = Date.parse('2026-01-05T00:00:00Z')
    lines.push(
      `## (d) the change history at ${rowCount.toLocaleString('en-US')} bridges, ${weeks} weeks of refreshes`,
    )
    lines.push('')
    lines.push(
      '| week | walk (s) | history rows added | history MB after | set: added / removed / changed | summary p50 / max (ms) | rows p50 / max (ms) |',
    )
    lines.push('|---|---|---|---|---|---|---|')
    for (let w = 1; w <= weeks; w++) {
      const at = start + w * WEEK_MS
      live = weekOf(live, w, at)
      const [rowsBefore] = [historyRows()]
      const t0 = performance.now()
      const { walkId } = writer.startWalk(service, at)
      for (let p = 0; p * 100 < live.length; p++)
        writer.writePage(service, live.slice(p * 100, p * 100 + 100), {
          walkId,
          now: at + p * 60_000,
          maxRows: rowCount * 2,
        })
      writer.finishWalk(service, walkId, at + WEEK_MS - 60_000)
      const walkSeconds = (performance.now() - t0) / 1000
      const q = { from: at, to: at + WEEK_MS - 1 }
      const summaries: number[] = []
      const sets: number[] = []
      let summary = changeSummary(st, service, q)
      for (let r = 0; r < runs; r++) {
        let t = performance.now()
        summary = changeSummary(st, service, q)
        summaries.push(performance.now() - t)
        t = performance.now()
        changeSet(st, service, q)
        sets.push(performance.now() - t)
      }
      const { added, removed, changed } = summary.totals
      lines.push(
        `| ${w} | ${walkSeconds.toFixed(1)} | ${(historyRows() - rowsBefore).toLocaleString('en-US')} | ${(historyBytes() / 1e6).toFixed(1)} | ${added} / ${removed} / ${changed} | ${median(summaries).toFixed(0)} / ${Math.max(...summaries).toFixed(0)} | ${median(sets).toFixed(0)} / ${Math.max(...sets).toFixed(0)} |`,
      )
      if (Math.max(...summaries, ...sets) > GOAL_MS)
        problems.push(`the change set of week ${w} took over ${GOAL_MS} ms`)
      if (changed < rowCount * 0.04)
        problems.push(`week ${w}'s set holds ${changed} changed bridges, not ~5 %`)
    }
    const perRow = historyBytes() / Math.max(1, historyRows())
    lines.push('')
    lines.push(
      `History: ${historyRows().toLocaleString('en-US')} rows, ${(historyBytes() / 1e6).toFixed(1)} MB (${perRow.toFixed(0)} bytes a row with its indexes).`,
    )
    lines.push('')
    db.close()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  return { lines, problems }
}
