// The kept answers (README.md, Configuration: instant and offline screens) are filed per target: the service and key
// in use. Through the explorer core's handlers only: real keychain, the reference service over HTTP, a real
// history.sqlite. An answer the renderer fetched under one key and offers after a switch to another ("a late answer")
// must not be kept, or the next start would show one key's data under another.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createExplorerCore, type ExplorerCore } from '../../../electron/core/app/index.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import { targetFingerprint } from '../../../shared/cache/persisted-queries.ts'
import { demoCoreOptions } from '../../support/session-harness.ts'
import { ensureSecretService, type SecretServiceHandle } from '../../support/secret-service.ts'
import { ok } from '../../support/recorder.ts'
import { ownerKey } from '../../support/session-harness.ts'

let secretService: SecretServiceHandle
let svc: ReferenceService
let dir: string
let core: ExplorerCore
const keyIds: string[] = []

before(async () => {
  secretService = await ensureSecretService()
  svc = await startReferenceService({ port: 0, bridges: 10, rateLimit: 1_000_000 })
  dir = await mkdtemp(join(tmpdir(), 'bx-cache-targets-'))
  core = await createExplorerCore(demoCoreOptions(svc, dir))
})

after(async () => {
  for (const id of keyIds) await core?.handlers['keys:remove']({ id })
  await core?.close()
  await svc?.stop()
  await secretService?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** A bridge answer as react-query dehydrates it, marked with `label` so a restore shows whose it was. */
const entry = (label: string): string =>
  JSON.stringify({
    queryKey: ['bridges', 'detail', `slug-${label}`],
    queryHash: `["bridges","detail","slug-${label}"]`,
    state: { data: { label }, dataUpdatedAt: Date.now(), status: 'success' },
  })

/** The target as the renderer fingerprints it, from app:get-info. */
const currentTarget = async (): Promise<string> =>
  targetFingerprint(ok(await core.handlers['app:get-info'](undefined)))!

/** What main did with an answer labelled `label`, offered for `target`. */
const put = async (label: string, target: string): Promise<string> =>
  ok(await core.handlers['cache:put']({ entry: entry(label), target })).outcome

const restoredLabels = async (): Promise<string[]> =>
  ok(await core.handlers['cache:restore'](undefined))
    .entries.map((e) => (e.state.data as { label: string }).label)
    .sort()

test('an answer is kept for the target it was fetched under, and a late one from another target is not', async () => {
  const demo = await currentTarget()
  assert.equal(await put('demo', demo), 'stored')
  assert.deepEqual(await restoredLabels(), ['demo'])

  const keyA = await ownerKey(svc)
  const keyB = await ownerKey(svc)
  const a = ok(await core.handlers['keys:add']({ key: keyA, label: 'A', serviceUrl: svc.baseUrl })).key
  keyIds.push(a.id)
  const targetA = await currentTarget()
  assert.notEqual(targetA, demo)

  // The demo answer arrives after the switch to key A: refused, and A's start shows nothing of the demo's.
  assert.equal(await put('late-demo', demo), 'not_kept')
  assert.deepEqual(await restoredLabels(), [])
  assert.equal(await put('a', targetA), 'stored')

  const b = ok(await core.handlers['keys:add']({ key: keyB, label: 'B', serviceUrl: svc.baseUrl })).key
  keyIds.push(b.id)
  ok(await core.handlers['keys:set-active']({ id: b.id }))
  const targetB = await currentTarget()
  assert.notEqual(targetB, targetA)
  assert.equal(await put('late-a', targetA), 'not_kept')
  assert.deepEqual(await restoredLabels(), [])

  // Back on A: only A's own answer, never the late ones.
  ok(await core.handlers['keys:set-active']({ id: a.id }))
  assert.equal(await currentTarget(), targetA)
  assert.deepEqual(await restoredLabels(), ['a'])
})
