/**
 * The languages the app speaks and how a language and a region of formats are chosen (docs/i18n.md): the
 * user's choice when made, else the system's first language the app has, else English. Formats (dates, numbers)
 * follow a region of their own, the system's unless chosen. Pure: the system's languages are passed in.
 */

/** The languages with a complete catalogue, English (the source) first. */
export const LANGUAGES = ['en', 'de', 'pl', 'ar', 'ja'] as const

/**
 * The test language: English accented and 40 % longer, so untranslated or clipped text shows (docs/i18n.md).
 * A private-use region of English, as Chromium and Android name theirs.
 */
export const PSEUDO_LANGUAGE = 'en-XA'

/** A language the app can show. */
export type Language = (typeof LANGUAGES)[number] | typeof PSEUDO_LANGUAGE

/** Languages written right to left (Arabic here; Hebrew, Persian and Urdu when they come). */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur'])

/** The language and the region of formats in force, and the document's direction. */
export interface ResolvedLocale {
  language: Language
  /** A BCP 47 tag whose region and numbering give every date, number and list (`de-CH`). */
  formats: string
  dir: 'ltr' | 'rtl'
}

/** True when `x` is a language the app shows. */
export function isLanguage(x: unknown): x is Language {
  return x === PSEUDO_LANGUAGE || (LANGUAGES as readonly unknown[]).includes(x)
}

/** The writing direction of a language tag. */
export function directionOf(tag: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(tag.split('-')[0]?.toLowerCase() ?? '') ? 'rtl' : 'ltr'
}

/** The language shown for a choice (null: follow the system) and the system's languages, most preferred first. */
export function pickLanguage(choice: string | null, system: readonly string[]): Language {
  if (choice !== null && isLanguage(choice)) return choice
  for (const tag of system) {
    const base = tag.split('-')[0]?.toLowerCase()
    const found = LANGUAGES.find((l) => l === base)
    if (found !== undefined) return found
  }
  return LANGUAGES[0]
}

/** A region of formats as the preferences may keep it: a well-formed BCP 47 tag, at most 35 characters. */
export function canonicalFormats(tag: string): string | null {
  if (tag.length === 0 || tag.length > 35) return null
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null
  } catch {
    return null
  }
}

/**
 * The language, formats and direction in force: the formats chosen, else the system's first region (its own
 * numbers and dates even where the app does not speak its language), else the language's own.
 */
export function resolveLocale(
  choice: { language: string | null; formats: string | null },
  system: readonly string[],
): ResolvedLocale {
  const language = pickLanguage(choice.language, system)
  const chosen = choice.formats === null ? null : canonicalFormats(choice.formats)
  const systemFirst = system.map(canonicalFormats).find((t) => t !== null) ?? null
  const formats = chosen ?? systemFirst ?? (language === PSEUDO_LANGUAGE ? LANGUAGES[0] : language)
  return { language, formats, dir: directionOf(language) }
}

/** Regions of formats offered in Settings beside the system's (any well-formed tag is kept all the same). */
export const FORMAT_CHOICES = [
  'en-US',
  'en-GB',
  'de-DE',
  'de-CH',
  'de-AT',
  'pl-PL',
  'ar-EG',
  'ar-SA',
  'ja-JP',
  'fr-FR',
  'es-ES',
  'hi-IN',
] as const

/** The language messages are written in first, and the one shown when nothing else is known. */
export const SOURCE_LANGUAGE: Language = LANGUAGES[0]
