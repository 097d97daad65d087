import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react'
import type { ProxySignInAsk } from '../../../../shared/ipc/network.ts'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { useWords } from '../../lib/words.tsx'
import './proxy-sign-in-dialog.css'

/** The proxies asking for a sign-in now: read once, then followed by main's event. */
function useProxySignInAsks(): ProxySignInAsk[] {
  const [asks, setAsks] = useState<ProxySignInAsk[]>([])
  useEffect(() => {
    let live = true
    const off = getExplorer().on('network:did-change-sign-in', (payload) => setAsks(payload.asks))
    // A question asked before this window listened (a reload) is shown too.
    void unwrap(getExplorer().getProxySignIn()).then(
      (r) => live && setAsks(r.asks),
      () => {},
    )
    return () => {
      live = false
      off()
    }
  }, [])
  return asks
}

/**
 * The question a proxy's sign-in needs (README "Proxy and certificates"), shown over any page while a call waits
 * for it. The password goes to the main process only, which keeps it in memory, or in the system keychain when
 * the user ticks "Remember" and the proxy accepted it; it is never written to a file.
 */
export function ProxySignInDialog(): ReactElement | null {
  const asks = useProxySignInAsks()
  // The user name given last, so a refused sign-in is asked again with it filled in (the password is not kept).
  const [lastUser, setLastUser] = useState('')
  const ask = asks[0]
  if (ask === undefined) return null
  // Keyed by the question: a new one starts with an empty password.
  return <SignInForm key={ask.id} ask={ask} initialUser={lastUser} onUser={setLastUser} />
}

function SignInForm(props: {
  ask: ProxySignInAsk
  initialUser: string
  onUser: (username: string) => void
}): ReactElement {
  const { ask, initialUser, onUser } = props
  const { t, rich } = useWords()
  const client = useQueryClient()
  const id = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const [username, setUsername] = useState(initialUser)
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    const dialog = ref.current
    if (dialog !== null && !dialog.open) dialog.showModal()
    // showModal focuses the first field; asked again, the user name is filled in and the password is what is left.
    if (initialUser !== '') passwordRef.current?.focus()
    return () => dialog?.close()
  }, [initialUser])

  const send = (answer: { username: string; password: string; remember: boolean } | null): void => {
    setSending(true)
    const payload = answer === null ? { id: ask.id, cancel: true as const } : { id: ask.id, ...answer }
    // The dialog goes when main says the question is answered (network:did-change-sign-in).
    void unwrap(getExplorer().answerProxySignIn(payload)).then(
      () => {
        // Calls that gave up while the user was typing (their time ran out) are made again, now signed in.
        if (answer !== null) void client.refetchQueries({ predicate: (q) => q.state.status === 'error' })
      },
      () => {
        setSending(false)
        setProblem(t('settings.sign-in.send-failed'))
      },
    )
  }
  // The proxy's address: isolated, as an address keeps its own direction inside right-to-left text.
  const proxy = (
    <strong>
      <bdi dir="ltr">{ask.proxy}</bdi>
    </strong>
  )
  const submit = (e: FormEvent): void => {
    e.preventDefault()
    if (username.trim() === '') {
      setProblem(t('settings.sign-in.user-missing'))
      return
    }
    setProblem(null)
    onUser(username.trim())
    send({ username: username.trim(), password, remember })
  }

  return (
    <dialog
      ref={ref}
      className="dialog proxy-sign-in"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-why`}
      onCancel={(e) => {
        e.preventDefault()
        send(null)
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="dialog-title">
          {t('settings.sign-in.title')}
        </h2>
        <div className="dialog-body">
          <p id={`${id}-why`}>
            {ask.realm === null
              ? rich('settings.sign-in.why', { proxy })
              : rich('settings.sign-in.why-realm', { proxy, realm: ask.realm })}
          </p>
          {ask.refused && (
            <p className="field-problem" role="alert">
              {t('settings.sign-in.refused')}
            </p>
          )}
          <div className="field">
            <label htmlFor={`${id}-user`}>{t('settings.sign-in.user')}</label>
            <input
              id={`${id}-user`}
              className="input"
              value={username}
              autoComplete="username"
              spellCheck={false}
              aria-invalid={problem !== null && username.trim() === ''}
              onChange={(e) => setUsername(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-password`}>{t('settings.sign-in.password')}</label>
            <input
              id={`${id}-password`}
              className="input"
              type="password"
              value={password}
              ref={passwordRef}
              autoComplete="current-password"
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <label className="proxy-sign-in-remember">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {t('settings.sign-in.remember')}
          </label>
          {problem !== null && (
            <p className="field-problem" role="alert">
              {problem}
            </p>
          )}
        </div>
        <div className="dialog-actions">
          <button type="button" className="button button-quiet" disabled={sending} onClick={() => send(null)}>
            {t('settings.sign-in.not-now')}
          </button>
          <button type="submit" className="button button-primary" disabled={sending}>
            {t('settings.sign-in.submit')}
          </button>
        </div>
      </form>
    </dialog>
  )
}
