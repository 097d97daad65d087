import type { ReactElement } from 'react'
import type { BridgeDisplay } from '../../../../shared/views/bridge-view.ts'
import './display-switch.css'

const CHOICES: readonly { value: BridgeDisplay; label: string }[] = [
  { value: 'list', label: 'List' },
  { value: 'table', label: 'Table' },
]

/** List or table: two radio buttons styled as one segmented control (arrow keys move between them natively). */
export function DisplaySwitch({
  display,
  onDisplay,
}: {
  display: BridgeDisplay
  onDisplay: (display: BridgeDisplay) => void
}): ReactElement {
  return (
    <div className="display-switch" role="radiogroup" aria-label="Show bridges as">
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
          {c.label}
        </label>
      ))}
    </div>
  )
}
