/**
 * The catalogue's status line (electron/core/catalogue/catalogue-status.ts says it by code; the renderer's
 * status line words it): what the catalogue holds, what it is doing, why it paused and what ends the pause.
 * The catalogue is the app's own copy of the whole bridge list (docs/glossary.md).
 */
import type { SourceSlice } from '../../source-message.ts'

const BRIDGES = '{rows, plural, one {# bridge} other {# bridges}}'

export const catalogueStatus = {
  'catalogue-status.rows': { message: BRIDGES },
  'catalogue-status.rows-of': {
    message: '{rows, number} of about {total, plural, one {# bridge} other {# bridges}}',
    comment: 'How many bridges the catalogue holds, of the total the service reports.',
  },
  'catalogue-status.gone': {
    message: ' ({gone, number} no longer listed)',
    comment: 'Put after the count of bridges, with the space before it as your language writes it.',
  },
  'catalogue-status.held-so-far': {
    message: ' so far',
    comment: 'Put after the count of bridges held: no walk of the whole list has completed yet.',
  },
  'catalogue-status.held-age': {
    message: ', last completed {duration} ago',
    comment: 'Put after the count of bridges held; {duration} is “about 3 h” and the like.',
  },
  'catalogue-status.off': { message: 'Catalogue: off.' },
  'catalogue-status.paused': { message: `Catalogue paused at ${BRIDGES}: {why}` },
  'catalogue-status.paused-waiting': { message: 'waiting.' },
  'catalogue-status.paused-withheld': {
    message: `Catalogue paused at ${BRIDGES}: {why} Until then the copy of the list on this computer is not shown.`,
  },
  'catalogue-status.withheld': { message: 'Catalogue not shown: {why}' },
  'catalogue-status.complete': { message: 'Catalogue: {count}{gone}, complete.' },
  'catalogue-status.complete-age': {
    message: 'Catalogue: {count}{gone}, complete, updated {duration} ago.',
  },
  'catalogue-status.all': { message: `Catalogue: all ${BRIDGES}{gone}.` },
  'catalogue-status.all-updated': {
    message: `Catalogue: all ${BRIDGES}{gone}, updated {age}.`,
    comment: '{age} says when, such as “3 minutes ago” or “yesterday”, already in your language.',
  },
  'catalogue-status.building': { message: 'Catalogue: {count}' },
  'catalogue-status.building-eta': { message: 'Catalogue: {count}, complete in {duration}' },
  'catalogue-status.service-down': {
    message: 'Catalogue: {count}{gone}{held}. Waiting for the service, which is not answering.',
  },
  'catalogue-status.rate-wait': { message: 'Catalogue: {count}; {why}' },
  'catalogue-status.waiting': { message: 'Catalogue: {count}, waiting to go on.' },
  'catalogue-status.failed': {
    message: 'Catalogue: {count}; the last request failed ({error}), trying again soon.',
    comment: '{error} is the failure in the words of the system that reported it, often English.',
  },
  'catalogue-status.wait-chosen': {
    message:
      'the app chose not to wait {duration} for the next rate window, so nothing was sent. It goes on when that window opens.',
    comment:
      'Follows “Catalogue: N bridges;”. The rate window: the minutes over which the service counts requests.',
  },
  'catalogue-status.wait-asked': {
    message:
      'the service asked it to wait {duration} for its rate limit ({status}). It goes on when that wait is over.',
    comment:
      'Follows “Catalogue: N bridges;”; “it” is the catalogue. {status} is an HTTP status such as 429.',
  },
  'catalogue-status.pause-key-refused': {
    message: 'the key was refused (401). It goes on when the key is replaced or checked again.',
    comment: 'Follows “Catalogue paused at N bridges:”; “it” is the catalogue’s reading of the list.',
  },
  'catalogue-status.pause-key-scope': {
    message:
      'the key may not read the bridge list ({code}). It goes on when the key is replaced or checked again.',
    comment: '{code} is the service’s answer, such as “403 insufficient_scope”, kept as it is.',
  },
  'catalogue-status.pause-key-unreadable': {
    message:
      'the key in use could not be read from the system keychain, so nothing was sent. It goes on within a minute once the keychain gives the key; Keys says why.',
    comment: 'Keys is the name of the page that lists the API keys.',
  },
  'catalogue-status.pause-disk-full': {
    message: 'the disk is full ({path}). It goes on within a minute once space is freed.',
    comment: '{path} is the catalogue’s file on this computer.',
  },
  'catalogue-status.pause-write-refused': {
    message:
      'the system refused to write its file ({path}: the disk may be failing, or the file may have reached a size limit). What it holds is kept; it tries again within a minute.',
  },
  'catalogue-status.pause-bound-reached': {
    message: `it holds its bound of {maxRows, plural, one {# bridge} other {# bridges}}, and the service lists more. Browsing still works on the service itself.`,
    comment: 'The bound: the most bridges the catalogue keeps on this computer.',
  },
  'catalogue-status.withheld-key-scope': {
    message:
      'the key in use may not read public data (it lacks the {scope} scope), so the copy of the list on this computer is not shown. It is shown again once a key that may read it is in use.',
    comment: '{scope} is the name of a permission of an API key, read:public, kept as it is.',
  },
  'catalogue-status.withheld-key-refused': {
    message:
      'the service refused the key in use, so the copy of the list on this computer is not shown. It is shown again once a working key is in use.',
  },
  'catalogue-status.less-than-minute': { message: 'less than a minute' },
  'catalogue-status.about-min': { message: 'about {n, number} min', comment: 'min: minutes, abbreviated.' },
  'catalogue-status.about-h': { message: 'about {n, number} h', comment: 'h: hours, abbreviated.' },
  'catalogue-status.about-days': { message: 'about {n, plural, one {# day} other {# days}}' },
  'catalogue-status.about-months': { message: 'about {n, plural, one {# month} other {# months}}' },
  'catalogue-status.about-years': { message: 'about {n, plural, one {# year} other {# years}}' },
  'catalogue-status.wait-far-reset': {
    message:
      'the service said no request is left until its window resets in {duration}, so the app sends nothing by itself. Your own requests still go; the catalogue goes on once the service says requests are left.',
    comment:
      'Follows “Catalogue: N bridges;”. Said when the service’s reset time is months or years away (a service fault or a blocked key).',
  },
  'catalogue-status.progress': {
    message: 'Catalogue progress',
    comment: 'Name of the bar that fills as the catalogue reads the list.',
  },
  'catalogue-status.more': {
    message: '{open, select, yes {Less} other {More}}',
    comment: 'Button that shows the status line’s words whole (More) or hides them again (Less).',
  },
  'catalogue-status.more-about': {
    message: ' about the catalogue',
    comment: 'Read by screen readers only, after catalogue-status.more: “More about the catalogue”.',
  },
} as const satisfies SourceSlice
