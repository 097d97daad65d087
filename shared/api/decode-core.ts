/**
 * A small, dependency-free decoder driven by declarative field specs. It walks only the fields a
 * spec names, so unknown fields (which openapi.yaml tells clients to ignore) are dropped and the work is bounded by
 * the spec, never by the size or depth of the input.
 */

/** The JSON type a field holds; `integer` is a number with no fractional part. */
export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array'

/** The JSON types that hold no nested schema. */
export type ScalarType = Exclude<FieldType, 'object' | 'array'>

interface FieldBase<Name extends string> {
  readonly name: Name
  /** In the schema's `required` list: must be present (possibly null when `nullable`). */
  readonly required: boolean
  /** `null` is an allowed value (`type: [x, "null"]`). */
  readonly nullable: boolean
}

/** One property of a schema, as the document declares it. */
export type FieldSpec<Name extends string = string> =
  | (FieldBase<Name> & { readonly type: ScalarType })
  /** For `object`: the nested schema; for `array`: the schema of each item (arrays hold objects). */
  | (FieldBase<Name> & { readonly type: 'object' | 'array'; readonly of: ObjectSpec })

/** The fields of one named schema of components/schemas. */
export interface ObjectSpec<Name extends string = string> {
  /** The name of the schema in components/schemas. */
  readonly schema: string
  readonly fields: readonly FieldSpec<Name>[]
}

/** The spec of the schema whose generated type is T: its field names are T's keys. */
export type SpecOf<T> = ObjectSpec<Extract<keyof T, string>>

/** Where and why decoding failed; `path` looks like `data[3].suggestor.verified`. */
export interface DecodeError {
  readonly path: string
  readonly expected: string
  readonly got: string
}

/** The outcome of a decoder: the value (known fields only) or the first error. */
export type DecodeResult<T> = { ok: true; value: T } | { ok: false; error: DecodeError }

/** The path reported for an error about the input itself. */
export const ROOT_PATH = '(root)'

type Step = { ok: true; value: unknown } | { ok: false; error: DecodeError }

function fail(path: string, expected: string, got: string): { ok: false; error: DecodeError } {
  return { ok: false, error: { path: path === '' ? ROOT_PATH : path, expected, got } }
}

/** A short name for the JSON type of `v`; never echoes a value, which may be huge. */
function describe(v: unknown): string {
  if (v === undefined) return 'missing'
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'array'
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'non-integer number'
  return typeof v
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function expectedOf(field: FieldSpec): string {
  const shown =
    field.type === 'object'
      ? field.of.schema
      : field.type === 'array'
        ? `array of ${field.of.schema}`
        : field.type
  return field.nullable ? `${shown} or null` : shown
}

function decodeField(field: FieldSpec, v: unknown, path: string): Step {
  switch (field.type) {
    case 'string':
    case 'boolean':
      return typeof v === field.type ? { ok: true, value: v } : fail(path, expectedOf(field), describe(v))
    case 'number':
      return typeof v === 'number' && Number.isFinite(v)
        ? { ok: true, value: v }
        : fail(path, expectedOf(field), describe(v))
    case 'integer':
      return Number.isInteger(v) ? { ok: true, value: v } : fail(path, expectedOf(field), describe(v))
    case 'object':
      return decodeObject(field.of, v, path)
    case 'array':
      return decodeArray(field.of, v, path, expectedOf(field))
  }
}

function decodeArray(items: ObjectSpec, v: unknown, path: string, expected: string): Step {
  if (!Array.isArray(v)) return fail(path, expected, describe(v))
  const out: unknown[] = []
  for (let i = 0; i < v.length; i++) {
    const step = decodeObject(items, v[i], `${path}[${i}]`)
    if (!step.ok) return step
    out.push(step.value)
  }
  return { ok: true, value: out }
}

function decodeObject(spec: ObjectSpec, v: unknown, path: string): Step {
  if (!isRecord(v)) return fail(path, `object (${spec.schema})`, describe(v))
  const out: Record<string, unknown> = {}
  for (const field of spec.fields) {
    const at = path === '' ? field.name : `${path}.${field.name}`
    const raw = Object.hasOwn(v, field.name) ? v[field.name] : undefined
    if (raw === undefined) {
      if (field.required) return fail(at, expectedOf(field), 'missing')
      continue
    }
    if (raw === null) {
      if (!field.nullable) return fail(at, expectedOf(field), 'null')
      out[field.name] = null
      continue
    }
    const step = decodeField(field, raw, at)
    if (!step.ok) return step
    out[field.name] = step.value
  }
  return { ok: true, value: out }
}

/**
 * Decodes `json` (already parsed) against `spec`. The cast to T is sound only while the spec agrees
 * with the generated type, which openapi.agreement.test.ts checks against the document.
 */
export function decodeWith<T>(spec: SpecOf<T>, json: unknown): DecodeResult<T> {
  const step = decodeObject(spec, json, '')
  return step.ok ? { ok: true, value: step.value as T } : step
}
