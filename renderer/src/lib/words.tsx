/**
 * The message catalogues in React (docs/i18n.md): `useWords()` gives the words of the language in force and
 * `rich()` a message with elements in it (a key shortcut in <kbd>), never a sentence cut around them. The
 * catalogues are an external store, loaded in parts (lib/message-parts.ts): a language's boot part when the
 * language is first asked for, a view's part with the view's code, in every language asked for; every reader
 * re-renders when a language has come.
 */
import { IntlMessageFormat } from 'intl-messageformat'
import {
  createContext,
  Fragment,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react'
import type { Catalogue, MessageId } from '../../../shared/i18n/catalogues/en.ts'
import type { Language, ResolvedLocale } from '../../../shared/i18n/locales.ts'
import { createCatalogueStore } from './catalogue-store.ts'
import { BOOT_PART, loadPart } from './message-parts.ts'
import { makeTranslate, type MessageValues, type Translate } from '../../../shared/i18n/translate.ts'

/** The catalogues, loaded in parts: the boot part first, then each view's as its code loads. */
const store = createCatalogueStore(BOOT_PART, loadPart)

/**
 * The catalogue of `language`: every part the app has asked for, loaded once; the readers of useCatalogue
 * re-render when it has come. Parts asked for later (a view's) are added to the same object, before that view
 * renders: what is on screen never changes with them.
 */
export function ensureCatalogue(language: Language): Promise<Catalogue> {
  return store.ensureCatalogue(language)
}

/**
 * Loads the messages of a view's part (named by its path under renderer/src, build/message-parts.ts) in every
 * language asked for, the one shown and one being switched to: lib/lazy-component.ts waits for this beside the
 * view's code, so the view never renders an id, nor English in another language.
 */
export function ensureMessages(part: string): Promise<void> {
  return store.ensureMessages(part)
}

/** The catalogue of `language` when loaded, else undefined while it loads. */
export function useCatalogue(language: Language): Catalogue | undefined {
  const messages = useSyncExternalStore(
    store.subscribe,
    () => store.readyCatalogue(language),
    () => store.readyCatalogue(language),
  )
  useEffect(() => {
    if (messages === undefined) ensureCatalogue(language).catch((error: unknown) => console.error(error))
  }, [language, messages])
  return messages
}

/** The words of the language in force. */
export interface Words {
  locale: ResolvedLocale
  t: Translate
  /** A message whose values may be elements; each element is placed where the translation puts it. */
  rich: (id: MessageId, values: Readonly<Record<string, ReactNode>>) => ReactNode
}

const WordsContext = createContext<Words | null>(null)

// Private-use characters stand for the elements while the message is worded: no translation can contain them.
const OPEN = '\u{E000}'
const CLOSE = '\u{E001}'
const MARK = new RegExp(`${OPEN}(\\d+)${CLOSE}`)

function makeWords(locale: ResolvedLocale, messages: Catalogue): Words {
  const t = makeTranslate(IntlMessageFormat, messages, locale)
  const rich: Words['rich'] = (id, values) => {
    const nodes = Object.values(values)
    const marked: MessageValues = Object.fromEntries(
      Object.keys(values).map((name, i) => [name, `${OPEN}${i}${CLOSE}`]),
    )
    // split with a capture group alternates text and the index of an element.
    return t(id, marked)
      .split(MARK)
      .map((part, i) => <Fragment key={i}>{i % 2 === 0 ? part : nodes[Number(part)]}</Fragment>)
  }
  return { locale, t, rich }
}

/** Gives its children the words of `locale` from `messages`. */
export function WordsProvider({
  locale,
  messages,
  children,
}: {
  locale: ResolvedLocale
  messages: Catalogue
  children: ReactNode
}): ReactElement {
  const { language, formats, dir } = locale
  const words = useMemo(
    () => makeWords({ language, formats, dir }, messages),
    [language, formats, dir, messages],
  )
  return <WordsContext value={words}>{children}</WordsContext>
}

/** The words in force (app/locale-root.tsx provides them around the whole app). */
export function useWords(): Words {
  const words = useContext(WordsContext)
  if (words === null) throw new Error('useWords() needs the app’s LocaleRoot (app/locale-root.tsx) above it')
  return words
}
