/**
 * Text kept in its own direction inside a sentence of another (docs/i18n.md, "Right to left"): a URL, a user
 * name or an id in Arabic, where no <bdi> element can go (a dialog's title, an accessible name, a message held
 * as a string).
 */

/** `text` between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`
}
