/**
 * The language and formats of the whole app (docs/i18n.md): the preferences' choice, else the system's; while
 * the first screen main drew is adopted, the ones it was drawn in, so the hydration words it the same. A change
 * in Settings re-renders every open page at once, with no restart; until a newly chosen language's catalogue has
 * loaded, the words shown stay those of the one before.
 */
import { useContext, useEffect, useState, type ReactElement, type ReactNode } from 'react'
import type { Catalogue } from '../../../shared/i18n/catalogues/en.ts'
import { setFormats } from '../../../shared/i18n/format.ts'
import { resolveLocale, type ResolvedLocale } from '../../../shared/i18n/locales.ts'
import type { Preferences } from '../../../shared/ipc/preferences.ts'
import { FirstScreen, useHydrating } from '../lib/first-screen.ts'
import { useCatalogue, WordsProvider } from '../lib/words.tsx'
import { usePreferences } from './preferences.ts'

/** The system's languages, most preferred first, as this runtime reads them. */
const systemLanguages = (): readonly string[] => (typeof navigator === 'undefined' ? [] : navigator.languages)

/** The language and formats for the preferences (undefined: not read yet, the system's). */
export function localeOf(preferences: Pick<Preferences, 'language' | 'formats'> | undefined): ResolvedLocale {
  return resolveLocale(
    { language: preferences?.language ?? null, formats: preferences?.formats ?? null },
    systemLanguages(),
  )
}

interface Shown {
  locale: ResolvedLocale
  messages: Catalogue
}

const same = (a: Shown, b: Shown): boolean =>
  a.messages === b.messages &&
  a.locale.language === b.locale.language &&
  a.locale.formats === b.locale.formats

/** Words the app in the language and formats in force; `lang` and `dir` of the document follow. */
export function LocaleRoot({ children }: { children: ReactNode }): ReactElement | null {
  const preferences = usePreferences()
  const drawn = useContext(FirstScreen)?.locale
  const hydrating = useHydrating()
  const wanted = hydrating && drawn !== undefined ? drawn : localeOf(preferences)
  const messages = useCatalogue(wanted.language)
  const ready = messages === undefined ? null : { locale: wanted, messages }
  const [last, setLast] = useState<Shown | null>(ready)
  if (ready !== null && (last === null || !same(last, ready))) setLast(ready)
  const shown = ready ?? last
  // Every formatter reads the region in force (shared/i18n/format.ts): set before the tree below renders, here
  // rather than in an effect, so the first render (and the one main draws) already has it.
  if (shown !== null) setFormats(shown.locale.formats, shown.locale.language)
  const language = shown?.locale.language
  const dir = shown?.locale.dir
  useEffect(() => {
    if (language === undefined || dir === undefined) return
    document.documentElement.lang = language
    document.documentElement.dir = dir
  }, [language, dir])
  // Start-up loads the first catalogue before the first render (boot.tsx), so this is a moment at most.
  if (shown === null) return null
  return (
    <WordsProvider locale={shown.locale} messages={shown.messages}>
      {children}
    </WordsProvider>
  )
}
