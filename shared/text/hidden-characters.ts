/**
 * The one rule for names and ids a person reads (a pin's label and id, a view's name): they may not hide what
 * they are. Control characters (C0 and C1: a NUL cuts a name short in C-based tools, a line break fakes a second
 * line), the invisible direction controls that reorder what is shown (Trojan Source, CVE-2021-42574:
 * https://trojansource.codes/) and broken UTF-16 (a lone surrogate, which no file or system can write back) are
 * refused, each named. Every validator of such a field uses it (shared/ipc/validate.ts, `plainText`).
 */

// Embeddings and overrides (U+202A–202E) and isolates (U+2066–2069): they reorder the text after them, so a name
// reads as something else. The marks LRM, RLM and ALM (U+200E, U+200F, U+061C) are let through: they only set
// the direction of the characters beside them, and titles in right-to-left scripts carry them.
const DIRECTION_CONTROLS: ReadonlySet<number> = new Set([
  0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
])

const hex = (code: number): string => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`

/** Why `text` cannot be a name or id (the first character that disguises it, named), or null when it can. */
export function hiddenCharacterIn(text: string): string | null {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++
        continue
      }
      return `contains a broken character (a lone surrogate, ${hex(code)})`
    }
    if (code >= 0xdc00 && code <= 0xdfff)
      return `contains a broken character (a lone surrogate, ${hex(code)})`
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return `contains a control character (${hex(code)})`
    if (DIRECTION_CONTROLS.has(code)) return `contains an invisible direction control (${hex(code)})`
  }
  return null
}
