/**
 * The size, in CSS pixels, the first screen is drawn for in the desktop window (electron/protocol/
 * first-screen-document.ts): the window's content size (device-independent pixels) over its zoom factor, since
 * the page's own width and height (what its stylesheet's media queries and the list's layout read) shrink as it
 * is zoomed in. Null when there is no window to measure yet: the size the renderer last reported is used then.
 */
import { readViewport, type Viewport } from '../../shared/ipc/preferences.ts'

/** The window's inner size in CSS pixels, or null when `contentSize` or `zoomFactor` is unusable. */
export function drawnViewport(
  contentSize: readonly number[] | undefined,
  zoomFactor: number,
): Viewport | null {
  const [width, height] = contentSize ?? []
  if (width === undefined || height === undefined || !(zoomFactor > 0) || !Number.isFinite(zoomFactor))
    return null
  return readViewport({ width: Math.round(width / zoomFactor), height: Math.round(height / zoomFactor) })
}
