import { useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react'
import { useWords } from '../lib/words.tsx'

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  open: boolean
  /** Words, or words with an id or a URL isolated in them (a `<bdi>`, docs/i18n.md "Right to left"). */
  title: ReactNode
  children?: ReactNode
  confirmLabel: string
  cancelLabel?: string
  onConfirm: () => void
  onCancel: () => void
}

/** A modal question built on <dialog>: focus is trapped by the browser, Escape cancels. */
export function ConfirmDialog(props: ConfirmDialogProps): ReactElement {
  const { t } = useWords()
  const {
    open,
    title,
    children,
    confirmLabel,
    cancelLabel = t('components.cancel'),
    onConfirm,
    onCancel,
  } = props
  const ref = useRef<HTMLDialogElement>(null)
  // One dialog per key row: each needs its own title id.
  const titleId = useId()
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (dialog === null) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    }
    if (!open && dialog.open) {
      dialog.close()
      // Back to what opened it (Escape, Cancel or the action), when that is still on the page.
      if (opener.current?.isConnected === true) opener.current.focus()
      opener.current = null
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        onCancel()
      }}
    >
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      {children !== undefined && <div className="dialog-body">{children}</div>}
      <div className="dialog-actions">
        <button type="button" className="button button-quiet" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button button-primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
