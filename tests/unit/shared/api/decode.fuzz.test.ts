// Property-based fuzzing of response parsing: every decoder of shared/api/decode.ts and the client's attempt
// parser (body reading, JSON, envelope, decoding) return a value or a typed error for any input, never throw.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import fc from 'fast-check'
import { ApiError } from '../../../../electron/core/api/index.ts'
import { sendAttempt } from '../../../../electron/core/api/attempt.ts'
import { sanitizeSnippet } from '../../../../electron/core/api/response-body.ts'
import {
  ROOT_PATH,
  decodeBridgeDetail,
  decodeBridgeList,
  decodeErrorEnvelope,
  decodeOwnProfile,
  decodePublicProfile,
  decodeStats,
  type DecodeResult,
  type ObjectSpec,
} from '../../../../shared/api/decode.ts'
import {
  BRIDGE_DETAIL_SPEC,
  BRIDGE_LIST_SPEC,
  ERROR_ENVELOPE_SPEC,
  OWN_PROFILE_SPEC,
  PUBLIC_PROFILE_SPEC,
  STATS_SPEC,
} from '../../../../shared/api/decode-specs.ts'
import { hostileText, mutatedObject, validObject } from './decode-arbitraries.ts'

const DECODERS: readonly [string, (j: unknown) => DecodeResult<unknown>, ObjectSpec][] = [
  ['decodeStats', decodeStats, STATS_SPEC],
  ['decodeBridgeList', decodeBridgeList, BRIDGE_LIST_SPEC],
  ['decodeBridgeDetail', decodeBridgeDetail, BRIDGE_DETAIL_SPEC],
  ['decodePublicProfile', decodePublicProfile, PUBLIC_PROFILE_SPEC],
  ['decodeOwnProfile', decodeOwnProfile, OWN_PROFILE_SPEC],
  ['decodeErrorEnvelope', decodeErrorEnvelope, ERROR_ENVELOPE_SPEC],
]

/** A result is either a value or an error with a path, an expectation and what was found, all strings. */
function assertWellFormed(r: DecodeResult<unknown>, spec: ObjectSpec): void {
  if (r.ok) return
  const { path, expected, got } = r.error
  assert.equal(typeof expected, 'string')
  assert.equal(typeof got, 'string')
  const head = /^[a-z_]+/.exec(path)?.[0]
  assert.ok(path === ROOT_PATH || spec.fields.some((f) => f.name === head), `path ${path} names no field`)
  assert.ok(got.length < 40, 'the error describes the type found, never echoes the value')
}

/** Known fields only, and every scalar field of the input handed back as is. */
function assertVerbatim(input: unknown, output: unknown, spec: ObjectSpec): void {
  const inObj = input as Record<string, unknown>
  const outObj = output as Record<string, unknown>
  for (const key of Object.keys(outObj))
    assert.ok(
      spec.fields.some((f) => f.name === key),
      `unknown field ${key} kept`,
    )
  for (const f of spec.fields) {
    if (!Object.hasOwn(inObj, f.name)) continue
    if (f.type === 'object') assertVerbatim(inObj[f.name], outObj[f.name], f.of)
    else if (f.type === 'array')
      (inObj[f.name] as unknown[]).forEach((item, i) =>
        assertVerbatim(item, (outObj[f.name] as unknown[])[i], f.of),
      )
    else assert.ok(Object.is(outObj[f.name], inObj[f.name]), `${f.name} changed`)
  }
}

for (const [name, decode, spec] of DECODERS) {
  test(`${name}: any JSON value gives a value or a field-naming error, never an exception`, () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => assertWellFormed(decode(json), spec)),
      { numRuns: 4000 },
    )
  })

  test(`${name}: bodies shaped like the schema with random mutations never throw; accepted ones are verbatim`, () => {
    fc.assert(
      fc.property(mutatedObject(spec), (json) => {
        const r = decode(json)
        assertWellFormed(r, spec)
        // The envelope decoder flattens its value, so verbatim is checked on the others.
        if (r.ok && name !== 'decodeErrorEnvelope') assertVerbatim(json, r.value, spec)
      }),
      { numRuns: 4000 },
    )
  })

  test(`${name}: every body the schema allows is accepted, unknown fields dropped, text verbatim`, () => {
    fc.assert(
      fc.property(validObject(spec), (json) => {
        const r = decode(json)
        assert.ok(
          r.ok,
          r.ok ? '' : `rejected a valid body at ${r.error.path}: ${r.error.expected} / ${r.error.got}`,
        )
        if (name !== 'decodeErrorEnvelope') assertVerbatim(json, r.value, spec)
      }),
      { numRuns: 2000 },
    )
  })
}

