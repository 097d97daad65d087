import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react'
import { MAX_VIEW_NAME } from '../../../../shared/views/saved-view.ts'
import { explainError } from '../../lib/error-text.ts'
import { useWords } from '../../lib/words.tsx'
import { isolatedNodes } from '../../lib/isolated-nodes.tsx'

/** Props of NameDialog. */
export interface NameDialogProps {
  open: boolean
  title: string
  /** The name the field starts with (selected, so typing replaces it). */
  initialName: string
  confirmLabel: string
  children?: ReactNode
  /** Resolves when the name was taken; rejects with the reason to show (a name already used, say). */
  onConfirm: (name: string) => Promise<unknown>
  onClose: () => void
}

/** A modal that asks for a view's name: Enter confirms, Escape cancels, a refusal is shown beside the field. */
export function NameDialog(props: NameDialogProps): ReactElement {
  const { t } = useWords()
  const { open, title, initialName, confirmLabel, children, onConfirm, onClose } = props
  const ref = useRef<HTMLDialogElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const ids = { title: useId(), error: useId() }
  const [name, setName] = useState(initialName)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const selectPending = useRef(false)

  useEffect(() => {
    const dialog = ref.current
    if (dialog === null) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setName(initialName)
      setError('')
      selectPending.current = true
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
      if (opener.current?.isConnected === true) opener.current.focus()
      opener.current = null
    }
  }, [open, initialName])

  // Selected once the field shows the suggested name (the render after the one that opened the dialog): selected
  // any earlier, the new value lands after the selection and typing appends to the name instead of replacing it.
  useEffect(() => {
    const input = inputRef.current
    if (!selectPending.current || input === null || input.value !== initialName) return
    selectPending.current = false
    input.select()
  })

  const submit = (): void => {
    if (name.trim() === '') {
      setError(t('views.name-needed'))
      return
    }
    setBusy(true)
    onConfirm(name).then(
      () => {
        setBusy(false)
        onClose()
      },
      (e: unknown) => {
        setBusy(false)
        setError(explainError(e, t).explanation)
        inputRef.current?.focus()
      },
    )
  }

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={ids.title}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <h2 id={ids.title} className="dialog-title">
          {title}
        </h2>
        <div className="dialog-body">
          <label className="field">
            <span className="field-label">{t('views.name')}</span>
            <input
              ref={inputRef}
              className="input"
              type="text"
              value={name}
              maxLength={MAX_VIEW_NAME}
              aria-invalid={error !== ''}
              aria-describedby={error === '' ? undefined : ids.error}
              onChange={(e) => {
                setName(e.target.value)
                setError('')
              }}
              autoComplete="off"
            />
          </label>
          {error !== '' && (
            <p id={ids.error} className="field-problem" role="alert">
              {isolatedNodes(error)}
            </p>
          )}
          {children}
        </div>
        <div className="dialog-actions">
          <button type="button" className="button button-quiet" onClick={onClose}>
            {t('views.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  )
}
