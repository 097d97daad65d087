import { useContext, type ReactElement } from 'react'
import { FirstScreen, useHydrating } from '../lib/first-screen.ts'
import { useTheme, useThemeChosen } from '../store/ui-store.ts'
import type { ThemeChoice } from '../store/theme-slice.ts'
import { useWords } from '../lib/words.tsx'
import type { MessageId } from '../../../shared/i18n/catalogues/en.ts'
import { msg } from '../../../shared/i18n/translate.ts'

const CHOICES: readonly { value: ThemeChoice; label: MessageId }[] = [
  { value: 'system', label: msg('theme.system') },
  { value: 'light', label: msg('theme.light') },
  { value: 'dark', label: msg('theme.dark') },
]

/** Theme: follow the system, or force light or dark. */
export function ThemeToggle(): ReactElement {
  const { t } = useWords()
  const kept = useTheme()
  // Drawn before any script and hydrated: the theme the document was served in (lib/first-screen.ts), which is
  // what the store holds from the next render on; the store alone says "System" where no script has run yet.
  const drawn = useContext(FirstScreen)
  const theme = useHydrating() && drawn !== null ? drawn.theme : kept
  const themeChosen = useThemeChosen()
  return (
    <label className="theme-toggle small">
      <span className="muted">{t('theme.label')}</span>
      <select className="select" value={theme} onChange={(e) => themeChosen(e.target.value as ThemeChoice)}>
        {CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {t(c.label)}
          </option>
        ))}
      </select>
    </label>
  )
}
