// The key-leak scan: after every other e2e test of the run, no API key the run used, nor any 8-character
// fragment of one, may appear in anything the app wrote or showed. It is a Playwright teardown project (see
// playwright.config.ts) so it runs last and runs even when tests failed, which is when a leak is likeliest.
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { expect, test } from '@playwright/test'
import {
  buildLeakIndex,
  formatHits,
  scanBytes,
  scanText,
  type LeakHit,
  type LeakIndex,
} from '../support/leak-scan.ts'
import type { TrafficRecord } from './support/artifacts.ts'
import { RUN_DIR, SECRETS_FILE } from './support/preview-process.ts'

// These requests carry the key the user typed from the renderer to main: that is how a key is checked and saved.
// Their request bodies are the one place a key may appear; their responses are still scanned.
const CARRIES_KEY_BY_DESIGN = new Set([
  'keys:test',
  'keys:add',
  'keys:rotate',
  'keys:add-session-only',
  'keys:restore-secret',
])

async function readSecrets(): Promise<string[]> {
  const text = await readFile(SECRETS_FILE, 'utf8').catch(() => '')
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { key: string }).key)
}

/** Every regular file under `dir`, recursively (user data, logs, crash dumps, DOM and storage dumps). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

interface TrafficScan {
  hits: LeakHit[]
  /** Hits inside keys:test / keys:add / keys:rotate request bodies: expected, and proof the scan sees the traffic. */
  byDesign: number
}

/** Scans ipc.jsonl record by record, so a hit names the line and field and the by-design bodies can be set aside. */
function scanTraffic(text: string, index: LeakIndex, source: string): TrafficScan {
  const out: TrafficScan = { hits: [], byDesign: 0 }
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return
    let record: TrafficRecord
    try {
      record = JSON.parse(line) as TrafficRecord
    } catch {
      // Not a record (a torn write): scan the line as it is, so nothing escapes.
      out.hits.push(...scanText(line, index, `${source} line ${i + 1}`))
      return
    }
    const at = `${source} line ${i + 1}`
    if (record.type === 'events') {
      out.hits.push(...scanText(record.text, index, `${at} (events)`))
      return
    }
    out.hits.push(...scanText(record.channel, index, `${at} (channel)`))
    out.hits.push(...scanText(record.response ?? '', index, `${at} (${record.channel} response)`))
    const requestHits = scanText(record.request ?? '', index, `${at} (${record.channel} request)`)
    if (CARRIES_KEY_BY_DESIGN.has(record.channel)) out.byDesign += requestHits.length
    else out.hits.push(...requestHits)
  })
  return out
}

test('no API key, nor 8 characters of one, appears in any artifact of the run', async () => {
  test.setTimeout(120_000)
  const secrets = await readSecrets()
  test.skip(secrets.length === 0, `no test of this run registered an API key (${SECRETS_FILE} is empty)`)
  const index = buildLeakIndex(secrets)

  const hits: LeakHit[] = []
  let scanned = 0
  let trafficFiles = 0
  let keyAddRequests = 0
  let byDesign = 0
  for (const file of await filesUnder(RUN_DIR)) {
    if (file === SECRETS_FILE) continue
    const name = relative(RUN_DIR, file)
    scanned++
    if (name.endsWith('ipc.jsonl')) {
      const text = await readFile(file, 'utf8')
      const traffic = scanTraffic(text, index, name)
      hits.push(...traffic.hits)
      byDesign += traffic.byDesign
      trafficFiles++
      keyAddRequests += (text.match(/"channel":"keys:(add|rotate)"/g) ?? []).length
    } else {
      // Binary-safe: SQLite files, keychain-adjacent metadata, Crashpad dumps are read as bytes.
      hits.push(...scanBytes(await readFile(file), index, name))
    }
  }

  expect(scanned, `nothing to scan under ${RUN_DIR}`).toBeGreaterThan(0)
  // The check of the check: keys typed in the UI travel in keys:add bodies, so the scan must have seen them.
  if (keyAddRequests > 0)
    expect(byDesign, 'keys:add bodies were recorded but no key was found in them').toBeGreaterThan(0)
  test.info().annotations.push({
    type: 'leak scan',
    description: `${secrets.length} secrets, ${scanned} files (${trafficFiles} IPC recordings), ${byDesign} by-design key transfers set aside`,
  })
  expect(hits, `key material found (masked):\n${formatHits(hits)}`).toEqual([])
})
