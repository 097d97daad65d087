import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent, type ReactElement } from 'react'
import { checkProxyUrl, type ProxyMode, type ProxySettingInfo } from '../../../../shared/ipc/network.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useWords } from '../../lib/words.tsx'
import { settingsQueries, useSetProxy, useTestConnection } from './settings.queries.ts'
import { proxyInUse, testOutcome } from './settings-words.ts'
import type { MessageId } from '../../../../shared/i18n/catalogues/en.ts'
import { msg } from '../../../../shared/i18n/translate.ts'

const MODES: { mode: ProxyMode; label: MessageId }[] = [
  { mode: 'system', label: msg('settings.proxy.mode.system') },
  { mode: 'none', label: msg('settings.proxy.mode.none') },
  { mode: 'manual', label: msg('settings.proxy.mode.manual') },
]

// Examples in the address boxes: addresses, written the same in every language.
const EXAMPLE_PROXY = 'http://proxy.example:3128'
const EXAMPLE_BYPASS = '.intra.example, files.example'

/** Settings → Network: the proxy in use, changing it, and a test of the way to the service. */
export function NetworkSection(): ReactElement {
  const { t, rich } = useWords()
  const info = useQuery(settingsQueries.proxy())
  return (
    <section aria-labelledby="network-heading">
      <h2 id="network-heading">{t('settings.network.heading')}</h2>
      {info.isError ? (
        <ErrorPanel error={info.error} onRetry={() => void info.refetch()} />
      ) : info.data === undefined ? (
        <p className="muted">{t('settings.network.reading')}</p>
      ) : (
        <>
          <p role="status" className="settings-proxy-in-use">
            {rich('settings.network.in-use', {
              label: <strong>{t('settings.network.in-use-label')}</strong>,
              words: proxyInUse(info.data, t),
            })}
          </p>
          <ProxyForm info={info.data} />
        </>
      )}
      <TestConnection />
    </section>
  )
}

function ProxyForm({ info }: { info: ProxySettingInfo }): ReactElement {
  const { t } = useWords()
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
      setProblem(t('settings.network.address-missing', { example: EXAMPLE_PROXY }))
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
        <legend>{t('settings.network.legend')}</legend>
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
            {t(m.label)}
          </label>
        ))}
      </fieldset>
      {mode === 'manual' && (
        <div className="settings-manual">
          <div className="field">
            <label htmlFor={`${id}-url`}>{t('settings.network.address')}</label>
            <input
              id={`${id}-url`}
              className="input"
              value={url}
              placeholder={EXAMPLE_PROXY}
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
              {t('settings.network.address-help')}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-bypass`}>{t('settings.network.bypass')}</label>
            <input
              id={`${id}-bypass`}
              className="input"
              value={bypass}
              placeholder={EXAMPLE_BYPASS}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setBypass(e.target.value)}
            />
          </div>
        </div>
      )}
      <p className="small muted">{t('settings.network.localhost')}</p>
      <button type="submit" className="button" disabled={save.isPending}>
        {t('settings.network.save')}
      </button>
      {save.isSuccess && (
        <p className="small muted" role="status">
          {t('settings.network.saved')}
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
        {test.isPending ? t('settings.network.testing') : t('settings.network.test')}
      </button>
      <p className="small muted">{t('settings.network.test-about')}</p>
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
