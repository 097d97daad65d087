// The one rule for names and ids a person reads (shared/text/hidden-characters.ts): no control characters, no
// invisible direction controls (the Trojan Source trick, CVE-2021-42574) and no broken UTF-16, each said with
// the character it found.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { hiddenCharacterIn } from '../../../../shared/text/hidden-characters.ts'

test('plain names in any script pass, with their accents, emoji and spaces', () => {
  for (const name of ['Pont Neuf', 'Ponte Vecchio', 'جسر الملك فهد', '橋 🌉', 'a-b_c.d', 'Åland (2)'])
    assert.equal(hiddenCharacterIn(name), null, name)
})

test('control characters of C0 and C1 are refused, NUL and tab included, naming the character', () => {
  assert.equal(hiddenCharacterIn('a\u0000b'), 'contains a control character (U+0000)')
  assert.equal(hiddenCharacterIn('a\tb'), 'contains a control character (U+0009)')
  assert.equal(hiddenCharacterIn('line\n'), 'contains a control character (U+000A)')
  assert.equal(hiddenCharacterIn('del\u007f'), 'contains a control character (U+007F)')
  assert.equal(hiddenCharacterIn('c1\u0085'), 'contains a control character (U+0085)')
})

test('direction embeddings, overrides and isolates are refused as invisible direction controls', () => {
  for (const c of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
    const hex = c.toString(16).toUpperCase().padStart(4, '0')
    assert.equal(
      hiddenCharacterIn(`gpj.${String.fromCharCode(c)}exe`),
      `contains an invisible direction control (U+${hex})`,
    )
  }
})

test('the direction marks of right-to-left titles (LRM, RLM, ALM) are plain text', () => {
  assert.equal(hiddenCharacterIn('\u200fجسر\u200e (2)'), null)
  assert.equal(hiddenCharacterIn('a\u061cb'), null)
})

test('a lone surrogate is refused as a broken character; a pair is a character', () => {
  assert.equal(hiddenCharacterIn('a\ud800'), 'contains a broken character (a lone surrogate, U+D800)')
  assert.equal(hiddenCharacterIn('\udc00b'), 'contains a broken character (a lone surrogate, U+DC00)')
  assert.equal(hiddenCharacterIn('\udbff\udfff'), null)
})
