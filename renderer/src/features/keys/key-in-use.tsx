import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import type { AppInfo } from '../../../../shared/ipc/app.ts'
import { hrefFor } from '../../lib/router.ts'
import { presentKey, WORKED_SERVICE_SILENT } from '../../entities/key/key-state.ts'
import { useServiceHealth } from '../../entities/rate-limit/use-service-health.ts'
import { keysQueries } from '../../entities/key/keys.queries.ts'
import { useWords } from '../../lib/words.tsx'
import './keys.css'

/** The host of a service URL for the top bar, or the URL itself when it does not parse. */
function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

/**
 * Which key and which service the app is using right now, and the key's state: the top bar shows it on every
 * view, so with several keys "Active" (one per service) the user sees which one answers, and a key problem shows
 * wherever they are. A link to Keys, where it can be changed.
 */
export function KeyInUse({ info }: { info: AppInfo }): ReactElement {
  const { t } = useWords()
  const keys = useQuery(keysQueries.list())
  const health = useServiceHealth()
  const key = keys.data?.find((k) => k.id === info.activeKeyId)
  const host = hostOf(info.serviceUrl)
  if (key === undefined) {
    return (
      <a className="key-in-use" href={hrefFor({ name: 'keys' })}>
        {info.activeKeyId === null ? t('keys.in-use.none') : <bdi>{host}</bdi>}
      </a>
    )
  }
  // No tick while nothing answers: the gauge beside it says "Service not answering", so the mark alone says it here.
  const state = presentKey(key, health)
  const silent = state === WORKED_SERVICE_SILENT
  const words = t(state.said)
  const name = { label: key.label, host, state: words }
  return (
    <a
      className="key-in-use"
      href={hrefFor({ name: 'keys' })}
      aria-label={key.sessionOnly ? t('keys.in-use.name-session', name) : t('keys.in-use.name', name)}
    >
      <bdi className="key-in-use-label" title={key.label}>
        {key.label}
      </bdi>
      {key.sessionOnly && (
        <span className="badge badge-warning" title={t('keys.in-use.memory-only')}>
          {t('keys.in-use.session-only')}
        </span>
      )}
      <bdi className="muted key-in-use-host" title={host}>
        {host}
      </bdi>
      {/* Its words give way (an ellipsis) before they run over the budget beside them; a pointer on them reads
          them whole, and the link's name says them in full to the keyboard and screen readers. */}
      <span className={`tone-${state.tone} key-in-use-state`} title={words}>
        <span aria-hidden="true">{state.icon} </span>
        {/* Its words give way at the narrowest (layout.css) so the key's name is read, not "S…". */}
        <span className="key-in-use-state-words">{state.tone === 'good' || silent ? '' : words}</span>
      </span>
    </a>
  )
}
