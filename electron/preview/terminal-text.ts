/**
 * Text for the preview's terminal: a URL or message from elsewhere must not carry escape sequences that retitle
 * the terminal, move the cursor or print a fake "Explorer ready" line (docs/security.md, threat model 3: a hostile
 * service).
 */

// C0 and C1 controls, DEL, and the bidirectional overrides and isolates that reorder what the eye reads.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped here
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu

/** `text` with every control and bidi character shown as a visible `\u{…}` escape; nothing else changes. */
export function escapeForTerminal(text: string): string {
  return text.replace(UNPRINTABLE, (c) => `\\u{${(c.codePointAt(0) ?? 0).toString(16)}}`)
}

/** A writer of whole lines: each line is escaped, then ended with the one newline the printer adds itself. */
export function linePrinter(write: (text: string) => void): (line: string) => void {
  return (line) => write(`${escapeForTerminal(line)}\n`)
}
