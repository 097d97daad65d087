import { test } from 'node:test'
import assert from 'node:assert/strict'
import { ApiError } from '../../../../electron/core/api/index.ts'
import { ExportError } from '../../../../electron/core/export/export.ts'
import { PaginationError } from '../../../../electron/core/export/paginate.ts'
import { invalidPayload, toIpcError } from '../../../../electron/core/app/ipc-error.ts'
import { KeychainUnavailableError, KeyVaultError } from '../../../../electron/core/key-vault/index.ts'
import { cannotSave } from '../../../../electron/core/files/file-problem.ts'
import { CoreError } from '../../../../electron/core/session/core-error.ts'
import { explainError } from '../../../../renderer/src/lib/error-text.ts'
import { said } from '../../../../shared/i18n/said.ts'
import { wordsIn } from '../../../support/words-in.ts'

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

// Main's own sentences reached the renderer in English whatever the language (docs/i18n.md, "Not done yet"): a
// file's path and why it could not be written now cross as a code with values, worded where shown.
test('a file the core could not write is worded in German when German is in force, its path isolated', () => {
  const full = Object.assign(new Error('no space'), { code: 'ENOSPC', syscall: 'write' })
  const error = toIpcError(cannotSave('preferences', '/u/preferences.json', full), () => undefined)
  assert.equal(
    error.message,
    'Could not save your preferences to /u/preferences.json (the disk is full); nothing was changed.',
  )
  const german = explainError({ error }, wordsIn('de', 'de-DE'))
  assert.equal(
    german.explanation,
    'Konnte Ihre Einstellungen nicht unter \u2068/u/preferences.json\u2069 speichern (die Festplatte ist voll); es wurde nichts geändert.',
  )
  const arabic = explainError({ error }, wordsIn('ar', 'ar-EG'))
  assert.match(arabic.explanation, /^تعذّر حفظ تفضيلاتك في \u2068\/u\/preferences\.json\u2069 \(القرص ممتلئ\)/)
})

test('an unknown system code is said as it is inside the language’s sentence; a hostile said is refused', () => {
  const odd = Object.assign(new Error('cross-device'), { code: 'EXDEV', syscall: 'rename' })
  const error = toIpcError(cannotSave('pin', '/u/history.sqlite', odd), () => undefined)
  assert.match(
    explainError({ error }, wordsIn('pl', 'pl-PL')).explanation,
    /\(system plików odmówił \(EXDEV\)\)/,
  )
  // A said that is not one (an object with other fields) is dropped: the English message is shown instead.
  const forged = { ...error, said: { id: 'errors.file.save', script: 'x' } }
  assert.equal(explainError({ error: forged }, wordsIn('de', 'de-DE')).explanation, error.message)
})

test('a secret inside a said value is redacted like the message', () => {
  const key = FAKE_KEY
  const error = toIpcError(
    new CoreError(
      'validation',
      'invalid_input',
      said('errors.file.read', {
        path: { ltr: `/tmp/${key}` },
        why: said('errors.file.why', { code: 'EIO', raw: 'EIO' }),
        kept: 'other',
      }),
    ),
    () => undefined,
  )
  assert.equal(JSON.stringify(error).includes(key), false)
})

test('the vault’s refusal of what was typed is worded in the language shown, the label isolated', () => {
  const error = toIpcError(
    new KeyVaultError(
      'invalid_input',
      said('errors.vault.not-that-key', { label: { ltr: 'Work' }, last4: { ltr: 'abcd' } }),
    ),
    noInternal,
  )
  assert.equal(error.message, 'That is not the key saved as "Work": that one ends in …abcd.')
  assert.equal(
    explainError({ error }, wordsIn('ja', 'ja-JP')).explanation,
    '「\u2068Work\u2069」として保存されたキーではありません。そのキーの末尾は …\u2068abcd\u2069 です。',
  )
  const tooLong = toIpcError(
    new KeyVaultError('invalid_input', said('errors.vault.label-too-long', { max: 100 })),
    noInternal,
  )
  assert.equal(
    explainError({ error: tooLong }, wordsIn('pl', 'pl-PL')).explanation,
    'Nazwa jest za długa; użyj najwyżej 100 znaków.',
  )
})
