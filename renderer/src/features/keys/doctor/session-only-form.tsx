import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent, type ReactElement } from 'react'
import { ErrorPanel } from '../../../components/error-panel.tsx'
import { appInfoOptions } from '../../../lib/app-info.queries.ts'
import { unwrap } from '../../../lib/call.ts'
import { getExplorer } from '../../../lib/explorer.ts'
import { keysQueries } from '../../../entities/key/keys.queries.ts'
import { KeySecretInput } from './key-secret-input.tsx'

/**
 * Where no keychain works: a key kept in main's memory for this session only, never written anywhere. Offered,
 * never chosen for the user. Like the add form, the key is only in this component's state until sent, then cleared.
 */
export function SessionOnlyForm(): ReactElement {
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
      <h3 id={ids.title}>Use a key for this session only</h3>
      <p className="muted">
        The key stays in Bridge Explorer’s memory and is forgotten when you quit: nothing is written to disk.
        You will enter it again next time, unless the keychain works by then.
      </p>
      <KeySecretInput label="API key" value={key} onChange={setKey} />
      <div className="field">
        <label htmlFor={ids.url}>Service URL</label>
        <input
          id={ids.url}
          className="input"
          type="url"
          required
          value={serviceUrl}
          onChange={(e) => setServiceUrlEdit(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.label}>Label (optional)</label>
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
        Use for this session
      </button>
      {added !== null && (
        <p role="status" className="tone-good">
          “{added}” is in use for this session. It is forgotten when you quit.
        </p>
      )}
      {error !== null && <ErrorPanel error={error} />}
    </form>
  )
}
