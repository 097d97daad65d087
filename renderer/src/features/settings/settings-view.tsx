import { useQuery } from '@tanstack/react-query'
import type { ReactElement, ReactNode } from 'react'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { DiagnosticsSection } from './diagnostics-section.tsx'
import { NetworkSection } from './network-section.tsx'
import { appInfoOptions } from '../../lib/app-info.queries.ts'
import { settingsQueries, useClearQueryCache } from './settings.queries.ts'
import { CatalogueSettings } from './catalogue-settings.tsx'
import { UpdatesSection } from './updates-section.tsx'
import { developerQueries } from '../../entities/request-log/developer.queries.ts'
import { formatBytes } from '../../../../shared/i18n/format.ts'
import { useWords } from '../../lib/words.tsx'
import './settings.css'

/**
 * Settings: the language and formats (given by app/, which holds the preferences), the network (proxy), updates,
 * the data kept on this computer, and the diagnostics file.
 */
export function SettingsView({ languageSection }: { languageSection?: ReactNode }): ReactElement {
  const { t } = useWords()
  const info = useQuery(settingsQueries.cacheInfo())
  const clear = useClearQueryCache()
  // What is kept stays readable while the disk is full; nothing new is, and that is said here too.
  const paused = useQuery(appInfoOptions()).data?.files.find((f) => f.paused !== null)?.paused ?? null
  const retention = useQuery(developerQueries.retention()).data
  return (
    <div className="settings-view">
      <h1>{t('settings.title')}</h1>
      {languageSection}
      <NetworkSection />
      <UpdatesSection />
      <section aria-labelledby="kept-data-heading">
        <h2 id="kept-data-heading">{t('settings.kept.heading')}</h2>
        <p className="muted">{t('settings.kept.about')}</p>
        <p className="muted">
          {retention === undefined
            ? t('settings.kept.request-log')
            : t('settings.kept.request-log-bounded', {
                days: retention.maxAgeDays,
                max: retention.maxEntries,
              })}
        </p>
        {info.isError ? (
          <ErrorPanel error={info.error} onRetry={() => void info.refetch()} />
        ) : (
          <p role="status" className="settings-cache-size">
            {info.data === undefined
              ? t('settings.kept.counting')
              : info.data.rows === 0
                ? t('settings.kept.nothing')
                : t('settings.kept.size', {
                    rows: info.data.rows,
                    size: formatBytes(info.data.bytes),
                    max: formatBytes(info.data.maxBytes),
                  })}
          </p>
        )}
        {paused !== null && (
          <p className="small" role="status">
            {t('settings.kept.paused')}
          </p>
        )}
        <button
          type="button"
          className="button"
          disabled={clear.isPending || info.data?.rows === 0}
          onClick={() => clear.mutate()}
        >
          {t('settings.kept.clear')}
        </button>
        {clear.isSuccess && (
          <p className="small muted" role="status">
            {t('settings.kept.cleared', { removed: clear.data.removed })}
          </p>
        )}
        {clear.isError && <ErrorPanel error={clear.error} />}
      </section>
      <CatalogueSettings />
      <DiagnosticsSection />
    </div>
  )
}
