// The decoder field specs and the error-code table are hand-written data; these tests hold them to
// shared/api/openapi.yaml so that neither side can change alone.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { parse } from 'yaml'
import type { FieldType, ObjectSpec } from '../../../../shared/api/decode-core.ts'
import { SCHEMA_SPECS } from '../../../../shared/api/decode-specs.ts'
import { ERROR_CODES, ERROR_STATUS } from '../../../../shared/api/error-codes.ts'

type Json = Record<string, unknown>
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

const doc: unknown = parse(
  readFileSync(new URL('../../../../shared/api/openapi.yaml', import.meta.url), 'utf8'),
)
assert.ok(isObj(doc) && isObj(doc.components) && isObj(doc.components.schemas) && isObj(doc.paths))
const components = doc.components as Json
const schemas = components.schemas as Json
const paths = doc.paths as Json

const SCHEMA_REF = '#/components/schemas/'

/** Follows a `$ref` to components/schemas, returning the schema and the name it was reached by. */
function resolveSchema(node: unknown): { schema: Json; ref?: string } {
  assert.ok(isObj(node))
  if (typeof node.$ref !== 'string') return { schema: node }
  assert.ok(node.$ref.startsWith(SCHEMA_REF), `unexpected $ref ${node.$ref}`)
  const ref = node.$ref.slice(SCHEMA_REF.length)
  const target = schemas[ref]
  assert.ok(isObj(target), `unresolved $ref ${node.$ref}`)
  return { schema: resolveSchema(target).schema, ref }
}

/** A property as the document states it, in the terms of a FieldSpec. */
function describeProperty(node: unknown): { type: FieldType; nullable: boolean; of?: string } {
  const { schema } = resolveSchema(node)
  const types = Array.isArray(schema.type) ? schema.type : [schema.type]
  const nonNull = types.filter((t) => t !== 'null')
  assert.equal(nonNull.length, 1, `expected one JSON type besides null, got ${JSON.stringify(types)}`)
  const type = nonNull[0] as FieldType
  const nullable = types.includes('null')
  if (type === 'object') return { type, nullable, of: resolveSchema(node).ref }
  if (type === 'array') return { type, nullable, of: resolveSchema(schema.items).ref }
  return { type, nullable }
}

function documentShape(name: string): Json {
  const { schema } = resolveSchema({ $ref: SCHEMA_REF + name })
  assert.equal(schema.type, 'object', `${name} is an object schema`)
  assert.ok(isObj(schema.properties), `${name} has properties`)
  return schema
}

function specShape(spec: ObjectSpec) {
  return Object.fromEntries(
    spec.fields.map((f) => [
      f.name,
      {
        type: f.type,
        nullable: f.nullable,
        required: f.required,
        ...(f.type === 'object' || f.type === 'array' ? { of: f.of.schema } : {}),
      },
    ]),
  )
}

function docShape(name: string) {
  const schema = documentShape(name)
  const required = Array.isArray(schema.required) ? schema.required : []
  return Object.fromEntries(
    Object.entries(schema.properties as Json).map(([prop, node]) => [
      prop,
      { ...describeProperty(node), required: required.includes(prop) },
    ]),
  )
}

for (const spec of SCHEMA_SPECS) {
  test(`decoder spec of ${spec.schema} has the document's fields, types, required flags and nullability`, () => {
    assert.deepEqual(specShape(spec), docShape(spec.schema))
  })
}

test('every object schema of the document has a decoder spec', () => {
  const objectSchemas = Object.entries(schemas)
    .filter(([, s]) => isObj(s) && s.type === 'object')
    .map(([name]) => name)
    .sort()
  assert.deepEqual(SCHEMA_SPECS.map((s) => s.schema).sort(), objectSchemas)
})

test('no response object schema forbids unknown fields (clients ignore them, says info.description)', () => {
  for (const [name, s] of Object.entries(schemas)) {
    assert.ok(isObj(s))
    assert.notEqual(s.additionalProperties, false, `${name} sets additionalProperties: false`)
  }
})

test('ERROR_CODES equals the ErrorCode enum of the document, in order', () => {
  const errorCode = schemas.ErrorCode
  assert.ok(isObj(errorCode))
  assert.deepEqual([...ERROR_CODES], errorCode.enum)
})

/** Every (status, response) pair the operations declare, with `$ref`s to components/responses followed. */
function declaredResponses(): { status: number; description: string }[] {
  const out: { status: number; description: string }[] = []
  const responses = components.responses as Json
  for (const item of Object.values(paths)) {
    assert.ok(isObj(item))
    const op = item.get
    assert.ok(isObj(op) && isObj(op.responses))
    for (const [status, raw] of Object.entries(op.responses)) {
      assert.ok(isObj(raw))
      const ref = typeof raw.$ref === 'string' ? responses[raw.$ref.split('/').at(-1) ?? ''] : raw
      assert.ok(isObj(ref) && typeof ref.description === 'string')
      out.push({ status: Number(status), description: ref.description })
    }
  }
  return out
}

test('each error code is documented only under the status ERROR_STATUS gives it', () => {
  const responses = declaredResponses()
  for (const code of ERROR_CODES) {
    const statuses = new Set(
      responses.filter((r) => r.description.includes(`\`${code}\``)).map((r) => r.status),
    )
    assert.deepEqual(
      [...statuses],
      [ERROR_STATUS[code]],
      `${code} is documented under ${[...statuses].join(', ')}`,
    )
  }
})

test('every /v1/api operation states its scope in x-required-scope and in its description', () => {
  for (const [path, item] of Object.entries(paths)) {
    if (path.startsWith('/v1/')) continue
    assert.ok(isObj(item) && isObj(item.get))
    const scope = item.get['x-required-scope']
    assert.ok(scope === 'read:public' || scope === 'read:me', `${path}: scope ${String(scope)}`)
    assert.match(String(item.get.description), new RegExp(`Scope: \`${scope}\``), path)
  }
})
