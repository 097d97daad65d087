/**
 * The Developer page (renderer/src/features/developer): its heading words, the copy toast, the service's
 * announcements (Deprecation and Sunset headers: HTTP's names, kept as they are) and the deprecation radar in the
 * top bar. A "request" is one HTTP call the app sent to the service (docs/glossary.md).
 */
import type { SourceSlice } from '../../source-message.ts'

export const developer = {
  'developer.intro': {
    message:
      'Every request the app sent, with what came back. Keys are shortened to their last characters; “Copy as {curl}” refers to the key as {variable}.',
    comment:
      'Keys: API keys. {variable} is a shell variable ($BRIDGE_API_KEY) and {curl} a program’s name, kept as they are. “Copy as {curl}” is the button’s name (requests.copy-curl).',
  },
  'developer.usage-link': {
    message: 'Key usage and scope matrix',
    comment: 'Link to the page of what each API key spent and may call (key usage, scope: docs/glossary.md).',
  },
  'developer.request-log': {
    message: 'Request log',
    comment: 'The list of every request the app sent to the service.',
  },
  'developer.copied': {
    message: 'Copied. It uses {variable}: run {command} in your shell first.',
    comment:
      '{variable} is a shell variable and {command} a shell command, both kept as they are. Shell: the command line.',
  },
  'developer.your-api-key': {
    message: 'your API key',
    comment: 'Inside a shell command, between < and >: what to type in its place.',
  },
  'developer.not-copied': { message: 'Not copied: {why}', comment: '{why} says why.' },
  'developer.clipboard-failed': { message: 'The clipboard could not be written to.' },
  'developer.not-saved': {
    message: 'Not saved: {title}. {next}',
    comment: '{title} says what went wrong, {next} what to do about it.',
  },
  'developer.notices.title': {
    message: 'Announcements from the service',
    comment: 'What the service said about its endpoints changing or being switched off.',
  },
  'developer.notices.none': {
    message:
      'None so far. When the service announces that an endpoint will change or stop working ({deprecation} and {sunset} headers), it is listed here. Checking a key on the Keys view also reports them.',
    comment:
      '{deprecation} and {sunset} are the names of HTTP headers, kept in English. “Keys” is the section of API keys.',
  },
  'developer.notice.deprecated': {
    message: '{path} is deprecated',
    comment: '{path} is an endpoint of the service (/bridges). Deprecated: outdated, to be removed one day.',
  },
  'developer.notice.deprecated-since': {
    message: '{path} is deprecated since {since}',
    comment: '{path} is an endpoint of the service; {since} a date.',
  },
  'developer.notice.deprecated-sunset': {
    message: '{path} is deprecated and stops working on {sunset}',
    comment: '{path} is an endpoint of the service; {sunset} the date it is switched off.',
  },
  'developer.notice.deprecated-since-sunset': {
    message: '{path} is deprecated since {since} and stops working on {sunset}',
    comment: '{path} is an endpoint; {since} a date; {sunset} the date it is switched off.',
  },
  'developer.notice.sunset': {
    message: '{path} stops working on {sunset}',
    comment: '{path} is an endpoint; {sunset} the date it is switched off.',
  },
  'developer.notice.end': { message: '{notice}.', comment: 'Ends the sentence {notice}.' },
  'developer.notice.end-when': {
    message: '{notice} ({when}).',
    comment: 'Ends the sentence {notice}; {when} is how far that date is: “in 30 days”, “tomorrow”.',
  },
  'developer.notice.used-by': {
    message: 'Used by {views}.',
    comment: '{views} names the app’s pages that call the endpoint (Bridges, Export).',
  },
  'developer.notice.seen': {
    message: 'First seen {first}, last seen {last}.',
    comment: 'When this computer first and last received the announcement; {first} and {last} are dates.',
  },
  'developer.view.export': { message: 'Export', comment: 'The export of the bridge list to a file.' },
  'developer.view.bridge-detail': { message: 'Bridge detail', comment: 'The page of one bridge.' },
  'developer.view.profiles': { message: 'Profiles', comment: 'The pages of people’s profiles.' },
  'developer.view.key-check': {
    message: 'the key check',
    comment: 'The check of an API key when it is added; said inside a list of pages, so in lower case.',
  },
  'developer.link.what-changes': {
    message: 'What changes ({host})',
    comment: 'A link the service sent about the change; {host} is the web site it leads to.',
  },
  'developer.link.about-sunset': {
    message: 'About the sunset ({host})',
    comment: 'A link the service sent about switching the endpoint off; {host} is the web site it leads to.',
  },
  'developer.link.open-title': { message: 'Open {url} in your browser?', comment: '{url} is a web address.' },
  'developer.link.open': { message: 'Open in browser' },
  'developer.link.unchecked': {
    message: 'The service sent this link with its announcement; the app has not checked the site.',
  },
  'developer.sunset.badge': {
    message: 'Sunset {when}: {path}',
    comment:
      'A badge in the top bar: an endpoint ({path}) of the service is switched off {when} (“in 30 days”, “tomorrow”, “3 days ago”). Keep it short.',
  },
  'developer.sunset.label': {
    message:
      '{past, select, yes {{path} stopped working {when}} other {{path} stops working {when}}}. Open the Developer view.',
    comment: '{path} is an endpoint; {when} “in 30 days”, “tomorrow” or “3 days ago”. The badge’s full name.',
  },
  'developer.sunset.label-used': {
    message:
      '{past, select, yes {{path} stopped working {when}} other {{path} stops working {when}}}; used by {views}. Open the Developer view.',
    comment: '{views} names the app’s pages that call the endpoint (Bridges, Export).',
  },
} as const satisfies SourceSlice
