import { useState, type ReactElement } from 'react'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { Dash } from '../../components/dash.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { useWords } from '../../lib/words.tsx'
import { isolate } from '../../../../shared/i18n/translate.ts'
import { externalUrlFor } from './domain.ts'

/**
 * A bridge's domain: a plain hostname gets an "Open" button that asks first, then opens https://<domain> in the
 * browser through main; anything else is only shown as text (the API's text is untrusted).
 */
export function OpenDomain({ domain }: { domain: string | null | undefined }): ReactElement {
  const { t, rich } = useWords()
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState<unknown>(null)
  if (domain === null || domain === undefined || domain === '') return <Dash />
  const url = externalUrlFor(domain)
  if (url === null) {
    return (
      <span className="wrap-anywhere" dir="auto">
        {domain} <span className="muted small">{t('detail.not-web-address')}</span>
      </span>
    )
  }
  const open = async (): Promise<void> => {
    setAsking(false)
    try {
      await unwrap(getExplorer().openExternal({ url }))
      setError(null)
    } catch (e) {
      setError(e)
    }
  }
  return (
    <div className="row">
      <span className="wrap-anywhere" dir="ltr">
        {domain}
      </span>
      <button type="button" className="button button-small" onClick={() => setAsking(true)}>
        {rich('detail.open-domain', { domain: <bdi dir="ltr">{domain}</bdi> })}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('detail.open-title', { url: isolate(url) })}
        confirmLabel={t('detail.open-confirm')}
        cancelLabel={t('detail.cancel')}
        onCancel={() => setAsking(false)}
        onConfirm={() => void open()}
      >
        <p className="muted">{t('detail.open-note')}</p>
      </ConfirmDialog>
      {error !== null && <ErrorPanel error={error} />}
    </div>
  )
}
