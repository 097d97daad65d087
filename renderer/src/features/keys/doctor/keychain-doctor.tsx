import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState, type ReactElement } from 'react'
import type { FixStep, KeychainReport } from '../../../../../shared/ipc/keychain.ts'
import { ErrorPanel } from '../../../components/error-panel.tsx'
import { RelativeTime } from '../../../components/relative-time.tsx'
import { OrphanKeys } from '../orphan-keys.tsx'
import { keysQueries } from '../../../entities/key/keys.queries.ts'
import { doctorQueries } from './doctor.queries.ts'
import { checkErrorStillTrue, distinctSteps } from './doctor-words.ts'
import { MissingSecrets } from './missing-secrets.tsx'
import { SessionOnlyForm } from './session-only-form.tsx'
import './doctor.css'
import { readClock } from '../../../lib/clock.ts'
import type { MessageId } from '../../../../../shared/i18n/catalogues/en.ts'
import { msg } from '../../../../../shared/i18n/translate.ts'
import { useWords } from '../../../lib/words.tsx'
import { wordSaid } from '../../../../../shared/i18n/said.ts'

const STATUS: Record<KeychainReport['status'], { icon: string; tone: string; said: MessageId }> = {
  ok: { icon: '✓', tone: 'good', said: msg('keys.doctor.ok') },
  locked: { icon: '!', tone: 'warn', said: msg('keys.doctor.locked') },
  unavailable: { icon: '✕', tone: 'bad', said: msg('keys.doctor.unavailable') },
}

/**
 * The keychain doctor: where keys are stored on this machine and whether that works; when it does not, the fix
 * step by step and a key for this session only. Below, what is out of sync between the key list and the keychain.
 */
export function KeychainDoctor(): ReactElement {
  const { t, rich } = useWords()
  const client = useQueryClient()
  const titleId = useId()
  const report = useQuery(doctorQueries.report())
  const keys = useQuery(keysQueries.list())
  // The doctor's look at the keychain refreshes main's list of entries without metadata: show it.
  const checkedAt = report.data?.checkedAt
  useEffect(() => {
    if (checkedAt !== undefined)
      void client.invalidateQueries({ queryKey: [...keysQueries.all(), 'orphans'] })
  }, [checkedAt, client])

  // Check again is the explicit check: it saves and deletes a test entry, so "Working" means saving works.
  const [checking, setChecking] = useState(false)
  const [checkError, setCheckError] = useState<{ error: unknown; at: number } | null>(null)
  const checkAgain = async (): Promise<void> => {
    setChecking(true)
    setCheckError(null)
    try {
      client.setQueryData(doctorQueries.report().queryKey, await doctorQueries.checkNow())
    } catch (e) {
      setCheckError({ error: e, at: readClock() })
    } finally {
      setChecking(false)
    }
  }

  const data = report.data
  // A failed check stops speaking for the keychain once the doctor has looked again since (a key saved, a reload).
  const failedCheck =
    checkError !== null && checkErrorStillTrue(checkError.at, data) ? checkError.error : null
  const missing = (keys.data ?? []).filter((k) => data?.missing.includes(k.id) === true)
  const status = data ? STATUS[data.status] : null
  return (
    <section
      aria-labelledby={titleId}
      className={`keychain-doctor${data && data.status !== 'ok' ? ' is-failing' : ''}`}
    >
      <div className="keychain-doctor-head">
        <h2 id={titleId}>{t('keys.doctor.title')}</h2>
        {status && (
          <span className={`badge tone-${status.tone}`}>
            <span aria-hidden="true">{status.icon}</span> {t(status.said)}
          </span>
        )}
        <button
          type="button"
          className="button button-small"
          disabled={report.isFetching || checking}
          onClick={() => void checkAgain()}
        >
          {report.isFetching || checking ? t('keys.doctor.checking') : t('keys.doctor.check-again')}
        </button>
      </div>
      {failedCheck !== null || report.isError ? (
        <ErrorPanel error={failedCheck ?? report.error} onRetry={() => void checkAgain()} />
      ) : data === undefined ? (
        <p className="muted" role="status">
          {t('keys.doctor.looking')}
        </p>
      ) : (
        <>
          <p className="keychain-doctor-summary" role="status">
            {wordSaid(t, data.summarySaid)}
          </p>
          {data.fix.length > 0 && <FixSteps steps={distinctSteps(data.fix)} />}
          <details className="keychain-doctor-checks">
            <summary>{t('keys.doctor.what-checked')}</summary>
            <dl>
              {data.checks.map((c) => (
                <div key={c.name}>
                  <dt>{c.name}</dt>
                  <dd>{c.found}</dd>
                </div>
              ))}
            </dl>
            <p className="muted small">
              {rich('keys.doctor.checked', { when: <RelativeTime at={data.checkedAt} withTime recorded /> })}
            </p>
          </details>
          {data.status !== 'ok' && <SessionOnlyForm />}
        </>
      )}
      <MissingSecrets keys={missing} />
      <OrphanKeys />
    </section>
  )
}

function CopyCommand({ command }: { command: string }): ReactElement | null {
  const { t } = useWords()
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no')
  if (typeof navigator.clipboard?.writeText !== 'function') return null
  const copy = (): void => {
    navigator.clipboard.writeText(command).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    )
  }
  return (
    <button type="button" className="button button-small" onClick={copy}>
      {copied === 'yes'
        ? t('keys.doctor.copied')
        : copied === 'failed'
          ? t('keys.doctor.not-copied')
          : t('keys.doctor.copy')}
    </button>
  )
}

function FixSteps({ steps }: { steps: readonly FixStep[] }): ReactElement {
  const { t } = useWords()
  const titleId = useId()
  return (
    <div className="keychain-doctor-fix">
      <h3 id={titleId}>{t('keys.doctor.fix')}</h3>
      <ol aria-labelledby={titleId}>
        {steps.map((step) => (
          <li key={`${step.text}|${step.command ?? ''}`}>
            {step.text}
            {step.command !== undefined && (
              <div className="keychain-doctor-command">
                <pre dir="ltr">
                  <code>{step.command}</code>
                </pre>
                <CopyCommand command={step.command} />
              </div>
            )}
          </li>
        ))}
      </ol>
    </div>
  )
}
