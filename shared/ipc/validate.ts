/** Tiny runtime validators for IPC payloads: every request is checked in main before any handler runs. */
import { checkServiceUrl, isSafeExternalUrl, MAX_URL_LENGTH } from '../net/url-safety.ts'
import { hiddenCharacterIn } from '../text/hidden-characters.ts'
import type { MessageId } from '../i18n/catalogues/en.ts'
import type { Said, SaidValue } from '../i18n/said.ts'

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

/**
 * A name or id a person reads (a pin's label, a view's name): a bounded string that cannot disguise itself, by the
 * one rule of shared/text/hidden-characters.ts (no control, direction-control or broken characters).
 */
export function plainText(opts: { min?: number; max: number; pattern?: RegExp }): Validator<string> {
  const bounded = str(opts)
  return (x, path = 'value') => {
    const s = bounded(x, path)
    if (!s.ok) return s
    const hidden = hiddenCharacterIn(s.value)
    return hidden === null ? s : fail(path, hidden)
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

/** A link the OS may open (shared/net/url-safety.ts decides). */
export function externalUrl(): Validator<string> {
  return (x, path = 'value') => {
    if (typeof x !== 'string') return fail(path, `expected a string, got ${describe(x)}`)
    return isSafeExternalUrl(x) ? { ok: true, value: x } : fail(path, 'must be an http or https URL')
  }
}

/** A service base URL (shared/net/url-safety.ts decides); the value passes unchanged, the vault stores its canonical form. */
export function serviceUrl(): Validator<string> {
  return (x, path = 'value') => {
    const s = str({ min: 1, max: MAX_URL_LENGTH })(x, path)
    if (!s.ok) return s
    const checked = checkServiceUrl(s.value)
    return checked.ok ? s : fail(path, checked.message)
  }
}

/** true or false. */
export const bool: Validator<boolean> = (x, path = 'value') =>
  typeof x === 'boolean' ? { ok: true, value: x } : fail(path, 'expected true or false')

/** Nothing (`undefined` or `null` both accepted, normalised to undefined). */
export const none: Validator<undefined> = (x, path = 'value') =>
  x === undefined || x === null ? { ok: true, value: undefined } : fail(path, 'expected no payload')

/** A finite number within bounds (a duration or a time of day in ms, which need not be whole). */
export function num(opts: { min: number; max: number }): Validator<number> {
  return (x, path = 'value') => {
    if (typeof x !== 'number' || !Number.isFinite(x))
      return fail(path, `expected a number, got ${describe(x)}`)
    if (x < opts.min || x > opts.max) return fail(path, `must be between ${opts.min} and ${opts.max}`)
    return { ok: true, value: x }
  }
}

/** An array of at most `max` items, each checked by `item`. */
export function arrayOf<T>(item: Validator<T>, max: number): Validator<T[]> {
  return (x, path = 'value') => {
    if (!Array.isArray(x)) return fail(path, `expected an array, got ${describe(x)}`)
    if (x.length > max) return fail(path, `must have at most ${max} items`)
    const out: T[] = []
    for (const [i, v] of x.entries()) {
      const r = item(v, `${path}[${i}]`)
      if (!r.ok) return r
      out.push(r.value)
    }
    return { ok: true, value: out }
  }
}

/** A value or null, kept as null (unlike optional, for a field whose null says something: "none yet"). */
export function nullable<T>(v: Validator<T>): Validator<T | null> {
  return (x, path) => (x === null ? { ok: true, value: null } : v(x, path))
}

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

const ID = /^[a-z][a-z0-9-]*(\.[a-z0-9_-]+)+$/
const MAX_DEPTH = 4
const plain = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && Object.getPrototypeOf(x) === Object.prototype

/**
 * A sentence as main sends it, checked where it travels as text (the first screen's JSON): an id of the
 * catalogue's shape, values of the four kinds, phrases at most four deep. An id no catalogue has is worded as
 * the id itself (shared/i18n/translate.ts), never dropped.
 */
export const checkSaid: Validator<Said> = (x, path = 'value') => checkAt(x, path, 0)

function checkAt(x: unknown, path: string, depth: number): Checked<Said> {
  if (depth > MAX_DEPTH) return fail(path, `phrases nest deeper than ${MAX_DEPTH}`)
  if (!plain(x)) return fail(path, 'expected a plain object')
  for (const key of Object.keys(x))
    if (key !== 'id' && key !== 'values') return fail(`${path}.${key}`, 'is not an accepted field')
  if (typeof x.id !== 'string' || x.id.length > 200 || !ID.test(x.id))
    return fail(`${path}.id`, 'expected a message id')
  if (x.values === undefined) return { ok: true, value: { id: x.id as MessageId } }
  if (!plain(x.values)) return fail(`${path}.values`, 'expected a plain object')
  const values: Record<string, SaidValue> = {}
  for (const [name, value] of Object.entries(x.values)) {
    const at = `${path}.values.${name}`
    if (typeof value === 'string' && value.length <= 10_000) values[name] = value
    else if (typeof value === 'number' && Number.isFinite(value)) values[name] = value
    else if (plain(value) && Object.keys(value).join() === 'ltr' && typeof value.ltr === 'string')
      values[name] = { ltr: value.ltr.slice(0, 10_000) }
    else {
      const phrase = checkAt(value, at, depth + 1)
      if (!phrase.ok) return phrase
      values[name] = phrase.value
    }
  }
  return { ok: true, value: { id: x.id as MessageId, values } }
}
