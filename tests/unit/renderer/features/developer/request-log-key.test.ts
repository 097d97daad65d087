// How the request log names the key of a row: by the label it has now (a rename shows at once), the demo key as
// such, and a key no longer saved (or one being checked before it was saved) as not saved, never as another key.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { keyNameOf } from '../../../../../renderer/src/features/developer/request-log-key.ts'

const keys = [
  { id: 'key_full', label: 'Full' },
  { id: 'key_public', label: 'Public' },
]

test('a saved key is named by its label as it is now', () => {
  assert.deepEqual(keyNameOf({ keyId: 'key_full' }, keys), { kind: 'saved', label: 'Full' })
  assert.deepEqual(keyNameOf({ keyId: 'key_full' }, [{ id: 'key_full', label: 'Renamed' }]), {
    kind: 'saved',
    label: 'Renamed',
  })
})

test('the demo key is named as the demo key; an unknown or removed key as not saved', () => {
  assert.deepEqual(keyNameOf({ keyId: 'demo' }, keys), { kind: 'demo' })
  assert.deepEqual(keyNameOf({ keyId: 'key_removed' }, keys), { kind: 'unsaved' })
  assert.deepEqual(keyNameOf({ keyId: 'key_full' }, undefined), { kind: 'unsaved' })
})

test('a row logged before rows named their key says nothing of a key (its last 4 stay)', () => {
  assert.equal(keyNameOf({}, keys), null)
  assert.equal(keyNameOf({ keyId: null }, keys), null)
})
