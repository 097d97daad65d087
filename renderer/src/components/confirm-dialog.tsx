import { useEffect, useRef, type ReactElement, type ReactNode } from 'react'

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  open: boolean
  title: string
  children?: ReactNode
  confirmLabel: string
  cancelLabel?: string
  onConfirm: () => void
  onCancel: () => void
}

/** A modal question built on <dialog>: focus is trapped by the browser, Escape cancels. */
export function ConfirmDialog(props: ConfirmDialogProps): ReactElement {
  const { open, title, children, confirmLabel, cancelLabel = 'Cancel', onConfirm, onCancel } = props
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (dialog === null) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="confirm-dialog-title"
      onCancel={(e) => {
        e.preventDefault()
        onCancel()
      }}
    >
      <h2 id="confirm-dialog-title" className="dialog-title">
        {title}
      </h2>
      {children !== undefined && <div className="dialog-body">{children}</div>}
      <div className="dialog-actions">
        <button type="button" className="button button-quiet" onClick={onCancel} autoFocus>
          {cancelLabel}
        </button>
        <button type="button" className="button button-primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
