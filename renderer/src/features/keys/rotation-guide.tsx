import type { ReactElement } from 'react'
import { useWords } from '../../lib/words.tsx'

/** How many keys an account may have active at once, as the service's operator states it. */
const MOST_ACTIVE_KEYS = 5

/** How to replace a key without an outage: Rotate… on the old key, then revoke it in the dashboard. */
export function RotationGuide(): ReactElement {
  const { t } = useWords()
  return (
    <section className="rotation-guide" aria-labelledby="rotation-guide-title">
      <h2 id="rotation-guide-title">{t('keys.guide.title')}</h2>
      <ol>
        <li>{t('keys.guide.create')}</li>
        <li>{t('keys.guide.rotate')}</li>
        <li>{t('keys.guide.revoke')}</li>
      </ol>
      <p className="muted">{t('keys.guide.limits', { n: MOST_ACTIVE_KEYS })}</p>
    </section>
  )
}
