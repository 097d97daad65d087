import { useCallback, useState } from 'react'
import { useLinkPendingAtStart } from '../lib/first-screen.ts'

// The address, read off globalThis so this module also type-checks and runs under Node, where it is unit-tested.
const scope = globalThis as { location?: { hash: string } }

/**
 * How a deep link decides where the window opens: `none` (no link: the page left may take the start page's
 * place), `awaited` (main drew the window while holding a link, which has not arrived yet: no page is shown, so
 * neither the list nor the page left flashes before the linked one) or `opened` (the link arrived, or the user
 * chose a page meanwhile: that is where the window is, and the page left is not restored over it).
 */
export type StartLink = 'none' | 'awaited' | 'opened'

/** The decision, from what the drawing said, the location the window started at, and what happened since. */
export function startLink(state: {
  /** The drawn data said a link was on its way (FirstScreenData.linkPending). */
  pendingAtStart: boolean
  /** The address's fragment when the renderer started: a location of its own (a reload) decides by itself. */
  startHash: string
  startHref: string
  href: string
  /** navigation:did-request has arrived. */
  arrived: boolean
}): StartLink {
  if (!state.pendingAtStart || (state.startHash !== '' && state.startHash !== '#')) return 'none'
  return state.arrived || state.href !== state.startHref ? 'opened' : 'awaited'
}

/**
 * The start link's state for the shell at `href` (startLink), and `arrived`, which the deep-link listener calls when the
 * link has been followed (app/use-app-effects.ts).
 */
export function useStartLink(href: string): { link: StartLink; arrived: () => void } {
  const pendingAtStart = useLinkPendingAtStart()
  // No location where main draws the first screen (renderer/src/ssr/).
  const [start] = useState(() => ({ hash: scope.location?.hash ?? '', href }))
  const [arrivedFlag, setArrived] = useState(false)
  const arrived = useCallback(() => setArrived(true), [])
  const link = startLink({
    pendingAtStart,
    startHash: start.hash,
    startHref: start.href,
    href,
    arrived: arrivedFlag,
  })
  return { link, arrived }
}
