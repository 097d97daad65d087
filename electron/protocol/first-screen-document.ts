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
import {
  drawsKeptList,
  firstScreenList,
  keptListFilters,
  listHashOf,
  type DrawnCatalogue,
  type FirstScreenData,
} from '../../shared/cache/first-screen-answers.ts'
import type { ListFilters } from '../../shared/views/list-query.ts'
import { NOTHING_REMEMBERED } from '../../shared/views/remembered.ts'
import type { PersistedQuery } from '../../shared/ipc/query-cache.ts'
import { DEFAULT_PREFERENCES, THEMES, type Preferences, type Viewport } from '../../shared/ipc/preferences.ts'
import { mainLocale } from '../i18n/main-words.ts'
import type { Handlers } from '../core/app/index.ts'
import { startFirstScreenWorker } from './first-screen-worker.ts'

export type { FirstScreenData }

/**
 * The window size assumed where main can tell none: no window to measure and none reported yet (the preview's
 * first start; its document request carries no size).
 */
export const DRAWN_VIEWPORT = { width: 1280, height: 900 } as const

/** The SSR build as main and the preview call it (in its worker, first-screen-worker.ts). */
export interface FirstScreenModule {
  renderFirstScreen(data: FirstScreenData): string | Promise<string>
  FIRST_SCREEN_ELEMENT_ID: string
}

/** The SSR build's file beside a renderer build folder (dist/renderer → dist/ssr/first-screen.js). */
export function firstScreenFileOf(rendererDir: string): string {
  return join(resolve(rendererDir), '..', 'ssr', 'first-screen.js')
}

/** How long a drawing made ahead stays good for a document: its clock is the one the window then reads. */
export const DRAWN_AHEAD_FOR_MS = 5000

/**
 * Loads the built first screen once, when first asked, in a worker thread of its own (first-screen-worker.ts);
 * null when there is no SSR build (the document is then served as built, and the renderer renders as before).
 * `close` stops the worker (it never keeps the process alive either way).
 *
 * `warm` draws `data` ahead of the window's request: a drawing's first run is several times slower than the next
 * (code not yet compiled), and the request came while it ran, then waited for a second drawing behind it.
 * `ahead(data)` gives the data drawn ahead instead of `data` when it is the same screen (everything but the clock)
 * and at most DRAWN_AHEAD_FOR_MS old, once: the document then gets that drawing (the one in progress, or done)
 * with the very data it was drawn from, so markup and the JSON beside it always agree.
 */
export function firstScreenLoader(file: string): (() => Promise<FirstScreenModule | null>) & {
  close(): Promise<void>
  /** Settles once the drawing ahead is under way (or there is none to make). */
  warm(data: Promise<FirstScreenData | null>): Promise<void>
  ahead(data: FirstScreenData): FirstScreenData
} {
  let loading: Promise<FirstScreenModule | null> | null = null
  let stop: () => Promise<void> = async () => undefined
  let drawnAhead: { data: FirstScreenData; markup: Promise<string> } | null = null
  const load = (): Promise<FirstScreenModule | null> => {
    loading ??= access(file).then(
      async () => {
        const worker = startFirstScreenWorker(file)
        stop = () => worker.close()
        const id = await worker.ready
        if (id === null) return null
        return {
          FIRST_SCREEN_ELEMENT_ID: id,
          renderFirstScreen: (data) => {
            const ahead = drawnAhead?.data === data ? drawnAhead.markup : null
            drawnAhead = null
            return ahead ?? worker.draw(data)
          },
        }
      },
      () => null,
    )
    return loading
  }
  const warm = (data: Promise<FirstScreenData | null>): Promise<void> =>
    Promise.all([load(), data])
      .then(([module, drawn]) => {
        if (module === null || drawn === null) return
        const markup = Promise.resolve(module.renderFirstScreen(drawn))
        drawnAhead = { data: drawn, markup }
        // A drawing that fails now is drawn again when asked, and the document is served as built if it fails then.
        markup.catch(() => {
          if (drawnAhead?.markup === markup) drawnAhead = null
        })
      })
      .catch(() => undefined)
  const ahead = (data: FirstScreenData): FirstScreenData => {
    const kept = drawnAhead?.data
    if (kept === undefined) return data
    const fresh = data.now - kept.now <= DRAWN_AHEAD_FOR_MS
    if (fresh && sameScreen(kept, data)) return kept
    drawnAhead = null
    return data
  }
  return Object.assign(load, { close: () => stop(), warm, ahead })
}

