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
import { KeyInspectionPanel, useCheckSummary } from './key-inspection.tsx'
import { maskedKey, presentKey, scopesLine, storedInspection } from '../../entities/key/key-state.ts'
import { useServiceHealth } from '../../entities/rate-limit/use-service-health.ts'
import { keysQueries } from '../../entities/key/keys.queries.ts'
import { RotateKeyForm, type RotationResult } from './rotate-key-form.tsx'
import { useWords } from '../../lib/words.tsx'
import { dateTimeFormat, toEpochMs } from '../../lib/format.ts'

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
  const { t, rich } = useWords()
  const summary = useCheckSummary()
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
    <li
      className={`key-row${info.active ? ' is-active' : ''}`}
      aria-label={t('keys.row', { label: info.label })}
    >
      <div className="key-row-head">
        <h3 className="key-row-title">
          <bdi>{info.label}</bdi>
          {info.active && <span className="badge badge-active">{t('keys.row.active')}</span>}
          {info.sessionOnly && <span className="badge badge-warning">{t('keys.row.session-only')}</span>}
        </h3>
        <code className="key-row-mask">{maskedKey(info)}</code>
      </div>
      <dl className="key-facts">
        <div>
          <dt>{t('keys.row.state')}</dt>
          <dd className={`tone-${state.tone}`}>
            <span aria-hidden="true">{state.icon} </span>
            {t(state.said)}
          </dd>
        </div>
        <div>
          <dt>{t('keys.row.scopes')}</dt>
          <dd>
            <bdi>{scopesLine(info.scopes, info.lastCheck !== null, t)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('keys.row.service')}</dt>
          <dd className="key-row-url">
            <UrlText url={info.serviceUrl} />
          </dd>
        </div>
        <div>
          <dt>{t('keys.row.added')}</dt>
          <dd>
            <RelativeTime at={info.addedAt} recorded />
          </dd>
        </div>
        {info.expiresOn !== undefined && (
          <div>
            <dt>{t('keys.row.expires')}</dt>
            <dd className={expiryWarnings([info], now).length > 0 ? 'tone-warn' : undefined}>
              {/* A calendar date, the same day wherever the user is: worded in UTC so no zone moves it. */}
              {expiryDate(info.expiresOn)}
            </dd>
          </div>
        )}
      </dl>
      <div className="key-row-actions">
        {info.sessionOnly && !canSaveInKeychain(keychain.data) && (
          <p className="muted small">{t('keys.row.save-later')}</p>
        )}
        {info.sessionOnly && canSaveInKeychain(keychain.data) && (
          <button type="button" className="button" disabled={keep.isPending} onClick={() => keep.mutate()}>
            {keep.isPending ? t('keys.row.saving') : t('keys.row.save-in-keychain')}
          </button>
        )}
        {!info.active && usable && (
          <button
            type="button"
            className="button"
            disabled={makeActive.isPending}
            onClick={() => makeActive.mutate()}
          >
            {t('keys.row.make-active')}
          </button>
        )}
        <button
          ref={checkButton}
          type="button"
          className="button"
          disabled={check.isPending}
          onClick={() => check.mutate()}
        >
          {check.isPending ? t('keys.row.checking') : t('keys.row.check-now')}
        </button>
        <button
          ref={editButton}
          type="button"
          className="button"
          aria-expanded={editing}
          onClick={() => setEditing((e) => !e)}
        >
          {t('keys.row.edit')}
        </button>
        <button
          ref={rotateButton}
          type="button"
          className="button"
          aria-expanded={rotating}
          onClick={() => setRotating((r) => !r)}
        >
          {t('keys.row.rotate')}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={remove.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('keys.row.remove')}
        </button>
      </div>
      <div role="status">{check.data !== undefined && <KeyInspectionPanel inspection={check.data} />}</div>
      {lastCheck !== null && (
        <details className="key-last-check">
          <summary>
            {rich('keys.row.last-check', {
              when: <RelativeTime at={lastCheck.checkedAt} recorded />,
              summary: summary(lastCheck),
            })}
          </summary>
          <KeyInspectionPanel inspection={lastCheck} />
        </details>
      )}
      {editing && <EditKeyForm info={info} onDone={closeEdit} />}
      {rotating && <RotateKeyForm info={info} onDone={closeRotate} onRotated={onRotated} />}
      {failure !== null && <ErrorPanel error={failure} />}
      <ConfirmDialog
        open={confirming}
        title={t('keys.row.remove-title', { label: info.label })}
        confirmLabel={t('keys.row.remove-key')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          remove.mutate()
        }}
      >
        <p>{rich('keys.row.remove-body', { hint: <code>{maskedKey(info)}</code> })}</p>
      </ConfirmDialog>
    </li>
  )
}

/** A key's expiry (a calendar date, 2026-12-31) in the region's words, the same day wherever the user is. */
function expiryDate(day: string): string {
  const ms = toEpochMs(`${day}T00:00:00Z`)
  return ms === null ? day : dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(ms)
}
