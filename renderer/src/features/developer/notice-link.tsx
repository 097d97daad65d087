import { useState, type ReactElement } from 'react'
import type { DeprecationLink } from '../../../../shared/ipc/app.ts'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { unwrap } from '../../lib/call.ts'
import { getExplorer } from '../../lib/explorer.ts'
import { useWords } from '../../lib/words.tsx'

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
  const { t, rich } = useWords()
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
  const host = hostOf(link.url)
  return (
    <>
      <button type="button" className="button button-small button-quiet" onClick={() => setAsking(true)}>
        {link.rel === 'deprecation'
          ? t('developer.link.what-changes', { host })
          : t('developer.link.about-sunset', { host })}
      </button>
      <ConfirmDialog
        open={asking}
        title={rich('developer.link.open-title', { url: <bdi dir="ltr">{link.url}</bdi> })}
        confirmLabel={t('developer.link.open')}
        onCancel={() => setAsking(false)}
        onConfirm={() => void open()}
      >
        <p className="muted">{t('developer.link.unchecked')}</p>
      </ConfirmDialog>
      {error !== null && <ErrorPanel error={error} />}
    </>
  )
}
