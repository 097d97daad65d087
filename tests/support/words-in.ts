/**
 * The words of a language for unit tests of pure wording functions and of the catalogues' slices (docs/i18n.md):
 * the real catalogue and the real ICU runtime, in the formats of `formats` (numbers inside messages follow them).
 */
import { IntlMessageFormat } from 'intl-messageformat'
import { ar } from '../../shared/i18n/catalogues/ar.ts'
import { de } from '../../shared/i18n/catalogues/de.ts'
import { en, type Catalogue } from '../../shared/i18n/catalogues/en.ts'
import { ja } from '../../shared/i18n/catalogues/ja.ts'
import { pl } from '../../shared/i18n/catalogues/pl.ts'
import { resolveLocale, type Language } from '../../shared/i18n/locales.ts'
import { makeTranslate, type Translate } from '../../shared/i18n/translate.ts'

const CATALOGUES: Readonly<Record<Language, Catalogue>> = { en, 'en-XA': en, de, pl, ar, ja }

/** The translate function of `language` with the formats of `formats` (a BCP 47 tag such as `ar-EG`). */
export function wordsIn(language: Language, formats: string): Translate {
  return makeTranslate(IntlMessageFormat, CATALOGUES[language], resolveLocale({ language, formats }, []))
}

/** English in US formats: what the existing tests of the app's words read. */
export const english: Translate = wordsIn('en', 'en-US')
