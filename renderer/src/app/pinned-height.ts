import { useEffect, type RefObject } from 'react'

/**
 * The height of the bridge list's pinned search, as `--pinned-height` on the main region, so the list below it
 * is sized to fill the window exactly once the page has scrolled (layout.css). The search wraps onto one, two or
 * three lines depending on the width and the zoom; a constant guessed per width hid the list's first rows under
 * it at some sizes. A ResizeObserver reports before the frame is painted, so the list never shifts on screen.
 */
export function usePinnedHeight(mainRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const main = mainRef.current
    if (main === null) return
    const pinnedResized = new ResizeObserver((entries) => {
      const size = entries.at(-1)?.borderBoxSize[0]?.blockSize
      if (size !== undefined) main.style.setProperty('--pinned-height', `${Math.ceil(size)}px`)
    })
    let observed: Element | null = null
    // The search comes and goes with the bridge list's page (and its lazily loaded views).
    const follow = (): void => {
      const pinned = main.querySelector('.main-fill .bridges-toolbar > .toolbar')
      if (pinned === observed) return
      if (observed !== null) pinnedResized.unobserve(observed)
      observed = pinned
      if (pinned !== null) pinnedResized.observe(pinned)
    }
    const pageChanged = new MutationObserver(follow)
    pageChanged.observe(main, { childList: true, subtree: true })
    follow()
    return () => {
      pageChanged.disconnect()
      pinnedResized.disconnect()
    }
  }, [mainRef])
}
