// The diagnostics file after real use: the core with a real key saved in the real keychain (a private
// gnome-keyring unless one runs), calls to the reference service over real HTTP (some failing), a real SQLite
// request log. The file holds what support asks for, and the key-leak scan (tests/support/leak-scan.ts, the one
// the e2e teardown uses) finds neither the key nor 8 characters of it.
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from 'node:test'
import { buildDiagnostics, DIAGNOSTICS_LOG_LINES } from '../../../electron/core/diagnostics/diagnostics.ts'
import type { ExplorerCore } from '../../../electron/core/app/index.ts'
import { saveDiagnosticsFile } from '../../../electron/diagnostics/diagnostics-file.ts'
import { english } from '../../support/words-in.ts'
import type { ReferenceService } from '../../../electron/service/index.ts'
import { buildLeakIndex, formatHits, scanText } from '../../support/leak-scan.ts'
import { ownerKey, coreOnServiceAroundTests } from '../../support/session-harness.ts'

let svc: ReferenceService
let dir: string
let core: ExplorerCore
let key: string
let keyId = ''

coreOnServiceAroundTests(
  {
    prefix: 'bx-diagnostics-',
    service: { bridges: 40, rateLimit: 1_000_000, invalidAttempts: 1_000_000 },
  },
  async (started) => {
    ;({ svc, dir, core } = started)
    key = await ownerKey(svc)
  },
)

test('the diagnostics file after real calls with a real key holds what support needs, and no part of the key', async () => {
  const added = await core.handlers['keys:add']({ key, label: 'Support case', serviceUrl: svc.baseUrl })
  assert.ok(added.ok)
  keyId = added.value.key.id
  // Real calls with the key: a search, a lookup of a name that does not exist (a failure), /me (out of scope).
  await core.handlers['bridges:list']({ requestId: 'diag-1', q: 'golden', limit: 5 })
  await core.handlers['profiles:get']({ requestId: 'diag-2', username: 'nobody-by-this-name' })
  await core.handlers['me:get']({ requestId: 'diag-3' })
  await core.handlers['keys:check']({ id: keyId })

  const built = await buildDiagnostics({ handlers: core.handlers, userDataDir: dir, now: new Date() })
  const file = JSON.parse(built.content) as {
    versions: { node: string }
    os: { platform: string }
    keys: { key: string; label: string }[]
    keychainDoctor: { status: string }
    requestLog: { path: string; status: number | null }[]
    recentErrors: unknown[]
    settings: { requestLogRetention: { maxEntries: number }; userDataFiles: { name: string }[] }
  }
  assert.equal(file.versions.node, process.versions.node)
  assert.equal(file.os.platform, process.platform)
  assert.deepEqual(
    file.keys.map((k) => [k.label, k.key]),
    [['Support case', `bxk_…${key.slice(-4)}`]],
  )
  assert.equal(typeof file.keychainDoctor.status, 'string')
  assert.ok(file.requestLog.length >= 3 && file.requestLog.length <= DIAGNOSTICS_LOG_LINES)
  assert.ok(
    file.requestLog.some((r) => r.path.includes('golden')),
    'the search is in it (and said so before saving)',
  )
  assert.ok(file.recentErrors.length >= 1, 'the failed lookup is among the recent errors')
  assert.ok(file.settings.userDataFiles.some((f) => f.name === 'history.sqlite'))
  assert.ok(built.contains.some((line) => /your searches and the names you looked up/.test(line)))

  // The key-leak scan over the file as it would be saved, and over the file saved through the same path as Help →
  // Save diagnostics….
  const index = buildLeakIndex([key])
  const hits = scanText(built.content, index, 'diagnostics')
  assert.deepEqual(hits, [], formatHits(hits))
  const target = join(dir, built.suggestedName)
  const asked: string[][] = []
  const saved = await saveDiagnosticsFile(
    { handlers: core.handlers, userDataDir: dir, now: new Date() },
    {
      ask: async (question) => {
        asked.push(question.buttons)
        return 0
      },
      choosePath: async () => target,
      t: english,
    },
  )
  assert.equal(saved.file, target)
  assert.deepEqual(asked, [['Choose where to save…', 'Cancel']], 'what it holds is shown before saving')
  const written = await readFile(target, 'utf8')
  assert.deepEqual(scanText(written, index, target), [])
})

test('cancelling at the question writes nothing', async () => {
  let chose = false
  const saved = await saveDiagnosticsFile(
    { handlers: core.handlers, userDataDir: dir, now: new Date() },
    {
      ask: async () => 1,
      choosePath: async () => {
        chose = true
        return join(dir, 'never.json')
      },
      t: english,
    },
  )
  assert.deepEqual(saved, { file: null })
  assert.equal(chose, false)
})