const NULL_BODY_STATUSES = new Set([204, 205, 304])
const statusArb = fc.oneof(
  fc.constantFrom(200, 200, 200, 400, 401, 403, 404, 429, 500, 502, 503),
  fc.integer({ min: 200, max: 599 }),
)
const bodyArb = fc.oneof(
  fc.uint8Array({ maxLength: 200 }),
  fc.jsonValue().map((v) => JSON.stringify(v) ?? ''),
  fc
    .constantFrom(...DECODERS.map(([, , s]) => s))
    .chain((s) => mutatedObject(s))
    .map((v) => JSON.stringify(v) ?? ''),
  fc
    .tuple(fc.jsonValue(), fc.constantFrom('\uFEFF', '\uFEFF\uFEFF', ' \n', '<!doctype html>', ''))
    .map(([v, p]) => p + JSON.stringify(v)),
  fc.tuple(fc.jsonValue(), fc.nat(30)).map(([v, n]) => (JSON.stringify(v) ?? '').slice(0, n)),
  hostileText(),
)
const headersArb = fc.record(
  {
    'content-type': fc.constantFrom('application/json', 'text/html', 'application/json; charset=utf-16', ''),
    'x-request-id': fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((n) => String.fromCharCode(n)),
      maxLength: 30,
    }),
    'x-ratelimit-remaining': fc.constantFrom('1', '-1', 'NaN', '99999999999999999999'),
  },
  { requiredKeys: [] },
)

test('the client attempt parser turns any status, headers and body into a value or a typed ApiError', async () => {
  await fc.assert(
    fc.asyncProperty(
      statusArb,
      headersArb,
      bodyArb,
      fc.constantFrom(...DECODERS.slice(0, 5)),
      fc.constantFrom(64, 1024, 20 * 1024 * 1024),
      fc.boolean(),
      async (status, headers, body, [, decode], maxBodyBytes, fixedPath) => {
        const response = new Response(NULL_BODY_STATUSES.has(status) ? null : body, { status, headers })
        let headerCalls = 0
        const outcome = await sendAttempt({
          url: 'http://127.0.0.1:9/v1/api/stats',
          fixedPath,
          key: 'bxk_fuzzNotARealKey',
          signal: new AbortController().signal,
          timeoutMs: 5000,
          fetchImpl: async () => response,
          maxBodyBytes,
          decode,
          now: () => 0,
          onHeaders: () => void headerCalls++,
        })
        assert.equal(headerCalls, 1, 'onHeaders is called exactly once')
        if (outcome.ok) {
          assert.equal(status, 200, 'only a 200 gives a value')
          return
        }
        assert.ok(outcome.error instanceof ApiError)
        assert.ok(['parse', 'shape', 'api', 'not_api'].includes(outcome.error.kind), outcome.error.kind)
        // "Not the API" only ever stands for a 404 on a path every API base has, or a web page at 200.
        if (outcome.error.kind === 'not_api') assert.ok(status === 200 || (status === 404 && fixedPath))
        assert.ok(outcome.error.message.length < 600, 'messages are bounded')
        assert.doesNotMatch(outcome.error.message, /bxk_fuzzNotARealKey/)
      },
    ),
    { numRuns: 10_000 },
  )
})

test('sanitizeSnippet never throws, stays short and masks anything shaped like a key', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 400 }), fc.nat(200), (text, max) => {
      const out = sanitizeSnippet(`${text}bxk_${'Ab1'.repeat(11)}${text}`, max)
      assert.ok(out.length <= max + 1)
      assert.doesNotMatch(out, /bxk_[A-Za-z0-9]{4}/)
    }),
    { numRuns: 10_000 },
  )
})
