import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { checkServiceUrl, isLoopbackHost, isSafeExternalUrl } from '../../../../shared/net/url-safety.ts'
import { validateRequest } from '../../../../shared/ipc/contract.ts'

describe('links handed to the OS', () => {
  test('one rule for the shell, the core and the IPC validator: a URL the parser would silently change is refused', () => {
    // The core's old copy accepted these (new URL strips the newline and tab); the shell's refused them.
    for (const url of ['https://example.com/\n', 'https://exa\tmple.com/', 'https://example.com/\u0085']) {
      assert.equal(isSafeExternalUrl(url), false, JSON.stringify(url))
      assert.equal(validateRequest('shell:open-external', { url }).ok, false, JSON.stringify(url))
    }
    assert.equal(validateRequest('shell:open-external', { url: 'https://example.org/a?b=c#d' }).ok, true)
  })

  test('http and https with a host and no credentials only', () => {
    assert.equal(isSafeExternalUrl('http://example.org/'), true)
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'https://u:p@example.org/',
      'not a url',
      '',
      42,
    ]) {
      assert.equal(isSafeExternalUrl(url), false, String(url))
    }
  })
})

describe('service URLs', () => {
  test('plain http to a remote host is refused with a message that says why', () => {
    for (const url of [
      'http://api.example.com/v1/api',
      'http://10.0.0.5:8787/v1/api',
      'http://[2001:db8::1]/v1/api',
    ]) {
      const r = checkServiceUrl(url)
      assert.equal(r.ok, false, url)
      if (!r.ok) assert.match(r.message, /clear text/, url)
    }
  })

  test('plain http is accepted for this machine only: localhost, 127.0.0.0/8 and ::1', () => {
    for (const url of [
      'http://localhost:8787/v1/api',
      'http://127.0.0.1:1/v1/api',
      'http://127.255.0.9/',
      'http://[::1]:9/x',
    ]) {
      assert.equal(checkServiceUrl(url).ok, true, url)
    }
    assert.equal(isLoopbackHost('128.0.0.1'), false)
    assert.equal(isLoopbackHost('127.0.0.1.example.com'), false)
  })

  test('https anywhere, in canonical form; credentials, query and fragment refused', () => {
    assert.deepEqual(checkServiceUrl(' https://API.example.com/v1/api/ '), {
      ok: true,
      url: 'https://api.example.com/v1/api',
    })
    for (const url of [
      'https://u:p@example.com/',
      'https://example.com/?a=1',
      'https://example.com/#x',
      'ftp://example.com/',
      'x',
    ]) {
      assert.equal(checkServiceUrl(url).ok, false, url)
    }
  })
})

test('keys:add refuses a remote http service URL at the IPC boundary, naming the field and the reason', () => {
  const r = validateRequest('keys:add', { key: 'bxk_x', serviceUrl: 'http://api.example.com/v1/api' })
  assert.equal(r.ok, false)
  if (!r.ok) assert.match(r.error, /^payload\.serviceUrl: .*clear text/)
  assert.equal(
    validateRequest('keys:add', { key: 'bxk_x', serviceUrl: 'http://127.0.0.1:9/v1/api' }).ok,
    true,
  )
})
