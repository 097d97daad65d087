/**
 * What main says by code (HOUSE_STYLE.md, "Words"; docs/i18n.md, "Main's own sentences"): a message id and its
 * values, sent as data and worded by whoever shows it, in the language in force there and then. The renderer
 * words it with useWords().t, so a change of language re-words it at once; main words its own notifications with
 * the words of the preferences' language (electron/i18n/main-words.ts).
 */
import type { MessageId } from './catalogues/en.ts'
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
