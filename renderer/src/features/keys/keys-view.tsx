import { useQuery } from '@tanstack/react-query'
import { useRef, useState, type ReactElement } from 'react'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { StaleNotice } from '../../components/stale-notice.tsx'
import { KeyForm } from './key-form.tsx'
import { KeyRow } from './key-row.tsx'
import { KeychainDoctor } from './doctor/keychain-doctor.tsx'
import { doctorQueries } from './doctor/doctor.queries.ts'
import { RotationDone, type RotationResult } from './rotate-key-form.tsx'
import { RotationGuide } from './rotation-guide.tsx'
import { keysQueries, useKeysEvents } from '../../entities/key/keys.queries.ts'
import { useWords } from '../../lib/words.tsx'
import './keys.css'

/** #/keys: add keys, see and check the saved ones, make one active, remove them; how to rotate. */
export function KeysView(): ReactElement {
  const { t } = useWords()
  useKeysEvents()
  const keys = useQuery(keysQueries.list())
  // A keychain that fails comes first: nothing can be saved until it is fixed (or a session-only key is used).
  const failing = (useQuery(doctorQueries.report()).data?.status ?? 'ok') !== 'ok'
  const [rotation, setRotation] = useState<RotationResult | null>(null)
  // After a removal the focused button is gone with its row: the list's heading takes the focus.
  const listHeading = useRef<HTMLHeadingElement>(null)

  return (
    <div className="view keys-view">
      <header className="view-header">
        <h1>{t('page.keys')}</h1>
        <p className="muted">{failing ? t('keys.about-failing') : t('keys.about')}</p>
      </header>
      {failing && <KeychainDoctor />}
      <section aria-labelledby="saved-keys-title">
        <h2 id="saved-keys-title" ref={listHeading} tabIndex={-1}>
          {t('keys.saved')}
        </h2>
        {keys.isError && keys.data !== undefined && (
          <StaleNotice
            updatedAt={keys.dataUpdatedAt}
            error={keys.error}
            onRetry={() => void keys.refetch()}
          />
        )}
        {keys.isError && keys.data === undefined ? (
          <ErrorPanel error={keys.error} onRetry={() => void keys.refetch()} />
        ) : keys.isPending ? (
          <p className="muted" role="status">
            {t('keys.loading')}
          </p>
        ) : keys.data.length === 0 ? (
          <EmptyState title={t('keys.empty')}>
            <p>{t('keys.empty-about')}</p>
          </EmptyState>
        ) : (
          <ul className="key-list">
            {keys.data.map((k) => (
              <KeyRow
                key={k.id}
                info={k}
                onRotated={setRotation}
                onRemoved={() => listHeading.current?.focus()}
              />
            ))}
          </ul>
        )}
        {rotation !== null && <RotationDone result={rotation} />}
      </section>
      {/* The form before a working keychain's doctor: the doctor's report comes after a look at the keychain,
          seconds later on a busy machine, and grows the section when it does; below the form, it never moves the
          button a person (or a test) is pressing. A failing keychain comes first, above, as said above. */}
      <KeyForm />
      {!failing && <KeychainDoctor />}
      <RotationGuide />
    </div>
  )
}
