import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent, type ReactElement } from 'react'
import { ErrorPanel } from '../../../components/error-panel.tsx'
import { appInfoOptions } from '../../../lib/app-info.queries.ts'
import { unwrap } from '../../../lib/call.ts'
import { getExplorer } from '../../../lib/explorer.ts'
import { keysQueries } from '../../../entities/key/keys.queries.ts'
import { KeySecretInput } from './key-secret-input.tsx'
import { useWords } from '../../../lib/words.tsx'

/**
 * Where no keychain works: a key kept in main's memory for this session only, never written anywhere. Offered,
 * never chosen for the user. Like the add form, the key is only in this component's state until sent, then cleared.
 */
export function SessionOnlyForm(): ReactElement {
  const { t, rich } = useWords()
  const client = useQueryClient()
  const info = useQuery(appInfoOptions())
  const ids = { url: useId(), label: useId(), title: useId() }
  const [key, setKey] = useState('')
  const [label, setLabel] = useState('')
  const [serviceUrlEdit, setServiceUrlEdit] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [added, setAdded] = useState<string | null>(null)
  const serviceUrl = serviceUrlEdit ?? (info.data?.mode === 'configured' ? info.data.serviceUrl : '')

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault()
    setPending(true)
    setError(null)
    try {
      const saved = await unwrap(
        getExplorer().addSessionOnlyKey({
          key: key.trim(),
          serviceUrl: serviceUrl.trim(),
          label: label.trim() === '' ? undefined : label.trim(),
        }),
      )
      setKey('')
      setLabel('')
      setAdded(saved.label)
      await client.invalidateQueries({ queryKey: keysQueries.all() })
    } catch (e) {
      setError(e)
    } finally {
      setPending(false)
    }
  }

  return (
    <form
      className="key-form doctor-session-form"
      aria-labelledby={ids.title}
      onSubmit={(e) => void submit(e)}
    >
      <h3 id={ids.title}>{t('keys.session.title')}</h3>
      <p className="muted">{t('keys.session.about')}</p>
      <KeySecretInput label={t('keys.form.key')} value={key} onChange={setKey} />
      <div className="field">
        <label htmlFor={ids.url}>{t('keys.form.url')}</label>
        <input
          id={ids.url}
          className="input"
          type="url"
          required
          dir="ltr"
          value={serviceUrl}
          onChange={(e) => setServiceUrlEdit(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.label}>{t('keys.session.label')}</label>
        <input
          id={ids.label}
          className="input"
          type="text"
          maxLength={100}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={pending}>
        {t('keys.form.use-for-session')}
      </button>
      {added !== null && (
        <p role="status" className="tone-good">
          {rich('keys.session.added', { label: <bdi>{added}</bdi> })}
        </p>
      )}
      {error !== null && <ErrorPanel error={error} />}
    </form>
  )
}
