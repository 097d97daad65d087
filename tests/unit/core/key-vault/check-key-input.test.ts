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

describe('characters a key cannot carry', () => {
  test('NUL, control, zero-width and non-ASCII characters are refused, naming the character and its position', () => {
    for (const [raw, named, position] of [
      [`bxk_Ab\u00003d`, 'a NUL character (U+0000)', 7],
      [`${GOOD}\u0007`, 'a control character (U+0007)', 37],
      [`bxk_\u200b${BODY}`, 'a zero-width space (U+200B)', 5],
      [`\u2060${GOOD}`, 'a word joiner (U+2060)', 1],
      [`bxk_Ab3d\u00adEf`, 'a soft hyphen (U+00AD)', 9],
      [`bxk_Ab3dé`, 'the character “é” (U+00E9)', 9],
      [`bxk_\u{1F511}x`, 'the character “\u{1F511}” (U+1F511)', 5],
      [`bxk_x\u0085y`, 'a control character (U+0085)', 6],
    ] as const) {
      const result = checkKeyInput(raw)
      assert.equal(result.ok, false, JSON.stringify(raw))
      assert.equal(result.error?.code, 'not_printable', JSON.stringify(raw))
      assert.ok(result.error?.message.includes(`${named} at position ${position}`), result.error?.message)
    }
  })

  test('the message never quotes the key', () => {
    const message = checkKeyInput(`${GOOD}\u0000`).error?.message ?? ''
    assert.ok(!message.includes(BODY.slice(0, 8)), message)
  })
})
