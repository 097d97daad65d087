/** Tiny runtime validators for IPC payloads: every request is checked in main before any handler runs. */

/** The outcome of validating one payload. */
export type Checked<T> = { ok: true; value: T } | { ok: false; error: string }

/** A validator turns an unknown payload into a typed value or a reason naming the field. */
export type Validator<T> = (input: unknown, path?: string) => Checked<T>

const fail = (path: string, message: string): { ok: false; error: string } => ({
  ok: false,
  error: `${path}: ${message}`,
})

const describe = (x: unknown): string => (x === null ? 'null' : Array.isArray(x) ? 'array' : typeof x)

/** A string of bounded length, optionally matching a pattern. */
export function str(opts: { min?: number; max: number; pattern?: RegExp }): Validator<string> {
  return (x, path = 'value') => {
    if (typeof x !== 'string') return fail(path, `expected a string, got ${describe(x)}`)
    if (x.length < (opts.min ?? 0)) return fail(path, `must have at least ${opts.min} characters`)
    if (x.length > opts.max) return fail(path, `must have at most ${opts.max} characters`)
    if (opts.pattern && !opts.pattern.test(x)) return fail(path, 'has an unexpected format')
    return { ok: true, value: x }
  }
}

/** An integer within bounds. */
export function int(opts: { min: number; max: number }): Validator<number> {
  return (x, path = 'value') => {
    if (typeof x !== 'number' || !Number.isInteger(x))
      return fail(path, `expected an integer, got ${describe(x)}`)
    if (x < opts.min || x > opts.max) return fail(path, `must be between ${opts.min} and ${opts.max}`)
    return { ok: true, value: x }
  }
}

/** One of a fixed set of string literals. */
export function oneOf<const T extends string>(values: readonly T[]): Validator<T> {
  return (x, path = 'value') =>
    typeof x === 'string' && (values as readonly string[]).includes(x)
      ? { ok: true, value: x as T }
      : fail(path, `must be one of ${values.join(', ')}`)
}

/** An http(s) URL of bounded length (used for service URLs and external links). */
export function httpUrl(max = 2048): Validator<string> {
  return (x, path = 'value') => {
    const s = str({ min: 1, max })(x, path)
    if (!s.ok) return s
    let url: URL
    try {
      url = new URL(s.value)
    } catch {
      return fail(path, 'is not a valid URL')
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return fail(path, 'must be an http or https URL')
    if (url.username !== '' || url.password !== '')
      return fail(path, 'must not carry a user name or password')
    return { ok: true, value: s.value }
  }
}

/** Nothing (`undefined` or `null` both accepted, normalised to undefined). */
export const none: Validator<undefined> = (x, path = 'value') =>
  x === undefined || x === null ? { ok: true, value: undefined } : fail(path, 'expected no payload')

type Shape = Record<string, Validator<unknown>>

/** Marks a field as optional: absent, `undefined` and `null` are all read as absent. */
export function optional<T>(v: Validator<T>): Validator<T | undefined> {
  return (x, path) => (x === undefined || x === null ? { ok: true, value: undefined } : v(x, path))
}

/** A plain object with exactly the given fields: unknown fields are refused (they would mean a renderer bug or an attack). */
export function object<S extends Shape>(
  shape: S,
): Validator<{ [K in keyof S]: S[K] extends Validator<infer T> ? T : never }> {
  return (x, path = 'payload') => {
    if (typeof x !== 'object' || x === null || Array.isArray(x))
      return fail(path, `expected an object, got ${describe(x)}`)
    const proto = Object.getPrototypeOf(x) as unknown
    if (proto !== Object.prototype && proto !== null) return fail(path, 'expected a plain object')
    const record = x as Record<string, unknown>
    for (const key of Object.keys(record)) {
      if (!Object.hasOwn(shape, key)) return fail(`${path}.${key}`, 'is not an accepted field')
    }
    const out: Record<string, unknown> = {}
    for (const [key, validate] of Object.entries(shape)) {
      const r = validate(record[key], `${path}.${key}`)
      if (!r.ok) return r
      if (r.value !== undefined) out[key] = r.value
    }
    return { ok: true, value: out as { [K in keyof S]: S[K] extends Validator<infer T> ? T : never } }
  }
}
