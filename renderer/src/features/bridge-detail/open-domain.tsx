import { useState, type ReactElement } from 'react'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { Dash } from '../../components/dash.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { externalUrlFor } from './domain.ts'

/**
 * A bridge's domain: a plain hostname gets an "Open" button that asks first, then opens https://<domain> in the
 * browser through main; anything else is only shown as text (the API's text is untrusted).
 */
export function OpenDomain({ domain }: { domain: string | null | undefined }): ReactElement {
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState<unknown>(null)
  if (domain === null || domain === undefined || domain === '') return <Dash />
  const url = externalUrlFor(domain)
  if (url === null) {
    return (
      <span className="wrap-anywhere" dir="auto">
        {domain} <span className="muted small">(not a web address, so it cannot be opened)</span>
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
      <span className="wrap-anywhere">{domain}</span>
      <button type="button" className="button button-small" onClick={() => setAsking(true)}>
        Open {domain}
      </button>
      <ConfirmDialog
        open={asking}
        title={`Open ${url} in your browser?`}
        confirmLabel="Open in browser"
        onCancel={() => setAsking(false)}
        onConfirm={() => void open()}
      >
        <p className="muted">The address comes from the bridge’s author; the app has not checked the site.</p>
      </ConfirmDialog>
      {error !== null && <ErrorPanel error={error} />}
    </div>
  )
}
