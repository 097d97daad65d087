import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react'
import type { KeyInfo } from '../../../../shared/ipc/keys.ts'
import type { Notice } from '../../../../shared/ipc/common.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { keysQueries } from '../../entities/key/keys.queries.ts'
import { formatKeyHint } from '../../../../shared/keys/key-mask.ts'
import { useWords } from '../../lib/words.tsx'
import { isolatedNodes } from '../../lib/isolated-nodes.tsx'
import { noticeText } from '../../lib/notice-text.ts'

/** What a rotation ended with: the new key in use, and anything the vault had to say. */
export interface RotationResult {
  key: KeyInfo
  notices: Notice[]
}

/**
 * Says that a rotation worked, under the key list (the rotated key's row is a new row). It takes the focus: the
 * form and the button that started the rotation went away with the old key's row.
 */
export function RotationDone({ result }: { result: RotationResult }): ReactElement {
  const { t, rich } = useWords()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [result])
  return (
    <div className="notice notice-success" role="status" ref={ref} tabIndex={-1}>
      <p>
        <span aria-hidden="true">✓ </span>
        {rich('keys.rotate.done', {
          hint: <bdi>{formatKeyHint(result.key.prefix, result.key.last4)}</bdi>,
          label: <bdi>{result.key.label}</bdi>,
        })}
      </p>
      {result.notices.map((n, i) => (
        <p key={`${n.code}-${i}`} className="notice-line">
          <span aria-hidden="true">ℹ </span>
          {isolatedNodes(noticeText(n, t))}
        </p>
      ))}
    </div>
  )
}

/**
 * Replaces a saved key with a new one in one step (keys:rotate): the new key is checked with the service first and
 * the old one is dropped only once the new one works. The new key goes to main once and is never kept here.
 */
export function RotateKeyForm({
  info,
  onDone,
  onRotated,
}: {
  info: KeyInfo
  onDone: () => void
  /** Told the result: the row holding this form goes away with the old key, so the list shows it. */
  onRotated: (result: RotationResult) => void
}): ReactElement {
  const { t, rich } = useWords()
  const client = useQueryClient()
  const id = useId()
  const [newKey, setNewKey] = useState('')
  // Opened from the row's "Rotate…": the new key's field takes the focus, ready for a paste.
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => field.current?.focus(), [])
  const rotate = useMutation({
    mutationFn: (key: string) =>
      unwrap(getExplorer().rotateKey({ oldId: info.id, newKey: key, label: undefined })),
    onSuccess: (result) => {
      setNewKey('')
      onRotated(result)
      return client.invalidateQueries({ queryKey: keysQueries.all() })
    },
    networkMode: 'always',
  })
  const submit = (e: FormEvent): void => {
    e.preventDefault()
    rotate.mutate(newKey)
  }

  return (
    <form
      className="rotate-form"
      onSubmit={submit}
      aria-label={t('keys.rotate.name', { label: info.label })}
      // Escape closes the form like a dialog, and the row gives the focus back to the button that opened it.
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        e.preventDefault()
        onDone()
      }}
    >
      <div className="field">
        <label htmlFor={id}>{rich('keys.rotate.new-key', { label: <bdi>{info.label}</bdi> })}</label>
        <input
          ref={field}
          id={id}
          className="input"
          type="password"
          value={newKey}
          onChange={(e) => setNewKey(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <p className="field-hint">
          {info.active
            ? rich('keys.rotate.hint-active', { label: <bdi>{info.label}</bdi> })
            : rich('keys.rotate.hint', { label: <bdi>{info.label}</bdi> })}
        </p>
      </div>
      <div className="key-row-actions">
        <button type="submit" className="button button-primary" disabled={rotate.isPending}>
          {rotate.isPending ? t('keys.rotate.checking') : t('keys.rotate.switch')}
        </button>
        <button type="button" className="button button-quiet" onClick={onDone}>
          {t('keys.cancel')}
        </button>
      </div>
      {rotate.error !== null && <ErrorPanel error={rotate.error} />}
    </form>
  )
}
