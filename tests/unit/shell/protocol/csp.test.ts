import assert from 'node:assert/strict'
import { test } from 'node:test'
import { createHash } from 'node:crypto'
import { CONTENT_SECURITY_POLICY, documentPolicy } from '../../../../electron/protocol/csp.ts'

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
    "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'none'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'",
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

test("no directive allows inline styles wholesale: no 'unsafe-inline' anywhere", () => {
  for (const [name, sources] of csp) assert.ok(!sources.includes("'unsafe-inline'"), name)
})

const sha256 = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

test("a drawn document's own style attributes are allowed by their hashes, and nothing else", () => {
  const html = [
    '<div style="width:45%;height:14px"></div>',
    '<div style="width:45%;height:14px"></div>',
    '<div class="slot" style="transform:translateY(calc(var(--row-height) * 3))"></div>',
    // React writes quotes and ampersands in an attribute as entities; the browser hashes the value they stand for.
    '<span style="font-family:&quot;Noto&quot;, a&amp;b"></span>',
    // Text that only looks like an attribute: inside JSON its quotes are escaped, so it is no attribute.
    '<script type="application/json" id="first-screen">{"title":"x style=\\"color:red\\""}</script>',
  ].join('')
  const policy = parseCsp(documentPolicy(html))
  assert.deepEqual(policy.get('style-src-attr'), [
    "'unsafe-hashes'",
    sha256('width:45%;height:14px'),
    sha256('transform:translateY(calc(var(--row-height) * 3))'),
    sha256('font-family:"Noto", a&b'),
  ])
  assert.deepEqual(policy.get('style-src'), ["'self'"], 'style elements: the built stylesheets only')
  const { 'style-src-attr': _attr, ...others } = Object.fromEntries(policy)
  const { 'style-src-attr': _none, ...base } = Object.fromEntries(csp)
  assert.deepEqual(others, base, 'every other directive as the base policy')
})

test('a document without style attributes gets the base policy: style attributes refused', () => {
  assert.equal(documentPolicy('<!doctype html><title>x</title>'), CONTENT_SECURITY_POLICY)
  assert.deepEqual(csp.get('style-src-attr'), ["'none'"])
})
