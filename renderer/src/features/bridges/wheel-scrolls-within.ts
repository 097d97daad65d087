/**
 * Whether a turn of the wheel over `target` scrolls something inside `within` (the open Filters, which scroll in
 * the pinned search of a small window: styles/features.css) rather than moving on to the list: some box from the
 * target up to `within` has more to show in the wheel's direction. Pure over the boxes' sizes, so it is
 * unit-tested under Node.
 */

/** The part of an element this reads. */
export interface ScrollBox {
  scrollTop: number
  scrollHeight: number
  clientHeight: number
  parentElement: ScrollBox | null
}

/**
 * True when a box between `target` and `within` (both included) scrolls (`scrolls`: its overflow is auto or scroll,
 * not a box whose overflow is only clipped) and can still scroll by `deltaY` (down when > 0).
 */
export function wheelScrollsWithin<B extends ScrollBox>(
  target: B | null,
  within: B,
  deltaY: number,
  scrolls: (box: B) => boolean,
): boolean {
  if (deltaY === 0) return false
  for (let box: B | null = target; box !== null; box = box.parentElement as B | null) {
    const room = deltaY > 0 ? box.scrollHeight - box.clientHeight - box.scrollTop : box.scrollTop
    if (box.scrollHeight > box.clientHeight && room > 1 && scrolls(box)) return true
    if (box === within) return false
  }
  // The target is not inside `within`: the wheel is over the list or the page.
  return false
}
