// Session-only keys split from the key list file, and a keychain scan that races a write. Pure parts: the real
// keychain runs in tests/integration/core/keychain-doctor.test.ts; the race needs a store that answers on cue, so
// a Map stands in for the keychain here.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { scanKeychain } from '../../../../electron/core/key-vault/out-of-sync.ts'
import { fileView, mergedView } from '../../../../electron/core/key-vault/session-keys.ts'
import type { KeyRecord, SecretStore, VaultFile } from '../../../../electron/core/key-vault/types.ts'

const A = 'http://127.0.0.1:4010/v1/api'
const B = 'https://b.example.org/v1/api'
const record = (id: string, serviceUrl = A, sessionOnly = false): KeyRecord => ({
  id,
  label: id,
  serviceUrl,
  prefix: 'bxk_',
  last4: 'abcd',
  addedAt: '2026-01-01T00:00:00.000Z',
  lastCheck: null,
  scopes: null,
  state: 'unknown',
  ...(sessionOnly ? { sessionOnly: true as const } : {}),
})
const isSession = (id: string): boolean => id.startsWith('s')

describe('session-only keys and the file', () => {
  test('a session-only key in use leaves the saved key active in the file, and only there', () => {
    const before: VaultFile = { version: 1, keys: [record('x')], active: { [A]: 'x' } }
    const next: VaultFile = { version: 1, keys: [record('x'), record('s1', A, true)], active: { [A]: 's1' } }
    const file = fileView(next, before, isSession)
    assert.deepEqual(file, before)
    assert.deepEqual(mergedView(next, file, isSession).active, { [A]: 's1' })
  })

  test('when the session-only key goes, the merged list falls back to what the file says', () => {
    const file: VaultFile = { version: 1, keys: [record('x')], active: { [A]: 'x' } }
    const next: VaultFile = { version: 1, keys: [record('x')], active: {} }
    const kept = fileView(next, file, isSession)
    assert.deepEqual(kept.active, { [A]: 'x' })
    assert.deepEqual(mergedView(next, kept, isSession).active, { [A]: 'x' })
  })

  test('a saved key removed or moved to another service loses its place in the file', () => {
    const before: VaultFile = { version: 1, keys: [record('x'), record('y')], active: { [A]: 'x' } }
    assert.deepEqual(fileView({ version: 1, keys: [record('y')], active: {} }, before, isSession).active, {})
    const moved = fileView(
      { version: 1, keys: [record('x', B), record('y')], active: { [B]: 'x' } },
      before,
      isSession,
    )
    assert.deepEqual(moved.active, { [B]: 'x' })
  })
})

describe('keychain scan', () => {
  test('a key saved while the scan ran is not taken for an entry without metadata', async () => {
    const secrets = new Map([['old', 'bxk_old']])
    let ids = ['old']
    const store: SecretStore = {
      get: async (id) => secrets.get(id) ?? null,
      set: async (id, s) => void secrets.set(id, s),
      delete: async (id) => secrets.delete(id),
      accounts: async () => {
        // The vault's add: the secret is in the keychain, the list file is written a moment later.
        secrets.set('new', 'bxk_newkey00000000000000000000000001')
        const listed = [...secrets.keys()]
        ids = ['old', 'new']
        return listed
      },
    }
    assert.deepEqual(await scanKeychain(store, () => ids), { orphans: [], missing: [] })
  })

  test('an entry without metadata and a listed key without its secret are both found', async () => {
    const secrets = new Map([['stray', 'bxk_stray0000000000000000000000000wxyz']])
    const store: SecretStore = {
      get: async (id) => secrets.get(id) ?? null,
      set: async () => undefined,
      delete: async () => false,
      accounts: async () => [...secrets.keys()],
    }
    assert.deepEqual(await scanKeychain(store, () => ['lost']), {
      orphans: [{ id: 'stray', prefix: 'bxk_', last4: 'wxyz' }],
      missing: ['lost'],
    })
  })
})
