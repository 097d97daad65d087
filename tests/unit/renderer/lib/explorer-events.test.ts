// The preview's event stream reader. The network is a fake fetch (a test double: each test scripts what the
// server sends, byte by byte); the preview server itself is exercised in explorer-http.test.ts.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createSseParser, openEventStream } from '../../../../renderer/src/lib/explorer-events.ts'

/** Feeds chunks to a fresh parser and returns the (event, data) pairs it produced. */
function parseAll(chunks: readonly string[]): [string, string][] {
  const out: [string, string][] = []
  const feed = createSseParser((event, data) => out.push([event, data]))
  for (const chunk of chunks) feed(chunk)
  return out
}

/** Streams `chunks` as one response that stays open (until the reader is closed). */
function openResponse(chunks: readonly Uint8Array[], status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(c)
    },
  })
  return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } })
}

/** Opens the stream against `fetch` and resolves with the first `count` events dispatched. */
async function firstEvents(fetch: typeof globalThis.fetch, count: number): Promise<[string, unknown][]> {
  const events: [string, unknown][] = []
  let stream: { close(): void } | undefined
  await new Promise<void>((resolve) => {
    stream = openEventStream({
      url: 'http://preview.test/events',
      headers: { 'X-Explorer-Token': 't' },
      fetch,
      initialDelayMs: 1,
      dispatch: (event, data) => {
        events.push([event, data])
        if (events.length === count) resolve()
      },
    })
  })
  stream?.close()
  return events
}

describe('SSE parser', () => {
  test('the SSE parser handles frames split across chunks, comments and CRLF', () => {
    const out: [string, string][] = []
    const feed = createSseParser((event, data) => out.push([event, data]))
    for (const chunk of [': heartbeat\n\nevent: log:di', 'd-add\r\ndata: {"a"', ':1}\r\n\r\n', 'data: x\n\n'])
      feed(chunk)
    assert.deepEqual(out, [
      ['log:did-add', '{"a":1}'],
      ['message', 'x'],
    ])
  })

  test('an event is dispatched only at its blank line, and one with no data is not dispatched at all', () => {
    assert.deepEqual(parseAll(['event: a\ndata: 1\n']), [])
    assert.deepEqual(parseAll(['event: lonely\n\nevent: b\ndata: 2\n\n']), [['b', '2']])
    assert.deepEqual(parseAll(['']), [])
  })

  test('several data lines join with newlines; the event name does not leak into the next frame', () => {
    assert.deepEqual(parseAll(['event: a\ndata: one\ndata: two\n\ndata: three\n\n']), [
      ['a', 'one\ntwo'],
      ['message', 'three'],
    ])
  })

  test('only one space after the colon is dropped; a field without a colon has an empty value', () => {
    assert.deepEqual(parseAll(['data:  two spaces\n\n', 'data:none\n\n', 'data\n\n']), [
      ['message', ' two spaces'],
      ['message', 'none'],
      ['message', ''],
    ])
  })

  test('a lone CR ends a line too, and unknown fields and hostile text pass through as text', () => {
    assert.deepEqual(parseAll(['id: 7\rretry: 1\rdata: <script>alert(1)</script>\r\r']), [
      ['message', '<script>alert(1)</script>'],
    ])
  })
})

describe('event stream', () => {
  test('a dropped connection is reopened and later events still arrive', async () => {
    let attempt = 0
    const encoder = new TextEncoder()
    const fakeFetch: typeof fetch = async () => {
      attempt += 1
      if (attempt === 1) throw new TypeError('connection refused')
      const text = attempt === 2 ? ': connected\n\n' : 'event: scheduler:did-change\ndata: {"n":3}\n\n'
      // Attempt 2 ends at once (server restarted); attempt 3 delivers and stays open until closed.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(text))
          if (attempt === 2) controller.close()
        },
      })
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
    }
    const events: [string, unknown][] = []
    let stream: { close(): void } | undefined
    await new Promise<void>((resolve) => {
      stream = openEventStream({
        url: 'http://preview.test/events',
        headers: {},
        fetch: fakeFetch,
        initialDelayMs: 1,
        dispatch: (event, data) => {
          events.push([event, data])
          resolve()
        },
      })
    })
    stream?.close()
    assert.equal(attempt, 3)
    assert.deepEqual(events, [['scheduler:did-change', { n: 3 }]])
  })

  test('a character split across network chunks arrives whole', async () => {
    const bytes = new TextEncoder().encode('event: log:did-add\ndata: {"who":"Zoë 🌉"}\n\n')
    const cut = bytes.indexOf(0xf0) + 2 // inside the four bytes of the emoji
    const fake: typeof fetch = async () => openResponse([bytes.slice(0, cut), bytes.slice(cut)])
    assert.deepEqual(await firstEvents(fake, 1), [['log:did-add', { who: 'Zoë 🌉' }]])
  })

  test('a frame that is not JSON is dropped and the stream goes on', async () => {
    const enc = new TextEncoder()
    const fake: typeof fetch = async () =>
      openResponse([enc.encode('data: {not json\n\n'), enc.encode('event: e\ndata: [1]\n\n')])
    assert.deepEqual(await firstEvents(fake, 1), [['e', [1]]])
  })

  test('a refusal (not 2xx) is retried, with the token and the event-stream Accept header each time', async () => {
    const seen: { status: number; token: string | null; accept: string | null }[] = []
    const fake: typeof fetch = async (_url, init) => {
      const headers = new Headers(init?.headers)
      const status = seen.length === 0 ? 503 : 200
      seen.push({ status, token: headers.get('X-Explorer-Token'), accept: headers.get('Accept') })
      return openResponse([new TextEncoder().encode('data: "up"\n\n')], status)
    }
    assert.deepEqual(await firstEvents(fake, 1), [['message', 'up']])
    assert.deepEqual(seen, [
      { status: 503, token: 't', accept: 'text/event-stream' },
      { status: 200, token: 't', accept: 'text/event-stream' },
    ])
  })
})
