import { useVirtualizer } from '@tanstack/react-virtual'
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type RefObject,
} from 'react'
import type { BridgeSummary } from '../../../../shared/api/types.ts'
import { useFirstScreenFacts, useHydrating } from '../../lib/first-screen.ts'
import { navigate } from '../../lib/router.ts'
import { useWords } from '../../lib/words.tsx'
import { BridgeRow } from './bridge-row.tsx'
import { rowHeightFor } from './row-height.ts'
import { useListPlace, useNextPageNearEnd, type NextPage } from './list-paging.ts'

/** Props of BridgeList. */
export interface BridgeListProps extends NextPage {
  rows: readonly BridgeSummary[]
  label: string
  /** What the rows are described by (a refusal after them: the rows were read before it). */
  describedBy?: string | undefined
}

/**
 * The rows' height as the stylesheet sets it for this width (--row-height), read again when the list resizes;
 * before it is read, the height for `width` (the window's, or the one the drawing assumed while it is hydrated).
 */
function useRowHeight(scrollRef: RefObject<HTMLDivElement | null>, width: number): number {
  const [height, setHeight] = useState(() => rowHeightFor(width))
  useEffect(() => {
    const el = scrollRef.current
    if (el === null) return
    const read = (): void => {
      const px = Number.parseFloat(getComputedStyle(el).getPropertyValue('--row-height'))
      if (Number.isFinite(px) && px > 0) setHeight(px)
    }
    read()
    const observer = new ResizeObserver(read)
    observer.observe(el)
    return () => observer.disconnect()
  }, [scrollRef])
  return height
}
/** The virtualized list: only the rows in view (plus a few) exist in the DOM, however many are loaded. */
export function BridgeList(props: BridgeListProps): ReactElement {
  const { rows, hasNextPage, nextPageFailed, label } = props
  const { t } = useWords()
  const scrollRef = useRef<HTMLDivElement>(null)
  // Where the user was when they last left this history entry's list (Back/Forward).
  const { restored, place, keepSoon } = useListPlace(true)
  // No "Loading more…" row under a final error: nothing is loading until the user asks again.
  const count = rows.length + (hasNextPage && !nextPageFailed ? 1 : 0)
  // Drawn before any script and hydrated: the window size the drawing assumed (lib/first-screen.ts).
  const drawn = useFirstScreenFacts()
  const hydrating = useHydrating()
  const windowSize =
    hydrating && drawn !== null ? drawn.viewport : { width: window.innerWidth, height: window.innerHeight }
  const rowHeight = useRowHeight(scrollRef, windowSize.width)
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    // Not while the drawing is being adopted: measured then, the list would be rendered again at once, in the same
    // task as every effect of the hydration (a long task); it is measured in the render after (lib/first-screen.ts).
    getScrollElement: () => (hydrating ? null : scrollRef.current),
    estimateSize: () => rowHeight,
    overscan: 8,
    // The drawing is adopted at its own place (the top): a place to return to is reached once it is adopted.
    initialOffset: hydrating ? 0 : (restored?.offset ?? 0),
    // The list cannot be taller than the window: the first render already has the rows for it, rather than none
    // until the list has been measured (which costs a second render of every row before the first paint).
    initialRect: windowSize,
  })
  // Measured again only when the row height changes after the first layout (its estimate is that height).
  const measuredHeight = useRef(rowHeight)
  useEffect(() => {
    if (measuredHeight.current === rowHeight) return
    measuredHeight.current = rowHeight
    virtualizer.measure()
  }, [virtualizer, rowHeight])
  const items = virtualizer.getVirtualItems()
  const offsetAfterHydration = useRef(hydrating ? (restored?.offset ?? 0) : 0)
  useEffect(() => {
    if (hydrating || offsetAfterHydration.current === 0) return
    virtualizer.scrollToOffset(offsetAfterHydration.current)
    offsetAfterHydration.current = 0
  }, [hydrating, virtualizer])
  // Drawn (and hydrated) at the row height of the window's own width, which the stylesheet knows and the drawing
  // may not (a window of another size than the one kept): rows of one height each, placed by --row-height, so they
  // never overlap before the script runs. The render after the hydration places them in pixels, at the same places.
  const drawnRows = hydrating && drawn !== null
  useNextPageNearEnd(items[items.length - 1]?.index ?? -1, rows.length, props)

  useEffect(() => {
    // Back to this entry: the row that had focus gets it again (it exists once the virtualizer has laid out).
    const index = restored?.focusedIndex
    if (index === null || index === undefined) return
    let frame = 0
    let tries = 0
    const tryFocus = (): void => {
      const row = scrollRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`)
      if (row) row.focus({ preventScroll: true })
      else if (++tries < 30) frame = requestAnimationFrame(tryFocus)
    }
    tryFocus()
    return () => cancelAnimationFrame(frame)
  }, [restored])

  // One handler for every row while the rows stay the same, so the memoized rows are not redrawn for it.
  const onRowKeyDown = useCallback(
    (e: KeyboardEvent<HTMLDivElement>, index: number): void => {
      // On a link inside the row (the author's), Enter follows the link; the keys that move go on from its row,
      // or the browser would scroll the list and the row, drawn no more, would take the focus with it to <body>.
      if (e.target !== e.currentTarget && (e.key === 'Enter' || e.key === ' ')) return
      const focusRow = (to: number): void => {
        const target = Math.max(0, Math.min(rows.length - 1, to))
        virtualizer.scrollToIndex(target, { align: 'auto' })
        const find = (): HTMLElement | null | undefined =>
          scrollRef.current?.querySelector<HTMLElement>(`[data-row-index="${target}"]`)
        const row = find()
        // A row far away only exists after the virtualizer re-renders; wait a frame for it.
        if (row) row.focus()
        else requestAnimationFrame(() => find()?.focus())
      }
      const bridge = rows[index]
      if (e.key === 'Enter' && bridge !== undefined) navigate({ name: 'bridge', slug: bridge.slug })
      else if (e.key === 'ArrowDown') focusRow(index + 1)
      else if (e.key === 'ArrowUp') focusRow(index - 1)
      else if (e.key === 'Home') focusRow(0)
      else if (e.key === 'End') focusRow(rows.length - 1)
      else if (e.key === 'PageDown') focusRow(index + 10)
      else if (e.key === 'PageUp') focusRow(index - 10)
      else return
      e.preventDefault()
    },
    [rows, virtualizer],
  )

  return (
    <div
      ref={scrollRef}
      className="bridge-list-scroll"
      onScroll={(e) => {
        place.current.offset = e.currentTarget.scrollTop
        keepSoon()
      }}
      onFocus={(e) => {
        const row = (e.target as HTMLElement).closest<HTMLElement>('[data-row-index]')
        if (row !== null) place.current.focusedIndex = Number(row.dataset.rowIndex)
      }}
    >
      <div
        role="list"
        aria-label={label}
        aria-describedby={props.describedBy}
        className={props.describedBy === undefined ? 'bridge-list' : 'bridge-list is-read-before'}
        style={{ height: drawnRows ? `calc(var(--row-height) * ${count})` : virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const bridge = rows[item.index]
          return (
            <div
              key={item.key}
              className="bridge-list-slot"
              role="none"
              style={
                drawnRows
                  ? {
                      height: 'var(--row-height)',
                      transform: `translateY(calc(var(--row-height) * ${item.index}))`,
                    }
                  : { height: item.size, transform: `translateY(${item.start}px)` }
              }
            >
              {bridge === undefined ? (
                <div className="bridge-row bridge-row-loading muted" role="listitem" aria-busy="true">
                  {t('list.loading-more')}
                </div>
              ) : (
                <BridgeRow bridge={bridge} index={item.index} total={rows.length} onKeyDown={onRowKeyDown} />
              )}
            </div>
          )
        })}
      </div>
    </div>
  )
}
