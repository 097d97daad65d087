// A URL wraps at its usual break points, never inside a word: the pieces between them, joined, are the URL.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { urlPieces } from '../../../../renderer/src/components/url-breaks.ts'

test('a service URL is cut after "//" and the port’s colon, and before each "/" and "."', () => {
  assert.deepEqual(urlPieces('http://localhost:8080/v1/api'), [
    'http://',
    'localhost:',
    '8080',
    '/v1',
    '/api',
  ])
  assert.deepEqual(urlPieces('https://api.example.com/v1/api'), [
    'https://',
    'api',
    '.example',
    '.com',
    '/v1',
    '/api',
  ])
})

test('a query is cut before "?" and around "=" and "&"', () => {
  assert.deepEqual(urlPieces('https://x.org/a?b=1&c=2'), [
    'https://',
    'x',
    '.org',
    '/a',
    '?b',
    '=',
    '1',
    '&',
    'c',
    '=',
    '2',
  ])
})

test('the pieces join back into the URL, whatever it holds, and none is empty', () => {
  for (const url of ['', 'not a url', 'http://127.0.0.1:36641/v1/api', '//x', 'a//b///c', '::', 'x-_~%#,.']) {
    const pieces = urlPieces(url)
    assert.equal(pieces.join(''), url)
    assert.ok(url === '' || pieces.every((p) => p !== ''), JSON.stringify(pieces))
  }
})
