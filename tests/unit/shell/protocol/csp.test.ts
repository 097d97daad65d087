import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CONTENT_SECURITY_POLICY } from '../../../../electron/protocol/csp.ts'

/** Parses a CSP header value into directive → sources, refusing duplicates (browsers ignore the second). */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name === undefined || name === '') continue
    assert.ok(!directives.has(name), `duplicate directive ${name}`)
    directives.set(name.toLowerCase(), sources)
  }
  return directives
}

const csp = parseCsp(CONTENT_SECURITY_POLICY)

test('the CSP header is exactly the policy of the issue', () => {
  assert.equal(
    CONTENT_SECURITY_POLICY,
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'",
  )
})

test("scripts may come only from 'self': no unsafe-eval, no unsafe-inline, no hosts, no wildcards", () => {
  assert.deepEqual(csp.get('script-src'), ["'self'"])
  assert.deepEqual(csp.get('default-src'), ["'self'"])
})

test('no directive allows eval, a remote host, a wildcard or blob:', () => {
  for (const [name, sources] of csp) {
    for (const source of sources) {
      assert.ok(!/unsafe-eval|wasm-unsafe-eval/.test(source), `${name} allows eval`)
      assert.ok(!source.includes('*'), `${name} has a wildcard`)
      assert.ok(!/^(https?:|wss?:|blob:|filesystem:)/.test(source), `${name} allows ${source}`)
      assert.ok(!/^[a-z0-9.-]+\.[a-z]{2,}/i.test(source), `${name} names a host ${source}`)
    }
  }
})

test('plugins, base rewriting, framing and form posts are all refused', () => {
  for (const name of ['object-src', 'base-uri', 'frame-ancestors', 'form-action']) {
    assert.deepEqual(csp.get(name), ["'none'"], name)
  }
})

test("the renderer connects only to 'self' (all API traffic goes through main)", () => {
  assert.deepEqual(csp.get('connect-src'), ["'self'"])
})
