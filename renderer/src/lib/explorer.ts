/** The renderer's single way to reach the main process: Electron's preload bridge, or an injected transport. */
import type { ExplorerApi } from '../../../shared/ipc/contract.ts'

declare global {
  interface Window {
    /** Set by the Electron preload; absent when the renderer runs in the browser preview. */
    explorer?: ExplorerApi
  }
}

// The global scope the preload writes to (`window` in a page), read as globalThis so this module and its callers
// also type-check and run under Node, where the renderer's pure modules are unit-tested.
const scope = globalThis as { explorer?: ExplorerApi }

let fallback: (() => ExplorerApi) | null = null
let made: ExplorerApi | null = null

/**
 * Installs the transport used when there is no preload bridge. Only the preview's entry (main-preview.tsx) does
 * this, so the Electron renderer's bundle carries no HTTP transport at all (HOUSE_STYLE.md, the shape of the house:
 * preview and host stay apart).
 */
export function installExplorerTransport(make: () => ExplorerApi): void {
  fallback = make
}

/** The ExplorerApi: `window.explorer` in Electron, otherwise the transport its entry installed. */
export function getExplorer(): ExplorerApi {
  if (scope.explorer !== undefined) return scope.explorer
  if (fallback === null)
    throw new Error('No bridge to the app: the preload did not run and no transport is installed.')
  made ??= fallback()
  return made
}
