/**
 * The background budget of one key: what requests the user did not ask for (the catalogue walk, later watch
 * refreshes and the stats poll) may spend of each rate-limit window. The API allows 60 requests a minute per
 * key (docs/api-assumptions.md row 16), so work the user never sees must leave most of it to the user.
 */

/** The share used until the user picks one (the user may pick 10, 25, 50 or 100 %: shared/ipc/catalogue.ts). */
export const DEFAULT_BACKGROUND_SHARE = 0.25

/**
 * Requests of every window kept for the user even at a 100 % share: one in fifty, at least one, so a click
 * during a full-speed walk never waits for the next window.
 */
export function reservedForUser(limit: number): number {
  return Math.max(1, Math.ceil(limit / 50))
}

/** How many requests of a window of `limit` background work may have used (counting its own) before it waits. */
export function backgroundCap(limit: number, share: number): number {
  const bounded = Math.min(1, Math.max(0, share))
  return Math.max(0, Math.min(Math.floor(limit * bounded), limit - reservedForUser(limit)))
}
