import { useState, type ReactElement } from 'react'
import { useWords } from '../lib/words.tsx'

/** "Copy path" for a saved file: the clipboard is the one way to reach it that works in the app and the preview. */
export function CopyPath({ path }: { path: string }): ReactElement | null {
  const { t } = useWords()
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no')
  if (typeof navigator.clipboard?.writeText !== 'function') return null
  return (
    <button
      type="button"
      className="button button-small"
      onClick={() => {
        navigator.clipboard.writeText(path).then(
          () => setCopied('yes'),
          () => setCopied('failed'),
        )
      }}
    >
      {copied === 'yes'
        ? t('components.path-copied')
        : copied === 'failed'
          ? t('components.path-not-copied')
          : t('components.copy-path')}
    </button>
  )
}
