import { test } from 'node:test'
import assert from 'node:assert/strict'
import { ApiError } from '../../../../electron/core/api/index.ts'
import { ExportError } from '../../../../electron/core/export/export.ts'
import { PaginationError } from '../../../../electron/core/export/paginate.ts'
import { invalidPayload, toIpcError } from '../../../../electron/core/app/ipc-error.ts'
import { KeychainUnavailableError, KeyVaultError } from '../../../../electron/core/key-vault/index.ts'

const FAKE_KEY = `bxk_${'Ab3'.repeat(11)}x`
const noInternal = (e: unknown) => assert.fail(`unexpected internal error ${String(e)}`)

test('an ApiError keeps kind, code, status, retryAt, missingScope and field', () => {
  const e = new ApiError('insufficient_scope: needs read:me', {
    kind: 'api',
    code: 'insufficient_scope',
    status: 403,
    missingScope: 'read:me',
    retryAt: 123,
    field: 'q',
  })
  assert.deepEqual(toIpcError(e, noInternal), {
    kind: 'api',
    code: 'insufficient_scope',
    message: 'insufficient_scope: needs read:me',
    status: 403,
    retryAt: 123,
    missingScope: 'read:me',
    field: 'q',
  })
})

test('a key the keychain would not give crosses as the client made it: key_unreadable with the vault code and words', () => {
  const cause = new KeychainUnavailableError('locked', 'The login keyring is locked. Unlock it.')
  const e = new ApiError(cause.message, { kind: 'key_unreadable', code: 'keychain_unavailable', cause })
  const out = toIpcError(e, noInternal)
  assert.deepEqual(
    [out.kind, out.code, out.message, out.status],
    ['key_unreadable', 'keychain_unavailable', cause.message, null],
  )
})

test('other vault errors cross as kind vault with their code', () => {
  const out = toIpcError(new KeyVaultError('not_found', 'That key is not in the key list.'), noInternal)
  assert.deepEqual([out.kind, out.code], ['vault', 'not_found'])
})

test('export and pagination errors keep their codes; a cancelled export is kind cancelled', () => {
  const failed = new ExportError(
    'failed',
    'stopped',
    null,
    new ApiError('x', { kind: 'api', code: 'internal_error', status: 500 }),
  )
  assert.deepEqual(
    [toIpcError(failed, noInternal).kind, toIpcError(failed, noInternal).status],
    ['export', 500],
  )
  assert.equal(toIpcError(new ExportError('cancelled', 'c', null), noInternal).kind, 'cancelled')
  const p = toIpcError(new PaginationError('repeated_cursor', 'abc'), noInternal)
  assert.deepEqual([p.kind, p.code], ['pagination', 'repeated_cursor'])
})

test('an unknown error becomes a generic internal error and is reported, its text never crossing', () => {
  const seen: unknown[] = []
  const out = toIpcError(new TypeError(`boom with ${FAKE_KEY}`), (e) => seen.push(e))
  assert.deepEqual([out.kind, out.code], ['internal', 'internal'])
  assert.doesNotMatch(out.message, /boom/)
  assert.equal(seen.length, 1)
})

test('every outgoing message is redacted, even from a known error type', () => {
  const out = toIpcError(
    new ApiError(`echo ${FAKE_KEY} and Bearer abc`, { kind: 'api', code: 'validation_failed' }),
    noInternal,
  )
  assert.doesNotMatch(out.message, /bxk_Ab3/)
  assert.doesNotMatch(out.message, /Bearer abc/)
})

test('invalidPayload names the field from the validator reason', () => {
  const r = invalidPayload('payload.limit: must be between 1 and 100')
  assert.equal(r.ok, false)
  if (r.ok) return
  assert.deepEqual([r.error.kind, r.error.code, r.error.field], ['validation', 'invalid_payload', 'limit'])
  assert.match(r.error.message, /limit/)
})