/**
 * Whether two drawings would show the same screen: the same data apart from the clock they were read at, and the
 * catalogue's durations, which main reads off that clock (its age and time left move every millisecond; its words
 * say them in minutes, and words that differ still make another screen).
 */
function sameScreen(a: FirstScreenData, b: FirstScreenData): boolean {
  const timeless = (d: FirstScreenData): string =>
    JSON.stringify({
      ...d,
      now: 0,
      catalogue:
        d.catalogue === null
          ? null
          : { ...d.catalogue, status: { ...d.catalogue.status, ageMs: 0, etaMs: 0 } },
    })
  return timeless(a) === timeless(b)
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
const HTML_ELEMENT = /<html lang="[a-zA-Z-]+">/

/**
 * The built document with the first screen drawn into #root; the document unchanged when it has no empty #root
 * (a build of another shape) or the drawing fails (the renderer then renders as it always did).
 */
export async function documentWithFirstScreen(
  template: string,
  module: FirstScreenModule,
  data: FirstScreenData,
): Promise<string> {
  if (!template.includes(ROOT_ELEMENT) || !THEMES.includes(data.theme)) return template
  let markup: string
  try {
    markup = await module.renderFirstScreen(data)
  } catch {
    return template
  }
  const id = module.FIRST_SCREEN_ELEMENT_ID.replace(/[^a-z-]/g, '')
  const withRoot = template.replace(
    ROOT_ELEMENT,
    () =>
      `<div id="root">${markup}</div>\n    <script type="application/json" id="${id}">${jsonForScriptElement(data)}</script>`,
  )
  // "system" leaves the theme to prefers-color-scheme, as the renderer does (app/use-app-effects.ts). The
  // language and direction are the drawing's, so a screen reader and the layout read them before any script.
  const locale = data.locale ?? { language: 'en', dir: 'ltr' }
  const theme = data.theme === 'system' ? '' : ` data-theme="${data.theme}"`
  return withRoot.replace(HTML_ELEMENT, () => `<html lang="${locale.language}" dir="${locale.dir}"${theme}>`)
}

/** What a drawing reads besides the preferences: the kept list, the catalogue, the clock and the window size. */
export interface DrawnFacts {
  list: PersistedQuery | null
  catalogue: DrawnCatalogue | null
  now: number
  viewport: { width: number; height: number }
}

const NO_FACTS = (now = Date.now()): DrawnFacts => ({
  list: null,
  catalogue: null,
  now,
  viewport: DRAWN_VIEWPORT,
})

/** The page the window opens on: the one the user left, or the list. */
const pageLeft = (preferences: Preferences): string => preferences.lastPage ?? '#/bridges'

/**
 * What the desktop window opens on: the page the user left (or the list), in their theme, with the kept rows
 * when it is a bridge list and they are that list's (its search and category); with a deep link on its way, the
 * shell only (the link's page comes once the renderer runs, and the list must not show first).
 */
export function openingFirstScreen(
  preferences: Preferences,
  deepLinkPending: boolean,
  facts: DrawnFacts = NO_FACTS(),
): FirstScreenData {
  const page = deepLinkPending ? null : pageLeft(preferences)
  const filters = keptListFilters(page)
  // Another list's rows are never drawn under this list's location (nor the service's rows under a query only the
  // catalogue applies, such as one suggestor's bridges): the list's frame instead.
  const ownRows = filters !== null && facts.list?.queryHash === listHashOf(filters)
  return {
    page,
    theme: preferences.theme ?? 'system',
    preferences,
    ...facts,
    list: ownRows ? facts.list : null,
    // The catalogue's words belong to the list's page; another page (or a deep link's) is drawn without them.
    catalogue: drawsKeptList(page) ? facts.catalogue : null,
    // Said in the data, so the renderer waits for the link instead of opening the list or the page left first.
    ...(deepLinkPending ? { linkPending: true as const } : {}),
    locale: mainLocale(preferences),
  }
}

/** The kept preferences as the core answers them; the defaults when it cannot (the document is still served). */
export async function keptPreferences(handlers: Pick<Handlers, 'preferences:get'>): Promise<Preferences> {
  const result = await handlers['preferences:get'](undefined).catch(() => null)
  return result?.ok === true ? result.value : DEFAULT_PREFERENCES
}

/**
 * The kept list of `filters` of the current target, decoded with the API's decoders (shared/cache/
 * first-screen-answers.ts); null when there is none or it does not decode.
 */
export async function keptList(
  handlers: Pick<Handlers, 'cache:restore'>,
  filters: ListFilters,
): Promise<PersistedQuery | null> {
  const result = await handlers['cache:restore'](undefined).catch(() => null)
  return result?.ok === true ? firstScreenList(result.value.entries, filters) : null
}

/**
 * The catalogue as the list's page shows it: its status, and its counts once it holds the whole list (the
 * count line's "of 2,000"); null when the core cannot answer (the page then draws as before it knew).
 */
export async function drawnCatalogue(
  handlers: Pick<Handlers, 'catalogue:status' | 'catalogue:facets'>,
): Promise<DrawnCatalogue | null> {
  try {
    const status = await handlers['catalogue:status'](undefined)
    if (!status.ok) return null
    if (!status.value.complete || status.value.withheld !== null)
      return { status: status.value, facets: null }
    const facets = await handlers['catalogue:facets'](undefined)
    return { status: status.value, facets: facets.ok ? facets.value : null }
  } catch {
    return null
  }
}

/**
 * The window's first screen from what the core keeps: preferences, and a list's rows when it opens on one. It
 * is drawn for `viewport` (the desktop window measured), else for the size the renderer last reported (the
 * preview), else DRAWN_VIEWPORT.
 */
export async function keptFirstScreen(
  handlers: Pick<Handlers, 'preferences:get' | 'cache:restore' | 'catalogue:status' | 'catalogue:facets'>,
  options: { deepLinkPending: boolean; viewport?: Viewport | null; now?: (() => number) | undefined },
): Promise<FirstScreenData> {
  const preferences = await keptPreferences(handlers)
  const page = options.deepLinkPending ? null : pageLeft(preferences)
  const filters = keptListFilters(page)
  const [list, catalogue] = drawsKeptList(page)
    ? await Promise.all([filters === null ? null : keptList(handlers, filters), drawnCatalogue(handlers)])
    : [null, null]
  return openingFirstScreen(preferences, options.deepLinkPending, {
    list,
    catalogue,
    // The core's clock when the host gave one (the preview's test clock), so the drawing and the page agree.
    now: (options.now ?? Date.now)(),
    viewport: options.viewport ?? preferences.viewport ?? DRAWN_VIEWPORT,
  })
}

/**
 * What the preview draws (`deepLinkPending`: started with --deep-link, the desktop window's start from a link). Its token lives in the fragment, which never reaches a server, so a document request
 * proves nothing by itself: only the first request that brings the start ticket of the printed address
 * (electron/preview/start-ticket.ts) gets the page left with its kept answers, as the desktop window does. Any
 * other (a reload, a second tab, another program on this computer) gets the shell only, never a page nor kept
 * answers (docs/security.md, the preview): the theme and the two switches the shell shows.
 */
export async function previewFirstScreen(
  handlers: Pick<Handlers, 'preferences:get' | 'cache:restore' | 'catalogue:status' | 'catalogue:facets'>,
  started: boolean,
  deepLinkPending = false,
  now?: () => number,
): Promise<FirstScreenData> {
  if (started) return keptFirstScreen(handlers, { deepLinkPending, now })
  const { theme, welcomed, developerTools, language, formats } = await keptPreferences(handlers)
  return {
    page: null,
    theme: theme ?? 'system',
    // Nothing of where the user was: no page, no layout, no window size (the shell's frame does not read them).
    preferences: {
      welcomed,
      developerTools,
      theme,
      lastPage: null,
      bridgesLayout: null,
      viewport: null,
      language,
      formats,
      remembered: NOTHING_REMEMBERED,
    },
    ...NO_FACTS(now?.()),
    locale: mainLocale({ language, formats }),
  }
}
