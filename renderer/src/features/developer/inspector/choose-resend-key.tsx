import { useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactElement } from 'react'
import { keysQueries } from '../../../entities/key/keys.queries.ts'
import { useWords } from '../../../lib/words.tsx'
import { inspectorQueries } from './inspector.queries.ts'

/**
 * Send again of a request logged before each request noted its key: the core says which key is not known and
 * sends nothing; the user chooses one of the saved keys of that service, or cancels. Never the key in use by guess.
 */
export function ChooseResendKey({
  exchangeId,
  message,
  onSend,
  onCancel,
}: {
  exchangeId: string
  /** The core's words: why the key must be chosen. */
  message: string
  onSend: (keyId: string) => void
  onCancel: () => void
}): ReactElement {
  const { t } = useWords()
  const fieldId = useId()
  const keys = useQuery(keysQueries.list())
  const exchange = useQuery(inspectorQueries.exchange(exchangeId))
  const url = exchange.data?.url
  const choices = (keys.data ?? []).filter((k) => url !== undefined && url.startsWith(k.serviceUrl))
  const [chosen, setChosen] = useState<string>('')
  const keyId = chosen !== '' ? chosen : (choices[0]?.id ?? '')
  return (
    <section className="notice notice-warning" role="group" aria-label={t('requests.choose.group')}>
      <p>{message}</p>
      {choices.length === 0 ? (
        <p>{t('requests.choose.none')}</p>
      ) : (
        <p>
          <label htmlFor={fieldId}>{t('requests.choose.label')}</label>{' '}
          <select id={fieldId} value={keyId} onChange={(e) => setChosen(e.target.value)}>
            {choices.map((k) => (
              <option key={k.id} value={k.id}>
                {k.active
                  ? t('requests.choose.option-in-use', { label: k.label, last4: k.last4 })
                  : t('requests.choose.option', { label: k.label, last4: k.last4 })}
              </option>
            ))}
          </select>{' '}
          <button type="button" className="button button-small" onClick={() => onSend(keyId)}>
            {t('requests.choose.send')}
          </button>
        </p>
      )}
      <button type="button" className="button button-small" onClick={onCancel}>
        {t('requests.choose.cancel')}
      </button>
    </section>
  )
}
