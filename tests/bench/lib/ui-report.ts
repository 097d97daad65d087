/** The UI benchmark's printed report: machine header and a markdown table of figures against goals. */
import { availableParallelism, cpus, loadavg } from 'node:os'

/** One row of the table. `met` is null for figures that only inform. */
export interface ReportRow {
  measure: string
  result: string
  goal: string
  met: boolean | null
}

/** Median of a non-empty list (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/** Milliseconds, rounded, with a unit. */
export function ms(value: number): string {
  return `${Math.round(value)} ms`
}

/** The header lines: machine, versions, date, and the load average at start and end (others share the machine). */
export function machineLines(
  chromiumVersion: string,
  viewport: { width: number; height: number },
  loadAtStart: readonly number[],
): string[] {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU'
  const load = (l: readonly number[]): string => l.map((n) => n.toFixed(1)).join(' / ')
  return [
    `Machine: ${availableParallelism()} cores, ${cpu}`,
    `Node ${process.version}, Chromium ${chromiumVersion} (headless, /usr/bin/chromium), viewport ${viewport.width}x${viewport.height}`,
    `Date: ${new Date().toISOString()}`,
    `Load average (1 / 5 / 15 min): ${load(loadAtStart)} at start, ${load(loadavg())} at end; other work on the machine makes figures noisy`,
  ]
}

/** A markdown table with a "met" column (yes / NO / blank). */
export function table(rows: readonly ReportRow[]): string {
  const lines = ['| Measure | Result | Goal | Met |', '| --- | --- | --- | --- |']
  for (const r of rows) {
    const met = r.met === null ? '' : r.met ? 'yes' : 'NO'
    lines.push(`| ${r.measure} | ${r.result} | ${r.goal} | ${met} |`)
  }
  return lines.join('\n')
}
