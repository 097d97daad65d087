/** Row height in px; fixed, so 10,000 rows cost nothing to measure (tokens.css, --row-height). */
export const ROW_HEIGHT = 56

/**
 * The taller row of narrow windows: features.css sets --row-height to this at `max-width: 560px` (a unit test
 * holds the two alike). Known here so a list drawn before any script, where nothing can be measured, is laid out
 * at the height its rows will have in that window.
 */
export const NARROW_ROWS = { maxWidth: 560, height: 98 } as const

/** The rows' height the stylesheet gives a window `width` CSS pixels wide. */
export const rowHeightFor = (width: number): number =>
  width <= NARROW_ROWS.maxWidth ? NARROW_ROWS.height : ROW_HEIGHT
