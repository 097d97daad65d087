/**
 * "Any web page can drive the embedded demo service's dashboard" (docs/security.md, threat model 1): the demo entry
 * has no dashboard at all, and the testing entry's dashboard refuses what a web page can send (a no-cors POST: a
 * foreign Origin, no custom header) and a rebound Host.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import {
  startDemoService,
  startReferenceService,
  type DemoService,
  type ReferenceService,
} from '../../../electron/service/index.ts'
import { rawRequest } from '../../unit/preview/raw-http.ts'

const port = (origin: string): number => Number(new URL(origin).port)

async function keyWorks(baseUrl: string, key: string): Promise<boolean> {
  const res = await fetch(`${baseUrl}/stats`, { headers: { Authorization: `Bearer ${key}` } })
  await res.arrayBuffer()
  return res.status === 200
}

describe('the testing entry: a guarded dashboard', () => {
  let svc: ReferenceService
  before(async () => {
    svc = await startReferenceService({ port: 0, bridges: 5, invalidAttempts: 1_000_000 })
  })
  after(() => svc.stop())

  const owner = async (): Promise<string> => {
    const res = await fetch(`${svc.baseUrl}/me`, {
      headers: { Authorization: `Bearer ${svc.demoKeys!.full}` },
    })
    return ((await res.json()) as { username: string }).username
  }
  const revoke = (id: string, headers: Record<string, string>) =>
    rawRequest(port(svc.origin), `/dashboard/keys/${encodeURIComponent(id)}/revoke`, {
      method: 'POST',
      headers: { Host: new URL(svc.origin).host, 'Content-Type': 'text/plain', ...headers },
      body: '',
    })

  test('a cross-origin no-cors POST (foreign Origin, no secret header) cannot revoke a key', async () => {
    const { id, key } = svc.control.createKey({ owner: await owner(), scopes: ['read:public'] })
    const r = await revoke(id, { Origin: 'http://evil.example' })
    assert.equal(r.status, 404)
    assert.equal(await keyWorks(svc.baseUrl, key), true)
  })

  test('the secret does not help a foreign Origin or a rebound Host', async () => {
    const { id, key } = svc.control.createKey({ owner: await owner(), scopes: ['read:public'] })
    const secret = { 'x-dashboard-secret': svc.dashboardSecret }
    assert.equal((await revoke(id, { ...secret, Origin: 'http://evil.example' })).status, 404)
    assert.equal((await revoke(id, { ...secret, Host: `evil.example:${port(svc.origin)}` })).status, 404)
    assert.equal((await revoke(id, { 'x-dashboard-secret': 'wrong' })).status, 404)
    assert.equal(await keyWorks(svc.baseUrl, key), true)
    // The positive control: this service's Host, no Origin, the secret.
    assert.equal((await revoke(id, secret)).status, 200)
    assert.equal(await keyWorks(svc.baseUrl, key), false)
  })
})

describe('the demo entry: no dashboard at all', () => {
  let demo: DemoService
  before(async () => {
    demo = await startDemoService({ port: 0, bridges: 5 })
  })
  after(() => demo.stop())

  test('dashboard paths are unknown paths, and the demo key keeps working', async () => {
    for (const path of ['/dashboard/keys', '/dashboard/keys/key_1/revoke']) {
      const r = await rawRequest(port(demo.origin), path, {
        method: 'POST',
        headers: { Host: new URL(demo.origin).host, 'Content-Type': 'text/plain' },
        body: '{}',
      })
      assert.equal(r.status, 404, path)
    }
    assert.equal(await keyWorks(demo.baseUrl, demo.demoKeys!.full), true)
    assert.equal('control' in demo, false, 'the demo entry has no test controls')
  })
})
