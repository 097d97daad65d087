import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { mimeTypeOf, resolveAppPath } from '../../../../electron/protocol/protocol-path.ts'

function refusedWith(url: string): number {
  const result = resolveAppPath(url)
  assert.equal(result.ok, false, `${url} was not refused`)
  return result.ok ? 0 : result.status
}

describe('app:// path resolution', () => {
  test('the root and /index.html serve index.html as HTML', () => {
    for (const url of [
      'app://bridge-explorer/',
      'app://bridge-explorer',
      'app://bridge-explorer/index.html',
    ]) {
      assert.deepEqual(resolveAppPath(url), {
        ok: true,
        relativePath: 'index.html',
        mimeType: 'text/html; charset=utf-8',
      })
    }
  })

  test('an asset resolves under the root with its MIME type; query and fragment are ignored', () => {
    assert.deepEqual(resolveAppPath('app://bridge-explorer/assets/index-Ab12.js?v=1#x'), {
      ok: true,
      relativePath: 'assets/index-Ab12.js',
      mimeType: 'text/javascript; charset=utf-8',
    })
  })

  test('dot segments are refused, written plainly or percent-encoded in any case', () => {
    for (const url of [
      'app://bridge-explorer/../../etc/passwd',
      'app://bridge-explorer/assets/../../secret.js',
      'app://bridge-explorer/%2e%2e/%2e%2e/etc/passwd.txt',
      'app://bridge-explorer/%2E%2E/x.js',
      'app://bridge-explorer/.%2e/x.js',
      'app://bridge-explorer/assets/%2e%2e%2fx.js',
      'app://bridge-explorer/./index.html',
    ]) {
      assert.equal(refusedWith(url), 403, url)
    }
  })

  test('encoded separators, backslashes, drive letters and absolute paths are refused', () => {
    for (const url of [
      'app://bridge-explorer/%2Fetc%2Fpasswd.txt',
      'app://bridge-explorer/assets%5C..%5Cx.js',
      'app://bridge-explorer/..\\x.js',
      'app://bridge-explorer//etc/passwd.txt',
      'app://bridge-explorer/C:/Windows/win.ini.txt',
      'app://bridge-explorer/C%3A%5CWindows%5Cwin.txt',
    ]) {
      assert.equal(refusedWith(url), 403, url)
    }
  })

  test('NUL bytes and other control characters are refused', () => {
    assert.equal(refusedWith('app://bridge-explorer/index.html%00.png'), 403)
    assert.equal(refusedWith('app://bridge-explorer/a%0a.js'), 403)
  })

  test('malformed percent-encoding is a 400', () => {
    assert.equal(refusedWith('app://bridge-explorer/%E0%A4%A.js'), 400)
  })

  test('another host or scheme is refused', () => {
    assert.equal(refusedWith('app://evil.example/index.html'), 403)
    assert.equal(refusedWith('file:///etc/passwd'), 403)
    assert.equal(refusedWith('https://bridge-explorer/index.html'), 403)
  })

  test('unknown client routes are 404, not index.html (relative asset URLs would break under a deep path)', () => {
    assert.equal(refusedWith('app://bridge-explorer/bridges/some-slug'), 404)
    assert.equal(refusedWith('app://bridge-explorer/settings'), 404)
  })

  test('file types the build never emits are 404', () => {
    assert.equal(refusedWith('app://bridge-explorer/config.sh'), 404)
    assert.equal(refusedWith('app://bridge-explorer/.env'), 404)
  })

  test('overlong URLs and very deep paths are refused', () => {
    assert.equal(refusedWith(`app://bridge-explorer/${'a'.repeat(3000)}.js`), 400)
    assert.equal(refusedWith(`app://bridge-explorer/${'a/'.repeat(40)}x.js`), 400)
  })
})

describe('MIME types', () => {
  test('the types the build emits are mapped; unknown ones are null', () => {
    assert.equal(mimeTypeOf('a.css'), 'text/css; charset=utf-8')
    assert.equal(mimeTypeOf('a.SVG'), 'image/svg+xml')
    assert.equal(mimeTypeOf('font.woff2'), 'font/woff2')
    assert.equal(mimeTypeOf('a.exe'), null)
    assert.equal(mimeTypeOf('noext'), null)
  })

  test('an extension named like an Object property has no type', () => {
    for (const ext of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      assert.equal(mimeTypeOf(`x.${ext}`), null, ext)
    }
  })
})
