import { useEffect, useState, type ReactElement } from 'react'
import { deepLink } from '../../../shared/net/deep-link.ts'
import { useWords } from '../lib/words.tsx'

/** One thing to copy: the button's label ("Copy link"), the text, and what the status says after ("Link copied"). */
export interface CopyItem {
  label: string
  text: string
  done: string
}

/** Writes `text` to the clipboard; false when the clipboard refused (no permission, no focus). */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator.clipboard?.writeText !== 'function') return false
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/** The status line after a copy, cleared after a few seconds; `report` takes the result of copyText. */
export function useCopyStatus(): { status: string; report: (ok: boolean, done: string) => void } {
  const { t } = useWords()
  const [status, setStatus] = useState('')
  useEffect(() => {
    if (status === '') return
    const timer = setTimeout(() => setStatus(''), 4000)
    return () => clearTimeout(timer)
  }, [status])
  return { status, report: (ok, done) => setStatus(ok ? done : t('components.copy-refused')) }
}

/** "Copy link", "Copy slug", "Copy id" (or any items) as small buttons, with a polite status after each copy. */
export function CopyButtons({ items, label }: { items: readonly CopyItem[]; label: string }): ReactElement {
  const { status, report } = useCopyStatus()
  return (
    <div className="copy-buttons" role="group" aria-label={label}>
      {items.map((item) => (
        <button
          key={item.label}
          type="button"
          className="button button-small"
          onClick={() => void copyText(item.text).then((ok) => report(ok, item.done))}
        >
          {item.label}
        </button>
      ))}
      <span className="muted small" role="status">
        {status}
      </span>
    </div>
  )
}

/** What can be copied of a bridge: its deep link, its slug and its id. */
export function bridgeCopyItems(b: { slug: string; id: string }): CopyItem[] {
  return [
    { label: 'Copy link', text: deepLink('bridges', b.slug), done: 'Link copied' },
    { label: 'Copy slug', text: b.slug, done: 'Slug copied' },
    { label: 'Copy id', text: b.id, done: 'Id copied' },
  ]
}

/** What can be copied of a profile: its deep link and its username (a profile's slug and id). */
export function profileCopyItems(username: string): CopyItem[] {
  return [
    { label: 'Copy link', text: deepLink('profiles', username), done: 'Link copied' },
    { label: 'Copy username', text: username, done: 'Username copied' },
  ]
}
