/**
 * Window size and position across launches. The saved state is untrusted input (hand-edited, or written on a
 * monitor that is now unplugged), so it is validated and clamped to the displays that exist now.
 */
import { MIN_WINDOW_SIZE } from './window-options.ts'

/** A rectangle in screen coordinates. */
export interface Bounds {
  x?: number
  y?: number
  width: number
  height: number
}

/** A rectangle with a position. */
export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** What is persisted. */
export interface WindowState {
  bounds: Rect
  maximized: boolean
}

/** The size used on first launch and whenever the saved state is unusable. */
export const DEFAULT_SIZE = { width: 1200, height: 800 } as const

const isFiniteInt = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x)

/** Reads a persisted state; null when it is not exactly the expected shape. */
export function parseWindowState(json: unknown): WindowState | null {
  if (typeof json !== 'object' || json === null) return null
  const { bounds, maximized } = json as Record<string, unknown>
  if (typeof bounds !== 'object' || bounds === null || typeof maximized !== 'boolean') return null
  const { x, y, width, height } = bounds as Record<string, unknown>
  if (!isFiniteInt(x) || !isFiniteInt(y) || !isFiniteInt(width) || !isFiniteInt(height)) return null
  if (width <= 0 || height <= 0) return null
  return {
    bounds: { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) },
    maximized,
  }
}

const overlap = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y))

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max)

/**
 * Fits saved bounds to the current displays' work areas: the display the window overlaps most is kept, the size
 * is limited to it, and the window is moved fully onto it. A window that overlaps no display (its monitor was
 * removed) gets the saved size without a position, so the OS centres it. No saved state: the default size.
 */
export function clampBounds(saved: WindowState | null, workAreas: readonly Rect[]): Bounds {
  const primary = workAreas[0]
  if (saved === null || primary === undefined) return fitSize(DEFAULT_SIZE, primary)
  let best: Rect | undefined
  let bestOverlap = 0
  for (const area of workAreas) {
    const o = overlap(saved.bounds, area)
    if (o > bestOverlap) {
      best = area
      bestOverlap = o
    }
  }
  if (best === undefined) return fitSize(saved.bounds, primary)
  const { width, height } = fitSize(saved.bounds, best)
  return {
    x: clamp(saved.bounds.x, best.x, best.x + best.width - width),
    y: clamp(saved.bounds.y, best.y, best.y + best.height - height),
    width,
    height,
  }
}

function fitSize(size: { width: number; height: number }, area: Rect | undefined): Bounds {
  const maxW = area?.width ?? size.width
  const maxH = area?.height ?? size.height
  return {
    width: clamp(size.width, Math.min(MIN_WINDOW_SIZE.width, maxW), maxW),
    height: clamp(size.height, Math.min(MIN_WINDOW_SIZE.height, maxH), maxH),
  }
}
