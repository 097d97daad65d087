import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { externalUrlFor } from '../../../../../renderer/src/features/bridge-detail/domain.ts'

describe('externalUrlFor', () => {
  test('a plain hostname becomes an https URL', () => {
    assert.equal(externalUrlFor('example.org'), 'https://example.org')
    assert.equal(externalUrlFor('Sub.Example-1.co.uk'), 'https://sub.example-1.co.uk')
    assert.equal(externalUrlFor('xn--bcher-kva.example'), 'https://xn--bcher-kva.example')
  })

  test('anything that is not a plain hostname gets no link', () => {
    const bad = [
      null,
      undefined,
      '',
      'localhost',
      'javascript:alert(1)',
      'http://example.org',
      'example.org/path',
      'example.org:8080',
      'user@example.org',
      ' example.org',
      'example..org',
      '-bad.example.org',
      'bad-.example.org',
      '127.0.0.1',
      'exa mple.org',
      'example.org.',
      'пример.рф',
      `${'a'.repeat(64)}.org`,
      `${'a.'.repeat(130)}org`,
    ]
    for (const d of bad) assert.equal(externalUrlFor(d), null, String(d))
  })
})
