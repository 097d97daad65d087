import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react'
import type { KeyInfo } from '../../../../shared/ipc/keys.ts'
import { checkServiceUrl } from '../../../../shared/net/url-safety.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { keysQueries } from '../../entities/key/keys.queries.ts'
import { useWords } from '../../lib/words.tsx'

/**
 * Renames a saved key or points it at another service URL, in place (keys:update): the key itself stays in the
 * keychain untouched. A new address makes the key "not checked yet", since what was known came from the old one.
 */
export function EditKeyForm({ info, onDone }: { info: KeyInfo; onDone: () => void }): ReactElement {
  const { t } = useWords()
  const client = useQueryClient()
  const ids = { label: useId(), url: useId(), expires: useId() }
  const [label, setLabel] = useState(info.label)
  const [serviceUrl, setServiceUrl] = useState(info.serviceUrl)
  const [expiresOn, setExpiresOn] = useState(info.expiresOn ?? '')
  const [urlProblem, setUrlProblem] = useState<string | null>(null)
  // Opened from the row's "Edit…": the first field takes the focus, so typing starts where the form is.
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => first.current?.focus(), [])
  const update = useMutation({
    mutationFn: (change: {
      label: string | undefined
      serviceUrl: string | undefined
      expiresOn: string | undefined
    }) => unwrap(getExplorer().updateKey({ id: info.id, ...change })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: keysQueries.all() })
      onDone()
    },
    networkMode: 'always',
  })
  const submit = (e: FormEvent): void => {
    e.preventDefault()
    // The same rule main applies, said at the field before anything is sent.
    const url = serviceUrl.trim()
    const check = checkServiceUrl(url)
    setUrlProblem(check.ok ? null : check.message)
    if (!check.ok) return
    const name = label.trim()
    update.mutate({
      label: name !== '' && name !== info.label ? name : undefined,
      serviceUrl: url !== info.serviceUrl ? url : undefined,
      expiresOn: expiresOn !== (info.expiresOn ?? '') ? expiresOn : undefined,
    })
  }

  return (
    <form
      className="rotate-form"
      onSubmit={submit}
      aria-label={t('keys.edit.name', { label: info.label })}
      // Escape closes the form like a dialog, and the row gives the focus back to the button that opened it.
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return
        e.preventDefault()
        onDone()
      }}
    >
      <div className="field">
        <label htmlFor={ids.label}>{t('keys.form.label')}</label>
        <input
          ref={first}
          id={ids.label}
          className="input"
          value={label}
          maxLength={100}
          onChange={(e) => setLabel(e.target.value)}
          required
        />
      </div>
      <div className="field">
        <label htmlFor={ids.url}>{t('keys.form.url')}</label>
        <input
          id={ids.url}
          className="input"
          type="url"
          value={serviceUrl}
          dir="ltr"
          onChange={(e) => setServiceUrl(e.target.value)}
          aria-invalid={urlProblem !== null}
          required
        />
        {urlProblem !== null && (
          <p className="field-problem" role="alert">
            {urlProblem}
          </p>
        )}
        <p className="field-hint">{t('keys.edit.url-hint')}</p>
      </div>
      <div className="field">
        <label htmlFor={ids.expires}>{t('keys.edit.expires')}</label>
        <input
          id={ids.expires}
          className="input"
          type="date"
          value={expiresOn}
          onChange={(e) => setExpiresOn(e.target.value)}
        />
        <p className="field-hint">{t('keys.edit.expires-hint')}</p>
      </div>
      <div className="key-row-actions">
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          {update.isPending ? t('keys.row.saving') : t('keys.edit.save')}
        </button>
        <button type="button" className="button button-quiet" onClick={onDone}>
          {t('keys.cancel')}
        </button>
      </div>
      {update.error !== null && <ErrorPanel error={update.error} />}
    </form>
  )
}
