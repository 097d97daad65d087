import assert from 'node:assert/strict'
import { test } from 'node:test'
import { summarize } from '../../../../electron/core/inspector/key-report.ts'
import { netFailureOf } from '../../../../electron/core/net/net-failure.ts'
import { TransportFailure } from '../../../../shared/net/transport-failure.ts'
import { asIpcErrorCode } from '../../../../shared/ipc/error-kinds.ts'
import { recordingClient, rejectsWith } from '../../../support/api-client-harness.ts'
import { explainError } from '../../../../renderer/src/lib/error-text.ts'
import { englishWords } from '../../../../electron/i18n/main-words.ts'

/** Node's fetch wraps the real error twice (TypeError 'fetch failed' → the socket's or TLS's error). */
const fetchFailed = (cause: unknown): TypeError => new TypeError('fetch failed', { cause })
const withCode = (code: string, message = code): Error => Object.assign(new Error(message), { code })

test('a chain the computer does not trust is "certificate_untrusted", whatever OpenSSL calls it', () => {
  for (const code of [
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  ]) {
    assert.deepEqual(netFailureOf(fetchFailed(withCode(code))), {
      code: 'certificate_untrusted',
      detail: code,
    })
  }
})

test('an expired certificate or one for another name is "certificate_invalid"', () => {
  for (const code of ['CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID', 'ERR_TLS_CERT_ALTNAME_INVALID']) {
    assert.equal(netFailureOf(fetchFailed(withCode(code)))?.code, 'certificate_invalid', code)
  }
})

test("undici's proxy answers are read through Node's DOMException wrapper: 407 asks for a sign-in", () => {
  // The exact chain Node 24's fetch rejects with when the proxy answers CONNECT with 407 (seen against tinyproxy).
  const undiciAbort = Object.assign(
    new Error('Proxy response (407) !== 200 when HTTP Tunneling', { cause: undefined }),
    { code: 'UND_ERR_ABORTED', name: 'AbortError' },
  )
  const wrapped = fetchFailed(Object.assign(new Error('Request was cancelled.'), { cause: undiciAbort }))
  assert.deepEqual(netFailureOf(wrapped), { code: 'proxy_auth_required', detail: 'proxy answered 407' })
  const refused = fetchFailed(new Error('Proxy response (403) !== 200 when HTTP Tunneling'))
  assert.deepEqual(netFailureOf(refused), { code: 'proxy_refused', detail: 'proxy answered 403' })
})

test('a plain connection failure says nothing of certificates or proxies', () => {
  assert.equal(netFailureOf(fetchFailed(withCode('ECONNREFUSED'))), null)
  assert.equal(netFailureOf(fetchFailed(withCode('ENOTFOUND'))), null)
  assert.equal(netFailureOf('not an error'), null)
})

test('a cause chain that loops is read without hanging', () => {
  const a = new Error('a') as Error & { cause?: unknown }
  const b = new Error('b', { cause: a })
  a.cause = b
  assert.equal(netFailureOf(a), null)
})

test('a certificate failure reaches the caller as kind "certificate", never retried, in words with the fix', async () => {
  let calls = 0
  const { client } = recordingClient('https://api.example.test/v1/api', 'bxk_testkey', 'k1', {
    fetch: async () => {
      calls++
      throw fetchFailed(withCode('SELF_SIGNED_CERT_IN_CHAIN'))
    },
  })
  await assert.rejects(
    client.getStats(),
    rejectsWith('certificate', (e) => {
      assert.equal(e.code, 'certificate_untrusted')
      assert.equal(e.retryable, false)
      const text = explainError({ kind: e.kind, code: e.code, message: e.message }, englishWords)
      assert.match(text.explanation, /not trusted by this computer/)
      assert.match(text.explanation, /company proxy .* certificate installed/)
      assert.doesNotMatch(`${text.title} ${text.explanation}`, /cannot be reached/)
    }),
  )
  assert.equal(calls, 1, 'the same certificate answers the same way a second later: no retry')
  client.dispose()
})

test('a proxy that needs a sign-in reaches the caller as kind "proxy", code proxy_auth_required', async () => {
  const { client } = recordingClient('https://api.example.test/v1/api', 'bxk_testkey', 'k1', {
    fetch: async () => {
      throw new TransportFailure('proxy_auth_required', 'proxy answered 407')
    },
  })
  await assert.rejects(
    client.getStats(),
    rejectsWith('proxy', (e) => {
      assert.equal(e.code, 'proxy_auth_required')
      assert.equal(explainError(e, englishWords).title, 'The proxy needs a sign-in')
    }),
  )
  client.dispose()
})

test('each new code has its own words, and none of them says "cannot be reached"', () => {
  for (const [kind, code] of [
    ['certificate', 'certificate_untrusted'],
    ['certificate', 'certificate_invalid'],
    ['proxy', 'proxy_refused'],
    ['proxy', 'proxy_auth_required'],
  ] as const) {
    const text = explainError({ kind, code, message: code }, englishWords)
    assert.notEqual(text.title, 'Something went wrong', code)
    assert.doesNotMatch(`${text.title} ${text.explanation}`, /cannot be reached/, code)
    assert.ok(text.nextStep.length > 0, code)
  }
})

test('a request-log line (kind network, no answer) with a certificate or proxy code is said by its code', () => {
  const text = explainError({ kind: 'network', code: 'certificate_untrusted' }, englishWords)
  assert.match(text.explanation, /not trusted by this computer/)
  assert.equal(
    explainError({ kind: 'network', code: 'proxy_refused' }, englishWords).title,
    'The proxy did not pass the request on',
  )
  assert.equal(
    explainError({ kind: 'network', code: 'network_error' }, englishWords).title,
    'The service cannot be reached',
  )
})

test('a key check stopped by a certificate or a proxy says so, not "check the network"', () => {
  const report = (kind: 'certificate' | 'proxy', code: string) =>
    summarize({
      state: 'unreachable',
      owner: null,
      scopes: { granted: [], missing: [], unknown: ['read:public', 'read:me'] },
      rateLimit: null,
      notices: [],
      problem: { endpoint: '/stats', kind, code: asIpcErrorCode(code), status: null, retryAt: null },
    })
  assert.match(report('certificate', 'certificate_untrusted'), /certificate is not trusted by this computer/)
  assert.match(report('proxy', 'proxy_auth_required'), /proxy on the way needs a sign-in/)
  assert.match(report('proxy', 'proxy_refused'), /did not pass the request on/)
})
