import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react'
import type { KeyInspection } from '../../../../shared/ipc/keys.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { ExplorerError, unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { keysChanged } from '../../lib/target-change.ts'
import { appInfoOptions } from '../../lib/app-info.queries.ts'
import { checkServiceUrl } from '../../../../shared/net/url-safety.ts'
import { useKeyToAddAgain, useKeyToAddAgainTaken } from '../../store/ui-store.ts'
import { useWords } from '../../lib/words.tsx'
import { API_PATH } from '../../lib/error-words.ts'
import { CheckFinding, SaveOutcome, type Outcome } from './key-form-outcome.tsx'

/** The form of a service URL, shown in the empty field (an address, not words). */
const URL_EXAMPLE = 'https://example.com/v1/api'

/**
 * The "add a key" form. The key lives only in this component's state while typed, is sent once to main, and
 * is cleared on success: it is never put in a store, the query cache (addKey deliberately does not go through
 * useMutation, whose cache keeps the variables) or localStorage.
 */
export function KeyForm(): ReactElement {
  const { t, rich } = useWords()
  const client = useQueryClient()
  const info = useQuery(appInfoOptions())
  const ids = { key: useId(), url: useId(), label: useId(), urlHint: useId() }
  const [key, setKey] = useState('')
  const [show, setShow] = useState(false)
  const [serviceUrlEdit, setServiceUrlEdit] = useState<string | null>(null)
  const [label, setLabel] = useState('')
  const [pending, setPending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  // A check that did not find a working key: shown with "Save anyway" until the key or address changes.
  const [finding, setFinding] = useState<KeyInspection | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [pasteFailed, setPasteFailed] = useState(false)
  // "Save anyway" goes away with the finding it belonged to: focus moves to what the save ended with, not the page.
  const statusRef = useRef<HTMLDivElement>(null)
  const [focusOutcome, setFocusOutcome] = useState(false)
  useEffect(() => {
    if (focusOutcome && outcome !== null) statusRef.current?.focus()
  }, [focusOutcome, outcome])
  // What a check or save ended with appears under the button, often below the window's edge: it is brought into
  // view, while the focus stays on the button (or goes to the outcome, above).
  const resultRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (finding !== null || outcome !== null || error !== null)
      resultRef.current?.scrollIntoView({ block: 'nearest' })
  }, [finding, outcome, error])
  const [urlProblem, setUrlProblem] = useState<string | null>(null)
  // "Add it again" on a start-up notice: the label and service of a session-only key of the last run, the key typed.
  const keyFieldRef = useRef<HTMLInputElement>(null)
  const addAgain = useKeyToAddAgain()
  const takeAddAgain = useKeyToAddAgainTaken()
  const [filledFrom, setFilledFrom] = useState<typeof addAgain>(null)
  // Filled while rendering (React's "adjusting state when a prop changes"), then the request is taken and the
  // focus goes to the one field left to fill.
  if (addAgain !== null && addAgain !== filledFrom) {
    setFilledFrom(addAgain)
    setLabel(addAgain.label)
    setServiceUrlEdit(addAgain.serviceUrl)
  }
  useEffect(() => {
    if (addAgain === null) return
    takeAddAgain()
    keyFieldRef.current?.focus()
  }, [addAgain, takeAddAgain])

  const demo = info.data?.mode === 'demo'
  const serviceUrl = serviceUrlEdit ?? (info.data !== undefined && !demo ? info.data.serviceUrl : '')
  // The address shown comes from the key in use until the form is touched; from then on it is the user's, so an
  // app info that changes meanwhile (the last key removed, the app back in demo mode) never empties it under them.
  // Typing the same address as shown changes nothing React sees, so the first edit of any field keeps it.
  const holdUrl = (): void => {
    if (serviceUrlEdit === null) setServiceUrlEdit(serviceUrl)
  }
  const canPaste = typeof navigator.clipboard?.readText === 'function'

  const paste = async (): Promise<void> => {
    setPasteFailed(false)
    holdUrl()
    try {
      setKey((await navigator.clipboard.readText()).trim())
    } catch {
      setPasteFailed(true)
    }
  }

  // The keychain refused the save: the same key, kept in memory for this session, right where the save failed.
  const keepForSession = async (): Promise<void> => {
    if (pending) return
    setPending(true)
    try {
      const trimmedLabel = label.trim()
      const saved = await unwrap(
        getExplorer().addSessionOnlyKey({
          key,
          serviceUrl: serviceUrl.trim(),
          label: trimmedLabel === '' ? undefined : trimmedLabel,
        }),
      )
      setKey('')
      setLabel('')
      setShow(false)
      setError(null)
      setOutcome({
        label: saved.label,
        sessionOnly: true,
        warnings: [],
        notices: [],
        check: null,
      })
      // A first key, or one of another service, changes where requests go: the old answers go first.
      await keysChanged(client)
    } catch (e) {
      setError(e instanceof ExplorerError ? e : new Error(t('keys.form.not-used')))
    } finally {
      setPending(false)
    }
  }
  const keychainRefused =
    error instanceof ExplorerError &&
    (error.error.code === 'keychain_unavailable' || error.error.code === 'keychain_locked')

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault()
    await save(false)
  }

  // Checks the key first (one or two requests, through the key's rate budget) and saves it when it works;
  // `anyway` saves it as it is after a check that found a problem, with what the check found.
  const save = async (anyway: boolean): Promise<void> => {
    if (pending) return
    setPending(true)
    setError(null)
    setOutcome(null)
    setFocusOutcome(anyway)
    // The same rule main applies: a mistake in the address is said at the field, and no request is made.
    const urlCheck = checkServiceUrl(serviceUrl)
    setUrlProblem(urlCheck.ok ? null : urlCheck.message)
    if (!urlCheck.ok) {
      setPending(false)
      return
    }
    try {
      const url = serviceUrl.trim()
      let check = anyway ? finding : null
      if (!anyway) {
        setFinding(null)
        check = await unwrap(getExplorer().testKey({ key, serviceUrl: url }))
        if (check.state !== 'active') {
          setFinding(check)
          return
        }
      }
      const trimmedLabel = label.trim()
      const result = await unwrap(
        getExplorer().addKey({
          key,
          serviceUrl: serviceUrl.trim(),
          label: trimmedLabel === '' ? undefined : trimmedLabel,
        }),
      )
      setKey('')
      setLabel('')
      setShow(false)
      setFinding(null)
      setOutcome({
        label: result.key.label,
        sessionOnly: false,
        warnings: result.warnings.map((message, i) => {
          const said = result.warningsSaid[i]
          return said === undefined ? { message } : { message, said }
        }),
        notices: result.notices,
        check,
      })
      // A first key, or one of another service, changes where requests go: the old answers go first.
      await keysChanged(client)
    } catch (e) {
      setError(e instanceof ExplorerError ? e : new Error(t('keys.form.not-saved')))
    } finally {
      setPending(false)
    }
  }

  return (
    <form className="key-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${ids.key}-title`}>
      <h2 id={`${ids.key}-title`}>{t('keys.form.title')}</h2>
      <div className="field">
        <label htmlFor={ids.key}>{t('keys.form.key')}</label>
        <div className="field-row">
          <input
            id={ids.key}
            ref={keyFieldRef}
            className="input"
            type={show ? 'text' : 'password'}
            value={key}
            onChange={(e) => {
              holdUrl()
              setKey(e.target.value)
              setFinding(null)
            }}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <button type="button" className="button" aria-pressed={show} onClick={() => setShow((s) => !s)}>
            {show ? t('keys.form.hide') : t('keys.form.show')}
          </button>
          {canPaste && (
            <button type="button" className="button" onClick={() => void paste()}>
              {t('keys.form.paste')}
            </button>
          )}
        </div>
        {pasteFailed && <p className="field-hint">{t('keys.form.paste-failed')}</p>}
        <p className="field-hint">{t('keys.form.key-hint')}</p>
      </div>
      <div className="field">
        <label htmlFor={ids.url}>{t('keys.form.url')}</label>
        <input
          id={ids.url}
          type="url"
          className="input"
          value={serviceUrl}
          onChange={(e) => {
            setServiceUrlEdit(e.target.value)
            setFinding(null)
          }}
          placeholder={URL_EXAMPLE}
          dir="ltr"
          aria-describedby={urlProblem === null ? ids.urlHint : `${ids.urlHint} ${ids.url}-problem`}
          aria-invalid={urlProblem !== null}
          required
        />
        {urlProblem !== null && (
          <p id={`${ids.url}-problem`} className="field-problem" role="alert">
            {urlProblem}
          </p>
        )}
        <p id={ids.urlHint} className="field-hint">
          {demo
            ? rich('keys.form.url-hint-demo', { path: <code dir="ltr">{API_PATH}</code> })
            : rich('keys.form.url-hint', { path: <code dir="ltr">{API_PATH}</code> })}
        </p>
      </div>
      <div className="field">
        <label htmlFor={ids.label}>{t('keys.form.label')}</label>
        <input
          id={ids.label}
          type="text"
          className="input"
          value={label}
          maxLength={100}
          onChange={(e) => {
            holdUrl()
            setLabel(e.target.value)
          }}
          placeholder={t('keys.form.label-example')}
        />
      </div>
      <div className="form-actions">
        {/* Not disabled while checking: a disabled button drops the focus to the page. */}
        <button type="submit" className="button button-primary" aria-disabled={pending}>
          {pending ? t('keys.form.checking') : t('keys.form.check-and-save')}
        </button>
      </div>
      <div ref={resultRef}>
        {finding !== null && (
          <CheckFinding finding={finding} pending={pending} onSaveAnyway={() => void save(true)} />
        )}
        <div role="status" className="key-form-status" ref={statusRef} tabIndex={-1}>
          {outcome !== null && <SaveOutcome outcome={outcome} />}
        </div>
        {error !== null && <ErrorPanel error={error} />}
        {keychainRefused && key !== '' && (
          <div className="notice notice-warning key-session-offer">
            <p className="notice-line">{t('keys.form.not-saved-offer')}</p>
            <button type="button" className="button" disabled={pending} onClick={() => void keepForSession()}>
              {t('keys.form.use-for-session')}
            </button>
          </div>
        )}
      </div>
    </form>
  )
}
