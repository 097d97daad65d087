/**
 * The source catalogue: every message in English, with a note for the translator where a word could be read two
 * ways (docs/i18n.md; the product's words are in docs/glossary.md). Messages are ICU MessageFormat; an
 * apostrophe is written ’ so it never quotes a brace. The other languages' files must hold exactly these ids
 * (the type below, and the extraction check of tests/run.ts).
 */
import { catalogueStatus } from './slices/catalogue-status/en.ts'
import { errors } from './slices/errors/en.ts'
import { keyAlerts } from './slices/key-alerts/en.ts'
import { requests } from './slices/requests/en.ts'
import { scopes } from './slices/scopes/en.ts'
import { spans } from './slices/spans/en.ts'
import { settings } from './slices/settings/en.ts'
import { usage } from './slices/usage/en.ts'
import { components } from './slices/components/en.ts'
import { app } from './slices/app/en.ts'
import { palette } from './slices/palette/en.ts'
import { lookup } from './slices/lookup/en.ts'
import { detail } from './slices/detail/en.ts'
import { views } from './slices/views/en.ts'
import { stats } from './slices/stats/en.ts'
import { watch } from './slices/watch/en.ts'
import { compare } from './slices/compare/en.ts'
import { bulk } from './slices/bulk/en.ts'
import { changes } from './slices/changes/en.ts'
import { list } from './slices/list/en.ts'
import { bySuggestor } from './slices/by-suggestor/en.ts'
import { developer } from './slices/developer/en.ts'
import { health } from './slices/health/en.ts'
import { table } from './slices/table/en.ts'
import { keys } from './slices/keys/en.ts'
import { rate } from './slices/rate/en.ts'
import { listExport } from './slices/list-export/en.ts'
import { waiting } from './slices/waiting/en.ts'
import { dialogs } from './slices/dialogs/en.ts'
import { updates } from './slices/updates/en.ts'
import type { SourceMessage } from './source-message.ts'

