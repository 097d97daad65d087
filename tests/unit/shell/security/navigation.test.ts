import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { APP_ORIGIN, originOf, trustedOrigins } from '../../../../electron/protocol/app-origin.ts'
import { isAllowedNavigation, openExternalIfSafe } from '../../../../electron/security/navigation.ts'
import { isSafeExternalUrl } from '../../../../shared/net/url-safety.ts'

const PACKAGED = trustedOrigins(undefined, true)

describe('in-window navigation', () => {
  test('navigation within the app origin is allowed', () => {
    assert.equal(isAllowedNavigation('app://bridge-explorer/index.html', PACKAGED), true)
    assert.equal(isAllowedNavigation('app://bridge-explorer/index.html#/bridges', PACKAGED), true)
  })

  test('navigation anywhere else is refused', () => {
    for (const url of [
      'https://example.com/',
      'http://localhost:5173/',
      'file:///etc/passwd',
      'app://other-host/index.html',
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'not a url',
    ]) {
      assert.equal(isAllowedNavigation(url, PACKAGED), false, url)
    }
  })

  test('the dev server origin is trusted only when unpackaged', () => {
    assert.deepEqual(trustedOrigins('http://localhost:5173/', false), [APP_ORIGIN, 'http://localhost:5173'])
    assert.deepEqual(trustedOrigins('http://localhost:5173/', true), [APP_ORIGIN])
    assert.equal(
      isAllowedNavigation('http://localhost:5173/x', trustedOrigins('http://localhost:5173/', false)),
      true,
    )
  })

  test('the origin of the app scheme is rebuilt from scheme and host (Node reports "null")', () => {
    assert.equal(originOf('app://bridge-explorer/a/b?c'), 'app://bridge-explorer')
    assert.equal(originOf('file:///etc/passwd'), null)
  })
})

describe('external links', () => {
  test('http and https links are allowed', () => {
    assert.equal(isSafeExternalUrl('https://example.com/docs?a=1#b'), true)
    assert.equal(isSafeExternalUrl('http://example.com'), true)
  })

  test('javascript:, file:, data:, custom schemes and other non-web URLs are refused', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'file:///C:/Windows/System32/calc.exe',
      'data:text/html,hi',
      'bridge-explorer://bridges/x',
      'ms-msdt:/id PCWDiagnostic',
      'smb://attacker/share',
      'mailto:a@example.com',
      'vscode://file/etc/passwd',
      'app://bridge-explorer/index.html',
    ]) {
      assert.equal(isSafeExternalUrl(url), false, url)
    }
  })

  test('credentials, whitespace, control characters, relative and overlong URLs are refused', () => {
    for (const url of [
      'https://user:pass@example.com/',
      'https://example.com@evil.example/',
      'https://exa mple.com/',
      'https://example.com/\n',
      '//example.com',
      '/relative',
      `https://example.com/${'a'.repeat(2100)}`,
      '',
    ]) {
      assert.equal(isSafeExternalUrl(url), false, url)
    }
    assert.equal(isSafeExternalUrl(42), false)
  })

  test('main opens a safe link and reports it, and never calls the opener for an unsafe one', async () => {
    const opened: string[] = []
    const open = async (url: string): Promise<void> => {
      opened.push(url)
    }
    assert.equal(await openExternalIfSafe('https://example.com/', open), true)
    assert.equal(await openExternalIfSafe('file:///etc/passwd', open), false)
    assert.deepEqual(opened, ['https://example.com/'])
  })

  test('a failing opener is reported as not opened', async () => {
    assert.equal(
      await openExternalIfSafe('https://example.com/', () => Promise.reject(new Error('no browser'))),
      false,
    )
  })
})
