/**
 * A proxy that asks who the user is, for real: tinyproxy with `BasicAuth`, in front of the reference service behind
 * stunnel with a private CA, reached through the whole core as the preview runs it (Node's transport, the host,
 * the IPC handlers and events). The user is played by a listener of the window's event that answers the question
 * through the same channel the sign-in dialog uses; the keychain is the real one, in a corner of this file's own.
 */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { createNodeTransport } from '../../../electron/core/net/node-transport.ts'
import {
  createProxySignIn,
  proxyAccount,
  proxyKeychain,
  proxyKeychainService,
  type ProxySignIn,
} from '../../../electron/core/net/proxy-sign-in.ts'
import type { Transport } from '../../../electron/core/net/transport.ts'
import { startExplorerHost, type ExplorerHost } from '../../../electron/host/start-host.ts'
import { explainError } from '../../../renderer/src/lib/error-text.ts'
import type { ProxySignInAnswer, ProxySignInAsk } from '../../../shared/ipc/network.ts'
import { throwawayKeychain } from '../../support/throwaway-keychain.ts'
import {
  proxyPartsHere,
  startServiceBehindTls,
  startTinyproxy,
  type Daemon,
  type ServiceBehindTls,
} from './real-parts.ts'
import { englishWords } from '../../../electron/i18n/main-words.ts'

const KEY = `bxk_${'signintest'.padEnd(32, 'R')}`
const USER = 'proxyuser'
// Random per run, so finding it anywhere can only mean this run wrote it there.
const PASSWORD = `pw-${randomUUID()}`
const SECRETS = [PASSWORD, Buffer.from(`${USER}:${PASSWORD}`).toString('base64')]

const { skip, alias } = await proxyPartsHere()
if (skip !== false) console.log(`# proxy sign-in tests skipped: ${skip}`)

const keychain = throwawayKeychain()
let served: ServiceBehindTls | undefined
let proxy: Daemon
let caPem = ''
let apiUrl = ''
const output: string[] = []
const stops: (() => Promise<void>)[] = []

if (skip !== false || alias === null) {
  // Nothing to start.
} else {
  before(async () => {
    served = await startServiceBehindTls(alias, { prefix: 'bridge-signin-', key: KEY, owner: 'signintester' })
    ;({ caPem, apiUrl } = served)
    proxy = await startTinyproxy(served.dir, 'signin', `${USER} ${PASSWORD}`)
    // Everything the process prints while the tests run, to look for the password in it.
    for (const stream of [process.stdout, process.stderr]) {
      const write = stream.write.bind(stream)
      stream.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
        output.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString())
        return write(chunk, ...rest)
      }) as typeof stream.write
      stops.push(async () => {
        stream.write = write
      })
    }
  })
  after(async () => {
    for (const stop of stops.reverse()) await stop()
    await proxy?.stop()
    await proxyKeychain(keychain.service)
      .delete(proxyAccount(`127.0.0.1:${proxy?.port}`))
      .catch(() => false)
    await served?.stop()
  })
}

/** The app as the preview runs it, with a user who answers each question with the next of `answers`. */
async function app(answers: Omit<ProxySignInAnswer, 'id'>[]): Promise<{
  host: ExplorerHost
  signIn: ProxySignIn
  asked: ProxySignInAsk[]
  userDataDir: string
}> {
  const userDataDir = await keychain.tempDir('bridge-signin-app-')
  const signIn = createProxySignIn({ keychain: proxyKeychain(keychain.service) })
  const transport: Transport = createNodeTransport({
    env: { HTTPS_PROXY: `http://127.0.0.1:${proxy.port}` },
    extraCa: [caPem],
    signIn,
  })
  const host = await startExplorerHost({
    userDataDir,
    demo: false,
    keychainService: keychain.service,
    chooseExportFile: async () => null,
    openExternal: async () => false,
    appVersion: 'test',
    transport,
    proxySignIn: signIn,
    chooseDiagnosticsFile: async (name) => join(userDataDir, name),
  })
  stops.push(async () => {
    await host.stop()
    await transport.close()
  })
  const asked: ProxySignInAsk[] = []
  // The window: each question shown is answered once, through the channel the sign-in dialog uses.
  host.core.events.on('network:did-change-sign-in', ({ asks }) => {
    for (const ask of asks) {
      if (asked.some((a) => a.id === ask.id)) continue
      asked.push(ask)
      const next = answers.shift() ?? { cancel: true as const }
      void host.core.handlers['network:answer-sign-in']({ id: ask.id, ...next } as ProxySignInAnswer)
    }
  })
  return { host, signIn, asked, userDataDir }
}

/** "Test the proxy" of Settings, through the IPC handler. */
async function testWay(host: ExplorerHost) {
  const r = await host.core.handlers['network:test-proxy']({ serviceUrl: apiUrl })
  assert.ok(r.ok, 'the handler answered')
  return r.value
}

/** Every file under `root`, read whole. */
async function filesUnder(root: string): Promise<{ path: string; bytes: Buffer }[]> {
  const out: { path: string; bytes: Buffer }[] = []
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    out.push({ path, bytes: await readFile(path) })
  }
  return out
}

