import { useEffect, useState, type ReactElement } from 'react'
import { wordSaid } from '../../../../../shared/i18n/said.ts'
import type { KeyAlert } from '../../../../../shared/ipc/request-log.ts'
import { getExplorer } from '../../../lib/explorer.ts'
import { isolatedNodes } from '../../../lib/isolated-nodes.tsx'
import { hrefFor } from '../../../lib/router.ts'
import { useWords } from '../../../lib/words.tsx'
import './key-alerts.css'

/**
 * The newest key alert as a line at the top of the app, until dismissed or until main says its condition cleared
 * (a spent window reset, a key no longer failing): what the desktop notification says, for the browser preview
 * (which has none) and for a notification that went by unseen.
 */
export function KeyAlertLine(): ReactElement | null {
  const { t, rich } = useWords()
  const [alert, setAlert] = useState<KeyAlert | null>(null)
  useEffect(() => {
    const explorer = getExplorer()
    const offSaid = explorer.on('log:did-alert', setAlert)
    const offCleared = explorer.on('log:did-clear-alert', (c) =>
      setAlert((shown) =>
        shown !== null && shown.kind === c.kind && shown.keyId === c.keyId ? null : shown,
      ),
    )
    return () => {
      offSaid()
      offCleared()
    }
  }, [])
  if (alert === null) return null
  return (
    <div className="notice notice-warning key-alert-line" role="status">
      <p>
        <strong>
          {rich('key-alerts.line-title', { title: isolatedNodes(wordSaid(t, alert.titleSaid)) })}
        </strong>{' '}
        {isolatedNodes(wordSaid(t, alert.bodySaid))}{' '}
        <a href={hrefFor({ name: 'developer' })}>{t('key-alerts.line-link')}</a>
      </p>
      <button type="button" className="button button-small" onClick={() => setAlert(null)}>
        {t('key-alerts.dismiss')}
      </button>
    </div>
  )
}
