import type { ReactElement } from 'react'
import type { BridgeDisplay } from '../../../../shared/views/bridge-view.ts'
import { msg } from '../../../../shared/i18n/translate.ts'
import { useWords } from '../../lib/words.tsx'
import './display-switch.css'

const CHOICES = [
  { value: 'list', label: msg('list.display-list') },
  { value: 'table', label: msg('list.display-table') },
] as const satisfies readonly { value: BridgeDisplay; label: string }[]

/** List or table: two radio buttons styled as one segmented control (arrow keys move between them natively). */
export function DisplaySwitch({
  display,
  onDisplay,
}: {
  display: BridgeDisplay
  onDisplay: (display: BridgeDisplay) => void
}): ReactElement {
  const { t } = useWords()
  return (
    <div className="display-switch" role="radiogroup" aria-label={t('list.display')}>
      {CHOICES.map((c) => (
        <label
          key={c.value}
          className={c.value === display ? 'display-switch-option is-checked' : 'display-switch-option'}
        >
          <input
            type="radio"
            name="bridges-display"
            value={c.value}
            checked={c.value === display}
            onChange={() => onDisplay(c.value)}
          />
          {t(c.label)}
        </label>
      ))}
    </div>
  )
}
