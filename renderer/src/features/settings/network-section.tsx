import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent, type ReactElement } from 'react'
import { checkProxyUrl, type ProxyMode, type ProxySettingInfo } from '../../../../shared/ipc/network.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useWords } from '../../lib/words.tsx'
import { settingsQueries, useSetProxy, useTestConnection } from './settings.queries.ts'
import { proxyInUse, testOutcome } from './settings-words.ts'

const MODES: { mode: ProxyMode; label: string }[] = [
  { mode: 'system', label: 'Use the system’s proxy settings' },
  { mode: 'none', label: 'No proxy' },
  { mode: 'manual', label: 'Use this proxy:' },
]

/** Settings → Network: the proxy in use, changing it, and a test of the way to the service. */
export function NetworkSection(): ReactElement {
  const info = useQuery(settingsQueries.proxy())
  return (
    <section aria-labelledby="network-heading">
      <h2 id="network-heading">Network</h2>
      {info.isError ? (
        <ErrorPanel error={info.error} onRetry={() => void info.refetch()} />
      ) : info.data === undefined ? (
        <p className="muted">Reading the proxy setting…</p>
      ) : (
        <>
          <p role="status" className="settings-proxy-in-use">
            <strong>Proxy in use:</strong> {proxyInUse(info.data)}
          </p>
          <ProxyForm info={info.data} />
        </>
      )}
      <TestConnection />
    </section>
  )
}

function ProxyForm({ info }: { info: ProxySettingInfo }): ReactElement {
  const id = useId()
  const save = useSetProxy()
  const [mode, setMode] = useState<ProxyMode>(info.setting.mode)
  const [url, setUrl] = useState(info.setting.url ?? '')
  const [bypass, setBypass] = useState(info.setting.bypass ?? '')
  const [problem, setProblem] = useState<string | null>(null)
  const submit = (event: FormEvent): void => {
    event.preventDefault()
    if (mode !== 'manual') {
      setProblem(null)
      save.mutate({ mode })
      return
    }
    if (url.trim() === '') {
      setProblem('Type the proxy’s address, like http://proxy.example:3128.')
      return
    }
    const checked = checkProxyUrl(url)
    if (!checked.ok) {
      setProblem(checked.message)
      return
    }
    setProblem(null)
    save.mutate({ mode, url: checked.url, ...(bypass.trim() !== '' ? { bypass: bypass.trim() } : {}) })
  }
  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <fieldset className="settings-choices">
        <legend>Which proxy the app’s calls go through</legend>
        {MODES.map((m) => (
          <label key={m.mode} className="settings-choice">
            <input
              type="radio"
              name={`${id}-mode`}
              value={m.mode}
              checked={mode === m.mode}
              onChange={() => {
                setMode(m.mode)
                setProblem(null)
              }}
            />
            {m.label}
          </label>
        ))}
      </fieldset>
      {mode === 'manual' && (
        <div className="settings-manual">
          <div className="field">
            <label htmlFor={`${id}-url`}>Proxy address</label>
            <input
              id={`${id}-url`}
              className="input"
              value={url}
              placeholder="http://proxy.example:3128"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={problem !== null}
              aria-describedby={`${id}-url-help`}
              onChange={(e) => setUrl(e.target.value)}
            />
            {problem !== null && (
              <p className="field-problem" role="alert">
                {problem}
              </p>
            )}
            <p id={`${id}-url-help`} className="small muted">
              A host and a port, starting with http:// or https://. Leave out any user name and password: the
              app asks when the proxy wants them.
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-bypass`}>Addresses that skip the proxy (optional)</label>
            <input
              id={`${id}-bypass`}
              className="input"
              value={bypass}
              placeholder=".intra.example, files.example"
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setBypass(e.target.value)}
            />
          </div>
        </div>
      )}
      <p className="small muted">
        This computer (localhost) is always reached directly, never through a proxy.
      </p>
      <button type="submit" className="button" disabled={save.isPending}>
        Save proxy setting
      </button>
      {save.isSuccess && (
        <p className="small muted" role="status">
          Saved. Calls use it from now on.
        </p>
      )}
      {save.isError && <ErrorPanel error={save.error} />}
    </form>
  )
}

function TestConnection(): ReactElement {
  const { t } = useWords()
  const test = useTestConnection()
  const setting = useQuery(settingsQueries.proxy()).data?.setting
  const outcome = test.data === undefined ? null : testOutcome(test.data, t, setting)
  return (
    <div className="settings-test">
      <button type="button" className="button" disabled={test.isPending} onClick={() => test.mutate()}>
        {test.isPending ? 'Testing…' : 'Test connection'}
      </button>
      <p className="small muted">
        Reaches the service in use the way every call goes, without sending any key.
      </p>
      <div role="status" aria-live="polite">
        {outcome !== null && (
          <div className={outcome.ok ? 'settings-result-ok' : 'settings-result-failed'}>
            <p>
              <strong>{outcome.title}</strong>
            </p>
            {outcome.detail !== '' && <p>{outcome.detail}</p>}
          </div>
        )}
      </div>
      {test.isError && <ErrorPanel error={test.error} />}
    </div>
  )
}
