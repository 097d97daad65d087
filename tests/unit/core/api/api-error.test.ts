import assert from 'node:assert/strict'
import { test } from 'node:test'
import { asApiErrorCode, type ApiErrorCode } from '../../../../electron/core/api/api-error.ts'
import { isErrorCode } from '../../../../shared/api/error-codes.ts'

test('a code from outside keeps its text and is known only when it is in the closed set', () => {
  const cases: [string, boolean][] = [
    ['key_revoked', true],
    ['constructor', false],
    ['__proto__', false],
    ['quota_exceeded', false],
  ]
  for (const [raw, known] of cases) {
    const code: ApiErrorCode = asApiErrorCode(raw)
    assert.equal(code, raw)
    assert.equal(isErrorCode(code), known, raw)
  }
})
