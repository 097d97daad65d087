import { useEffect, useRef, useState, type ReactElement } from 'react'
import './why-unavailable.css'

/**
 * Why a control shown but not choosable is so, for everyone: a "Why?" button beside its label, reachable by
 * keyboard and touch (a tooltip is mouse only), that shows the words under it; the same words are the control's
 * description (its aria-describedby names `id`), read by screen readers with it. The disclosure pattern of the
 * WAI-ARIA Authoring Practices: Escape or a press elsewhere closes it. The words float over what follows, so they
 * never move the page (BENCHMARKS.md, "Layout shift").
 */
export function WhyUnavailable({ id, words }: { id: string; words: string }): ReactElement {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent): void => {
      if (e.key !== 'Escape') return
      e.preventDefault()
      setOpen(false)
      ref.current?.querySelector('button')?.focus()
    }
    const onPointer = (e: PointerEvent): void => {
      if (ref.current?.contains(e.target as Node) !== true) setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    window.addEventListener('pointerdown', onPointer)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('pointerdown', onPointer)
    }
  }, [open])
  return (
    <span ref={ref} className="why-unavailable" data-open={open ? '' : undefined}>
      <button
        type="button"
        className="why-unavailable-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        Why?
      </button>
      <span id={id} className="why-unavailable-words" role="note">
        {words}
      </span>
    </span>
  )
}
