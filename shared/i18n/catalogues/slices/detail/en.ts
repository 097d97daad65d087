/** A bridge's page (renderer/src/features/bridge-detail): its facts, its domain and the way back to the list. */
import type { SourceSlice } from '../../source-message.ts'

export const detail = {
  'detail.title': {
    message: 'Bridge',
    comment:
      'Heading of a bridge’s page when it cannot be shown: a suggestion people published (docs/glossary.md).',
  },
  'detail.not-found': { message: 'This bridge does not exist or is no longer published.' },
  'detail.browse-all': { message: 'Browse all bridges' },
  'detail.loading': { message: 'Loading…', comment: 'In place of a fact still coming from the service.' },
  'detail.category': { message: 'Category' },
  'detail.domain': {
    message: 'Domain',
    comment: 'The web site’s host name the bridge names (example.org): an internet domain.',
  },
  'detail.passes': {
    message: 'Passes',
    comment: 'How many times people used the bridge (docs/glossary.md): not passwords, not tickets.',
  },
  'detail.score': { message: 'Score', comment: 'The service’s rating of the bridge.' },
  'detail.published': { message: 'Published', comment: 'When the bridge was published (a date follows).' },
  'detail.suggested-by': { message: 'Suggested by', comment: 'Followed by the suggestor’s user name.' },
  'detail.identifier': {
    message: 'Identifier',
    comment: 'The bridge’s id in the service (br_…), shown as code.',
  },
  'detail.copy': {
    message: 'Copy this bridge',
    comment: 'Name of the group of buttons that copy its link or id.',
  },
  'detail.about-passes': {
    message: 'Passes: how many times people have used a bridge, as the service counts them.',
  },
  'detail.about-score': { message: 'Score: the service’s rating of a bridge; higher is better.' },
  'detail.not-web-address': {
    message: '(not a web address, so it cannot be opened)',
    comment: 'After a domain the app will not open: it is no plain host name.',
  },
  'detail.open-domain': {
    message: 'Open {domain}',
    comment:
      '{domain} is a host name such as example.org; the button asks first, then opens it in the browser.',
  },
  'detail.open-title': { message: 'Open {url} in your browser?', comment: '{url} is https://{domain}.' },
  'detail.open-confirm': { message: 'Open in browser' },
  'detail.cancel': { message: 'Cancel', comment: 'Closes the question without opening the site.' },
  'detail.open-note': {
    message: 'The address comes from the bridge’s author; the app has not checked the site.',
  },
} as const satisfies SourceSlice
