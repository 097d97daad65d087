import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { deprecationLinks } from '../../../../electron/core/api/deprecation-links.ts'

const REQUEST = 'https://api.example.org/v1/api/bridges?limit=5'

describe('deprecation links (Link header, RFC 8288)', () => {
  test('rel="deprecation" and rel="sunset" targets are read, other relations ignored', () => {
    const header =
      '<https://example.org/changes>; rel="deprecation"; type="text/html", <https://example.org/next>; rel=next, <https://example.org/sunset>; rel="sunset"'
    assert.deepEqual(deprecationLinks(header, REQUEST), [
      { rel: 'deprecation', url: 'https://example.org/changes' },
      { rel: 'sunset', url: 'https://example.org/sunset' },
    ])
  })

  test('a relative target is resolved against the request URL; a rel naming several types counts', () => {
    assert.deepEqual(deprecationLinks('</v1/changelog#bridges>; rel="alternate deprecation"', REQUEST), [
      { rel: 'deprecation', url: 'https://api.example.org/v1/changelog#bridges' },
    ])
  })

  test('a link the URL-safety rule refuses is dropped: other schemes, credentials', () => {
    for (const target of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'https://bank.example@evil.example/',
      'data:text/html,<b>x</b>',
      'smb://host/share',
    ]) {
      assert.deepEqual(deprecationLinks(`<${target}>; rel="deprecation"`, REQUEST), [], target)
    }
  })

  test('no header, no rel, or a header of garbage gives no link', () => {
    assert.deepEqual(deprecationLinks(null, REQUEST), [])
    assert.deepEqual(deprecationLinks('<https://example.org/x>', REQUEST), [])
    assert.deepEqual(deprecationLinks('rel="deprecation"; <<<>>>', REQUEST), [])
  })

  test('a header repeating links is bounded and without duplicates', () => {
    const many = Array.from({ length: 50 }, (_, i) => `<https://e.org/${i % 10}>; rel="deprecation"`).join(
      ', ',
    )
    const links = deprecationLinks(many, REQUEST)
    assert.equal(links.length, 4)
    assert.equal(new Set(links.map((l) => l.url)).size, 4)
  })
})
