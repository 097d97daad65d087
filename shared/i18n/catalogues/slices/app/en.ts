/** The app shell's rest (renderer/src/app): the pages' names and palette words, the missing page, start-up notices. */
import type { SourceSlice } from '../../source-message.ts'

const WORDS =
  'Words, separated by commas, that find this page when typed in the command palette; never shown. Give the words a person of this language would type.'

export const app = {
  'app.page.usage': {
    message: 'Key usage',
    comment: 'The page of what each API key spent and may call (not the usage of a keyboard key).',
  },
  'app.page.views': {
    message: 'Saved views',
    comment: 'The page of the bridge list’s saved searches, filters and columns.',
  },
  'app.page.bridge': { message: 'Bridge', comment: 'The page of one bridge (docs/glossary.md).' },
  'app.page.profile': { message: 'Profile', comment: 'The page of one person’s public profile.' },
  'app.page.not-found': {
    message: 'Not found',
    comment: 'The page shown for an address the app has no page at.',
  },
  'app.back': { message: 'Back', comment: 'A link back to the page seen before.' },
  'app.palette.bridges.hint': { message: 'Browse and search bridges' },
  'app.palette.bridges.words': { message: 'browse, search, list', comment: WORDS },
  'app.palette.lookup.hint': { message: 'Find a bridge or profile by name or link' },
  'app.palette.lookup.words': { message: 'find, support, link', comment: WORDS },
  'app.palette.me.hint': { message: 'The account that owns the key in use' },
  'app.palette.me.words': { message: 'me, account, owner, my key', comment: WORDS },
  'app.palette.stats.hint': { message: 'Platform counters over time' },
  'app.palette.stats.words': { message: 'counters, charts, statistics', comment: WORDS },
  'app.palette.rate-limit.hint': { message: 'Requests left and when they reset' },
  'app.palette.rate-limit.words': { message: 'budget, quota, headroom', comment: WORDS },
  'app.palette.keys.hint': { message: 'Add, check and remove API keys' },
  'app.palette.keys.words': { message: 'api key, scopes, rotate', comment: WORDS },
  'app.palette.developer.hint': {
    message: 'Request log and API notices',
    comment: 'The log of requests the app sent, and the service’s notices of changes to its API.',
  },
  'app.palette.developer.words': { message: 'log, curl, requests, deprecation', comment: WORDS },
  'app.palette.usage.hint': { message: 'Requests per minute per key, and the scope matrix' },
  'app.palette.usage.words': { message: 'usage, scopes, matrix, expiry, waits', comment: WORDS },
  'app.palette.views.hint': { message: 'Rename, delete, export and import your views' },
  'app.palette.views.words': { message: 'views, saved, bookmarks, favourites, favorites', comment: WORDS },
  'app.not-found.title': { message: 'Page not found' },
  'app.not-found.body': { message: 'The app has no page at this address.' },
  'app.not-found.link': { message: 'Go to Bridges', comment: 'Bridges: the page of the bridge list.' },
  'app.startup.label': {
    message: 'Found at start-up',
    comment: 'Name of the group of notices about what the app found when it started.',
  },
  'app.startup.add-again': {
    message: 'Add it again',
    comment: 'Adds again an API key the app could not keep (its label and service filled in).',
  },
  'app.startup.add-again-named': {
    message: 'Add it again: {label}',
    comment: '{label}: the name the user gave the key.',
  },
  'app.startup.dismiss': { message: 'Dismiss', comment: 'Hides the notice.' },
  'app.startup.dismiss-named': {
    message: 'Dismiss: {message}',
    comment: '{message}: the notice being hidden, as shown.',
  },
} as const satisfies SourceSlice
