/**
 * The preview's session (electron/preview/README.md): the per-run token, read once at the start of the preview's
 * entry, before any drawn link can act. The printed address's first document carries it in a non-executable data
 * island (a click on a drawn link before the script runs replaces the address's fragment, so the fragment alone
 * lost it); the fragment itself still carries it for a document served as built; a reload finds it in this tab's
 * sessionStorage.
 */

/** The id of the data island that carries the session (electron/preview/static-files.ts writes it). */
export const PREVIEW_SESSION_ELEMENT_ID = 'preview-session'

const TOKEN_KEY = 'bridge-explorer-preview-token'

/** What reading the session touches: the document, the address, the history and this tab's storage. */
export interface SessionPlaces {
  document: { getElementById(id: string): { textContent: string | null; remove(): void } | null }
  location: { hash: string; pathname: string; search: string }
  history: { state: unknown; replaceState(state: unknown, unused: string, url: string): void }
  /** null where storage is refused (a hardened browser profile): the session then lasts until a reload. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
}

/** The token the data island holds, the island removed so that no later script finds it; null without one. */
function takeFromIsland(doc: SessionPlaces['document']): string | null {
  const island = doc.getElementById(PREVIEW_SESSION_ELEMENT_ID)
  if (island === null) return null
  island.remove()
  try {
    const token = (JSON.parse(island.textContent ?? '') as { token?: unknown } | null)?.token
    return typeof token === 'string' && token !== '' ? token : null
  } catch {
    return null
  }
}

/**
 * Takes the token out of the URL fragment and removes it from the location bar and history, so it is neither
 * bookmarked, shared with the address, nor left for later scripts (fragments are never sent to servers).
 */
function takeFromFragment(places: SessionPlaces): string | null {
  const params = new URLSearchParams(places.location.hash.replace(/^#/, ''))
  const token = params.get('token')
  if (token === null) return null
  params.delete('token')
  const rest = params.toString()
  const { pathname, search } = places.location
  places.history.replaceState(
    places.history.state,
    '',
    `${pathname}${search}${rest === '' ? '' : `#${rest}`}`,
  )
  return token === '' ? null : token
}

/**
 * The preview token for this tab: from the document's data island or the address the first time, then from
 * sessionStorage, so a reload keeps the session. sessionStorage belongs to this origin (loopback, this run's port)
 * and this tab only, and is gone when the tab closes: no page or tab that could not already read the token gets
 * it (docs/security.md).
 */
export function takePreviewToken(places: SessionPlaces): string | null {
  const fromIsland = takeFromIsland(places.document)
  // Taken from the address in any case, so the token never stays in the location bar.
  const fromUrl = takeFromFragment(places)
  const fresh = fromIsland ?? fromUrl
  try {
    if (fresh !== null) places.storage?.setItem(TOKEN_KEY, fresh)
    return fresh ?? places.storage?.getItem(TOKEN_KEY) ?? null
  } catch {
    return fresh
  }
}
