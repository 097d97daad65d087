import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { OpenApiValidator, OPENAPI_PATH, loadValidator } from '../../support/openapi-validator.ts'

// A small inline document keeps these tests independent of the real one while it is being written.
const doc = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  servers: [{ url: 'http://localhost/v1/api' }],
  paths: {
    '/things/{id}': {
      get: {
        responses: {
          '200': {
            description: 'ok',
            headers: { 'X-RateLimit-Remaining': { $ref: '#/components/headers/Remaining' } },
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
          },
          '429': { $ref: '#/components/responses/TooMany' },
        },
      },
    },
  },
  components: {
    headers: { Remaining: { required: true, schema: { type: 'integer', minimum: 0 } } },
    schemas: {
      Thing: {
        type: 'object',
        required: ['id', 'at'],
        properties: { id: { type: 'string' }, at: { type: 'string', format: 'date-time' } },
      },
      Error: {
        type: 'object',
        required: ['error'],
        properties: { error: { type: 'object', required: ['code'] } },
      },
    },
    responses: {
      TooMany: {
        description: 'slow down',
        headers: { 'Retry-After': { required: true, schema: { type: 'integer', minimum: 1 } } },
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  },
}
const json = { 'content-type': 'application/json; charset=utf-8' }
const ok = { ...json, 'x-ratelimit-remaining': '3' }
const thing = { id: 'a', at: '2026-03-14T09:26:53Z' }

describe('openapi validator', () => {
  const v = new OpenApiValidator(doc)

  it('accepts a body and headers that follow the document', () => {
    assert.deepEqual(v.validateResponse('GET', '/things/{id}', 200, ok, thing), [])
  })

  it('rejects a body missing a required field', () => {
    const problems = v.validateResponse('GET', '/things/{id}', 200, ok, { at: thing.at })
    assert.equal(problems.length, 1)
    assert.match(problems[0] ?? '', /required.*id/)
  })

  it('rejects a malformed date-time through ajv-formats', () => {
    assert.notDeepEqual(v.validateResponse('GET', '/things/{id}', 200, ok, { id: 'a', at: 'yesterday' }), [])
  })

  it('rejects a missing required header and a non-integer one', () => {
    assert.match(
      v.validateResponse('GET', '/things/{id}', 200, json, thing).join(),
      /X-RateLimit-Remaining is missing/,
    )
    assert.match(
      v
        .validateResponse('GET', '/things/{id}', 200, { ...json, 'x-ratelimit-remaining': '2.5' }, thing)
        .join(),
      /X-RateLimit-Remaining/,
    )
  })

  it('follows $ref to shared responses and requires their headers (Retry-After on 429)', () => {
    assert.deepEqual(
      v.validateResponse(
        'GET',
        '/things/{id}',
        429,
        { ...json, 'retry-after': '2' },
        { error: { code: 'x' } },
      ),
      [],
    )
    assert.match(
      v.validateResponse('GET', '/things/{id}', 429, json, { error: { code: 'x' } }).join(),
      /Retry-After is missing/,
    )
  })

  it('reports a status the operation does not document', () => {
    assert.match(v.validateResponse('GET', '/things/{id}', 418, json, {}).join(), /418 is not documented/)
  })

  it('reports a content type the response does not document', () => {
    assert.match(
      v
        .validateResponse(
          'GET',
          '/things/{id}',
          200,
          { 'x-ratelimit-remaining': '1', 'content-type': 'text/html' },
          thing,
        )
        .join(),
      /content-type/,
    )
  })

  it('matches request paths under the server prefix to templates', () => {
    assert.equal(v.matchPath('/v1/api/things/42'), '/things/{id}')
    assert.equal(v.matchPath('/v1/api/things/42/more'), null)
  })

  it('checks HEAD against GET without a body', () => {
    assert.deepEqual(v.validateResponse('HEAD', '/things/{id}', 200, ok, undefined), [])
  })
})

describe(
  'openapi validator on shared/api/openapi.yaml',
  { skip: existsSync(OPENAPI_PATH) ? false : 'shared/api/openapi.yaml does not exist yet' },
  () => {
    it('rejects a bridge detail without its required id (so the suite can fail)', () => {
      const v = loadValidator()
      const tpl = v.matchPath('/v1/api/bridges/some-slug')
      assert.ok(tpl, 'the document describes /bridges/{slug}')
      const body = {
        title: 't',
        suggestion: 's',
        category: 'health',
        domain: null,
        passes: 1,
        suggestor: { username: 'u', verified: true },
      }
      assert.ok(v.validateResponse('GET', tpl, 200, json, body).some((p) => /id/.test(p)))
    })
  },
)
