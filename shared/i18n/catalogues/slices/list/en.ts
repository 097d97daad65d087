/** The bridge list's filters (renderer/src/features/bridges): the category choice, and what the count line says of the words matched on this computer. */
import type { SourceSlice } from '../../source-message.ts'

export const list = {
  'list.category-options': {
    message: 'Categories to choose from',
    comment: 'Name of the list of categories that opens under the Category field while typing.',
  },
  'list.category-option': {
    message: '{name} {count, plural, one {# bridge} other {# bridges}}',
    comment:
      '{name} is a category such as Health; {count} how many bridges it holds among the list’s matches. Keep the name, then the number: the option shows them so, and its spoken name must start with what is seen.',
  },
  'list.place-local-forms': {
    message: 'On this computer, word forms match too: “libraries” also finds “library”.',
    comment:
      'Follows the list’s count when the search words are matched on this computer (not by the service). Keep the two example words in English: the word forms matched are English ones (the bridges are written in English).',
  },
  'list.found-in-opened': {
    message:
      '{n, plural, one {# bridge listed was} other {# bridges listed were}} found only in the suggestion text of a bridge you opened here (this computer searches those texts too).',
    comment:
      'After the list’s count, when words are searched on this computer. A suggestion text is the long text of a bridge, read when it is opened.',
  },
} as const satisfies SourceSlice
