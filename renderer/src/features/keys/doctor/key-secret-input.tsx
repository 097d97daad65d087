import { useId, useState, type ReactElement } from 'react'
import { useWords } from '../../../lib/words.tsx'

/** A key field as the add form has it: hidden while typed, no autocomplete, no spell check, a Show toggle. */
export function KeySecretInput({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}): ReactElement {
  const { t } = useWords()
  const id = useId()
  const [show, setShow] = useState(false)
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        <input
          id={id}
          className="input"
          type={show ? 'text' : 'password'}
          value={value}
          required
          maxLength={512}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
        />
        <button type="button" className="button" aria-pressed={show} onClick={() => setShow((s) => !s)}>
          {t('keys.form.show')}
        </button>
      </div>
    </div>
  )
}
