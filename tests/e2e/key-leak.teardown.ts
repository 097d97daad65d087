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
import { REDACTED } from '../../shared/keys/secret-scan.ts'
import { SECRET_REQUEST_FIELDS } from '../support/ipc-redaction.ts'
import type { TrafficRecord } from './support/artifacts.ts'
import { RUN_DIR, SECRETS_FILE } from './support/preview-process.ts'

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
  /**
   * Requests that carry a key the user typed (keys:add and the like), recorded with it redacted by the harness
   * (tests/support/ipc-redaction.ts): proof their bodies were recorded, and scanned like every other.
   */
  redacted: number
}

/** Scans ipc.jsonl record by record, so a hit names the line and field. */
function scanTraffic(text: string, index: LeakIndex, source: string): TrafficScan {
  const out: TrafficScan = { hits: [], redacted: 0 }
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
    out.hits.push(...scanText(record.request ?? '', index, `${at} (${record.channel} request)`))
    if (record.channel in SECRET_REQUEST_FIELDS && (record.request ?? '').includes(REDACTED)) out.redacted++
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
  let redacted = 0
  for (const file of await filesUnder(RUN_DIR)) {
    if (file === SECRETS_FILE) continue
    const name = relative(RUN_DIR, file)
    scanned++
    if (name.endsWith('ipc.jsonl')) {
      const text = await readFile(file, 'utf8')
      const traffic = scanTraffic(text, index, name)
      hits.push(...traffic.hits)
      redacted += traffic.redacted
      trafficFiles++
      keyAddRequests += (text.match(/"channel":"keys:(add|rotate)"/g) ?? []).length
    } else {
      // Binary-safe: SQLite files, keychain-adjacent metadata, Crashpad dumps are read as bytes.
      hits.push(...scanBytes(await readFile(file), index, name))
    }
  }

  expect(scanned, `nothing to scan under ${RUN_DIR}`).toBeGreaterThan(0)
  // The check of the check: keys typed in the UI travel in keys:add bodies, recorded with the key redacted; and the
  // index made of this run's keys finds one of them in a record, as it would anywhere else.
  if (keyAddRequests > 0)
    expect(redacted, 'keys:add bodies were recorded but none shows its key redacted').toBeGreaterThan(0)
  const probe = JSON.stringify({
    type: 'ipc',
    channel: 'keys:add',
    request: JSON.stringify({ key: secrets[0] }),
  })
  expect(scanText(probe, index, 'probe'), 'the scan misses a key of this run in a record').not.toEqual([])
  test.info().annotations.push({
    type: 'leak scan',
    description: `${secrets.length} secrets, ${scanned} files (${trafficFiles} IPC recordings), ${redacted} key transfers recorded redacted and scanned`,
  })
  expect(hits, `key material found (masked):\n${formatHits(hits)}`).toEqual([])
})
