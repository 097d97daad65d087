import { useLayoutEffect, useState } from 'react'

/**
 * The element's drawn width in CSS pixels (at least `min`), followed as the window resizes; `first` until it is
 * measured. A callback ref, since a chart's figure may mount after its parent.
 */
export function useDrawnWidth(first: number, min: number): [(el: HTMLElement | null) => void, number] {
  const [el, setEl] = useState<HTMLElement | null>(null)
  const [width, setWidth] = useState(first)
  useLayoutEffect(() => {
    if (!el) return
    const read = () => {
      const w = Math.round(el.getBoundingClientRect().width)
      if (w > 0) setWidth(Math.max(min, w))
    }
    read()
    const observer = new ResizeObserver(read)
    observer.observe(el)
    return () => observer.disconnect()
  }, [el, min])
  return [setEl, width]
}
