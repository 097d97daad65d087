import type { ReactElement } from 'react'

/** A bridge named by its real title, or by its slug with a plain note when no title is held (never a made-up one). */
export function BridgeName({ slug, title }: { slug: string; title: string | undefined }): ReactElement {
  if (title !== undefined) return <>{title}</>
  return (
    <>
      <code>{slug}</code> <span className="muted small">(title not known yet)</span>
    </>
  )
}
