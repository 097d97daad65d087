/**
 * The first screen main draws into the document before any script (README.md, Architecture): what it was drawn
 * from travels beside it as JSON in a non-executable element, so the renderer's first render (the hydration)
 * draws the same, and the CSP needs no inline script.
 */
import { createContext, useContext, useSyncExternalStore } from 'react'
import {
  LAST_PAGE,
  MAX_LAST_PAGE_CHARS,
  THEMES,
  type Preferences,
  type ThemeChoice,
} from '../../../shared/ipc/preferences.ts'

/** The id of the `<script type="application/json">` element that holds the first screen's data. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen'

/** What the first screen was drawn from. */
export interface FirstScreenData {
  /** The location whose page was drawn (`#/bridges`), or null: the shell only (nav and top bar). */
  page: string | null
  /** The theme the document is in. */
  theme: ThemeChoice
  /** The preferences the shell was drawn with, or null where they were not given (the preview, before its token). */
  preferences: Preferences | null
}

/** The location the first screen was drawn for, as the router reads it while hydrating (null: none). */
export const FirstScreenPage = createContext<string | null>(null)

/** The router's location while the document is being drawn or hydrated: the page drawn, or none. */
export function useFirstScreenPage(): string {
  return useContext(FirstScreenPage) ?? ''
}

const never = (): (() => void) => () => undefined

/**
 * True while drawn on the server and during the hydration that adopts that drawing, false from the next render
 * on (React renders again with the client's value once hydrated), and false for a render with no drawing.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  )
}

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x)

/** The first screen's data in the document, checked like any input; null when there is none or it is malformed. */
export function readFirstScreen(doc: Document): FirstScreenData | null {
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
    preferences = {
      developerTools: p.developerTools,
      welcomed: p.welcomed,
      lastPage,
      theme: THEMES.find((t) => t === p.theme) ?? null,
    }
  } else if (p !== null) return null
  return { page, theme, preferences }
}
