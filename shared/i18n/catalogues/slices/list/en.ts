/** The bridge list's filters (renderer/src/features/bridges): the category choice. */
import type { SourceSlice } from '../../source-message.ts'

export const list = {
  'list.category-options': {
    message: 'Categories to choose from',
    comment: 'Name of the list of categories that opens under the Category field while typing.',
  },
  'list.category-option': {
    message: '{name}: {count, plural, one {# bridge} other {# bridges}}',
    comment:
      '{name} is a category such as Health; {count} how many bridges it holds among the list’s matches.',
  },
} as const satisfies SourceSlice
