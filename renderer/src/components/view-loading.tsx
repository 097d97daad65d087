import type { ReactElement } from 'react'
import { useWords } from '../lib/words.tsx'

/**
 * Shown while a view's code loads (lib/lazy-component.ts). That takes milliseconds from the app's own files, so
 * the words appear only after a short delay (CSS), and a quick load never flashes them.
 */
export function ViewLoading(): ReactElement {
  const { t } = useWords()
  return (
    <div className="view-loading" role="status" aria-busy="true">
      <p className="muted">{t('components.opening')}</p>
    </div>
  )
}
