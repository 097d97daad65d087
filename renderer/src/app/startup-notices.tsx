import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ReactElement } from 'react'
import { appInfoOptions } from '../lib/app-info.queries.ts'
import { getExplorer } from '../lib/explorer.ts'
import { navigate } from '../lib/router.ts'
import { useKeyAddAgainRequested } from '../store/ui-store.ts'
import { useWords } from '../lib/words.tsx'
import { isolatedNodes } from '../lib/isolated-nodes.tsx'
import { noticeText } from '../lib/notice-text.ts'

/**
 * What the app found when it started (a key list it could not read and set aside, history it could not open, an
 * export it can resume, a session-only key the last run held): said once at the top, in words, until the user
 * dismisses it; a forgotten key's notice offers "Add it again" (the Keys form filled with its label and service).
 * Below them, while it lasts, a kept file that cannot be written (a full disk): it goes away by itself once writing
 * resumes.
 */
export function StartupNotices(): ReactElement | null {
  const info = useQuery(appInfoOptions())
  const client = useQueryClient()
  const { t } = useWords()
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set())
  const addAgainRequested = useKeyAddAgainRequested()
  const dismiss = (id: string): void => setDismissed((old) => new Set(old).add(id))
  // A pause or a resume changes app:get-info's files: read it again then, not on a timer.
  useEffect(
    () =>
      getExplorer().on('files:did-change', () => {
        void client.invalidateQueries({ queryKey: appInfoOptions().queryKey })
      }),
    [client],
  )
  const shown = (info.data?.startupNotices ?? []).filter((n) => !dismissed.has(n.code + n.message))
  const paused = (info.data?.files ?? []).filter((f) => f.paused !== null)
  if (shown.length === 0 && paused.length === 0) return null
  return (
    <section className="startup-notices" aria-label={t('app.startup.label')}>
      {shown.map((n) => (
        <div key={n.code + n.message} className="notice notice-warning" role="status">
          <span>{isolatedNodes(noticeText(n, t))}</span>
          {n.addAgain !== undefined && (
            <button
              type="button"
              className="button button-small"
              aria-label={t('app.startup.add-again-named', { label: n.addAgain.label })}
              onClick={() => {
                if (n.addAgain !== undefined) addAgainRequested(n.addAgain)
                dismiss(n.code + n.message)
                navigate({ name: 'keys' })
              }}
            >
              {t('app.startup.add-again')}
            </button>
          )}
          <button
            type="button"
            className="button button-small"
            aria-label={t('app.startup.dismiss-named', { message: noticeText(n, t) })}
            onClick={() => dismiss(n.code + n.message)}
          >
            {t('app.startup.dismiss')}
          </button>
        </div>
      ))}
      {paused.map((f) => (
        <div key={f.name} className="notice notice-warning" role="status">
          <span>{f.paused}</span>
        </div>
      ))}
    </section>
  )
}
