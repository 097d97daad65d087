import type { ReactElement } from 'react'
import { useTheme, useThemeChosen } from '../store/ui-store.ts'
import type { ThemeChoice } from '../store/theme-slice.ts'

const CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
]

/** Theme: follow the system, or force light or dark. */
export function ThemeToggle(): ReactElement {
  const theme = useTheme()
  const themeChosen = useThemeChosen()
  return (
    <label className="theme-toggle small">
      <span className="muted">Theme</span>
      <select className="select" value={theme} onChange={(e) => themeChosen(e.target.value as ThemeChoice)}>
        {CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  )
}
