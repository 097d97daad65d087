import { test } from 'node:test'
import assert from 'node:assert/strict'
import {
  paginateBridges,
  PaginationError,
  type BridgePage,
} from '../../../../electron/core/export/paginate.ts'
import { page, scriptedListing } from './scripted-listing.ts'

async function collect(it: AsyncIterable<BridgePage>): Promise<BridgePage[]> {
  const out: BridgePage[] = []
  for await (const p of it) out.push(p)
  return out
}

test('follows next_cursor while has_more and reports the cursor of each page', async () => {
  const client = scriptedListing([page(['a', 'b'], 'c1'), page(['c'], 'c2'), page(['d'], null)])
  const pages = await collect(paginateBridges(client, {}))
  assert.deepEqual(
    pages.map((p) => [p.page.map((b) => b.id), p.cursor, p.nextCursor]),
    [
      [['a', 'b'], null, 'c1'],
      [['c'], 'c1', 'c2'],
      [['d'], 'c2', null],
    ],
  )
  assert.deepEqual(
    client.calls.map((c) => c.cursor),
    [undefined, 'c1', 'c2'],
  )
})

test('asks for 100 rows per page by default and passes the filters', async () => {
  const client = scriptedListing([page(['a'], null)])
  await collect(paginateBridges(client, { q: 'bike lane', category: 'transport' }))
  assert.deepEqual(client.calls, [{ limit: 100, q: 'bike lane', category: 'transport' }])
})

test('leaves out empty filter values', async () => {
  const client = scriptedListing([page(['a'], null)])
  await collect(paginateBridges(client, { q: '', category: '', limit: 5 }))
  assert.deepEqual(client.calls, [{ limit: 5 }])
})

test('an empty page with has_more is followed, not taken as the end', async () => {
  const client = scriptedListing([page([], 'c1'), page(['a'], null)])
  const pages = await collect(paginateBridges(client, {}))
  assert.deepEqual(
    pages.map((p) => p.page.length),
    [0, 1],
  )
})

test('has_more is ignored when next_cursor comes with has_more false', async () => {
  const client = scriptedListing([page(['a'], 'stray', false)])
  const pages = await collect(paginateBridges(client, {}))
  assert.equal(pages.length, 1)
  assert.equal(pages[0]?.nextCursor, null)
})

for (const [label, cursor] of [
  ['null', null],
  ['empty', ''],
] as const) {
  test(`has_more with next_cursor ${label} fails with missing_cursor`, async () => {
    const client = scriptedListing([page(['a'], 'c1'), { data: [], has_more: true, next_cursor: cursor }])
    await assert.rejects(collect(paginateBridges(client, {})), (e: unknown) => {
      assert.ok(e instanceof PaginationError)
      assert.equal(e.code, 'missing_cursor')
      assert.equal(e.cursor, 'c1')
      return true
    })
    assert.equal(client.calls.length, 2)
  })
}

test('a next_cursor seen before fails with repeated_cursor instead of looping', async () => {
  const client = scriptedListing([page(['a'], 'c1'), page(['b'], 'c2'), page(['c'], 'c1')])
  await assert.rejects(collect(paginateBridges(client, {})), {
    name: 'PaginationError',
    code: 'repeated_cursor',
  })
  assert.equal(client.calls.length, 3)
})

test('a page pointing at its own cursor fails with repeated_cursor', async () => {
  const client = scriptedListing([page(['a'], 'c1'), page(['b'], 'c1')])
  await assert.rejects(collect(paginateBridges(client, {})), { code: 'repeated_cursor' })
})

test('a next_cursor equal to the start cursor counts as repeated', async () => {
  const client = scriptedListing([page(['a'], 'start')])
  await assert.rejects(collect(paginateBridges(client, {}, { startCursor: 'start' })), {
    code: 'repeated_cursor',
  })
})

test('starts from startCursor when resuming', async () => {
  const client = scriptedListing([page(['x'], null)])
  const pages = await collect(paginateBridges(client, {}, { startCursor: 'c9' }))
  assert.equal(client.calls[0]?.cursor, 'c9')
  assert.equal(pages[0]?.cursor, 'c9')
})

test('an aborted signal stops the walk without another request', async () => {
  const ac = new AbortController()
  const client = scriptedListing([page(['a'], 'c1'), page(['b'], 'c2'), page(['c'], null)])
  const seen: string[] = []
  await assert.rejects(
    (async () => {
      for await (const p of paginateBridges(client, {}, { signal: ac.signal })) {
        seen.push(...p.page.map((b) => b.id))
        ac.abort()
      }
    })(),
    { name: 'AbortError' },
  )
  assert.deepEqual(seen, ['a'])
  assert.equal(client.calls.length, 1)
})

test('an error from the client ends the walk with that error', async () => {
  const boom = new Error('boom')
  const client = scriptedListing([page(['a'], 'c1'), boom])
  await assert.rejects(collect(paginateBridges(client, {})), boom)
})
