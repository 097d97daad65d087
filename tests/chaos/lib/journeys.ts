/** The chaos run's journeys: browse, search, page far, detail, profile, export; each step retried once. */
import type { ReferenceService } from '../../../electron/service/index.ts'
import { compareIds, exportedIds, type ExplorerDriver } from './explorer-driver.ts'

/** One verified export: its filter and how the file compares with the service's rows. */
export interface ExportCheck extends ReturnType<typeof compareIds> {
  filter: string
}

/** What the journey loop did. */
export interface JourneyStats {
  started: number
  completed: number
  /** Journeys cut off by the end of the run (neither completed nor failed). */
  cutOff: number
  failures: { journey: number; step: string; error: string }[]
  exports: ExportCheck[]
}

const EXPORT_TIMEOUT_MS = 120_000

function searchWords(svc: ReferenceService): string[] {
  const words = new Set<string>()
  for (const b of svc.data.published().slice(0, 300))
    for (const w of b.title.split(/\s+/)) if (/^[a-z]{5,}$/i.test(w)) words.add(w.toLowerCase())
  return [...words]
}

async function verifyExport(svc: ReferenceService, category: string, file: string): Promise<ExportCheck> {
  const expected = svc.data
    .published()
    .filter((b) => category === '' || b.category.toLowerCase() === category)
    .map((b) => b.id)
  return {
    filter: category === '' ? 'all bridges' : `category=${category}`,
    ...compareIds(await exportedIds(file), expected),
  }
}

/** Runs journeys until `deadline` (epoch ms); a step that fails is retried once after pressing "Try again". */
export async function runJourneys(
  driver: ExplorerDriver,
  svc: ReferenceService,
  deadline: number,
): Promise<JourneyStats> {
  const stats: JourneyStats = { started: 0, completed: 0, cutOff: 0, failures: [], exports: [] }
  const words = searchWords(svc)
  const categories = svc.data.categories
  while (Date.now() < deadline) {
    const n = ++stats.started
    const word = words[n % Math.max(1, words.length)] ?? 'bridge'
    const category = n % 4 === 0 ? '' : (categories[n % categories.length] ?? '')
    const steps: [string, () => Promise<unknown>][] = [
      ['browse', () => driver.bridges()],
      ['search', () => driver.bridges({ q: word })],
      ['page far', () => driver.bridges().then(() => driver.pageFar(n % 2 === 1 ? 8 : 4))],
      ['open detail', () => driver.openBridge(n % 7)],
      ['open profile', () => driver.openSuggestor()],
      [
        // Both formats, in turn: a JSON file must hold exactly the same rows as a CSV one.
        `export all matching (${n % 2 === 0 ? 'JSON' : 'CSV'})`,
        async () => {
          await driver.bridges({ category })
          const saved = await driver.exportAs(n % 2 === 0 ? 'json' : 'csv', EXPORT_TIMEOUT_MS)
          stats.exports.push(await verifyExport(svc, category, saved.file))
        },
      ],
    ]
    let ok = true
    for (const [name, run] of steps) {
      if (Date.now() >= deadline) {
        ok = false
        stats.cutOff++
        break
      }
      const error = await attempt(driver, run)
      if (error !== null) {
        ok = false
        stats.failures.push({ journey: n, step: name, error })
        break
      }
    }
    if (ok) stats.completed++
  }
  return stats
}

async function attempt(driver: ExplorerDriver, run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run()
    return null
  } catch {
    await driver.retryVisible()
  }
  try {
    await run()
    return null
  } catch (e) {
    return (e instanceof Error ? e.message : String(e)).split('\n')[0]?.slice(0, 200) ?? 'error'
  }
}
