import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
} from 'react'

/**
 * Whether an Escape press is free for the page to use (to go back, to close a side panel): not when something open
 * claims it, a dialog, a popover or a menu (WAI-ARIA Authoring Practices: Escape closes the innermost open
 * thing), nor when a field is being edited (Escape clears a search box). What already handled it says so by
 * preventDefault.
 */
export function escapeIsFree(e: KeyboardEvent | ReactKeyboardEvent): boolean {
  if (e.key !== 'Escape' || e.defaultPrevented) return false
  if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return false
  const target = e.target instanceof Element ? e.target : null
  if (target?.closest('dialog, [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]'))
    return false
  if (target?.closest('input, textarea, select, [contenteditable="true"]')) return false
  // Anything open elsewhere: a modal dialog, or a control whose popover or menu is showing (drawn ones only: the
  // closed command palette keeps its combobox in the page). A disclosure that opens in the page's flow (marked
  // data-inline-disclosure, as the narrow search's Filters) holds no Escape.
  const open = document.querySelectorAll(
    'dialog[open], [aria-modal="true"], [aria-expanded="true"]:not([data-inline-disclosure])',
  )
  return ![...open].some((el) => el.checkVisibility())
}

/**
 * Calls `onEscape` for an Escape press on the page that nothing open claims (escapeIsFree), while `enabled`. The
 * listener is in place when the page is: a page that loads its code first (lazyComponent) is shown by a later,
 * non-urgent render whose plain effects React runs in a task of their own after the paint, so an Escape pressed
 * as soon as the page showed could find no listener and do nothing.
 */
export function useEscapeKey(onEscape: () => void, enabled = true): void {
  useLayoutEffect(() => {
    if (!enabled) return
    const onKey = (e: KeyboardEvent): void => {
      if (!escapeIsFree(e)) return
      e.preventDefault()
      onEscape()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onEscape, enabled])
}

/**
 * While `open`, a disclosure closes on Escape or on a press outside the elements `inside` gives (the disclosure
 * pattern of the WAI-ARIA Authoring Practices): `onClose(true)` for Escape, whose focus goes back to the control
 * that opened it, `onClose(false)` for a press elsewhere, which leaves the focus where the press put it.
 */
export function useDismiss(
  open: boolean,
  inside: () => readonly (Element | null | undefined)[],
  onClose: (byEscape: boolean) => void,
): void {
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent): void => {
      if (e.key !== 'Escape') return
      e.preventDefault()
      onClose(true)
    }
    const onPointer = (e: PointerEvent): void => {
      if (inside().some((el) => el?.contains(e.target as Node) === true)) return
      onClose(false)
    }
    window.addEventListener('keydown', onKey)
    window.addEventListener('pointerdown', onPointer)
    return () => {
      window.removeEventListener('keydown', onKey)
      window.removeEventListener('pointerdown', onPointer)
    }
  }, [open, inside, onClose])
}

/**
 * A disclosure's open state (the "Why?" words, the demo notice, the catalogue line's whole words): its button
 * toggles it; Escape closes it and gives the focus back to that button (the first element `button` selects inside
 * `ref`), a press outside `ref` closes it (useDismiss); opened low in a short window (200 % zoom), the page scrolls
 * the words (the first element `words` selects inside `ref`) into view.
 */
export function useDisclosure(
  ref: RefObject<HTMLElement | null>,
  { button, words }: { button: string; words?: string },
): { open: boolean; toggle: () => void } {
  const [open, setOpen] = useState(false)
  const inside = useCallback(() => [ref.current], [ref])
  const onClose = useCallback(
    (byEscape: boolean) => {
      setOpen(false)
      if (byEscape) ref.current?.querySelector<HTMLElement>(button)?.focus()
    },
    [ref, button],
  )
  useDismiss(open, inside, onClose)
  useEffect(() => {
    if (open && words !== undefined) ref.current?.querySelector(words)?.scrollIntoView({ block: 'nearest' })
  }, [open, ref, words])
  const toggle = useCallback(() => setOpen((o) => !o), [])
  return { open, toggle }
}
