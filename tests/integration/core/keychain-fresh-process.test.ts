// Keychain (docs/security.md, the keychain and what breaks on Linux): when the in-process keytar connection answers
// with a Secret Service refusal while the daemon is up, the call is asked once more from a fresh process against
// the real (private) gnome-keyring, and the binding's own words are logged. The in-process failure cannot be brought
// about on demand against a real daemon, so a stand-in of keytar's in-process binding throws the text seen in runs;
// the fresh process is real keytar.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { createKeytarStore } from '../../../electron/core/key-vault/secret-store.ts'
import { ensureSecretService } from '../../support/secret-service.ts'

const REFUSAL = 'The name org.freedesktop.secrets was not provided by any .service files'

function failingBinding(message: string, calls: string[]): () => Promise<{ default: unknown }> {
  const fail = (op: string) => async () => {
    calls.push(op)
    throw new Error(message)
  }
  return async () => ({
    default: {
      getPassword: fail('get'),
      setPassword: fail('set'),
      deletePassword: fail('delete'),
      findCredentials: fail('accounts'),
    },
  })
}

test('a Secret Service refusal of the in-process binding is asked again from a fresh process, and logged', async (t) => {
  const secrets = await ensureSecretService()
  t.after(() => secrets.stop())
  const service = `bridge-explorer-test-fresh-${randomUUID()}`
  const calls: string[] = []
  const log: string[] = []
  const store = createKeytarStore(service, {
    loadInProcess: failingBinding(REFUSAL, calls),
    report: (line) => log.push(line),
  })
  await store.set('a', 'value-a')
  assert.deepEqual(calls, ['set'], 'the in-process binding was asked first')
  assert.match(log.join('\n'), /in-process call failed \(The name org\.freedesktop\.secrets was not provided/)
  // Saved for real: a plain store in this process (real keytar) reads it.
  assert.equal(await createKeytarStore(service).get('a'), 'value-a')
  // From then on the fresh process answers at once: the broken binding is not asked again.
  assert.equal(await store.get('a'), 'value-a')
  assert.deepEqual(calls, ['set'])
  assert.equal(await store.delete('a'), true)
})

test('a locked keyring is not asked again from a fresh process: the answer would be the same, only later', async (t) => {
  const secrets = await ensureSecretService()
  t.after(() => secrets.stop())
  const calls: string[] = []
  const log: string[] = []
  const store = createKeytarStore(`bridge-explorer-test-fresh-${randomUUID()}`, {
    loadInProcess: failingBinding('Cannot create an item in a locked collection', calls),
    report: (line) => log.push(line),
  })
  await assert.rejects(store.set('a', 'value-a'), /locked collection/)
  assert.deepEqual(log, [])
})
