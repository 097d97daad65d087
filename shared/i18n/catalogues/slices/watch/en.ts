/** The watch list (renderer/src/features/watch): pinned bridges and profiles, the Pin button, a bridge's readings. */
import type { SourceSlice } from '../../source-message.ts'

export const watch = {
  'watch.intro': {
    message:
      'Bridges and profiles you pinned, with how their passes changed since you last looked. Pin one with {pin} on its page.',
    comment:
      '{pin} is the Pin button’s words (watch.pin). A pass is one use of a bridge (docs/glossary.md), not a password.',
  },
  'watch.unavailable': {
    message:
      'The history file cannot be used, so pins and readings are not kept this time (see the notice at the top).',
  },
  'watch.share-legend': {
    message: 'How much a refresh may use of the requests you have left',
    comment: 'Names a group of choices: 10 %, 25 %, 50 % or all of the requests the service still allows.',
  },
  'watch.share-percent': {
    message: '{share, number} %',
    comment: 'A share of the requests left, such as “25 %”: write the percent sign as your language does.',
  },
  'watch.share-all': { message: 'All', comment: 'All of the requests left (the largest share).' },
  'watch.refresh': { message: 'Refresh', comment: 'Reads the pinned items from the service again (a verb).' },
  'watch.refreshing': { message: 'Refreshing…' },
  'watch.mark-seen': {
    message: 'Mark all as seen',
    comment: 'The changes shown so far count as read; the next visit shows only newer ones.',
  },
  'watch.last-refresh': {
    message: 'Last refresh: {sent, plural, one {# request} other {# requests}} sent.',
  },
  'watch.nothing-pinned': { message: 'Nothing is pinned yet.' },
  'watch.browse-to-pin': { message: 'Browse bridges to pin the ones to follow' },
  'watch.table-caption': { message: 'Pinned items', comment: 'The table of pinned bridges and profiles.' },
  'watch.column-pinned': {
    message: 'Pinned',
    comment: 'Column header: the bridge or profile that was pinned (its name).',
  },
  'watch.column-passes': {
    message: 'Passes',
    comment: 'Column header: uses of a bridge (docs/glossary.md).',
  },
  'watch.column-change': { message: 'Since you last looked' },
  'watch.column-read': {
    message: 'Read',
    comment: 'Column header: when the item was last read from the service (past participle, “read at”).',
  },
  'watch.kind-bridge': {
    message: 'bridge',
    comment: 'Shown after a pinned bridge’s name, in small letters.',
  },
  'watch.never': { message: 'never', comment: 'Never read from the service yet (in the column “Read”).' },
  'watch.unpin': { message: 'Unpin', comment: 'Takes the item off the watch list.' },
  'watch.pin': {
    message: '☆ Pin',
    comment: 'Button that adds a bridge or profile to the watch list, after an empty star.',
  },
  'watch.pinned': {
    message: '★ Pinned',
    comment: 'The same button once the item is on the watch list, after a full star.',
  },
  'watch.pin-title': { message: 'Add to the watch list, to see how it changes' },
  'watch.unpin-title': { message: 'Remove from the watch list' },
  'watch.not-kept': {
    message: '{title}. {explanation} {nextStep}',
    comment: 'Why a pin was not kept: the error’s title, what happened and what to do, each already worded.',
  },
  'watch.passes-heading': { message: 'Passes since you pinned it' },
  'watch.passes-chart': { message: 'Passes', comment: 'The chart’s name: passes of the bridge over time.' },
  'watch.passes-note': { message: 'One reading each time the watch list is refreshed.' },
  'watch.change.gone-bridge': { message: 'No longer published' },
  'watch.change.gone-profile': { message: 'Profile no longer found' },
  'watch.change.not-read': { message: 'Not read yet' },
  'watch.change.none': { message: 'No change' },
  'watch.change.passes-up': {
    message: '+{n, plural, one {# pass} other {# passes}}',
    comment: 'The passes a bridge gained since the last look.',
  },
  'watch.change.passes-down': {
    message: '−{n, plural, one {# pass} other {# passes}}',
    comment: 'The passes a count lost since the last look (a minus sign before the number).',
  },
  'watch.change.new-bridges': {
    message: '{n, plural, one {# new bridge} other {# new bridges}}: {names}',
    comment: 'Bridges a pinned person published since the last look; {names} lists their names.',
  },
  'watch.change.both': {
    message: '{passes}; {bridges}',
    comment: 'Both changes of a pinned profile: the passes (watch.change.passes-up) and the new bridges.',
  },
  'watch.plan.no-requests': {
    message:
      'No requests are left in this minute; {items, plural, one {# pinned item waits} other {# pinned items wait}} for the next one.',
  },
  'watch.plan.known': {
    message:
      'Refresh takes {requests, plural, one {# request} other {# requests}} of the {remaining, number} left (at most {share})',
    comment: '{share} is a share such as “25 %”. The sentence goes on in watch.plan.done or watch.plan.rest.',
  },
  'watch.plan.unknown': {
    message:
      'Refresh takes {requests, plural, one {# request} other {# requests}}; the budget is not known yet (at most {share})',
    comment: 'The budget: how many requests the service still allows this minute.',
  },
  'watch.plan.done': { message: '{plan}.', comment: '{plan} is watch.plan.known or watch.plan.unknown.' },
  'watch.plan.rest': {
    message: '{plan}; {rest, plural, one {# item waits} other {# items wait}} for the next refresh.',
    comment: '{plan} is watch.plan.known or watch.plan.unknown; the rest of the items wait.',
  },
} as const satisfies SourceSlice
