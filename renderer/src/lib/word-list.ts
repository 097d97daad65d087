/**
 * A translated list of words that find something ("export, save, csv"), as a search matches them: lower case,
 * trimmed. Catalogues give such lists comma-separated, in each language (docs/i18n.md). Pure.
 */
export const wordList = (words: string): string[] =>
  words
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter((w) => w !== '')
