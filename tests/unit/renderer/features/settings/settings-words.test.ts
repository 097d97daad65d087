// What Settings says about the proxy and a connection test: the proxy in use in words, and a failed test named by
// the part that failed with its fix (README "Proxy and certificates": never "cannot be reached").
import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { NetworkTestResult } from '../../../../../shared/ipc/network.ts'
import {
  deletedText,
  fileSize,
  lockedByPolicy,
  proxyInUse,
  testOutcome,
} from '../../../../../renderer/src/features/settings/settings-words.ts'
import { englishWords } from '../../../../../electron/i18n/main-words.ts'

const failed = (kind: 'certificate' | 'proxy', code: string): NetworkTestResult =>
  ({
    ok: false,
    serviceUrl: 'https://api.example/v1',
    status: null,
    elapsedMs: 3,
    failure: { kind, code, message: code },
  }) as NetworkTestResult

test('the proxy in use, in words, for each mode', () => {
  const system = 'No HTTPS_PROXY or HTTP_PROXY variable is set: calls go direct.'
  assert.equal(
    proxyInUse({ setting: { mode: 'system' }, system }, englishWords),
    `The system’s proxy settings. ${system}`,
  )
  assert.equal(
    proxyInUse({ setting: { mode: 'none' }, system }, englishWords),
    'No proxy: calls go straight to the service.',
  )
  assert.equal(
    proxyInUse(
      { setting: { mode: 'manual', url: 'http://p.example:3128', bypass: '.intra' }, system },
      englishWords,
    ),
    'The proxy set here: http://p.example:3128 (except .intra).',
  )
})

test('a test that reached the service says so; a 401 without a key is the expected answer', () => {
  const ok = testOutcome(
    {
      ok: true,
      serviceUrl: 'http://127.0.0.1:1/v1',
      status: 401,
      elapsedMs: 1,
      failure: null,
    },
    englishWords,
  )
  assert.equal(ok.ok, true)
  assert.match(ok.detail, /asked for one, as expected/)
})

test('with a proxy set, a test of a service on this computer says it skipped the proxy (never that the proxy works)', () => {
  const reached = {
    ok: true,
    serviceUrl: 'http://localhost:4010/v1/api',
    status: 401,
    elapsedMs: 1,
    failure: null,
  }
  const manual = { mode: 'manual' as const, url: 'http://dead-proxy.example:3128' }
  const skipped = testOutcome(reached, englishWords, manual)
  assert.equal(skipped.ok, true)
  assert.match(skipped.detail, /did not go through the proxy/)
  assert.match(skipped.detail, /this computer/)
  // Without a proxy, or to another host, nothing is said of one.
  assert.doesNotMatch(testOutcome(reached, englishWords, { mode: 'none' }).detail, /proxy/)
  const remote = { ...reached, serviceUrl: 'https://api.example/v1/api' }
  assert.doesNotMatch(testOutcome(remote, englishWords, manual).detail, /proxy/)
})

test('a certificate or proxy failure is named with its fix', () => {
  const cert = testOutcome(failed('certificate', 'certificate_untrusted'), englishWords)
  assert.equal(cert.ok, false)
  assert.match(cert.title, /certificate is not trusted/)
  assert.match(cert.detail, /company proxy may need its certificate installed/)
  assert.match(cert.detail, /root certificate/)
  const proxy = testOutcome(failed('proxy', 'proxy_refused'), englishWords)
  assert.match(proxy.title, /proxy did not pass the request on/)
  assert.match(proxy.detail, /Check the proxy setting/)
  assert.match(testOutcome(failed('proxy', 'proxy_auth_required'), englishWords).title, /needs a sign-in/)
})

test('the policy file locks the updates switch; sizes in words', () => {
  const state = {
    enabled: true,
    message: '',
    said: { id: 'updates.off-setting' as const },
    policyPath: '/etc/bridge-explorer/policy.json',
    feedUrl: null,
  }
  assert.equal(lockedByPolicy({ ...state, status: 'policy' }), true)
  assert.equal(lockedByPolicy({ ...state, status: 'policy-unreadable' }), true)
  assert.equal(lockedByPolicy({ ...state, status: 'setting' }), false)
  assert.equal(fileSize(512), '512 bytes')
  assert.equal(fileSize(4400), '4.4 kB')
})

test('Delete catalogue says the space it freed, or why the file keeps it', () => {
  assert.equal(deletedText({ freedBytes: 12_400_000, kept: null }, englishWords), 'Deleted; 12.4 MB freed.')
  assert.equal(deletedText({ freedBytes: 0, kept: null }, englishWords), 'Deleted.')
  assert.match(
    deletedText(
      { freedBytes: 0, kept: { reason: 'no_room', needBytes: 80_000_000, freeBytes: 5_000_000 } },
      englishWords,
    ),
    /^Deleted\. The disk has too little room .* \(80 MB needed, 5 MB free\): the catalogue file keeps the space/,
  )
  assert.match(
    deletedText({ freedBytes: 0, kept: { reason: 'failed', message: 'database is locked' } }, englishWords),
    /could not be given back \(database is locked\)/,
  )
})
