/** fast-check arbitraries built from the decoders' own field specs: valid bodies, and bodies with mutations. */
import fc from 'fast-check'
import type { FieldSpec, ObjectSpec } from '../../../../shared/api/decode.ts'

/** Text with the characters that break naive code: markup, bidi controls, lone surrogates, NUL. */
export const hostileText = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(
      '<script>window.__pwned=1</script>',
      '"><svg onload=1>',
      'javascript:alert(1)',
      '\u202Eevil',
      'a\u200Db',
      '\uD800',
      '\u0000',
      '',
    ),
  )

const scalar = (type: FieldSpec['type']): fc.Arbitrary<unknown> => {
  switch (type) {
    case 'string':
      return hostileText()
    case 'integer':
      return fc.oneof(fc.integer(), fc.constantFrom(-5, 0, 1e308, 2 ** 53 + 2, -(2 ** 53)))
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true })
    default:
      return fc.boolean()
  }
}

/** A value the field's spec accepts. */
function validField(field: FieldSpec, depth: number): fc.Arbitrary<unknown> {
  const base =
    field.type === 'object'
      ? validObject(field.of, depth + 1)
      : field.type === 'array'
        ? fc.array(validObject(field.of, depth + 1), { maxLength: depth > 1 ? 1 : 3 })
        : scalar(field.type)
  return field.nullable ? fc.option(base, { nil: null, freq: 4 }) : base
}

/** An object the spec accepts, with unknown fields mixed in (they must be dropped). */
export function validObject(spec: ObjectSpec, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const f of spec.fields) model[f.name] = validField(f, depth)
  const required = spec.fields.filter((f) => f.required).map((f) => f.name)
  return fc
    .tuple(
      fc.record(model, { requiredKeys: required }),
      fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }),
    )
    .map(([known, extra]) => {
      // Unknown keys go first, so a known key always keeps its valid value.
      const out: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(extra)) if (!spec.fields.some((f) => f.name === k)) out[k] = v
      return Object.assign(out, known)
    })
}

/** A mutation of one valid value: wrong type, null, absent, or anything at all. */
const mutant = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.constantFrom('12', 1.5, true, [], {}, Number.NaN, Infinity, -0) },
  )

/** Objects shaped like the spec with random mutations at every level. */
export function mutatedObject(spec: ObjectSpec, depth = 0): fc.Arbitrary<unknown> {
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const f of spec.fields) {
    const inner =
      f.type === 'object'
        ? mutatedObject(f.of, depth + 1)
        : f.type === 'array'
          ? fc.array(mutatedObject(f.of, depth + 1), { maxLength: depth > 1 ? 1 : 3 })
          : scalar(f.type)
    model[f.name] = mutant(inner)
  }
  return mutant(fc.record(model))
}
