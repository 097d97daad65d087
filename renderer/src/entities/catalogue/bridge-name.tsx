import type { ReactElement } from 'react'
import { useWords } from '../../lib/words.tsx'

/** A bridge named by its real title, or by its slug with a plain note when no title is held (never a made-up one). */
export function BridgeName({ slug, title }: { slug: string; title: string | undefined }): ReactElement {
  const { t } = useWords()
  if (title !== undefined) return <>{title}</>
  return (
    <>
      <code dir="ltr">{slug}</code> <span className="muted small">{t('list.title-not-known')}</span>
    </>
  )
}
