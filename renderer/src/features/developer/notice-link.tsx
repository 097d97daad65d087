import { useState, type ReactElement } from 'react'
import type { DeprecationLink } from '../../../../shared/ipc/app.ts'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'

const WORDS: Record<DeprecationLink['rel'], string> = {
  deprecation: 'What changes',
  sunset: 'About the sunset',
}

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

/**
 * A link the service sent with a Deprecation or Sunset header: main has already checked it with the URL-safety
 * rule; the user is asked before it opens in the browser (through main, as every external link).
 */
export function NoticeLink({ link }: { link: DeprecationLink }): ReactElement {
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const open = async (): Promise<void> => {
    setAsking(false)
    try {
      await unwrap(getExplorer().openExternal({ url: link.url }))
      setError(null)
    } catch (e) {
      setError(e)
    }
  }
  return (
    <>
      <button type="button" className="button button-small button-quiet" onClick={() => setAsking(true)}>
        {WORDS[link.rel]} ({hostOf(link.url)})
      </button>
      <ConfirmDialog
        open={asking}
        title={`Open ${link.url} in your browser?`}
        confirmLabel="Open in browser"
        onCancel={() => setAsking(false)}
        onConfirm={() => void open()}
      >
        <p className="muted">
          The service sent this link with its announcement; the app has not checked the site.
        </p>
      </ConfirmDialog>
      {error !== null && <ErrorPanel error={error} />}
    </>
  )
}
