/**
 * HOUSE_STYLE.md, "The shape of the house": a domain's channels and DTOs are in one file of shared/ipc/, and
 * shared/ipc/contract.ts only combines them. So every channel of the combined contract comes from exactly one
 * domain file, a domain file leans on no other domain's file (only on the common one and the validators), and
 * the old catch-all dto.ts stays gone.
 */
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { test } from 'node:test'
import { eventChannels, invokeChannels } from '../../../shared/ipc/contract.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const IPC = join(ROOT, 'shared/ipc')

/** The files of shared/ipc/ that are not a domain: the combination, what every domain builds on, the validators. */
const NOT_DOMAINS = new Set(['contract.ts', 'common.ts', 'validate.ts', 'error-kinds.ts'])
/** What a domain file may import from shared/ipc/. */
const DOMAIN_MAY_IMPORT = new Set(['common.ts', 'validate.ts', 'error-kinds.ts'])

const domainFiles = readdirSync(IPC)
  .filter((name) => name.endsWith('.ts') && !NOT_DOMAINS.has(name))
  .sort()

type ChannelSpec = { method: string; request: unknown }

const isChannelTable = (x: unknown): x is Record<string, ChannelSpec> =>
  typeof x === 'object' &&
  x !== null &&
  !Array.isArray(x) &&
  Object.keys(x).length > 0 &&
  Object.values(x).every(
    (v: unknown) =>
      typeof v === 'object' &&
      v !== null &&
      typeof (v as ChannelSpec).method === 'string' &&
      typeof (v as ChannelSpec).request === 'function',
  )

const isEventList = (x: unknown): x is readonly string[] =>
  Array.isArray(x) && x.length > 0 && x.every((e) => typeof e === 'string' && /^[a-z-]+:did-/.test(e))

/** Each domain file's channel tables and event lists, as its module exports them. */
async function domainExports(): Promise<
  { file: string; channels: Record<string, ChannelSpec>; events: readonly string[] }[]
> {
  const out = []
  for (const file of domainFiles) {
    const mod = (await import(pathToFileURL(join(IPC, file)).href)) as Record<string, unknown>
    const channels: Record<string, ChannelSpec> = {}
    const events: string[] = []
    for (const value of Object.values(mod)) {
      if (isChannelTable(value)) Object.assign(channels, value)
      else if (isEventList(value)) events.push(...value)
    }
    out.push({ file, channels, events })
  }
  return out
}

/** The shared/ipc/ files a source file imports (relative imports that land in shared/ipc/), by file name. */
function ipcImportsOf(file: string): string[] {
  const text = readFileSync(join(IPC, file), 'utf8')
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map(
    (m) => m[1],
  )
  return specifiers
    .filter((s): s is string => s !== undefined && s.startsWith('.'))
    .map((s) => posix.normalize(posix.join('shared/ipc', s)))
    .filter((p) => posix.dirname(p) === 'shared/ipc')
    .map((p) => posix.basename(p))
}

test('shared/ipc/ has domain files, each declaring channels or events', async () => {
  assert.ok(domainFiles.length >= 10, `expected the domain files, found ${domainFiles.join(', ')}`)
  for (const { file, channels, events } of await domainExports()) {
    assert.ok(
      Object.keys(channels).length + events.length > 0,
      `${file} is neither a domain (no channel table, no event list) nor listed in NOT_DOMAINS`,
    )
  }
})

test('every invoke channel of the contract comes from exactly one domain file, as that file declares it', async () => {
  const domains = await domainExports()
  for (const [channel, spec] of Object.entries(invokeChannels)) {
    const owners = domains.filter((d) => Object.hasOwn(d.channels, channel))
    assert.deepEqual(
      owners.length,
      1,
      `${channel} is declared by ${owners.length === 0 ? 'no domain file' : owners.map((d) => d.file).join(' and ')}`,
    )
    assert.equal(
      owners[0]?.channels[channel],
      spec,
      `${channel} in contract.ts is not ${owners[0]?.file}'s entry`,
    )
  }
})

test('every channel a domain file declares is combined into the contract (no domain left out)', async () => {
  for (const { file, channels, events } of await domainExports()) {
    for (const channel of Object.keys(channels)) {
      assert.ok(
        Object.hasOwn(invokeChannels, channel),
        `${file} declares ${channel}, missing from contract.ts`,
      )
    }
    for (const event of events) {
      assert.ok(
        (eventChannels as readonly string[]).includes(event),
        `${file} declares ${event}, missing from contract.ts`,
      )
    }
  }
})

test('every event channel of the contract comes from exactly one domain file', async () => {
  const domains = await domainExports()
  for (const event of eventChannels) {
    const owners = domains.filter((d) => d.events.includes(event)).map((d) => d.file)
    assert.equal(owners.length, 1, `${event} is declared by ${owners.join(' and ') || 'no domain file'}`)
  }
  assert.equal(new Set(eventChannels).size, eventChannels.length)
})

test("no domain file imports another domain's file: within shared/ipc/ only common.ts and the validators", () => {
  for (const file of [...domainFiles, 'common.ts']) {
    for (const imported of ipcImportsOf(file)) {
      assert.ok(
        DOMAIN_MAY_IMPORT.has(imported) && imported !== file,
        `shared/ipc/${file} imports shared/ipc/${imported}; a domain may import only ${[...DOMAIN_MAY_IMPORT].join(', ')}`,
      )
    }
  }
})

test('the catch-all shared/ipc/dto.ts is gone (each domain edits its own file)', () => {
  assert.equal(existsSync(join(IPC, 'dto.ts')), false)
})
