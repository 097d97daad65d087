/**
 * The words main writes itself (the application menu, docs/i18n.md) in the language chosen in Settings, else the
 * system's. Main also sets the region of formats its own numbers and dates use (shared/i18n/format.ts), and
 * follows a change of either at once: no restart.
 */
import { IntlMessageFormat } from 'intl-messageformat'
import { en } from '../../shared/i18n/catalogues/en.ts'
import { loadCatalogue } from '../../shared/i18n/catalogues/load.ts'
import { setFormats } from '../../shared/i18n/format.ts'
import { resolveLocale, SOURCE_LANGUAGE, type ResolvedLocale } from '../../shared/i18n/locales.ts'
import { makeTranslate, type Translate } from '../../shared/i18n/translate.ts'
import type { Preferences } from '../../shared/ipc/preferences.ts'
import type { CorePort } from '../core/app/index.ts'

/**
 * The language and formats main words and draws in: the preferences' choice, else the system's as main's
 * runtime reads it (Electron starts Node's ICU in the system's locale).
 */
export function mainLocale(preferences: Pick<Preferences, 'language' | 'formats'>): ResolvedLocale {
  return resolveLocale(preferences, [Intl.DateTimeFormat().resolvedOptions().locale])
}

/** English words, for what is worded before the preferences are read. */
export const englishWords: Translate = makeTranslate(IntlMessageFormat, en, {
  language: SOURCE_LANGUAGE,
  formats: SOURCE_LANGUAGE,
  dir: 'ltr',
})

/** The words of the preferences' language; the region of formats in main is set to theirs too. */
export async function mainWords(preferences: Pick<Preferences, 'language' | 'formats'>): Promise<Translate> {
  const locale = mainLocale(preferences)
  setFormats(locale.formats, locale.language)
  return makeTranslate(IntlMessageFormat, await loadCatalogue(locale.language), locale)
}

/**
 * The core with its preferences watched: after each change it keeps (from the window or the preview), `changed`
 * hears the preferences now kept. Everything else passes through untouched.
 */
export function watchPreferences(core: CorePort, changed: (preferences: Preferences) => void): CorePort {
  const set = core.handlers['preferences:set']
  return {
    ...core,
    handlers: {
      ...core.handlers,
      'preferences:set': async (payload) => {
        const result = await set(payload)
        if (result.ok) changed(result.value)
        return result
      },
    },
  }
}
