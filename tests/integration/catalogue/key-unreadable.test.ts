// A key the keychain no longer gives (locked, or deleted there behind the app's back) is not a key the service
// refused: no request was sent. The catalogue says so, keeps showing what it holds, and does not call it a 401
// (README, "The catalogue"); the user's own requests and the key check say the keychain is the cause too. Real parts: the keychain, the reference service over HTTP, SQLite files, the core.
import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { createExplorerCore, type ExplorerCore } from '../../../electron/core/app/index.ts'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'
import type { CatalogueStatus } from '../../../shared/ipc/catalogue.ts'
import { explainError } from '../../../renderer/src/lib/error-text.ts'
import { err, ok } from '../../support/recorder.ts'
import { ensureSecretService, type SecretServiceHandle } from '../../support/secret-service.ts'
import { demoCoreOptions } from '../../support/session-harness.ts'
import { englishWords } from '../../../electron/i18n/main-words.ts'

let secrets: SecretServiceHandle
let svc: ReferenceService
let dir: string

before(async () => {
  secrets = await ensureSecretService()
  svc = await startReferenceService({ port: 0, bridges: 150, rateLimit: 1_000_000 })
  dir = await mkdtemp(join(tmpdir(), 'bx-catalogue-unreadable-'))
})

after(async () => {
  await svc.stop()
  await rm(dir, { recursive: true, force: true })
  await secrets.stop()
})

async function statusUntil(
  core: ExplorerCore,
  done: (s: CatalogueStatus) => boolean,
): Promise<CatalogueStatus> {
  const end = Date.now() + 30_000
  for (;;) {
    const s = ok(await core.handlers['catalogue:status'](undefined))
    if (done(s)) return s
    if (Date.now() > end) throw new Error(`timed out; last status: ${JSON.stringify(s)}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

test('a key missing from the keychain pauses the catalogue on the keychain, not on a refusal, and its rows stay', async () => {
  const options = { ...demoCoreOptions(svc, dir), demo: null }
  const first = await createExplorerCore(options)
  const bridge = svc.data.published()[100]!
  let id: string
  try {
    id = ok(
      await first.handlers['keys:add']({ key: svc.demoKeys!.full, label: 'k', serviceUrl: svc.baseUrl }),
    ).key.id
    await statusUntil(first, (s) => s.complete && s.rows === 150)
  } finally {
    await first.close()
  }
  // Behind the app's back, between two starts: the key's secret is gone from the keychain.
  const { default: keytar } = await import('keytar')
  assert.equal(await keytar.deletePassword(options.keychainService!, id), true)

  // Started later (its clock ten minutes on): the catalogue's top-up is due, and its first request needs the key.
  const second = await createExplorerCore({ ...options, now: () => Date.now() + 600_000 })
  try {
    const paused = await statusUntil(second, (s) => s.pause !== null)
    assert.equal(paused.pause?.reason, 'key_unreadable')
    assert.match(paused.text, /could not be read from the system keychain/)
    assert.doesNotMatch(paused.text, /refused|401/)
    assert.equal(paused.withheld, null, 'nothing refused the key: what the catalogue holds is still shown')
    const found = ok(await second.handlers['catalogue:lookup']({ text: bridge.slug }))
    assert.deepEqual(
      found.bridges.map((b) => b.title),
      [bridge.title],
    )

    // What the user's own requests meet: the client's own kind with the vault's code, never a refusal, and the
    // app's error words name the keychain and what to do (add the key again: the keychain answered without it).
    const list = err(await second.handlers['bridges:list']({ requestId: 'unreadable-1', limit: 5 }))
    assert.deepEqual([list.kind, list.code, list.status], ['key_unreadable', 'secret_missing', null])
    const said = explainError(list, englishWords)
    assert.match(`${said.title} ${said.explanation}`, /keychain/)
    assert.match(said.nextStep, /^Add the key again in Keys/)
    assert.doesNotMatch(`${said.title} ${said.explanation} ${said.nextStep}`, /refused|401|not recognised/i)
    // The key check sends nothing, and says why in the same terms.
    const check = ok(await second.handlers['keys:check']({ id }))
    assert.equal(check.state, 'missing')
    assert.match(check.summary, /does not hold this key, so nothing was sent/)
    assert.doesNotMatch(check.summary, /No key was sent: add a key/)
  } finally {
    for (const k of ok(await second.handlers['keys:list'](undefined)))
      await second.handlers['keys:remove']({ id: k.id })
    await second.close()
  }
})
