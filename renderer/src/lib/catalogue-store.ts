/**
 * The message catalogues as the renderer holds them (docs/i18n.md, "Parts"): per language asked for, one object
 * of the messages loaded so far, which grows part by part. A language can be shown once every part asked for has
 * loaded in it; a view's part, asked for with the view's code, is loaded in every language asked for (the one
 * shown, and one being switched to) before the view renders. Pure, so Node tests it with any loader.
 */
import type { Catalogue } from '../../../shared/i18n/catalogues/en.ts'
import type { Language } from '../../../shared/i18n/locales.ts'
import type { PartMessages } from './message-parts.ts'

/** The catalogues of the languages asked for, loaded in parts. */
export interface CatalogueStore {
  /**
   * The catalogue of `language`: every part asked for, loaded once; the subscribers are told when a language
   * first can be shown. Parts asked for later are added to the same object.
   */
  ensureCatalogue(language: Language): Promise<Catalogue>
  /** Loads a view's part in every language asked for, and in every language asked for later. */
  ensureMessages(part: string): Promise<void>
  /** The catalogue of `language` when it can be shown (the same object each time), else undefined. */
  readyCatalogue(language: Language): Catalogue | undefined
  subscribe(listener: () => void): () => void
}

/** A store that starts with `firstPart` (the boot part) asked for and loads each part with `loadPart`. */
export function createCatalogueStore(
  firstPart: string,
  loadPart: (language: Language, part: string) => Promise<PartMessages>,
): CatalogueStore {
  const parts = new Set<string>([firstPart])
  const catalogues = new Map<Language, { messages: Record<string, string>; parts: Set<string> }>()
  const ready = new Set<Language>()
  const loading = new Map<string, Promise<void>>()
  const listeners = new Set<() => void>()

  const catalogueOf = (language: Language): { messages: Record<string, string>; parts: Set<string> } => {
    let catalogue = catalogues.get(language)
    if (catalogue === undefined) catalogues.set(language, (catalogue = { messages: {}, parts: new Set() }))
    return catalogue
  }

  /** Loads one part in one language, once, into the language's messages. */
  const loadInto = (language: Language, part: string): Promise<void> => {
    const catalogue = catalogueOf(language)
    if (catalogue.parts.has(part)) return Promise.resolve()
    const key = `${language} ${part}`
    let load = loading.get(key)
    if (load === undefined) {
      load = loadPart(language, part).then((messages) => {
        Object.assign(catalogue.messages, messages)
        catalogue.parts.add(part)
        loading.delete(key)
      })
      // A failed load (a chunk not found after an update) may be tried again.
      load.catch(() => loading.delete(key))
      loading.set(key, load)
    }
    return load
  }

  return {
    async ensureCatalogue(language) {
      // Known before its parts load, so a part asked for meanwhile (ensureMessages) is loaded in it too.
      const catalogue = catalogueOf(language)
      await Promise.all([...parts].map((part) => loadInto(language, part)))
      if (!ready.has(language)) {
        ready.add(language)
        for (const listener of listeners) listener()
      }
      // Every id the code of a part loaded names (build/message-parts.ts); a view's ids come before the view.
      return catalogue.messages as Catalogue
    },
    async ensureMessages(part) {
      parts.add(part)
      await Promise.all([...catalogues.keys()].map((language) => loadInto(language, part)))
    },
    readyCatalogue(language) {
      return ready.has(language) ? (catalogues.get(language)?.messages as Catalogue | undefined) : undefined
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
