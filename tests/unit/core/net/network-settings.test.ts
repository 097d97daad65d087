import assert from 'node:assert/strict'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { NETWORK_FILE, openNetworkSettings } from '../../../../electron/core/net/network-settings.ts'
import type { Transport } from '../../../../electron/core/net/transport.ts'
import { mountSmallDisk } from '../../../support/small-disk.ts'
import { networkChannels, proxySettingPayload, type ProxySetting } from '../../../../shared/ipc/network.ts'

/** A transport that records what it was told and answers every fetch as scripted (no network). */
function recordingTransport(
  answer: (init: RequestInit | undefined) => Promise<Response>,
): Transport & { applied: ProxySetting[] } {
  const applied: ProxySetting[] = []
  return {
    applied,
    fetch: async (_input, init) => answer(init),
    async apply(setting) {
      applied.push(setting)
    },
    describeSystem: () => 'the test’s system',
    async close() {},
  }
}

async function withDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'network-settings-'))
  try {
    await fn(dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

test('with no file the system proxy is used, a change is applied then kept, and read back at the next start', () =>
  withDir(async (dir) => {
    const first = recordingTransport(async () => new Response(null))
    const settings = await openNetworkSettings({ userDataDir: dir, transport: first })
    assert.deepEqual(settings.get(), { setting: { mode: 'system' }, system: 'the test’s system' })
    const manual: ProxySetting = { mode: 'manual', url: 'http://proxy.example:3128', bypass: '.intra' }
    assert.deepEqual((await settings.set(manual)).setting, manual)
    assert.deepEqual(first.applied, [{ mode: 'system' }, manual])
    const kept = JSON.parse(await readFile(join(dir, NETWORK_FILE), 'utf8')) as unknown
    assert.deepEqual(kept, { version: 1, proxy: manual })

    const second = recordingTransport(async () => new Response(null))
    const again = await openNetworkSettings({ userDataDir: dir, transport: second })
    assert.deepEqual(again.get().setting, manual)
    assert.deepEqual(second.applied, [manual])
  }))

test('a damaged or hand-edited settings file falls back to the system proxy instead of failing the start', () =>
  withDir(async (dir) => {
    for (const text of ['{not json', '{"proxy":{"mode":"manual","url":"http://user:pw@proxy:1"}}']) {
      await writeFile(join(dir, NETWORK_FILE), text)
      const settings = await openNetworkSettings({
        userDataDir: dir,
        transport: recordingTransport(async () => new Response(null)),
      })
      assert.deepEqual(settings.get().setting, { mode: 'system' }, text)
    }
  }))

test('the test reaches the service without a key: any answer proves the way, a failure says which part', () =>
  withDir(async (dir) => {
    let sent: Headers | null = null
    const reached = recordingTransport(async (init) => {
      sent = new Headers(init?.headers)
      return new Response('{}', { status: 401 })
    })
    const ok = await (
      await openNetworkSettings({ userDataDir: dir, transport: reached })
    ).test('https://s.test/v1/api')
    assert.equal(ok.ok, true)
    assert.equal(ok.status, 401)
    assert.equal((sent as Headers | null)?.has('authorization'), false, 'no key is ever sent by the test')

    const refused = recordingTransport(async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('x'), { code: 'SELF_SIGNED_CERT_IN_CHAIN' }),
      })
    })
    const bad = await (
      await openNetworkSettings({ userDataDir: dir, transport: refused })
    ).test('https://s.test/v1/api')
    assert.equal(bad.ok, false)
    assert.deepEqual(
      { kind: bad.failure?.kind, code: bad.failure?.code },
      { kind: 'certificate', code: 'certificate_untrusted' },
    )
  }))

test('a proxy address with a user name or password, or a path, is refused; a manual proxy needs its address', () => {
  assert.equal(proxySettingPayload({ mode: 'system' }).ok, true)
  assert.equal(proxySettingPayload({ mode: 'manual', url: 'http://proxy.example:3128' }).ok, true)
  assert.equal(proxySettingPayload({ mode: 'manual' }).ok, false)
  assert.equal(proxySettingPayload({ mode: 'manual', url: 'http://bob:pw@proxy.example:3128' }).ok, false)
  assert.equal(proxySettingPayload({ mode: 'manual', url: 'http://proxy.example:3128/path' }).ok, false)
  assert.equal(proxySettingPayload({ mode: 'manual', url: 'ftp://proxy.example' }).ok, false)
  assert.equal(proxySettingPayload({ mode: 'none', url: 'http://proxy.example:3128' }).ok, false)
  assert.equal(proxySettingPayload({ mode: 'auto' }).ok, false)
  assert.deepEqual(Object.keys(networkChannels), [
    'network:get-proxy',
    'network:set-proxy',
    'network:test-proxy',
    'network:get-sign-in',
    'network:answer-sign-in',
  ])
})

test('a proxy setting the full disk refuses is said in the one wording, and the setting in use stays the old one', async (t) => {
  const disk = mountSmallDisk(1024)
  if ('skip' in disk) return t.skip(disk.skip)
  t.after(() => disk.unmount())
  const transport = recordingTransport(async () => new Response(null))
  const settings = await openNetworkSettings({ userDataDir: disk.dir, transport })
  // Another program fills the disk.
  await writeFile(join(disk.dir, 'filler'), Buffer.alloc(2 * 1024 * 1024)).catch(() => undefined)
  const manual: ProxySetting = { mode: 'manual', url: 'http://proxy.example:3128', bypass: '' }
  await assert.rejects(settings.set(manual), {
    code: 'file_error',
    message: `Could not save the proxy setting to ${join(disk.dir, NETWORK_FILE)} (the disk is full); the proxy in use is as it was.`,
  })
  assert.deepEqual(settings.get().setting, { mode: 'system' })
  assert.deepEqual(transport.applied.at(-1), { mode: 'system' }, 'the old setting is applied again')
})
