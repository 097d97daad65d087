/**
 * What the core says by code (shared/i18n/said.ts) also in English, for the fields logs and tests read
 * (CatalogueStatus.text, KeyAlert.title and body): the source catalogue, numbers as English writes them, and no
 * isolation marks (a log line stands alone). What a person reads is worded where it is shown (docs/i18n.md,
 * "Main's own sentences").
 */
import { IntlMessageFormat } from 'intl-messageformat'
import { en } from '../../../shared/i18n/catalogues/en.ts'
import { SOURCE_LANGUAGE } from '../../../shared/i18n/locales.ts'
import { wordSaid, type Said } from '../../../shared/i18n/said.ts'
import { makeTranslate } from '../../../shared/i18n/translate.ts'

const english = makeTranslate(IntlMessageFormat, en, {
  language: SOURCE_LANGUAGE,
  formats: SOURCE_LANGUAGE,
  dir: 'ltr',
})

/** A sentence said by code, in English, for a log line. */
export function inEnglish(s: Said): string {
  return wordSaid(english, s, false)
}

/**
 * What an error of the core says to a person: a sentence by code, or (where it is not converted yet, docs/i18n.md
 * "Main's own sentences") English words. Gives the English `message` for logs and the `said` that crosses IPC.
 */
export function sayable(words: string | Said): { message: string; said: Said | undefined } {
  return typeof words === 'string'
    ? { message: words, said: undefined }
    : { message: inEnglish(words), said: words }
}

/** A notice said by code, with its English words for logs (shared/ipc/common.ts, Notice). */
export function saidNotice<C extends string>(code: C, words: Said): { code: C; message: string; said: Said } {
  return { code, message: inEnglish(words), said: words }
}
