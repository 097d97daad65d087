import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactElement } from 'react'
import { KEY_ALERT_BOUNDS, type KeyAlertSettings } from '../../../../../shared/ipc/request-log.ts'
import { unwrap } from '../../../lib/call.ts'
import { explainError } from '../../../lib/error-text.ts'
import { useWords } from '../../../lib/words.tsx'
import { getExplorer } from '../../../lib/explorer.ts'
import { keyAlertQueries } from './key-alerts.queries.ts'
import './key-alerts.css'

type Draft = { [K in keyof KeyAlertSettings]: K extends 'enabled' ? boolean : string }

/**
 * Alerts about the key in use: off until turned on here. Each says once what started (a refused key, a share of
 * failures, few requests left, a near expiry day) as a desktop notification and a line at the top of the app.
 */
export function KeyAlertsControl(): ReactElement {
  const { t, rich } = useWords()
  const client = useQueryClient()
  const current = useQuery(keyAlertQueries.settings())
  const [draft, setDraft] = useState<Draft | null>(null)
  const save = useMutation({
    mutationFn: (s: KeyAlertSettings) => unwrap(getExplorer().setKeyAlerts(s)),
    onSuccess: (kept) => {
      client.setQueryData(keyAlertQueries.settings().queryKey, kept)
      setDraft(null)
    },
  })
  if (!current.data) return <p className="muted">{t('key-alerts.loading')}</p>
  const c = current.data
  const shown: Draft = draft ?? {
    enabled: c.enabled,
    errorSharePercent: String(c.errorSharePercent),
    minutes: String(c.minutes),
    headroomPercent: String(c.headroomPercent),
  }
  const b = KEY_ALERT_BOUNDS
  const number = (name: 'errorSharePercent' | 'minutes' | 'headroomPercent', label: string): ReactElement => (
    <input
      type="number"
      aria-label={label}
      min={b[name].min}
      max={b[name].max}
      required
      disabled={!shown.enabled}
      value={shown[name]}
      onChange={(ev) => setDraft({ ...shown, [name]: ev.target.value })}
    />
  )
  return (
    <section className="key-alerts" aria-labelledby="key-alerts-title">
      <h2 id="key-alerts-title">{t('key-alerts.title')}</h2>
      <form
        aria-label={t('key-alerts.form')}
        onSubmit={(ev) => {
          ev.preventDefault()
          save.mutate({
            enabled: shown.enabled,
            errorSharePercent: Number(shown.errorSharePercent),
            minutes: Number(shown.minutes),
            headroomPercent: Number(shown.headroomPercent),
          })
        }}
      >
        <label className="key-alerts-switch">
          <input
            type="checkbox"
            checked={shown.enabled}
            onChange={(ev) => setDraft({ ...shown, enabled: ev.target.checked })}
          />
          {t('key-alerts.switch')}
        </label>
        <p className="key-alerts-rule">
          {rich('key-alerts.failing-rule', {
            share: number('errorSharePercent', t('key-alerts.share-label')),
            minutes: number('minutes', t('key-alerts.minutes-label')),
          })}
        </p>
        <p className="key-alerts-rule">
          {rich('key-alerts.low-rule', { share: number('headroomPercent', t('key-alerts.headroom-label')) })}
        </p>
        <p className="muted small">{t('key-alerts.where')}</p>
        <button type="submit" className="button button-small" disabled={draft === null || save.isPending}>
          {t('key-alerts.save')}
        </button>{' '}
        {save.isError && (
          <span role="alert">
            {t('developer.not-saved', {
              title: explainError(save.error, t).title,
              next: explainError(save.error, t).nextStep,
            })}
          </span>
        )}
        {save.isSuccess && draft === null && (
          <span role="status" className="muted">
            {c.enabled ? t('key-alerts.saved-on') : t('key-alerts.saved-off')}
          </span>
        )}
      </form>
    </section>
  )
}
