// Keychain (docs/security.md, the keychain and what breaks on Linux): when the in-process keytar connection answers
// with a Secret Service refusal while the daemon is up, the call is asked once more from a fresh process against
// the real (private) gnome-keyring, and the binding's own words are logged. The in-process failure cannot be brought
// about on demand against a real daemon, so a stand-in of keytar's in-process binding throws the text seen in runs;
// the fresh process is real keytar.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, test } from 'node:test'
import { createKeytarStore } from '../../../electron/core/key-vault/secret-store.ts'
import { ensureSecretService } from '../../support/secret-service.ts'

// One keyring for the file: this process's own keytar connection (the plain stores below) stays on its bus.
const secrets = await ensureSecretService()
after(() => secrets.stop())

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

test('a Secret Service refusal of the in-process binding is asked again from a fresh process, and logged', async () => {
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

test('a locked keyring is not asked again from a fresh process: the answer would be the same, only later', async () => {
  const calls: string[] = []
  const log: string[] = []
  const store = createKeytarStore(`bridge-explorer-test-fresh-${randomUUID()}`, {
    loadInProcess: failingBinding('Cannot create an item in a locked collection', calls),
    report: (line) => log.push(line),
  })
  await assert.rejects(store.set('a', 'value-a'), /locked collection/)
  assert.deepEqual(log, [])
})

test('a key the in-process binding reads as missing is read again from a fresh process before it is called gone', async (t) => {
  const service = `bridge-explorer-test-fresh-${randomUUID()}`
  await createKeytarStore(service).set('a', 'value-a')
  t.after(async () => void (await createKeytarStore(service).delete('a')))
  const log: string[] = []
  const blind = async () => ({ default: { getPassword: async () => null } })
  const store = createKeytarStore(service, { loadInProcess: blind, report: (line) => log.push(line) })
  assert.equal(await store.get('a'), 'value-a')
  assert.match(log.join('\n'), /found no secret that a fresh process found/)
  assert.equal(await store.get('b'), null, 'a key that is really missing is still said missing')
})

test('on Linux the listing runs in a child process, so a binding that would abort on a secret cannot end the app', async (t) => {
  if (process.platform !== 'linux') return t.skip('keytar lists in-process on macOS and Windows')
  const service = `bridge-explorer-test-fresh-${randomUUID()}`
  await createKeytarStore(service).set('listed', 'value')
  t.after(async () => void (await createKeytarStore(service).delete('listed')))
  const calls: string[] = []
  const store = createKeytarStore(service, { loadInProcess: failingBinding('process aborted', calls) })
  assert.deepEqual(await store.accounts?.(), ['listed'])
  assert.deepEqual(calls, [], 'the in-process listing is never called on Linux')
})
