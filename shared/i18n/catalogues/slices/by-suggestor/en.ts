/**
 * One suggestor's bridges in the list (the list query's `by`): the filter's chip, what the count line, the empty
 * list and a saved view say of it, and the links that lead there from Insights and a bridge's page. {name} is a
 * username: the app isolates it (<bdi>) and it is never translated.
 */
import type { SourceSlice } from '../../source-message.ts'

export const bySuggestor = {
  'by-suggestor.chip': {
    message: 'Bridges by {name}',
    comment:
      'The list’s filter to one suggestor (docs/glossary.md), shown as a removable chip; also a saved view’s suggested name. {name} is a username.',
  },
  'by-suggestor.remove': {
    message: 'Show every suggestor’s bridges',
    comment: 'Name of the × button of the chip: it removes the filter to one suggestor.',
  },
  'by-suggestor.waiting': {
    message:
      'Only the catalogue on this computer can list one suggestor’s bridges; until it holds bridges, every suggestor’s are shown.',
    comment: 'Under the chip while the catalogue (docs/glossary.md) holds no bridge yet.',
  },
  'by-suggestor.place-why': {
    message:
      'Words are matched on this computer while the list shows one suggestor’s bridges: the service cannot filter by suggestor. Remove “Bridges by {name}” to search on the service.',
    comment:
      'Why the search place “on the service” cannot be chosen. “Bridges by {name}” is the chip’s words (by-suggestor.chip): write them as you wrote them there.',
  },
  'by-suggestor.count': {
    message: 'Only bridges by {name}.',
    comment: 'Follows the list’s count (“Showing 12 bridges, newest first …”). {name} is a username.',
  },
  'by-suggestor.empty': {
    message: 'No bridges by {name} match this list.',
    comment: 'Title of the empty list when it is filtered to one suggestor. {name} is a username.',
  },
  'by-suggestor.describe': {
    message: 'bridges by {name}',
    comment:
      'One part of a saved view’s one-line summary, joined to the others with “·” (“Table · All categories · bridges by li_berg”).',
  },
  'by-suggestor.goes-list': {
    message: 'list their bridges',
    comment:
      'After a suggestor’s name and count in Insights, for screen readers: the link lists that person’s bridges.',
  },
  'by-suggestor.profile': {
    message: 'profile',
    comment:
      'A small link beside a suggestor’s name in Insights, to their profile. Lower case, one word if you can.',
  },
  'by-suggestor.profile-of': {
    message: 'profile of {name}',
    comment:
      'The spoken name of the small “profile” link: it must contain the visible word of by-suggestor.profile, as it is written there.',
  },
  'by-suggestor.more': {
    message: 'More bridges by {name}',
    comment: 'A link on a bridge’s page, under its suggestor: the list filtered to that person’s bridges.',
  },
} as const satisfies SourceSlice
