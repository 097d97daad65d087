/**
 * The messages of one part of the catalogue in one language (docs/i18n.md, "Size cost"): `boot` (the first
 * screen's and the shell's, loaded before the first render) or a view's (named by its path under renderer/src,
 * loaded with its code by lib/lazy-component.ts).
 *
 * What runs here is what Node runs (the unit tests, which have no bundler): every part is the whole catalogue.
 * The renderer's build replaces this module (vite.config.ts, `messagePartsBuild`) with one that loads each part
 * as a chunk of its own, split by build/message-parts.ts, without the translators' notes.
 */
import { loadCatalogue } from '../../../shared/i18n/catalogues/load.ts'
import type { Language } from '../../../shared/i18n/locales.ts'

/** Some of a language's messages, by id. */
export type PartMessages = Readonly<Record<string, string>>

/** The messages of `part` in `language`. */
export function loadPart(language: Language, part: string): Promise<PartMessages> {
  void part
  return loadCatalogue(language)
}

/** The part loaded before the first render: the shell's and the first screen's messages. */
export const BOOT_PART = 'boot'
