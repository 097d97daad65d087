/**
 * The first screen main draws into the document before any script (README.md, Architecture): what it was drawn
 * from travels beside it as JSON in a non-executable element, so the renderer's first render (the hydration)
 * draws the same, and the CSP needs no inline script.
 */
import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react'
import { useBridgesLayoutIf } from '../store/ui-store.ts'
import {
  drawsKeptList,
  firstScreenList,
  keptListFilters,
  type DrawnCatalogue,
  type FirstScreenData,
} from '../../../shared/cache/first-screen-answers.ts'
import { checkCatalogueFacets, checkCatalogueStatus } from '../../../shared/ipc/catalogue.ts'
import {
  checkLayout,
  LAST_PAGE,
  MAX_LAST_PAGE_CHARS,
  readFormats,
  readLanguage,
  readViewport,
  THEMES,
  type Preferences,
} from '../../../shared/ipc/preferences.ts'
import {
  canonicalFormats,
  directionOf,
  isLanguage,
  type ResolvedLocale,
} from '../../../shared/i18n/locales.ts'
import type { ViewLayout } from '../../../shared/views/bridge-view.ts'
import { readRemembered } from '../../../shared/views/remembered.ts'
import { FIRST_VIEW_LAYOUT } from '../store/bridges-layout-slice.ts'

export type { FirstScreenData }

/** The id of the `<script type="application/json">` element that holds the first screen's data. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen'

/** What the first screen was drawn from, while it is drawn and while that drawing is hydrated (null: none). */
export const FirstScreen = createContext<FirstScreenData | null>(null)

/** The router's location while the document is being drawn or hydrated: the page drawn, or none. */
export function useFirstScreenPage(): string {
  return useContext(FirstScreen)?.page ?? ''
}

/** True when the page drawn is the list with its kept rows: the list view itself is drawn and hydrated. */
export function useListDrawn(): boolean {
  const drawn = useContext(FirstScreen)
  return drawn !== null && drawn.list !== null && drawn.page !== null && drawsKeptList(drawn.page)
}

/**
 * The bridges' layout as last shown when `needed` (a location without a layout of its own), else null. While the
 * drawing is hydrated, the one it was drawn with (main's kept layout, shared/ipc/preferences.ts), whatever the
 * store holds by then: the older version's layout being moved to main (app/preferences.ts) shows only after.
 */
export function useLayoutLastShown(needed: boolean): ViewLayout | null {
  const drawn = useContext(FirstScreen)
  const hydrating = useHydrating()
  const kept = useBridgesLayoutIf(needed && !(hydrating && drawn !== null))
  if (!needed) return null
  return hydrating && drawn !== null ? (drawn.preferences?.bridgesLayout ?? FIRST_VIEW_LAYOUT) : kept
}

/** True when the document was drawn while a deep link was on its way (FirstScreenData.linkPending). */
export function useLinkPendingAtStart(): boolean {
  return useContext(FirstScreen)?.linkPending === true
}

/** The clock and window size the drawing read, for the hydration to read the same (null without a drawing). */
export function useFirstScreenFacts(): Pick<FirstScreenData, 'now' | 'viewport'> | null {
  return useContext(FirstScreen)
}

/** Whether the drawing is still being adopted (DrawnFirstScreen): false wherever there is no drawing. */
const Hydrating = createContext(false)

/**
 * Provides what the first screen was drawn from (FirstScreen) to the tree that draws it on the server and
 * hydrates it in the renderer, and tells that tree when the hydration is over. The views that draw something
 * else once they run (the theme kept, the window's own size) then render again as a transition, which yields to
 * the browser like the hydration itself (boot.tsx), instead of one synchronous render of the whole shell.
 */
export function DrawnFirstScreen({
  value,
  children,
}: {
  value: FirstScreenData
  children: ReactNode
}): ReactElement {
  const [hydrating, setHydrating] = useState(true)
  useEffect(() => startTransition(() => setHydrating(false)), [])
  return createElement(FirstScreen, { value }, createElement(Hydrating, { value: hydrating }, children))
}

/**
 * True while drawn on the server and during the hydration that adopts that drawing, false from the render after
 * it (DrawnFirstScreen), and false for a render with no drawing.
 */
