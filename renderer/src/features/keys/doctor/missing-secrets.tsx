import { useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent, type ReactElement } from 'react'
import type { KeyInfo } from '../../../../../shared/ipc/keys.ts'
import { formatKeyHint } from '../../../../../shared/keys/key-mask.ts'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { ErrorPanel } from '../../../components/error-panel.tsx'
import { UrlText } from '../../../components/url-text.tsx'
import { unwrap } from '../../../lib/call.ts'
import { getExplorer } from '../../../lib/explorer.ts'
import { keysQueries } from '../../../entities/key/keys.queries.ts'
import { KeySecretInput } from './key-secret-input.tsx'

/** Saved keys whose secret the keychain no longer has: re-enter the same key to repair, or remove the entry. */
export function MissingSecrets({ keys }: { keys: readonly KeyInfo[] }): ReactElement | null {
  const titleId = useId()
  if (keys.length === 0) return null
  const count = keys.length === 1 ? '1 saved key has' : `${keys.length} saved keys have`
  return (
    <section aria-labelledby={titleId} className="doctor-missing">
      <h3 id={titleId}>{count} no secret in the keychain</h3>
      <p className="muted">
        The key list remembers them, but the keychain entry was deleted outside Bridge Explorer or lost with a
        keyring. Enter the same key again to repair one, or remove it from the list.
      </p>
      <ul className="key-list">
        {keys.map((key) => (
          <MissingRow key={key.id} info={key} />
        ))}
      </ul>
    </section>
  )
}

function MissingRow({ info }: { info: KeyInfo }): ReactElement {
  const client = useQueryClient()
  const hint = formatKeyHint(info.prefix, info.last4)
  const [repairing, setRepairing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [key, setKey] = useState('')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const refresh = (): Promise<void> => client.invalidateQueries({ queryKey: keysQueries.all() })

  // Not useMutation: its cache would keep the key typed here.
  const run = async (call: () => Promise<unknown>): Promise<void> => {
    setPending(true)
    setError(null)
    try {
      await call()
      setKey('')
      await refresh()
    } catch (e) {
      setError(e)
    } finally {
      setPending(false)
    }
  }
  const repair = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault()
    void run(() => unwrap(getExplorer().restoreKeySecret({ id: info.id, key: key.trim() })))
  }

  return (
    <li className="key-row" aria-label={`Key ${info.label} without its secret`}>
      <p>
        <bdi>{info.label}</bdi> <code>{hint}</code>{' '}
        <span className="muted">
          <UrlText url={info.serviceUrl} />
        </span>
      </p>
      {repairing ? (
        <form onSubmit={repair} aria-label={`Re-enter ${info.label}`} className="rotate-form">
          <KeySecretInput label={`The key ending in …${info.last4}`} value={key} onChange={setKey} />
          <div className="key-row-actions">
            <button type="submit" className="button button-primary" disabled={pending}>
              Put back in the keychain
            </button>
            <button type="button" className="button" onClick={() => setRepairing(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="key-row-actions">
          <button type="button" className="button" onClick={() => setRepairing(true)}>
            Re-enter key…
          </button>
          <button type="button" className="button" disabled={pending} onClick={() => setConfirming(true)}>
            Remove…
          </button>
        </div>
      )}
      {error !== null && <ErrorPanel error={error} />}
      <ConfirmDialog
        open={confirming}
        title={`Remove “${info.label}” from the key list?`}
        confirmLabel="Remove from list"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void run(() => unwrap(getExplorer().removeKey({ id: info.id })))
        }}
      >
        <p>
          Its secret is already gone from the keychain. The service still knows the key: revoke it there if
          needed.
        </p>
      </ConfirmDialog>
    </li>
  )
}
