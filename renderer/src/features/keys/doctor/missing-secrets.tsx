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
import { useWords } from '../../../lib/words.tsx'

/** Saved keys whose secret the keychain no longer has: re-enter the same key to repair, or remove the entry. */
export function MissingSecrets({ keys }: { keys: readonly KeyInfo[] }): ReactElement | null {
  const { t } = useWords()
  const titleId = useId()
  if (keys.length === 0) return null
  return (
    <section aria-labelledby={titleId} className="doctor-missing">
      <h3 id={titleId}>{t('keys.missing.title', { n: keys.length })}</h3>
      <p className="muted">{t('keys.missing.about')}</p>
      <ul className="key-list">
        {keys.map((key) => (
          <MissingRow key={key.id} info={key} />
        ))}
      </ul>
    </section>
  )
}

function MissingRow({ info }: { info: KeyInfo }): ReactElement {
  const { t } = useWords()
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
    <li className="key-row" aria-label={t('keys.missing.row', { label: info.label })}>
      <p>
        <bdi>{info.label}</bdi> <code>{hint}</code>{' '}
        <span className="muted">
          <UrlText url={info.serviceUrl} />
        </span>
      </p>
      {repairing ? (
        <form
          onSubmit={repair}
          aria-label={t('keys.missing.re-enter-name', { label: info.label })}
          className="rotate-form"
        >
          <KeySecretInput
            label={t('keys.missing.key-ending', { last4: info.last4 })}
            value={key}
            onChange={setKey}
          />
          <div className="key-row-actions">
            <button type="submit" className="button button-primary" disabled={pending}>
              {t('keys.missing.put-back')}
            </button>
            <button type="button" className="button" onClick={() => setRepairing(false)}>
              {t('keys.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="key-row-actions">
          <button type="button" className="button" onClick={() => setRepairing(true)}>
            {t('keys.missing.re-enter')}
          </button>
          <button type="button" className="button" disabled={pending} onClick={() => setConfirming(true)}>
            {t('keys.missing.remove')}
          </button>
        </div>
      )}
      {error !== null && <ErrorPanel error={error} />}
      <ConfirmDialog
        open={confirming}
        title={t('keys.missing.remove-title', { label: info.label })}
        confirmLabel={t('keys.missing.remove-confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void run(() => unwrap(getExplorer().removeKey({ id: info.id })))
        }}
      >
        <p>{t('keys.missing.remove-body')}</p>
      </ConfirmDialog>
    </li>
  )
}
