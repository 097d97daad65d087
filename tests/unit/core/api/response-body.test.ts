import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  BodyTooLargeError,
  readBodyText,
  sanitizeSnippet,
} from '../../../../electron/core/api/response-body.ts'

const KEY = 'bxk_' + 'Ab3'.repeat(10) + 'wxyz'

test('a body snippet is flattened, capped at 80 characters and never shows a key', () => {
  const page =
    `<html>\n<body>\tBad gateway for Bearer ${KEY} and ${KEY}</body>\u0000</html>` + 'x'.repeat(200)
  const s = sanitizeSnippet(page)
  assert.ok(!s.includes(KEY.slice(4)), s)
  assert.ok(!s.includes('\n') && !s.includes('\t') && !s.includes('\u0000'), s)
  assert.ok(s.length <= 81, `${s.length}`)
})

test('a body over the cap is refused while streaming, without reading the rest', async () => {
  let pulls = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(c) {
      pulls++
      c.enqueue(new Uint8Array(1024))
    },
  })
  await assert.rejects(readBodyText(new Response(stream), 4096), BodyTooLargeError)
  assert.ok(pulls < 10, `read ${pulls} chunks of an endless body`)
})

test('a declared Content-Length over the cap is refused before reading', async () => {
  const res = new Response('{}', { headers: { 'content-length': '999999' } })
  await assert.rejects(readBodyText(res, 100), BodyTooLargeError)
})
