import assert from 'node:assert/strict'
import { test } from 'node:test'
import { isolated } from '../../../../shared/i18n/bidi.ts'

test('a URL inside a sentence keeps its own direction: isolated, never reordered by Arabic around it', () => {
  assert.equal(isolated('https://example.org'), '\u2068https://example.org\u2069')
})