export function useHydrating(): boolean {
  return useContext(Hydrating)
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x)

/** The first screen's data in the document, checked like any input; null when there is none or it is malformed. */
export function readFirstScreen(doc: {
  getElementById(id: string): { textContent: string | null } | null
}): FirstScreenData | null {
  const text = doc.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent ?? null
  if (text === null) return null
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(data)) return null
  const theme = THEMES.find((t) => t === data.theme)
  const page = data.page
  if (theme === undefined) return null
  if (
    page !== null &&
    (typeof page !== 'string' || page.length > MAX_LAST_PAGE_CHARS || !LAST_PAGE.test(page))
  )
    return null
  const p = data.preferences
  let preferences: Preferences | null = null
  if (isRecord(p)) {
    const lastPage = p.lastPage
    if (
      typeof p.developerTools !== 'boolean' ||
      typeof p.welcomed !== 'boolean' ||
      (lastPage !== null && (typeof lastPage !== 'string' || !LAST_PAGE.test(lastPage)))
    )
      return null
    const layout = p.bridgesLayout === null ? null : checkLayout(p.bridgesLayout)
    if (layout !== null && !layout.ok) return null
    preferences = {
      developerTools: p.developerTools,
      welcomed: p.welcomed,
      lastPage,
      theme: THEMES.find((t) => t === p.theme) ?? null,
      bridgesLayout: layout === null ? null : layout.value,
      viewport: readViewport(p.viewport),
      language: readLanguage(p.language),
      formats: readFormats(p.formats),
      remembered: readRemembered(p.remembered),
    }
  } else if (p !== null) return null
  // The rows carried must be the answer of the list drawn (its search and category), never another list's.
  const filters = keptListFilters(page as string | null)
  const list = data.list === null || filters === null ? null : firstScreenList([data.list], filters)
  if (data.list !== null && list === null) return null
  const catalogue = readDrawnCatalogue(data.catalogue)
  if (catalogue === undefined) return null
  const v = data.viewport
  if (!isRecord(v) || !isSize(v.width) || !isSize(v.height) || !Number.isSafeInteger(data.now)) return null
  if (data.linkPending !== undefined && (data.linkPending !== true || page !== null)) return null
  const locale = readDrawnLocale(data.locale)
  return {
    page,
    theme,
    preferences,
    list,
    catalogue,
    now: data.now as number,
    viewport: { width: v.width, height: v.height },
    ...(data.linkPending === true ? { linkPending: true as const } : {}),
    ...(locale === undefined ? {} : { locale }),
  }
}

/** The language and formats the document was drawn in: undefined where it says none or says it wrong. */
function readDrawnLocale(x: unknown): ResolvedLocale | undefined {
  if (!isRecord(x) || !isLanguage(x.language) || typeof x.formats !== 'string') return undefined
  const formats = canonicalFormats(x.formats)
  return formats === null ? undefined : { language: x.language, formats, dir: directionOf(x.language) }
}

/** The catalogue the list was drawn with: null for none (or a document without it), undefined when malformed. */
function readDrawnCatalogue(x: unknown): DrawnCatalogue | null | undefined {
  if (x === null || x === undefined) return null
  if (!isRecord(x)) return undefined
  const status = checkCatalogueStatus(x.status)
  const facets = x.facets === null ? null : checkCatalogueFacets(x.facets)
  if (!status.ok || (facets !== null && !facets.ok)) return undefined
  return { status: status.value, facets: facets === null ? null : facets.value }
}

const isSize = (x: unknown): x is number =>
  Number.isInteger(x) && (x as number) > 0 && (x as number) < 100_000

/**
 * What the user typed in the drawn list's search field before the script ran (null: nothing). Hydration sets a
 * controlled field back to the value it was drawn with, so boot.tsx reads this first and searches for it after.
 */
export function typedBeforeHydration(root: {
  querySelector(selector: string): { value?: unknown } | null
}): string | null {
  const value = root.querySelector('form[role="search"] input[type="search"]')?.value
  return typeof value === 'string' && value.trim() !== '' ? value : null
}
