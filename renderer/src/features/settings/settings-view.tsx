import { useQuery } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { DiagnosticsSection } from './diagnostics-section.tsx'
import { NetworkSection } from './network-section.tsx'
import { appInfoOptions } from '../../lib/app-info.queries.ts'
import { settingsQueries, useClearQueryCache } from './settings.queries.ts'
import { CatalogueSettings } from './catalogue-settings.tsx'
import { UpdatesSection } from './updates-section.tsx'
import { developerQueries } from '../../entities/request-log/developer.queries.ts'
import './settings.css'

const megabytes = (chars: number): string =>
  chars < 100_000
    ? `${Math.max(1, Math.round(chars / 1000)).toLocaleString()} KB`
    : `${Number((chars / 1e6).toFixed(1)).toLocaleString()} MB`

/** Settings: the network (proxy), updates, the data kept on this computer, and the diagnostics file. */
export function SettingsView(): ReactElement {
  const info = useQuery(settingsQueries.cacheInfo())
  const clear = useClearQueryCache()
  // What is kept stays readable while the disk is full; nothing new is, and that is said here too.
  const paused = useQuery(appInfoOptions()).data?.files.find((f) => f.paused !== null)?.paused ?? null
  const retention = useQuery(developerQueries.retention()).data
  return (
    <div className="settings-view">
      <h1>Settings</h1>
      <NetworkSection />
      <UpdatesSection />
      <section aria-labelledby="kept-data-heading">
        <h2 id="kept-data-heading">Data kept on this computer</h2>
        <p className="muted">
          Bridges, profiles and stats you have seen are kept in the app&rsquo;s history file, so they open at
          once after a restart and can still be read when the service cannot be reached; each screen says how
          old its data is. Your own profile and your keys are never kept there.
        </p>
        <p className="muted">
          The request log keeps every request the app sent, with what came back
          {retention === undefined
            ? ''
            : ` (for ${retention.maxAgeDays} ${retention.maxAgeDays === 1 ? 'day' : 'days'}, at most ${retention.maxEntries.toLocaleString()} requests)`}
          , in the same file: their addresses hold the words you searched for and the profiles you opened; a
          key is kept as its last four characters only. The Developer view shows it and sets how long it is
          kept.
        </p>
        {info.isError ? (
          <ErrorPanel error={info.error} onRetry={() => void info.refetch()} />
        ) : (
          <p role="status" className="settings-cache-size">
            {info.data === undefined
              ? 'Counting…'
              : info.data.rows === 0
                ? 'Nothing is kept yet.'
                : `${info.data.rows.toLocaleString()} ${info.data.rows === 1 ? 'answer' : 'answers'} kept (${megabytes(info.data.bytes)} of at most ${megabytes(info.data.maxBytes)}; the oldest used go first).`}
          </p>
        )}
        {paused !== null && (
          <p className="small" role="status">
            Nothing new is being kept for now: the message at the top of the window says why and how to fix
            it.
          </p>
        )}
        <button
          type="button"
          className="button"
          disabled={clear.isPending || info.data?.rows === 0}
          onClick={() => clear.mutate()}
        >
          Clear cached data
        </button>
        {clear.isSuccess && (
          <p className="small muted" role="status">
            Removed {clear.data.removed.toLocaleString()} kept{' '}
            {clear.data.removed === 1 ? 'answer' : 'answers'}. What the app already shows stays in memory
            until it restarts.
          </p>
        )}
        {clear.isError && <ErrorPanel error={clear.error} />}
      </section>
      <CatalogueSettings />
      <DiagnosticsSection />
    </div>
  )
}
