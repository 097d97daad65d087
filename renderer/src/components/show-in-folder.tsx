import { useState, type ReactElement } from 'react'
import { unwrap } from '../lib/call.ts'
import { getExplorer } from '../lib/explorer.ts'
import { useWords } from '../lib/words.tsx'

/**
 * "Show in folder" for a file an export saved: desktop only (the preload bridge is there). The browser preview
 * has no file manager to open, so it offers only Copy path.
 */
export function ShowInFolder({ path }: { path: string }): ReactElement | null {
  const { t } = useWords()
  const [failed, setFailed] = useState(false)
  if (window.explorer === undefined) return null
  return (
    <button
      type="button"
      className="button button-small"
      onClick={() => {
        unwrap(getExplorer().showInFolder({ file: path })).then(
          (r) => setFailed(!r.shown),
          () => setFailed(true),
        )
      }}
    >
      {failed ? t('components.folder-not-shown') : t('components.show-in-folder')}
    </button>
  )
}
