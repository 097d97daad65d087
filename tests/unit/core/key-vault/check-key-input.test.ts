import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { checkKeyInput } from '../../../../electron/core/key-vault/check-key-input.ts'

const BODY = 'Ab3dEf6hIj9lMn2pQr5tUv8xYz1bCd4f'
const GOOD = `bxk_${BODY}`

function codes(raw: string): string[] {
  return checkKeyInput(raw).warnings.map((warning) => warning.code)
}

describe('checkKeyInput', () => {
  test('a well-formed key passes with no warnings', () => {
    assert.deepEqual(checkKeyInput(GOOD), { ok: true, key: GOOD, warnings: [] })
  })

  test('surrounding white space and line breaks are trimmed', () => {
    assert.equal(checkKeyInput(`\t ${GOOD} \r\n`).key, GOOD)
    assert.equal(checkKeyInput(`\t ${GOOD} \r\n`).ok, true)
  })

  test('an empty or blank input is refused with error empty', () => {
    for (const raw of ['', '   ', '\n\t']) {
      const result = checkKeyInput(raw)
      assert.equal(result.ok, false)
      assert.equal(result.error?.code, 'empty')
      assert.equal(result.key, '')
    }
  })

  test('white space inside the key is refused with error whitespace', () => {
    for (const raw of [
      `bxk_${BODY.slice(0, 10)} ${BODY.slice(10)}`,
      `bxk_${BODY.slice(0, 10)}\n${BODY.slice(10)}`,
    ]) {
      const result = checkKeyInput(raw)
      assert.equal(result.ok, false)
      assert.equal(result.error?.code, 'whitespace')
    }
  })

  test('a pasted "Bearer <key>" header value is refused with a message about the word Bearer', () => {
    const result = checkKeyInput(`Bearer ${GOOD}`)
    assert.equal(result.error?.code, 'whitespace')
    assert.match(result.error?.message ?? '', /without the word "Bearer"/)
  })

  test('a wrong prefix is a warning, not a refusal', () => {
    const result = checkKeyInput(`pk_${BODY}x`)
    assert.equal(result.ok, true)
    assert.equal(result.error, undefined)
    assert.ok(codes(`pk_${BODY}x`).includes('unexpected_prefix'))
    assert.match(result.warnings[0]?.message ?? '', /start with "bxk_".*saved anyway/)
  })

  test('an unexpected length is a warning', () => {
    assert.deepEqual(codes(`bxk_${BODY.slice(1)}`), ['unexpected_length'])
    assert.deepEqual(codes(`${GOOD}Z`), ['unexpected_length'])
  })

  test('characters outside letters and digits after the prefix are a warning', () => {
    assert.deepEqual(codes(`bxk_${BODY.slice(0, 31)}-`), ['unexpected_characters'])
  })

  test('no message quotes the input', () => {
    for (const raw of [`${GOOD} x`, `zz_${BODY}-`, `Bearer ${GOOD}`]) {
      const result = checkKeyInput(raw)
      const text = [result.error?.message ?? '', ...result.warnings.map((w) => w.message)].join('\n')
      assert.ok(!text.includes(BODY.slice(0, 8)) && !text.includes(BODY.slice(-8)))
    }
  })
})
