/** The command palette (renderer/src/features/command-palette): its box, its groups, its actions and hints. */
import type { SourceSlice } from '../../source-message.ts'

const WORDS =
  'Words, separated by commas, that find this command when typed in the palette; never shown. Give the words a person of this language would type.'

export const palette = {
  'palette.title': {
    message: 'Command palette',
    comment: 'The dialog opened with Ctrl K that goes to a page or runs an action (read by screen readers).',
  },
  'palette.input': { message: 'Go to…', comment: 'Name of the palette’s text box.' },
  'palette.placeholder': {
    message: 'Search, go to a view, a bridge, a person or a link, or run an action',
    comment: 'Shown in the empty text box of the palette.',
  },
  'palette.list': { message: 'Places', comment: 'Name of the list of choices under the text box.' },
  'palette.matches': {
    message: '{n, plural, =0 {No matches} one {# match} other {# matches}}',
    comment: 'Read by screen readers: how many choices the palette lists for what was typed.',
  },
  'palette.footer': {
    message: '↑ ↓ to move · Enter to go · Esc to close',
    comment: 'Keys of the keyboard: keep ↑ ↓ and the key names as the keyboard shows them (Enter, Esc).',
  },
  'palette.group.pages': { message: 'Pages', comment: 'Heading of the group of the app’s pages.' },
  'palette.group.actions': { message: 'Actions' },
  'palette.group.bridges': { message: 'Bridges', comment: 'Heading of the group of bridges found.' },
  'palette.group.people': { message: 'People', comment: 'Heading of the group of profiles found.' },
  'palette.group.saved-views': { message: 'Saved views' },
  'palette.group.guesses': {
    message: 'Guesses',
    comment: 'Heading of the choices that may name nothing: a bridge or user name nobody checked yet.',
  },
  'palette.export': { message: 'Export this list…' },
  'palette.export.hint': { message: 'Save the bridges matching the search as CSV or JSON' },
  'palette.export.words': { message: 'export, save, csv, json, download', comment: WORDS },
  'palette.add-key': { message: 'Add an API key' },
  'palette.add-key.hint': { message: 'Keys view', comment: 'Where the command leads: the page of API keys.' },
  'palette.add-key.words': { message: 'add key, key, api key, new key', comment: WORDS },
  'palette.switch-key': { message: 'Switch key', comment: 'Make another saved API key the one in use.' },
  'palette.switch-key.hint': { message: 'Make another saved key active' },
  'palette.switch-key.words': { message: 'switch, key, active, use key', comment: WORDS },
  'palette.theme': { message: 'Toggle light and dark theme' },
  'palette.theme.hint': { message: 'Appearance' },
  'palette.theme.words': { message: 'theme, dark, light, appearance', comment: WORDS },
  'palette.copy-link': { message: 'Copy link to this page' },
  'palette.copy-link.hint': { message: 'Paste it into Lookup or the palette later' },
  'palette.copy-link.words': { message: 'copy, link, share, url', comment: WORDS },
  'palette.copy.words': {
    message: 'copy',
    comment: 'The word that finds every “Copy …” command; more words may be separated by commas.',
  },
  'palette.copy.bridge-link': { message: 'Copy link to this bridge' },
  'palette.copy.bridge-link.hint': {
    message: 'bridge-explorer:// link, opens it in the app',
    comment: 'bridge-explorer:// is the app’s own kind of link: keep it as it is.',
  },
  'palette.copy.bridge-slug': {
    message: 'Copy this bridge’s slug',
    comment: 'The slug: the bridge’s name in its address, such as quiet-river-walk.',
  },
  'palette.copy.bridge-id': { message: 'Copy this bridge’s id' },
  'palette.copy.bridge.hint': {
    message: 'bridge {slug}',
    comment: '{slug}: the bridge’s name in its address.',
  },
  'palette.copy.profile-link': { message: 'Copy link to this profile' },
  'palette.copy.profile-link.hint': {
    message: 'bridge-explorer:// link',
    comment: 'bridge-explorer:// is the app’s own kind of link: keep it as it is.',
  },
  'palette.copy.profile-username': { message: 'Copy this profile’s username' },
  'palette.copy.profile.hint': { message: 'profile {username}' },
  'palette.view-link': { message: 'Open the linked view' },
  'palette.view-link.hint': { message: 'Bridges with its filters and columns' },
  'palette.open-bridge': {
    message: 'Open bridge {slug}',
    comment: '{slug}: what was typed, read as a bridge’s name in its address.',
  },
  'palette.open-profile': {
    message: 'Open profile {username}',
    comment: '{username}: what was typed, read as a user name.',
  },
  'palette.hint.bridge-detail': { message: 'Bridge detail', comment: 'The page of one bridge.' },
  'palette.hint.public-profile': { message: 'Public profile' },
  'palette.hint.in-catalogue': {
    message: 'In the catalogue',
    comment: 'Found in the app’s own copy of the bridge list (docs/glossary.md, catalogue).',
  },
  'palette.hint.close-to': {
    message: 'Close to “{text}”',
    comment: 'A name spelt almost like what was typed ({text}): “did you mean”.',
  },
  'palette.hint.looked-up': { message: 'Looked up recently' },
  'palette.hint.opened': { message: 'Opened recently' },
  'palette.hint.saved-view': { message: 'Saved view' },
  'palette.search': { message: 'Search bridges for “{text}”' },
  'palette.search.hint': { message: 'Full-text search' },
  'palette.guess.bridge': {
    message: 'If a bridge has this slug',
    comment: 'The hint of a guess: the typed word may be no bridge’s slug at all.',
  },
  'palette.guess.profile': { message: 'If this username exists' },
} as const satisfies SourceSlice
