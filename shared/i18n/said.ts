/**
 * What main says by code (HOUSE_STYLE.md, "Words"; docs/i18n.md, "Main's own sentences"): a message id and its
 * values, sent as data and worded by whoever shows it, in the language in force there and then. The renderer
 * words it with useWords().t, so a change of language re-words it at once; main words its own notifications with
 * the words of the preferences' language (electron/i18n/main-words.ts).
 */
import type { MessageId } from './catalogues/en.ts'
import type { Checked, Validator } from '../ipc/validate.ts'
import { isolate, type Translate } from './translate.ts'

/** A value kept left to right inside the sentence (a path, a key's label, an id): isolated when worded. */
export interface Ltr {
  readonly ltr: string
}

/** One value of a sentence: a number (plurals and the region's digits), words, an isolated value, or a phrase. */
export type SaidValue = string | number | Ltr | Said

/** A sentence by its message id and values. */
export interface Said {
  readonly id: MessageId
  readonly values?: Readonly<Record<string, SaidValue>>
}

/** The sentence `id` with its values. */
export function said(id: MessageId, values?: Readonly<Record<string, SaidValue>>): Said {
  return values === undefined ? { id } : { id, values }
}

/**
 * The words of a sentence in `t`'s language, its phrases worded first. `isolated` false leaves values as they are:
 * for text that is not shown next to other text (a log line).
 */
export function wordSaid(t: Translate, s: Said, isolated = true): string {
  const values = Object.fromEntries(
    Object.entries(s.values ?? {}).map(([name, value]) => [
      name,
      typeof value !== 'object'
        ? value
        : 'ltr' in value
          ? isolated
            ? isolate(value.ltr)
            : value.ltr
          : wordSaid(t, value, isolated),
    ]),
  )
  return t(s.id, values)
}

const ID = /^[a-z][a-z0-9-]*(\.[a-z0-9_-]+)+$/
const MAX_DEPTH = 4
const fail = (path: string, message: string): { ok: false; error: string } => ({
  ok: false,
  error: `${path}: ${message}`,
})
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
