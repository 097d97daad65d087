import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react'
import type { KeyInspection } from '../../../../shared/ipc/keys.ts'
import type { Notice } from '../../../../shared/ipc/common.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { ExplorerError, unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { keysChanged } from '../../lib/target-change.ts'
import { appInfoOptions } from '../../lib/app-info.queries.ts'
import { checkServiceUrl } from '../../../../shared/net/url-safety.ts'
import { checkedNothing, presentState } from '../../entities/key/key-state.ts'
import { useKeyToAddAgain, useKeyToAddAgainTaken } from '../../store/ui-store.ts'

interface Outcome {
  label: string
  warnings: string[]
  notices: Notice[]
  /** What the check before saving found (null when the save came without one). */
  check: KeyInspection | null
}

/**
 * The "add a key" form. The key lives only in this component's state while typed, is sent once to main, and
 * is cleared on success: it is never put in a store, the query cache (addKey deliberately does not go through
 * useMutation, whose cache keeps the variables) or localStorage.
 */
export function KeyForm(): ReactElement {
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
  const [pasteProblem, setPasteProblem] = useState<string | null>(null)
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
    setPasteProblem(null)
    holdUrl()
    try {
      setKey((await navigator.clipboard.readText()).trim())
    } catch {
      setPasteProblem('The clipboard could not be read. Paste into the field with Ctrl+V (⌘V on a Mac).')
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
        warnings: ['Kept for this session only: it is forgotten when you quit.'],
        notices: [],
        check: null,
      })
      // A first key, or one of another service, changes where requests go: the old answers go first.
      await keysChanged(client)
    } catch (e) {
      setError(e instanceof ExplorerError ? e : new Error('The key could not be used.'))
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
      setOutcome({ label: result.key.label, warnings: result.warnings, notices: result.notices, check })
      // A first key, or one of another service, changes where requests go: the old answers go first.
      await keysChanged(client)
    } catch (e) {
      setError(e instanceof ExplorerError ? e : new Error('The key could not be saved.'))
    } finally {
      setPending(false)
    }
  }

  return (
    <form className="key-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${ids.key}-title`}>
      <h2 id={`${ids.key}-title`}>Add a key</h2>
      <div className="field">
        <label htmlFor={ids.key}>API key</label>
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
            {show ? 'Hide' : 'Show'}
          </button>
          {canPaste && (
            <button type="button" className="button" onClick={() => void paste()}>
              Paste
            </button>
          )}
        </div>
        {pasteProblem !== null && <p className="field-hint">{pasteProblem}</p>}
        <p className="field-hint">The key is kept in your system’s keychain, never in the app’s files.</p>
      </div>
      <div className="field">
        <label htmlFor={ids.url}>Service URL</label>
        <input
          id={ids.url}
          type="url"
          className="input"
          value={serviceUrl}
          onChange={(e) => {
            setServiceUrlEdit(e.target.value)
            setFinding(null)
          }}
          placeholder="https://example.com/v1/api"
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
            ? 'The app is running its built-in demo service. To use a real service, enter its address, ending in /v1/api.'
            : 'The address of the service the key belongs to, ending in /v1/api.'}
        </p>
      </div>
      <div className="field">
        <label htmlFor={ids.label}>Label</label>
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
          placeholder="e.g. Work laptop"
        />
      </div>
      <div className="form-actions">
        {/* Not disabled while checking: a disabled button drops the focus to the page. */}
        <button type="submit" className="button button-primary" aria-disabled={pending}>
          {pending ? 'Checking…' : 'Check and save'}
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
            <p className="notice-line">
              The key was not saved. You can still use it now: it stays in Bridge Explorer’s memory and is
              forgotten when you quit.
            </p>
            <button type="button" className="button" disabled={pending} onClick={() => void keepForSession()}>
              Use for this session
            </button>
          </div>
        )}
      </div>
    </form>
  )
}

/** A check before saving that found no working key: what it found, and the choice to save it all the same. */
function CheckFinding({
  finding,
  pending,
  onSaveAnyway,
}: {
  finding: KeyInspection
  pending: boolean
  onSaveAnyway: () => void
}): ReactElement {
  const state = presentState(finding.state)
  // "Anyway" answers a finding; a check that got no verdict on the key found nothing to save it against.
  const unchecked = checkedNothing(finding)
  return (
    <div className="notice notice-warning key-check-finding" role="alert">
      <p>
        <strong>Not saved: {state.words}.</strong> {finding.summary}
      </p>
      <p className="notice-line">
        {unchecked
          ? 'Nothing was learned about the key itself. Check again later, or save it without a verdict: it keeps this check’s finding and is not put in use.'
          : 'Correct the key or the address and press “Check and save” again, or save it as it is: it is then marked as not working and is not put in use.'}
      </p>
      <button type="button" className="button" disabled={pending} onClick={onSaveAnyway}>
        {unchecked ? 'Save without a check' : 'Save anyway'}
      </button>
    </div>
  )
}

function SaveOutcome({ outcome }: { outcome: Outcome }): ReactElement {
  const { check } = outcome
  const works = check?.state === 'active'
  return (
    <div className={works || check === null ? 'notice notice-success' : 'notice notice-warning'}>
      <p>
        <span aria-hidden="true">{works || check === null ? '✓ ' : '⚠ '}</span>Saved “
        <bdi>{outcome.label}</bdi>”
        {check === null
          ? '. Use “Check now” to see what it can do.'
          : works
            ? `. ${check.summary}`
            : `, marked as not working: ${presentState(check.state).words}. It is not put in use; “Check now” on it tells when it works.`}
      </p>
      {outcome.warnings.map((w, i) => (
        <p key={`w${i}`} className="notice-line">
          <span aria-hidden="true">⚠ </span>
          {w}
        </p>
      ))}
      {outcome.notices.map((n, i) => (
        <p key={`${n.code}-${i}`} className="notice-line">
          <span aria-hidden="true">ℹ </span>
          {n.message}
        </p>
      ))}
    </div>
  )
}
