/**
 * The document with its first screen (README.md, Architecture): the markup the SSR build draws
 * (renderer/src/ssr/, built to dist/ssr/first-screen.js) goes inside #root, what it was drawn from goes beside
 * it as JSON in a `<script type="application/json">` (data, never run: the CSP keeps refusing inline script,
 * electron/protocol/csp.ts), and the theme goes on <html>, so the window is never blank nor in the wrong theme
 * before the script runs. Main and the preview load the BUILT file: nothing under electron/ imports renderer
 * source.
 */
import { access } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  DEFAULT_PREFERENCES,
  THEMES,
  type Preferences,
  type ThemeChoice,
} from '../../shared/ipc/preferences.ts'
import type { Handlers } from '../core/app/index.ts'

/** What the first screen is drawn from (renderer/src/lib/first-screen.ts reads it back). */
export interface FirstScreenData {
  page: string | null
  theme: ThemeChoice
  preferences: Preferences | null
}

/** The SSR build's entry as main and the preview call it. */
export interface FirstScreenModule {
  renderFirstScreen(data: FirstScreenData): string
  FIRST_SCREEN_ELEMENT_ID: string
}

/** The SSR build's file beside a renderer build folder (dist/renderer → dist/ssr/first-screen.js). */
export function firstScreenFileOf(rendererDir: string): string {
  return join(resolve(rendererDir), '..', 'ssr', 'first-screen.js')
}

/**
 * Loads the built first screen once, when first asked; null when there is no SSR build (the document is then
 * served as built, and the renderer renders as before).
 */
export function firstScreenLoader(file: string): () => Promise<FirstScreenModule | null> {
  let loading: Promise<FirstScreenModule | null> | null = null
  return () => {
    loading ??= access(file).then(
      async () => {
        const loaded = (await import(
          /* @vite-ignore */ pathToFileURL(file).href
        )) as Partial<FirstScreenModule>
        return typeof loaded.renderFirstScreen === 'function' &&
          typeof loaded.FIRST_SCREEN_ELEMENT_ID === 'string'
          ? (loaded as FirstScreenModule)
          : null
      },
      () => null,
    )
    return loading
  }
}

/**
 * JSON that stays data inside a <script> element: `<`, `>` and `&` are written as escapes, so no text in it
 * (`</script>`, `<!--`) can end the element or start markup; U+2028/2029 too, for older parsers.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

const ROOT_ELEMENT = '<div id="root"></div>'
const HTML_ELEMENT = /<html lang="en">/

/**
 * The built document with the first screen drawn into #root; the document unchanged when it has no empty #root
 * (a build of another shape) or the drawing fails (the renderer then renders as it always did).
 */
export function documentWithFirstScreen(
  template: string,
  module: FirstScreenModule,
  data: FirstScreenData,
): string {
  if (!template.includes(ROOT_ELEMENT) || !THEMES.includes(data.theme)) return template
  let markup: string
  try {
    markup = module.renderFirstScreen(data)
  } catch {
    return template
  }
  const id = module.FIRST_SCREEN_ELEMENT_ID.replace(/[^a-z-]/g, '')
  const withRoot = template.replace(
    ROOT_ELEMENT,
    () =>
      `<div id="root">${markup}</div>\n    <script type="application/json" id="${id}">${jsonForScriptElement(data)}</script>`,
  )
  // "system" leaves the theme to prefers-color-scheme, as the renderer does (app/use-app-effects.ts).
  return data.theme === 'system'
    ? withRoot
    : withRoot.replace(HTML_ELEMENT, () => `<html lang="en" data-theme="${data.theme}">`)
}

/**
 * What the desktop window opens on: the page the user left (or the list), in their theme; with a deep link on its
 * way, the shell only (the link's page comes once the renderer runs, and the list must not show first).
 */
export function openingFirstScreen(preferences: Preferences, deepLinkPending: boolean): FirstScreenData {
  return {
    page: deepLinkPending ? null : (preferences.lastPage ?? '#/bridges'),
    theme: preferences.theme ?? 'system',
    preferences,
  }
}

/** The kept preferences as the core answers them; the defaults when it cannot (the document is still served). */
export async function keptPreferences(handlers: Pick<Handlers, 'preferences:get'>): Promise<Preferences> {
  const result = await handlers['preferences:get'](undefined).catch(() => null)
  return result?.ok === true ? result.value : DEFAULT_PREFERENCES
}

/**
 * What the preview draws: its document request carries no token (the token lives in the fragment, which never
 * reaches a server), so it gets the shell only, never a page nor kept answers (docs/security.md, the preview):
 * the theme and the two switches the shell shows (the welcome read, the developer tools), not the page left.
 */
export async function previewFirstScreen(
  handlers: Pick<Handlers, 'preferences:get'>,
): Promise<FirstScreenData> {
  const { theme, welcomed, developerTools } = await keptPreferences(handlers)
  return {
    page: null,
    theme: theme ?? 'system',
    preferences: { welcomed, developerTools, theme, lastPage: null },
  }
}
