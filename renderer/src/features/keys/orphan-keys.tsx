import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent, type ReactElement } from 'react'
import type { OrphanKeyInfo } from '../../../../shared/ipc/keychain.ts'
import { formatKeyHint } from '../../../../shared/keys/key-mask.ts'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { appInfoOptions } from '../../lib/app-info.queries.ts'
import { keysQueries } from '../../entities/key/keys.queries.ts'
import { useWords } from '../../lib/words.tsx'

const orphansQuery = {
  queryKey: [...keysQueries.all(), 'orphans'] as const,
  queryFn: () => unwrap(getExplorer().listOrphanKeys()),
  networkMode: 'always' as const,
}

/**
 * Keys found in the keychain at start that the key list does not hold (a damaged list, an interrupted removal):
 * each can be adopted (given a label and service URL) or removed from the keychain after a confirmation.
 * Shows nothing when there are none.
 */
export function OrphanKeys(): ReactElement | null {
  const { t } = useWords()
  const orphans = useQuery(orphansQuery)
  if (orphans.isError) return <ErrorPanel error={orphans.error} onRetry={() => void orphans.refetch()} />
  const list = orphans.data ?? []
  if (list.length === 0) return null
  return (
    <section aria-labelledby="orphan-keys-title" className="orphan-keys notice notice-warning">
      <h2 id="orphan-keys-title">{t('keys.orphans.title', { n: list.length })}</h2>
      <p className="muted">{t('keys.orphans.about')}</p>
      <ul className="key-list">
        {list.map((o) => (
          <OrphanRow key={o.id} orphan={o} />
        ))}
      </ul>
    </section>
  )
}

function OrphanRow({ orphan }: { orphan: OrphanKeyInfo }): ReactElement {
  const { t } = useWords()
  const client = useQueryClient()
  const info = useQuery(appInfoOptions())
  const ids = { label: useId(), url: useId() }
  const hint = formatKeyHint(orphan.prefix, orphan.last4)
  const [adopting, setAdopting] = useState(false)
  const [confirming, setConfirming] = useState(false)
  // The first label is worded once, in the language of the moment: it becomes the user's to edit.
  const [label, setLabel] = useState(() => t('keys.orphans.recovered', { hint }))
  const [serviceUrlEdit, setServiceUrlEdit] = useState<string | null>(null)
  const keys = useQuery(keysQueries.list())
  // The service of the key in use, else the one the app was started for: an entry of this app's keychain most
  // likely belongs there; the user can change it.
  const serviceUrl =
    serviceUrlEdit ?? keys.data?.find((k) => k.active)?.serviceUrl ?? info.data?.serviceUrl ?? ''
  const refresh = (): Promise<void> => client.invalidateQueries({ queryKey: keysQueries.all() })
  const adopt = useMutation({
    mutationFn: () =>
      unwrap(getExplorer().adoptOrphanKey({ id: orphan.id, serviceUrl: serviceUrl.trim(), label })),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: () => unwrap(getExplorer().removeOrphanKey({ id: orphan.id })),
    onSuccess: refresh,
  })
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault()
    adopt.mutate()
  }

  return (
    <li className="key-row">
      <p>
        <code>{hint}</code>
      </p>
      {adopting ? (
        <form onSubmit={submit} aria-label={t('keys.orphans.adopt-name', { hint })}>
          <label htmlFor={ids.label}>{t('keys.form.label')}</label>
          <input id={ids.label} value={label} maxLength={100} onChange={(e) => setLabel(e.target.value)} />
          <label htmlFor={ids.url}>{t('keys.form.url')}</label>
          <input
            id={ids.url}
            type="url"
            required
            dir="ltr"
            value={serviceUrl}
            onChange={(e) => setServiceUrlEdit(e.target.value)}
          />
          <button type="submit" disabled={adopt.isPending}>
            {t('keys.orphans.adopt-key')}
          </button>
          <button type="button" onClick={() => setAdopting(false)}>
            {t('keys.cancel')}
          </button>
        </form>
      ) : (
        <div className="key-actions">
          <button type="button" onClick={() => setAdopting(true)}>
            {t('keys.orphans.adopt')}
          </button>
          <button type="button" onClick={() => setConfirming(true)} disabled={remove.isPending}>
            {t('keys.orphans.remove')}
          </button>
        </div>
      )}
      {(adopt.isError || remove.isError) && <ErrorPanel error={adopt.error ?? remove.error} />}
      <ConfirmDialog
        open={confirming}
        title={t('keys.orphans.remove-title', { hint })}
        confirmLabel={t('keys.orphans.remove-confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          remove.mutate()
        }}
      >
        <p>{t('keys.orphans.remove-body')}</p>
      </ConfirmDialog>
    </li>
  )
}
