import { useEffect, useState, type ReactElement } from 'react'
import { useWords } from '../lib/words.tsx'
import type { CopyItem } from './copy-items.ts'

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
