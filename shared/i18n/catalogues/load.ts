/**
 * Each language's catalogue, loaded when first needed: the renderer's bundler makes each a chunk of its own, so
 * the first screen carries one language only (docs/i18n.md). The pseudo-locale is English, transformed as it is
 * worded (shared/i18n/pseudo.ts).
 */
import type { Catalogue } from './en.ts'
import type { Language } from '../locales.ts'

const LOADERS: Readonly<Record<Language, () => Promise<Catalogue>>> = {
  en: () => import('./en.ts').then((m) => m.en),
  'en-XA': () => import('./en.ts').then((m) => m.en),
  de: () => import('./de.ts').then((m) => m.de),
  pl: () => import('./pl.ts').then((m) => m.pl),
  ar: () => import('./ar.ts').then((m) => m.ar),
  ja: () => import('./ja.ts').then((m) => m.ja),
}

/** The messages of `language`. */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  return LOADERS[language]()
}
