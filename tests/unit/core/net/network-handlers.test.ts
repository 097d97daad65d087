import assert from 'node:assert/strict'
import { test } from 'node:test'
import { networkHandlers } from '../../../../electron/core/net/network-handlers.ts'
import type { NetworkSettings } from '../../../../electron/core/net/network-settings.ts'
import { networkChannels, type ProxySetting } from '../../../../shared/ipc/network.ts'

/** Network settings that record what they were asked (no file, no network). */
function recordingSettings(): NetworkSettings & { tested: string[]; kept: ProxySetting[] } {
  const tested: string[] = []
  const kept: ProxySetting[] = []
  let setting: ProxySetting = { mode: 'system' }
  return {
    tested,
    kept,
    get: () => ({ setting, system: 'the test’s system' }),
    async set(next) {
      kept.push(next)
      setting = next
      return { setting, system: 'the test’s system' }
    },
    async test(serviceUrl) {
      tested.push(serviceUrl)
      return { ok: true, serviceUrl, status: 401, elapsedMs: 1, failure: null }
    },
    signIn: null,
  }
}

test('each network channel has its handler, fed the payload its validator checked', async () => {
  const settings = recordingSettings()
  const handlers = networkHandlers(settings, () => 'https://active.example/v1/api')
  assert.deepEqual(Object.keys(handlers).sort(), Object.keys(networkChannels).sort())

  const request = networkChannels['network:set-proxy'].request({
    mode: 'manual',
    url: 'http://proxy.example:3128/',
  })
  assert.ok(request.ok)
  const info = await handlers['network:set-proxy'](request.value)
  assert.deepEqual(info.setting, { mode: 'manual', url: 'http://proxy.example:3128' })
  assert.deepEqual((await handlers['network:get-proxy'](undefined)).setting, info.setting)
})

test('"Test the proxy" reaches the service in use unless the request names another, and says when there is none', async () => {
  const settings = recordingSettings()
  let current: string | null = 'https://active.example/v1/api'
  const handlers = networkHandlers(settings, () => current)
  await handlers['network:test-proxy']({ serviceUrl: undefined })
  await handlers['network:test-proxy']({ serviceUrl: 'https://other.example/v1/api' })
  assert.deepEqual(settings.tested, ['https://active.example/v1/api', 'https://other.example/v1/api'])
  current = null
  const none = await handlers['network:test-proxy']({ serviceUrl: undefined })
  assert.equal(none.ok, false)
  assert.deepEqual({ kind: none.failure?.kind, code: none.failure?.code }, { kind: 'config', code: 'no_key' })
  assert.equal(settings.tested.length, 2)
})
