/**
 * The request inspector opening a 1 MB body in Chromium: a stored exchange with a 1 MB JSON body is written into
 * the preview's history.sqlite, the Developer view opens it, and every long task (PerformanceObserver) from the
 * click until the tree, then the raw view, is shown is collected.
 */
import { DatabaseSync } from 'node:sqlite'
import { join } from 'node:path'
import {
  addKey,
  Cleanup,
  explainedWait,
  freshPage,
  launchBrowser,
  startPreview,
  startService,
  tempDir,
} from './ui-apps.ts'

/** What one open cost. */
export interface BodyOpenFigures {
  bodyBytes: number
  openMs: number
  rawMs: number
  longTasks: number[]
  /** Long tasks seen for a deliberate 80 ms busy loop (must be ≥ 1 for the figure above to mean anything). */
  observerSaw: number
}

const LONG_TASKS = `
  window.__longTasks = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(e.duration)
  }).observe({ type: 'longtask', buffered: true })
`

/** A JSON array of bridge-like objects, just over 1 MB. */
function megabyteBody(): string {
  const items = []
  for (let i = 0; JSON.stringify(items).length < 1024 * 1024; i++)
    items.push({
      slug: `bridge-${i}-between-two-words`,
      from: 'lantern',
      to: 'harbour',
      score: i % 100,
      tags: ['a', 'b'],
    })
  return JSON.stringify({ data: items, next_cursor: null, has_more: false })
}

/** Runs the measure once. */
export async function measureBodyOpen(): Promise<BodyOpenFigures> {
  const cleanup = new Cleanup()
  try {
    const dir = await tempDir(cleanup, 'bx-bench-body-')
    const service = await startService(cleanup, dir, 50)
    const userData = join(dir, 'user-data')
    const preview = await startPreview(cleanup, userData, ['--service-url', service.baseUrl])
    await addKey(preview, service.key, service.baseUrl)
    const body = megabyteBody()
    const db = new DatabaseSync(join(userData, 'history.sqlite'))
    try {
      const at = Date.now()
      const id = db
        .prepare(
          `INSERT INTO request_exchanges (at_ms, service_url, call_id, attempt, method, path, endpoint, url, status,
             code, duration_ms, key_hint, request_id, rate_json, request_headers, response_headers, retry_json,
             body_bytes, truncated_at) VALUES (?, ?, 'bench', 1, 'GET', '/bridges?limit=100&q=megabyte', '/bridges',
             ?, 200, NULL, 40, 'bxk_…bnch', NULL, NULL, '[]', '[["content-type","application/json"]]', NULL, ?, NULL)`,
        )
        .run(
          at,
          service.baseUrl,
          `${service.baseUrl}/bridges?limit=100&q=megabyte`,
          Buffer.byteLength(body),
        ).lastInsertRowid
      db.prepare('INSERT INTO request_bodies (exchange_id, bytes, body) VALUES (?, ?, ?)').run(
        Number(id),
        Buffer.byteLength(body),
        body,
      )
    } finally {
      db.close()
    }
    const browser = await launchBrowser(cleanup)
    const page = await freshPage(browser, LONG_TASKS)
    await page.goto(preview.url)
    await explainedWait(page, 'the app', () =>
      page.getByRole('navigation').first().waitFor({ timeout: 60_000 }),
    )
    await page.evaluate(`location.hash = '#/developer'`)
    const inspect = page.getByRole('button', { name: /^Inspect: GET \/bridges\?limit=100&q=megabyte/ })
    await explainedWait(page, 'the stored 1 MB row', () => inspect.waitFor({ timeout: 60_000 }))
    await page.evaluate('new Promise((r) => setTimeout(r, 500))')
    await page.evaluate('window.__longTasks = []')
    const t0 = Date.now()
    await inspect.click()
    await page.getByRole('list', { name: 'Body as a tree' }).waitFor({ timeout: 30_000 })
    const openMs = Date.now() - t0
    const t1 = Date.now()
    await page.getByRole('button', { name: 'Raw' }).click()
    await page.getByLabel('Raw body').waitFor({ timeout: 30_000 })
    const rawMs = Date.now() - t1
    await page.evaluate('new Promise((r) => setTimeout(r, 500))')
    const longTasks = (await page.evaluate('window.__longTasks')) as number[]
    // The observer itself is checked: an 80 ms busy loop must be seen as a long task.
    await page.evaluate(
      'window.__longTasks = []; setTimeout(() => { const t = performance.now(); while (performance.now() - t < 80); })',
    )
    await page.evaluate('new Promise((r) => setTimeout(r, 500))')
    const observerSaw = ((await page.evaluate('window.__longTasks')) as number[]).length
    return { bodyBytes: Buffer.byteLength(body), openMs, rawMs, longTasks, observerSaw }
  } finally {
    await cleanup.run()
  }
}
