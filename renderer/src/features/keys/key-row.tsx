import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type ReactElement } from 'react'
import type { KeyInfo } from '../../../../shared/ipc/keys.ts'
import { expiryWarnings } from '../../../../shared/usage/key-expiry.ts'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { RelativeTime } from '../../components/relative-time.tsx'
import { UrlText } from '../../components/url-text.tsx'
import { useNow } from '../../components/use-now.ts'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { keysChanged } from '../../lib/target-change.ts'
import { canSaveInKeychain } from './doctor/doctor-words.ts'
import { doctorQueries } from './doctor/doctor.queries.ts'
import { EditKeyForm } from './edit-key-form.tsx'
import { KeyInspectionPanel } from './key-inspection.tsx'
import { maskedKey, presentKey, scopesLine, storedInspection } from '../../entities/key/key-state.ts'
import { useServiceHealth } from '../../entities/rate-limit/use-service-health.ts'
import { keysQueries } from '../../entities/key/keys.queries.ts'
import { RotateKeyForm, type RotationResult } from './rotate-key-form.tsx'

/** One saved key: what is known about it, and its actions (save a session-only key, make active, check, remove). */
export function KeyRow({
  info,
  onRotated,
  onRemoved,
}: {
  info: KeyInfo
  onRotated: (result: RotationResult) => void
  /** Told when the key is gone: the row and the focused button with it, so the list takes the focus. */
  onRemoved: () => void
}): ReactElement {
  const client = useQueryClient()
  const now = useNow(60_000)
  const [confirming, setConfirming] = useState(false)
  const [rotating, setRotating] = useState(false)
  const [editing, setEditing] = useState(false)
  // A form that closes takes the focus with it: it goes back to the button that opened the form.
  const editButton = useRef<HTMLButtonElement>(null)
  const rotateButton = useRef<HTMLButtonElement>(null)
  const closeEdit = (): void => {
    setEditing(false)
    editButton.current?.focus()
  }
  const closeRotate = (): void => {
    setRotating(false)
    rotateButton.current?.focus()
  }
  const refresh = (): Promise<void> => client.invalidateQueries({ queryKey: keysQueries.all() })
  // Only the key's id goes into these mutations, never the key itself.
  const makeActive = useMutation({
    mutationFn: () => unwrap(getExplorer().setActiveKey({ id: info.id })),
    // Done once the previous key's answers are dropped, not when main's event about it happens to come.
    onSuccess: () => keysChanged(client),
    networkMode: 'always',
  })
  const check = useMutation({
    mutationFn: () => unwrap(getExplorer().checkKey({ id: info.id })),
    onSettled: refresh,
    networkMode: 'always',
  })
  // A key kept in memory because the keychain failed: once it works again, kept for good without typing it again.
  const checkButton = useRef<HTMLButtonElement>(null)
  const keep = useMutation({
    mutationFn: () => unwrap(getExplorer().saveSessionKey({ id: info.id })),
    // The button goes with the mark: the focus moves to the row's next action instead of falling to the page.
    onSuccess: async () => {
      await refresh()
      checkButton.current?.focus()
    },
    networkMode: 'always',
  })
  const remove = useMutation({
    mutationFn: () => unwrap(getExplorer().removeKey({ id: info.id })),
    onSuccess: async () => {
      // The key removed may have been the active one: its answers go before the page says it is gone.
      await keysChanged(client)
      onRemoved()
    },
    networkMode: 'always',
  })
  const state = presentKey(info, useServiceHealth())
  // Saving a session-only key writes to the keychain: offered only while the doctor says that works.
  const keychain = useQuery({ ...doctorQueries.report(), enabled: info.sessionOnly === true })
  // A key known not to work (revoked, expired, unknown to the service, gone from the keychain) is not offered as
  // the one to use; "Check now" tells whether that is still so.
  const usable = state.tone !== 'bad'
  const failure = makeActive.error ?? check.error ?? keep.error ?? remove.error
  // The last check, as saved with the key: it stays visible after leaving Keys and after a restart.
  const lastCheck = check.data === undefined ? storedInspection(info.lastCheck?.result) : null

  return (
    <li className={`key-row${info.active ? ' is-active' : ''}`} aria-label={`Key ${info.label}`}>
      <div className="key-row-head">
        <h3 className="key-row-title">
          <bdi>{info.label}</bdi>
          {info.active && <span className="badge badge-active">Active</span>}
          {info.sessionOnly && (
            <span className="badge badge-warning">Session only: forgotten when you quit</span>
          )}
        </h3>
        <code className="key-row-mask">{maskedKey(info)}</code>
      </div>
      <dl className="key-facts">
        <div>
          <dt>State</dt>
          <dd className={`tone-${state.tone}`}>
            <span aria-hidden="true">{state.icon} </span>
            {state.words}
          </dd>
        </div>
        <div>
          <dt>Scopes</dt>
          <dd>{scopesLine(info.scopes, info.lastCheck !== null)}</dd>
        </div>
        <div>
          <dt>Service</dt>
          <dd className="key-row-url">
            <UrlText url={info.serviceUrl} />
          </dd>
        </div>
        <div>
          <dt>Added</dt>
          <dd>
            <RelativeTime at={info.addedAt} recorded />
          </dd>
        </div>
        {info.expiresOn !== undefined && (
          <div>
            <dt>Expires</dt>
            <dd className={expiryWarnings([info], now).length > 0 ? 'tone-warn' : undefined}>
              {info.expiresOn}
            </dd>
          </div>
        )}
      </dl>
      <div className="key-row-actions">
        {info.sessionOnly && !canSaveInKeychain(keychain.data) && (
          <p className="muted small">Save in keychain once the keychain works (Keychain › Check again).</p>
        )}
        {info.sessionOnly && canSaveInKeychain(keychain.data) && (
          <button type="button" className="button" disabled={keep.isPending} onClick={() => keep.mutate()}>
            {keep.isPending ? 'Saving…' : 'Save in keychain'}
          </button>
        )}
        {!info.active && usable && (
          <button
            type="button"
            className="button"
            disabled={makeActive.isPending}
            onClick={() => makeActive.mutate()}
          >
            Make active
          </button>
        )}
        <button
          ref={checkButton}
          type="button"
          className="button"
          disabled={check.isPending}
          onClick={() => check.mutate()}
        >
          {check.isPending ? 'Checking…' : 'Check now'}
        </button>
        <button
          ref={editButton}
          type="button"
          className="button"
          aria-expanded={editing}
          onClick={() => setEditing((e) => !e)}
        >
          Edit…
        </button>
        <button
          ref={rotateButton}
          type="button"
          className="button"
          aria-expanded={rotating}
          onClick={() => setRotating((r) => !r)}
        >
          Rotate…
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={remove.isPending}
          onClick={() => setConfirming(true)}
        >
          Remove
        </button>
      </div>
      <div role="status">{check.data !== undefined && <KeyInspectionPanel inspection={check.data} />}</div>
      {lastCheck !== null && (
        <details className="key-last-check">
          <summary>
            Last check, <RelativeTime at={lastCheck.checkedAt} recorded />: {lastCheck.summary}
          </summary>
          <KeyInspectionPanel inspection={lastCheck} />
        </details>
      )}
      {editing && <EditKeyForm info={info} onDone={closeEdit} />}
      {rotating && <RotateKeyForm info={info} onDone={closeRotate} onRotated={onRotated} />}
      {failure !== null && <ErrorPanel error={failure} />}
      <ConfirmDialog
        open={confirming}
        title={`Remove “${info.label}”?`}
        confirmLabel="Remove key"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          remove.mutate()
        }}
      >
        <p>
          The key {maskedKey(info)} is deleted from this computer’s keychain. It still works at the service
          until you revoke it in the dashboard.
        </p>
      </ConfirmDialog>
    </li>
  )
}
