/** What the add form's check and save ended with (key-form.tsx). */
import type { Said } from '../../../../shared/i18n/said.ts'
import type { ReactElement } from 'react'
import type { KeyInspection } from '../../../../shared/ipc/keys.ts'
import type { Notice } from '../../../../shared/ipc/common.ts'
import { checkedNothing, presentState } from '../../entities/key/key-state.ts'
import { useWords } from '../../lib/words.tsx'
import { isolatedNodes } from '../../lib/isolated-nodes.tsx'
import { noticeText } from '../../lib/notice-text.ts'
import { useCheckSummary } from './key-inspection.tsx'

/** What a save ended with. */
export interface Outcome {
  label: string
  /** Kept in memory for this session only (the keychain refused it): said as the app's own warning. */
  sessionOnly: boolean
  /** What main warned of: by code where it says so, else in its English words (lib/notice-text.ts). */
  warnings: { message: string; said?: Said }[]
  notices: Notice[]
  /** What the check before saving found (null when the save came without one). */
  check: KeyInspection | null
}

/** A check before saving that found no working key: what it found, and the choice to save it all the same. */
export function CheckFinding({
  finding,
  pending,
  onSaveAnyway,
}: {
  finding: KeyInspection
  pending: boolean
  onSaveAnyway: () => void
}): ReactElement {
  const { t } = useWords()
  const summary = useCheckSummary()
  const state = presentState(finding.state)
  // "Anyway" answers a finding; a check that got no verdict on the key found nothing to save it against.
  const unchecked = checkedNothing(finding)
  return (
    <div className="notice notice-warning key-check-finding" role="alert">
      <p>
        <strong>{t('keys.finding.not-saved', { state: t(state.said) })}</strong> {summary(finding)}
      </p>
      <p className="notice-line">{unchecked ? t('keys.finding.unchecked') : t('keys.finding.checked')}</p>
      <button type="button" className="button" disabled={pending} onClick={onSaveAnyway}>
        {unchecked ? t('keys.finding.save-unchecked') : t('keys.finding.save-anyway')}
      </button>
    </div>
  )
}

/** What a save ended with: the key saved, how its check went, and what main and the app warn of. */
export function SaveOutcome({ outcome }: { outcome: Outcome }): ReactElement {
  const { t, rich } = useWords()
  const summary = useCheckSummary()
  const { check } = outcome
  const works = check?.state === 'active'
  const label = <bdi>{outcome.label}</bdi>
  const said = outcome.warnings.map((w) => noticeText(w, t))
  const warnings = outcome.sessionOnly ? [t('keys.form.session-kept'), ...said] : said
  return (
    <div className={works || check === null ? 'notice notice-success' : 'notice notice-warning'}>
      <p>
        <span aria-hidden="true">{works || check === null ? '✓ ' : '⚠ '}</span>
        {check === null
          ? rich('keys.saved.unchecked', { label })
          : works
            ? rich('keys.saved.works', { label, summary: summary(check) })
            : rich('keys.saved.not-working', { label, state: t(presentState(check.state).said) })}
      </p>
      {warnings.map((w, i) => (
        <p key={`w${i}`} className="notice-line">
          <span aria-hidden="true">⚠ </span>
          {w}
        </p>
      ))}
      {outcome.notices.map((n, i) => (
        <p key={`${n.code}-${i}`} className="notice-line">
          <span aria-hidden="true">ℹ </span>
          {isolatedNodes(noticeText(n, t))}
        </p>
      ))}
    </div>
  )
}
