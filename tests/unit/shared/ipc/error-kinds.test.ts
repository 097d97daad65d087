import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ERROR_CODES } from '../../../../shared/api/error-codes.ts'
import type { IpcError, Notice } from '../../../../shared/ipc/common.ts'
import type { KeyProblem } from '../../../../shared/ipc/keys.ts'
import {
  asIpcErrorCode,
  CORE_ERROR_CODES,
  ERROR_KINDS,
  isErrorKind,
  isKnownErrorCode,
  NOTICE_CODES,
  type ErrorKind,
  type IpcErrorCode,
  type KnownErrorCode,
} from '../../../../shared/ipc/error-kinds.ts'

// Type-level checks: `npm run typecheck` compiles this file, and each @ts-expect-error fails the build
// if the line under it ever compiles.

/** A table over every kind but one, as someone adding a kind without its text would leave it. */
const { not_api: _dropped, ...allButOne } = Object.fromEntries(ERROR_KINDS.map((k) => [k, k])) as Record<
  ErrorKind,
  string
>
// @ts-expect-error a table over kinds that lacks one of them does not satisfy Record<ErrorKind, …>
void (allButOne satisfies Record<ErrorKind, string>)

const byKnownCode = Object.fromEntries([...ERROR_CODES, ...CORE_ERROR_CODES].map((c) => [c, 1])) as Record<
  KnownErrorCode,
  number
>
const unknownCode = asIpcErrorCode('quota_gone')
// @ts-expect-error a server's unknown code cannot index a table over the known codes without narrowing
void byKnownCode[unknownCode]

// @ts-expect-error an IpcError's kind is a closed union, not any string
const wideKind: IpcError['kind'] = 'core' as string
// @ts-expect-error a KeyProblem's code is a closed union (plus the explicit unknown variant), not any string
const wideCode: KeyProblem['code'] = 'x' as string
// @ts-expect-error a Notice's code is one of the notice codes
const wideNotice: Notice['code'] = 'keychain_unavailable'
void [wideKind, wideCode, wideNotice]

test('known codes stay known; anything else is carried verbatim as an unknown code', () => {
  const known: IpcErrorCode = asIpcErrorCode('keychain_unavailable')
  assert.equal(known, 'keychain_unavailable')
  assert.equal(isKnownErrorCode(known), true)
  assert.equal(unknownCode, 'quota_gone')
  assert.equal(isKnownErrorCode(unknownCode), false)
  for (const name of ['__proto__', 'constructor', 'toString', '']) assert.equal(isKnownErrorCode(name), false)
})

test('every API code and every core code is known, and kinds are checked against their closed set', () => {
  for (const code of [...ERROR_CODES, ...CORE_ERROR_CODES]) assert.equal(isKnownErrorCode(code), true, code)
  for (const kind of ERROR_KINDS) assert.equal(isErrorKind(kind), true, kind)
  for (const kind of ['core', '__proto__', 'API', 42, null])
    assert.equal(isErrorKind(kind), false, String(kind))
})

test('each list names each member once', () => {
  for (const list of [ERROR_KINDS, CORE_ERROR_CODES, NOTICE_CODES]) {
    assert.equal(new Set<string>(list).size, list.length)
  }
})
