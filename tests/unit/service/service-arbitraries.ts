/** fast-check arbitraries for raw HTTP requests to the reference service: query strings, segments, headers. */
import fc from 'fast-check'

/** Percent-encodes any string; a lone surrogate becomes the bytes of an encoded surrogate (invalid UTF-8). */
function encode(s: string): string {
  try {
    return encodeURIComponent(s)
  } catch {
    return [...s]
      .map((ch) => (ch.length === 1 && /[\uD800-\uDFFF]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch)))
      .join('')
  }
}

// Node's http client refuses path characters outside U+0021–U+00FF; within them, anything goes (Latin-1 bytes).
const RAW_CHARS = fc.integer({ min: 0x21, max: 0xff }).map((n) => String.fromCharCode(n))
const rawText = (opts: { maxLength?: number } = {}) =>
  fc.string({ unit: RAW_CHARS, maxLength: opts.maxLength ?? 24 }).map((s) => s.replace(/[#?/]/g, ''))

const PERCENT_JUNK = [
  '%',
  '%%',
  '%z',
  '%zz',
  '%E2%82',
  '%C0%AF',
  '%ED%A0%80',
  '%00',
  '%0d%0a',
  '%FF%FE',
  '%2e%2e',
  '%2F',
  '%25',
]
const HUGE_NUMBERS = [
  '1e308',
  '9007199254740993',
  '-0',
  '0x10',
  '1'.repeat(40),
  'Infinity',
  'NaN',
  encode('１２'),
]

/** A value: encoded unicode, raw Latin-1, percent junk, numbers of every size, or a long string. */
export function queryValue(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ unit: 'binary', maxLength: 30 }).map(encode),
    fc.string({ unit: 'grapheme', maxLength: 10 }).map(encode),
    rawText(),
    fc.constantFrom(...PERCENT_JUNK, ...HUGE_NUMBERS),
    fc.integer({ min: -1000, max: 1000 }).map(String),
    fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
    fc
      .tuple(fc.constantFrom('a', '%41', 'é'), fc.integer({ min: 150, max: 800 }))
      .map(([c, n]) => encode(c).repeat(n)),
    fc
      .tuple(rawText({ maxLength: 6 }), fc.constantFrom(...PERCENT_JUNK), rawText({ maxLength: 6 }))
      .map((p) => p.join('')),
  )
}

const KNOWN_PARAMS = ['limit', 'cursor', 'category', 'q']

/** `?a=b&…` (or empty): known names (repeated at times), unknown names, valueless and empty pairs. */
export function bridgesQuery(): fc.Arbitrary<string> {
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...KNOWN_PARAMS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }).map(encode) },
    { weight: 1, arbitrary: rawText({ maxLength: 8 }).map((s) => s.replace(/[&=]/g, '')) },
    { weight: 1, arbitrary: fc.constantFrom('LIMIT', 'limit[]', 'q%00', '%71', '__proto__', 'constructor') },
  )
  const pair = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(name, queryValue()).map(([n, v]) => `${n}=${v.replace(/&/g, '%26')}`) },
    { weight: 1, arbitrary: name },
    { weight: 1, arbitrary: fc.constantFrom('', '=', '&', '==x') },
  )
  return fc.array(pair, { maxLength: 6 }).map((pairs) => (pairs.length === 0 ? '' : `?${pairs.join('&')}`))
}

/** One path segment for a slug or username: anything a URL can carry, plus dot segments and encoded slashes. */
export function pathSegment(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: queryValue().map((v) => v.replace(/[/?#]/g, '')) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '.',
        '..',
        '%2e',
        '%2E%2E',
        '..%2Fstats',
        'a%2Fb',
        '%2F%2F',
        '~',
        'harbour-ferry',
      ),
    },
    { weight: 1, arbitrary: fc.integer({ min: 190, max: 400 }).map((n) => 'x'.repeat(n)) },
  )
}

/** A path under /v1/api that names no endpoint (dot segments included: they must not re-route). */
export function unknownPath(): fc.Arbitrary<string> {
  const head = fc.oneof(
    pathSegment().map((s) => `x${s}`),
    fc.constantFrom(
      'bridges/a/b',
      'profiles',
      'profiles/a/b',
      'me/x',
      'stats/x',
      'STATS',
      'v1/api/stats',
      'openapi.json',
    ),
  )
  return fc
    .tuple(
      head,
      fc.array(fc.oneof(pathSegment(), fc.constantFrom('..', '.', 'stats', 'me')), { maxLength: 3 }),
    )
    .map(([h, rest]) => `/${[h, ...rest].join('/')}`)
}

// Header values: Node refuses characters outside tab, U+0020–U+007E and U+0080–U+00FF.
const HEADER_CHARS = fc
  .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }), fc.constant(0x09))
  .map((n) => String.fromCharCode(n))

/** An Authorization value (or none): the real key in odd schemes and spacing, near-keys, and noise. */
export function authValue(key: () => string): fc.Arbitrary<string | null> {
  const noise = fc.string({ unit: HEADER_CHARS, maxLength: 60 })
  return fc.oneof(
    fc.constant(null),
    noise,
    fc
      .tuple(
        fc.constantFrom('Bearer', 'bearer', 'BEARER', 'Basic', 'Token', ''),
        fc.constantFrom(' ', '  ', '\t', ''),
        noise,
      )
      .map(([s, sp, t]) => `${s}${sp}${t}`),
    fc
      .tuple(
        fc.constantFrom('Bearer ', 'bearer  ', 'Bearer\t', 'BEARER '),
        fc.constantFrom('', ' ', 'x', '\t'),
      )
      .map(([s, tail]) => `${s}${key()}${tail}`),
    fc.integer({ min: 0, max: 35 }).map((cut) => `Bearer ${key().slice(0, cut)}`),
    fc.constantFrom('Bearer bxk_', 'Bearer bxk_' + 'A'.repeat(32), 'Bearer ' + 'x'.repeat(5000)),
  )
}