// The app shell's messages and the first slices converted; a slice converted later keeps its words in a folder
// of its own (slices/<slice>/en.ts and one file per language) and is spread into `source` below.
const shell = {
  // The app shell: top bar, navigation, theme.
  'shell.skip-to-content': { message: 'Skip to content' },
  'shell.product-name': {
    message: 'Bridge Explorer',
    comment: 'The product’s name: kept in Latin letters in every language (docs/glossary.md).',
  },
  'shell.menu': {
    message: 'Menu',
    comment:
      'Button that shows the list of sections in a narrow window (navigation menu, not a list of dishes).',
  },
  'shell.commands-hint': {
    message: '{keys} commands',
    comment: '{keys} is the shortcut, such as Ctrl K. The commands are the command palette’s actions.',
  },
  'nav.sections': {
    message: 'Sections',
    comment: 'Name of the navigation landmark, read by screen readers.',
  },
  'nav.developer-tools': { message: 'Developer tools' },
  'nav.show-developer-tools': { message: 'Show developer tools' },
  'nav.commands': {
    message: 'Commands {keys}',
    comment: '{keys} is the shortcut, such as Ctrl K, shown after the word.',
  },
  'page.bridges': {
    message: 'Bridges',
    comment:
      'The section listing bridges: suggestions people published (docs/glossary.md), not river bridges.',
  },
  'page.lookup': { message: 'Lookup', comment: 'The section to look up one person by user name.' },
  'page.watch': { message: 'Watch list' },
  'page.me': { message: 'My profile' },
  'page.stats': { message: 'Stats', comment: 'Short for statistics: figures about all bridges.' },
  'page.rate-limit': {
    message: 'Rate limit',
    comment: 'How many requests the service allows per minute (an API term).',
  },
  'page.keys': {
    message: 'Keys',
    comment: 'API keys: secrets that let the app call the service. Not keyboard keys, not door keys.',
  },
  'page.developer': { message: 'Developer' },
  'page.settings': { message: 'Settings' },
  'theme.label': { message: 'Theme', comment: 'Colour scheme of the app: light, dark or as the system.' },
  'theme.system': { message: 'System', comment: 'The theme follows the operating system’s.' },
  'theme.light': { message: 'Light' },
  'theme.dark': { message: 'Dark' },

  // The welcome on first start, and the three words it explains (docs/glossary.md).
  'welcome.title': { message: 'Welcome to Bridge Explorer' },
  'welcome.words-button': {
    message: 'More: what the words mean',
    comment:
      'The name of the button shown as welcome.more: it starts with the word shown (WCAG 2.5.3) and says what it opens, the explanation of the words bridge, pass and suggestor.',
  },
  'welcome.more': {
    message: 'More',
    comment:
      'The welcome’s button that opens the rest of it, kept to one short word so the welcome is one line.',
  },
  'welcome.got-it': { message: 'Got it', comment: 'Closes the welcome for good: the user has read it.' },
  'welcome.intro': {
    message:
      'Browse the bridges people have published, look one up, and keep an eye on the ones you care about.',
  },
  'glossary.a-bridge': {
    message: 'A bridge is a suggestion someone published: a title, its text and often a web site.',
  },
  'glossary.a-pass': {
    message: 'A pass is one use of a bridge by someone; the service counts them.',
    comment: 'A pass: one crossing of a bridge. Not a password, not a ticket (docs/glossary.md).',
  },
  'glossary.a-suggestor': { message: 'A suggestor is a person who has published at least one bridge.' },
  'welcome.developer-note': {
    message:
      'Tools for developers (the rate limit, the log of requests, key usage) are hidden; “{setting}” in the navigation brings them back.',
    comment: '{setting} is the name of the navigation’s check box, “Show developer tools”, in this language.',
  },

  // The application menu, written by main.
  'menu.file': { message: 'File' },
  'menu.edit': { message: 'Edit' },
  'menu.view': { message: 'View', comment: 'The menu of zoom and full screen (verb-less menu title).' },
  'menu.go': { message: 'Go', comment: 'The menu that goes to a section (navigation).' },
  'menu.window': { message: 'Window' },
  'menu.command-palette': { message: 'Command Palette…' },
  'menu.check-updates': { message: 'Check for updates…' },
  'menu.save-diagnostics': {
    message: 'Save diagnostics…',
    comment: 'Saves a file that describes the app’s state for a bug report.',
  },

  // Settings: the page, its language and formats, the data kept.
  'settings.title': { message: 'Settings' },
  'settings.language.heading': { message: 'Language and formats' },
  'settings.language.label': { message: 'Language' },
  'settings.formats.label': {
    message: 'Formats',
    comment: 'How dates, times and numbers are written (regional formats), apart from the language.',
  },
  'settings.follow-system': {
    message: 'As the system ({name})',
    comment: '{name} is what the system’s choice comes to, such as “Deutsch (Schweiz)”.',
  },
  'settings.language.summary': { message: 'Language: {language} · Formats: {formats}' },
  'settings.formats.example': {
    message: 'Written so: {date} · {time} · {number} · {percent}',
    comment: 'Followed by examples of a date, a time, a number and a percentage in the formats chosen.',
  },
  'settings.language.note': {
    message: 'Both apply at once, here and in the menu; the service’s own messages stay in its language.',
  },
  'settings.kept.heading': { message: 'Data kept on this computer' },
  'settings.kept.about': {
    message:
      'Bridges, profiles and stats you have seen are kept in the app’s history file, so they open at once after a restart and can still be read when the service cannot be reached; each screen says how old its data is. Your own profile and your keys are never kept there.',
  },
  'settings.kept.request-log': {
    message:
      'The request log keeps every request the app sent, with what came back, in the same file: their addresses hold the words you searched for and the profiles you opened; a key is kept as its last four characters only. The Developer view shows it and sets how long it is kept.',
  },
  'settings.kept.request-log-bounded': {
    message:
      'The request log keeps every request the app sent, with what came back (for {days, plural, one {# day} other {# days}}, at most {max, plural, one {# request} other {# requests}}), in the same file: their addresses hold the words you searched for and the profiles you opened; a key is kept as its last four characters only. The Developer view shows it and sets how long it is kept.',
    comment: 'The same as the message above, with how long and how many requests the log keeps.',
  },
  'settings.kept.counting': { message: 'Counting…' },
  'settings.kept.nothing': { message: 'Nothing is kept yet.' },
  'settings.kept.size': {
    message:
      '{rows, plural, one {# answer kept} other {# answers kept}} ({size} of at most {max}; the oldest used go first).',
    comment: 'An answer is one reply of the service kept on disk. {size} and {max} are sizes such as 1.2 MB.',
  },
  'settings.kept.paused': {
    message:
      'Nothing new is being kept for now: the message at the top of the window says why and how to fix it.',
  },
  'settings.kept.clear': { message: 'Clear cached data' },
  'settings.kept.cleared': {
    message:
      '{removed, plural, one {Removed # kept answer.} other {Removed # kept answers.}} What the app already shows stays in memory until it restarts.',
  },
} as const satisfies Readonly<Record<string, SourceMessage>>

const source = {
  ...shell,
  ...spans,
  ...errors,
  ...catalogueStatus,
  ...keyAlerts,
  ...scopes,
  ...requests,
  ...settings,
  ...usage,
  ...components,
  ...app,
  ...palette,
  ...lookup,
  ...detail,
  ...views,
  ...stats,
  ...watch,
  ...compare,
  ...bulk,
  ...changes,
  ...list,
  ...bySuggestor,
  ...developer,
  ...health,
  ...table,
  ...keys,
  ...rate,
  ...listExport,
  ...waiting,
  ...dialogs,
  ...updates,
} as const

/** The id of a message. */
export type MessageId = keyof typeof source

/** A language's messages: one for every id, no other. */
export type Catalogue = Readonly<Record<MessageId, string>>

/** The translator's notes, by id (the English messages' comments). */
export const COMMENTS: Readonly<Partial<Record<MessageId, string>>> = Object.fromEntries(
  Object.entries(source).flatMap(([id, m]) => ('comment' in m ? [[id, m.comment]] : [])),
)

/** The English messages. */
export const en: Catalogue = Object.fromEntries(
  Object.entries(source).map(([id, m]) => [id, m.message]),
) as Record<MessageId, string>
