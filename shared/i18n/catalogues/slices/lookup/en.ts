/**
 * Lookup and profiles (renderer/src/features/profiles): the lookup field and what it answers, a suggestor's
 * profile and the account of the key in use.
 */
import type { SourceSlice } from '../../source-message.ts'

export const lookup = {
  'lookup.field': {
    message: 'Username, bridge or link',
    comment: 'The label of the lookup field: a user name, a bridge’s name or a link can be typed in.',
  },
  'lookup.look-up': { message: 'Look up', comment: 'The button that finds what was typed (a verb).' },
  'lookup.looking-up': { message: 'Looking up…' },
  'lookup.hint': {
    message:
      'A username ({user}), a bridge’s name ({slug}), id ({id}) or title, a profile or bridge link of the service, or a {scheme} link.',
    comment:
      'The examples in brackets are filled in by the app ({user} alice, {slug} solar-roofs, {id} br_…): what the user would type. {scheme} is bridge-explorer://, the app’s own links.',
  },
  'lookup.recent': { message: 'Recent lookups' },
  'lookup.nothing-yet': { message: 'Nothing looked up yet.' },
  'lookup.clear-recent': { message: 'Clear recent lookups' },
  'lookup.text.empty': { message: 'Type a username or a bridge’s name, or paste a link.' },
  'lookup.text.too-long': { message: 'That is too long to be a username or a link.' },
  'lookup.text.other-scheme': {
    message: 'Only web links and {scheme} links can be looked up.',
    comment: '{scheme} is bridge-explorer://, the app’s own links.',
  },
  'lookup.text.unreadable-url': { message: 'That link could not be read.' },
  'lookup.text.words': {
    message: 'A username or a bridge’s name has no spaces or slashes. Paste the whole link if you have one.',
  },
  'lookup.bad-name': { message: 'That link has a name the service could not have made.' },
  'lookup.not-item-link': { message: 'That link does not point at a profile or a bridge.' },
  'lookup.no-app-location': {
    message: 'That app location does not exist.',
    comment: 'A link to a place in this app (#/…) that names no page.',
  },
  'lookup.id.no-catalogue': {
    message:
      'The service finds bridges by link or name, not by id, and the catalogue on this computer holds no bridges to search. Paste the bridge’s link, or search for it in Bridges.',
    comment: 'The catalogue: the app’s own copy of the whole bridge list (docs/glossary.md).',
  },
  'lookup.id.reading': {
    message:
      '{rows, plural, one {The # bridge the catalogue on this computer has read so far does not have this id.} other {None of the # bridges the catalogue on this computer has read so far has this id.}}',
  },
  'lookup.id.complete': {
    message:
      '{rows, plural, one {The # bridge in the catalogue on this computer (the whole list) does not have this id.} other {None of the # bridges in the catalogue on this computer (the whole list) has this id.}}',
  },
  'lookup.id.complete-age': {
    message:
      '{rows, plural, one {The # bridge in the catalogue on this computer (the whole list, updated {age}) does not have this id.} other {None of the # bridges in the catalogue on this computer (the whole list, updated {age}) has this id.}}',
    comment: '{age} says how long ago, such as “3 minutes ago”.',
  },
  'lookup.error': {
    message: '{title}. {nextStep}',
    comment: 'Why a lookup failed: the error’s title, then what to do, each already worded.',
  },
  'lookup.error-scope': {
    message: '{title}: it lacks the {scope} scope. {nextStep}',
    comment: 'The key in use lacks the permission {scope} (an API scope such as read:public, kept as it is).',
  },
  'lookup.no-user-at-link': { message: 'No user is at this link.' },
  'lookup.no-bridge-at-link': { message: 'No bridge is at this link.' },
  'lookup.no-such-name': {
    message: 'No user and no bridge is called “{name}”. Check the spelling, or paste the whole link.',
  },
  'lookup.no-title': { message: 'No bridge title the catalogue holds has “{title}” in it.' },
  'lookup.not-among-newest': {
    message:
      'Not among the service’s {newest, number} newest bridges either. Check the id, or paste the bridge’s link.',
  },
  'lookup.found': { message: 'Found in the catalogue', comment: 'Name of the box of bridges found.' },
  'lookup.found-titles': {
    message: '{n, plural, one {# bridge} other {# bridges}} with “{text}” in the title.',
    comment: '{text} is what the user typed.',
  },
  'lookup.source-building': { message: 'From the catalogue on this computer (still being built).' },
  'lookup.source-updated': {
    message: 'From the catalogue on this computer, updated {age}.',
    comment: '{age} says how long ago, such as “3 minutes ago”.',
  },
  'lookup.by': { message: 'by {username}', comment: 'After a bridge’s title: who published it.' },
  'lookup.did-you-mean-label': { message: 'Did you mean', comment: 'Name of the box of close spellings.' },
  'lookup.did-you-mean': {
    message: 'Did you mean {choice}?',
    comment: '{choice} is a button with a user name or a bridge’s title.',
  },
  'lookup.or': { message: 'Or: {choices}', comment: '{choices} are more buttons, as lookup.did-you-mean.' },
  'lookup.close-building': {
    message: 'Close spellings of names and titles: from the catalogue on this computer (still being built).',
  },
  'lookup.close-updated': {
    message: 'Close spellings of names and titles: from the catalogue on this computer, updated {age}.',
  },
  'lookup.tidy': {
    message: 'It ends with a mark that may come from the sentence it was pasted from. Did you mean {choice}?',
    comment: '{choice} is a button with the text without the mark at its end (a full stop, a bracket).',
  },
  'lookup.ask-label': {
    message: 'Ask the service',
    comment: 'Name of the box that offers to ask the service.',
  },
  'lookup.newest-why': {
    message:
      'The service cannot look a bridge up by its id, but it lists its newest bridges: one published since the catalogue was updated would be among them.',
  },
  'lookup.asking': { message: 'Asking the service…' },
  'lookup.ask-newest': {
    message: 'Ask the service for its {newest, number} newest bridges (1 request)',
  },
  'lookup.not-found-label': {
    message: 'Not found yet',
    comment: 'Name of the box that offers to read more.',
  },
  'lookup.not-held': { message: '“{text}” is not among the bridges the catalogue holds so far.' },
  'lookup.not-read-all': { message: 'It has not read the whole list yet.', comment: 'It: the catalogue.' },
  'lookup.still-to-read': {
    message: '{n, plural, one {# bridge is} other {# bridges are}} still to be read.',
  },
  'lookup.scanning': { message: 'Looking through the rest…' },
  'lookup.scan-rest': { message: 'Look through the rest of the list now?' },
  'lookup.scan-remaining': {
    message:
      'Look through the remaining {n, plural, one {# bridge} other {# bridges}}: about {requests, plural, one {# request} other {# requests}}?',
  },
  'lookup.profile': { message: 'Profile', comment: 'Heading of a person’s page when it cannot be shown.' },
  'lookup.no-profile': { message: 'There is no profile called “{username}”.' },
  'lookup.no-profile-how': {
    message: 'Check the spelling, or paste a link in {lookup}. If “{username}” names a bridge, {open}.',
    comment: '{lookup} is a link to the Lookup page (its name); {open} is lookup.open-that-bridge, a link.',
  },
  'lookup.open-that-bridge': { message: 'open that bridge' },
  'lookup.username': { message: 'Username' },
  'lookup.verified': {
    message: 'Verified',
    comment: 'Whether the service has verified who the person is (Yes or No follows).',
  },
  'lookup.yes': { message: 'Yes' },
  'lookup.no': { message: 'No' },
  'lookup.total-passes': {
    message: 'Total passes',
    comment: 'All uses of all of the person’s bridges (docs/glossary.md: a pass).',
  },
  'lookup.bridges': { message: 'Bridges', comment: 'How many bridges the person published.' },
  'lookup.copy-profile': { message: 'Copy this profile', comment: 'Name of the buttons that copy its link.' },
  'lookup.published': { message: 'Published bridges' },
  'lookup.none-published': { message: 'No published bridges yet.' },
  'lookup.passes': { message: '{n, plural, one {# pass} other {# passes}}' },
  'lookup.me-about': { message: 'The account that owns the API key in use.' },
  'lookup.me-no-scope': {
    message:
      'The key in use, “{label}”, was not given the permission to read its owner’s profile (the “{scope}” scope), so this page cannot show it. Trying again would not change that.',
    comment:
      '{label} is the key’s name given by the user; {scope} is read:me, an API permission, kept as it is.',
  },
  'lookup.me-keys': { message: 'Use another key, or check this one again, in Keys' },
  'lookup.me-public': { message: 'See your public profile and published bridges' },
} as const satisfies SourceSlice
