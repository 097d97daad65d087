import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  createProxySignIn,
  proxyAccount,
  type ProxyKeychain,
} from '../../../../electron/core/net/proxy-sign-in.ts'
import { proxySignInAnswerPayload, type ProxySignInAsk } from '../../../../shared/ipc/network.ts'

const PROXY = { proxy: 'proxy.example:3128', realm: 'corp' }
const RIGHT = { username: 'ann', password: 'right' }

/** A keychain in memory: the real one is used by tests/integration/network/proxy-sign-in.test.ts. */
function memoryKeychain(): ProxyKeychain & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    get: async (a) => entries.get(a) ?? null,
    set: async (a, s) => void entries.set(a, s),
    delete: async (a) => entries.delete(a),
  }
}

/** A sign-in whose window answers each question with the next answer of `answers` (no answer: cancel). */
function withUser(
  answers: ({ username: string; password: string; remember: boolean } | 'cancel')[],
  keychain = memoryKeychain(),
) {
  const signIn = createProxySignIn({ keychain })
  const asked: ProxySignInAsk[] = []
  signIn.onChange((asks) => {
    for (const ask of asks) {
      if (asked.some((a) => a.id === ask.id)) continue
      asked.push(ask)
      const next = answers.shift() ?? 'cancel'
      queueMicrotask(() =>
        signIn.answer(next === 'cancel' ? { id: ask.id, cancel: true } : { id: ask.id, ...next }),
      )
    }
  })
  return { signIn, asked, keychain }
}

test('the user is asked once for many calls at the same time, and the answer serves them all', async () => {
  const { signIn, asked } = withUser([{ ...RIGHT, remember: false }])
  const calls = [1, 2, 3].map(() => signIn.attempts(PROXY))
  assert.deepEqual(await Promise.all(calls.map((c) => c.first())), [null, null, null])
  const given = await Promise.all(calls.map((c) => c.next()))
  assert.deepEqual(given, [RIGHT, RIGHT, RIGHT])
  assert.equal(asked.length, 1)
  assert.deepEqual({ proxy: asked[0]?.proxy, realm: asked[0]?.realm }, PROXY)
  // A later call sends the sign-in of this run first, without asking.
  assert.deepEqual(await signIn.attempts(PROXY).first(), RIGHT)
  assert.deepEqual(signIn.pending(), [])
})

test('a refused sign-in stops the call saying so (asked at most once per call), and the next ask says it', async () => {
  const { signIn, asked } = withUser([
    { username: 'ann', password: 'wrong', remember: true },
    { ...RIGHT, remember: false },
  ])
  const call = signIn.attempts(PROXY)
  assert.equal(await call.first(), null)
  assert.deepEqual(await call.next(), { username: 'ann', password: 'wrong' })
  assert.equal(await call.next(), null, 'the proxy refused it: not asked again in this call')
  assert.equal(call.failure().code, 'proxy_auth_refused')
  const again = signIn.attempts(PROXY)
  assert.equal(await again.first(), null, 'a refused password is not sent again')
  assert.deepEqual(await again.next(), RIGHT)
  assert.deepEqual(
    asked.map((a) => a.refused),
    [false, true],
  )
})

test('declined: the call fails as needing a sign-in, and no call asks again until the user tries again', async () => {
  const { signIn, asked } = withUser(['cancel', { ...RIGHT, remember: false }])
  const call = signIn.attempts(PROXY)
  await call.first()
  assert.equal(await call.next(), null)
  assert.equal(call.failure().code, 'proxy_auth_required')
  const next = signIn.attempts(PROXY)
  await next.first()
  assert.equal(await next.next(), null)
  assert.equal(asked.length, 1)
  signIn.askAgain()
  const tried = signIn.attempts(PROXY)
  await tried.first()
  assert.deepEqual(await tried.next(), RIGHT)
})

test('remembered only once the proxy accepted it, by the user’s choice; a refused one is deleted', async () => {
  const keychain = memoryKeychain()
  const account = proxyAccount(PROXY.proxy)
  const { signIn } = withUser([{ ...RIGHT, remember: true }], keychain)
  const call = signIn.attempts(PROXY)
  await call.first()
  await call.next()
  assert.equal(keychain.entries.size, 0, 'not kept before the proxy accepted it')
  await call.passed()
  assert.deepEqual(JSON.parse(keychain.entries.get(account) ?? 'null'), RIGHT)

  // Another run: the keychain's sign-in is sent first, without asking; refused, it is deleted.
  const { signIn: later, asked } = withUser(['cancel'], keychain)
  const first = later.attempts(PROXY)
  assert.deepEqual(await first.first(), RIGHT)
  assert.equal(await first.next(), null)
  assert.equal(keychain.entries.has(account), false)
  assert.equal(asked[0]?.refused, true)
})

test('not remembered: a sign-in kept before is removed from the keychain once the new one passes', async () => {
  const keychain = memoryKeychain()
  keychain.entries.set(proxyAccount(PROXY.proxy), JSON.stringify({ username: 'old', password: 'old' }))
  const { signIn } = withUser([{ ...RIGHT, remember: false }], keychain)
  const call = signIn.attempts(PROXY)
  await call.first()
  assert.deepEqual(await call.next(), RIGHT)
  await call.passed()
  assert.equal(keychain.entries.size, 0)
})

test('closing the app answers every waiting question as declined', async () => {
  const signIn = createProxySignIn({ keychain: null })
  const shown = new Promise((resolve) => signIn.onChange(resolve))
  const waiting = signIn.attempts(PROXY).next()
  await shown
  assert.equal(signIn.pending().length, 1)
  signIn.close()
  assert.equal(await waiting, null)
  assert.equal(signIn.answer({ id: 'gone', cancel: true }), false)
})

test('an answer is validated, and a refusal never repeats the password', () => {
  const ok = proxySignInAnswerPayload({ id: 'a-1', username: 'ann', password: 'p', remember: true })
  assert.deepEqual(ok, { ok: true, value: { id: 'a-1', username: 'ann', password: 'p', remember: true } })
  assert.deepEqual(proxySignInAnswerPayload({ id: 'a-1', cancel: true }), {
    ok: true,
    value: { id: 'a-1', cancel: true },
  })
  for (const bad of [
    { id: 'a-1', username: 'ann' },
    { id: 'a-1', cancel: true, password: 'secret-pw' },
    { id: 'a 1', username: 'ann', password: 'secret-pw' },
    { id: 'a-1', username: 'ann', password: 'secret-pw', extra: 1 },
    { id: 'a-1', username: 'ann', password: 'secret-pw'.repeat(200) },
  ]) {
    const r = proxySignInAnswerPayload(bad)
    assert.equal(r.ok, false)
    assert.equal(!r.ok && r.error.includes('secret-pw'), false, 'the password is not in the error')
  }
})
