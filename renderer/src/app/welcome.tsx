import { useId, useState, type ReactElement } from 'react'
import { useWords } from '../lib/words.tsx'
import { useRoute } from '../lib/router.ts'
import { usePreferences, usePreferencesChange } from './preferences.ts'

/**
 * The welcome on first start: what the app is for and the three words it uses everywhere, said once. Not a modal:
 * the app is usable around it, and "Got it" closes it for good (a preference the main process keeps).
 *
 * It helps without hiding the page (WCAG 1.4.10 Reflow): said in full only on the start page (the bridge list) in
 * a window with room; elsewhere, and in narrow or short windows (layout.css), it is one line (its title cut with
 * an ellipsis where the window is too narrow) whose "More" opens the rest in place. What it depends on, the kept preference and the page, is known to main's drawing
 * of the first screen too (README.md, Architecture), and the narrow form is the stylesheet's choice, so the
 * hydration draws the same markup at every size.
 */
export function Welcome(): ReactElement | null {
  const { t } = useWords()
  const preferences = usePreferences()
  const preferencesChange = usePreferencesChange()
  const route = useRoute()
  // Its words opened on one page close on the next, which they would push down (the welcome stays above every page).
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === route.name
  const bodyId = useId()
  if (preferences === undefined || preferences.welcomed) return null
  const start = route.name === 'bridges'
  return (
    <section
      className={`welcome card ${start ? 'welcome-start' : 'welcome-brief'}`}
      aria-labelledby="welcome-title"
      data-open={open ? '' : undefined}
    >
      <div className="welcome-head">
        <h2 id="welcome-title" className="welcome-title">
          {t('welcome.title')}
        </h2>
        <span className="welcome-actions">
          <button
            type="button"
            className="button button-small welcome-more"
            aria-expanded={open}
            aria-controls={bodyId}
            // The name starts with the word shown (WCAG 2.5.3, label in name) and says what it opens.
            aria-label={t('welcome.words-button')}
            onClick={() => setOpenOn(open ? null : route.name)}
          >
            {t('welcome.more')} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
          </button>
          <button
            type="button"
            className="button button-small"
            onClick={() => preferencesChange({ welcomed: true })}
          >
            {t('welcome.got-it')}
          </button>
        </span>
      </div>
      <div id={bodyId} className="welcome-body">
        <p>{t('welcome.intro')}</p>
        <ul>
          <li>{t('glossary.a-bridge')}</li>
          <li>{t('glossary.a-pass')}</li>
          <li>{t('glossary.a-suggestor')}</li>
        </ul>
        <p className="small muted">
          {t('welcome.developer-note', { setting: t('nav.show-developer-tools') })}
        </p>
      </div>
    </section>
  )
}
