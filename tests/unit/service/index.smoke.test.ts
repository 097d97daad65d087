import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { startReferenceService, type ReferenceService } from '../../../electron/service/index.ts'

let service: ReferenceService
before(async () => {
  service = await startReferenceService({ port: 0, bridges: 200 })
})
after(() => service.stop())

test('smoke: GET /bridges?limit=2 with the demo full key returns two bridges and rate-limit headers over real HTTP', async () => {
  const res = await fetch(`${service.baseUrl}/bridges?limit=2`, {
    headers: { Authorization: `Bearer ${service.demoKeys!.full}` },
  })
  assert.equal(res.status, 200)
  assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8')
  assert.equal(res.headers.get('x-ratelimit-limit'), '60')
  assert.equal(res.headers.get('x-ratelimit-remaining'), '59')
  assert.match(res.headers.get('x-request-id') ?? '', /^req_[0-9a-f]{16}$/)
  const body = (await res.json()) as { data: { id: string }[]; has_more: boolean; next_cursor: string | null }
  assert.deepEqual(
    body.data.map((b) => b.id),
    service.data
      .published()
      .slice(0, 2)
      .map((b) => b.id),
  )
  assert.equal(body.has_more, true)
  assert.equal(typeof body.next_cursor, 'string')
})