test(
  'refused without a sign-in: the user is asked, declines, and the call says the proxy needs a sign-in',
  { skip },
  async () => {
    const { host, asked } = await app([{ cancel: true }])
    const tested = await testWay(host)
    assert.equal(asked.length, 1, 'the user was asked once')
    assert.deepEqual(
      { proxy: asked[0]?.proxy, refused: asked[0]?.refused },
      { proxy: `127.0.0.1:${proxy.port}`, refused: false },
    )
    assert.equal(tested.ok, false)
    assert.deepEqual(
      { kind: tested.failure?.kind, code: tested.failure?.code },
      {
        kind: 'proxy',
        code: 'proxy_auth_required',
      },
    )
    // Declined: the calls that follow do not ask again until the user tries the way again.
    const added = await host.core.handlers['keys:add']({ key: KEY, label: 'Work', serviceUrl: apiUrl })
    assert.ok(added.ok)
    assert.equal(asked.length, 1, 'a declined sign-in is not asked again by the next call')
    assert.match(await proxy.log(), /CONNECT/)
  },
)

test(
  'a wrong password is said as such, then the right one is accepted and the key’s calls go through',
  { skip },
  async () => {
    const { host, asked, userDataDir } = await app([
      { username: USER, password: 'not-the-password', remember: false },
      { username: USER, password: PASSWORD, remember: false },
    ])
    const wrong = await testWay(host)
    assert.equal(wrong.failure?.code, 'proxy_auth_refused')
    const words = explainError({ kind: 'proxy', code: 'proxy_auth_refused', message: '' }, englishWords)
    assert.equal(words.title, 'The proxy did not accept your sign-in')
    assert.match(words.explanation, /the password may be wrong/)

    const right = await testWay(host)
    assert.deepEqual({ ok: right.ok, status: right.status }, { ok: true, status: 401 })
    assert.equal(asked.length, 2)
    assert.equal(asked[1]?.refused, true, 'the second question says the last sign-in was refused')

    // The key's own calls now go through the proxy signed in, without asking again.
    const added = await host.core.handlers['keys:add']({ key: KEY, label: 'Work', serviceUrl: apiUrl })
    assert.ok(added.ok)
    const stats = await host.core.handlers['stats:get']({ requestId: 'signed-in' })
    assert.ok(stats.ok && typeof stats.value.value.bridges === 'number', JSON.stringify(stats))
    assert.equal(asked.length, 2, 'signed in once for the run')
    // Not remembered: nothing in the keychain.
    const kept = await proxyKeychain(keychain.service).get(proxyAccount(`127.0.0.1:${proxy.port}`))
    assert.equal(kept, null)

    // The password is nowhere it could leak: the user-data folder, the diagnostics, the output, the proxy's log.
    const diagnostics = await host.core.handlers['diagnostics:build'](undefined)
    assert.ok(diagnostics.ok)
    const saved = await host.core.handlers['diagnostics:save'](undefined)
    assert.ok(saved.ok && saved.value.file !== null)
    await host.stop()
    const files = await filesUnder(userDataDir)
    assert.ok(files.length > 2, 'the folder holds the key list, the history and the diagnostics')
    for (const secret of SECRETS) {
      assert.equal(diagnostics.value.content.includes(secret), false, 'in the diagnostics')
      for (const f of files) assert.equal(f.bytes.includes(secret), false, `in ${f.path}`)
      assert.equal(output.join('').includes(secret), false, 'in the output')
      assert.equal((await proxy.log()).includes(secret), false, 'in the proxy’s log')
    }
  },
)

test(
  'remembered by the user’s choice: kept in the keychain once accepted, and the next start asks nothing',
  { skip },
  async () => {
    const first = await app([{ username: USER, password: PASSWORD, remember: true }])
    assert.equal((await testWay(first.host)).status, 401)
    assert.equal(first.asked.length, 1)
    const account = proxyAccount(`127.0.0.1:${proxy.port}`)
    const kept = await proxyKeychain(keychain.service).get(account)
    assert.deepEqual(JSON.parse(kept ?? 'null'), { username: USER, password: PASSWORD })
    // Its own keychain corner: the keys' corner (which the keychain doctor lists) holds no proxy password.
    assert.notEqual(proxyKeychainService(keychain.service), keychain.service)
    assert.equal((await keychain.accounts()).includes(account), false)
    await first.host.stop()

    const second = await app([])
    assert.equal((await testWay(second.host)).status, 401)
    assert.equal(second.asked.length, 0, 'the remembered sign-in was used without asking')
    await second.host.stop()

    // A remembered password the proxy no longer takes is forgotten, and the user is asked, told so.
    await proxyKeychain(keychain.service).set(account, JSON.stringify({ username: USER, password: 'old' }))
    const third = await app([{ username: USER, password: PASSWORD, remember: false }])
    assert.equal((await testWay(third.host)).status, 401)
    assert.deepEqual(
      third.asked.map((a) => a.refused),
      [true],
    )
    assert.equal(await proxyKeychain(keychain.service).get(account), null, 'the refused one was deleted')
    await third.host.stop()
  },
)
