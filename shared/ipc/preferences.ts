/**
 * The user's preferences the main process keeps in the user-data folder (`preferences.json`), so the first screen
 * can be drawn from them: whether the developer tools show in the navigation, whether the welcome was read, the
 * page the user was on when they left (the app opens there again) and the theme.
 */
import type { ChannelTable } from './common.ts'
import { bool, none, object, oneOf, optional, str } from './validate.ts'

/** The theme choices: follow the system, or force light or dark. */
export const THEMES = ['system', 'light', 'dark'] as const

/** A theme choice. */
export type ThemeChoice = (typeof THEMES)[number]

/** What is kept. */
export interface Preferences {
  /** The developer tools (Rate limit, Developer, Key usage) are listed in the navigation. */
  developerTools: boolean
  /** The welcome that says what a bridge, a pass and a suggestor are was read and closed. */
  welcomed: boolean
  /** The app's location (`#/stats`) the user was on last, or null. */
  lastPage: string | null
  /**
   * The theme chosen, or null before any was chosen here (the system's). Kept by main, not in localStorage, so
   * the document main serves is already in it (no flash of the other theme before the script runs).
   */
  theme: ThemeChoice | null
}

/** A new user's preferences: no developer tools, the welcome not yet read, no page left. */
export const DEFAULT_PREFERENCES: Preferences = {
  developerTools: false,
  welcomed: false,
  lastPage: null,
  theme: null,
}

/** Longest location kept as the last page (the router's own locations are far shorter). */
export const MAX_LAST_PAGE_CHARS = 2000

/** A location the app can open: its own hash route and nothing else (never a link to elsewhere). */
export const LAST_PAGE = /^#\/[^\s]*$/

/** The preferences' invoke channels. */
export const preferencesChannels = {
  'preferences:get': { method: 'getPreferences', request: none },
  'preferences:set': {
    method: 'setPreferences',
    request: object({
      developerTools: optional(bool),
      welcomed: optional(bool),
      lastPage: optional(str({ min: 2, max: MAX_LAST_PAGE_CHARS, pattern: LAST_PAGE })),
      theme: optional(oneOf(THEMES)),
    }),
  },
} as const satisfies ChannelTable

/** The result type of each preferences channel (the preferences as now kept). */
export interface PreferencesResults {
  'preferences:get': Preferences
  'preferences:set': Preferences
}
