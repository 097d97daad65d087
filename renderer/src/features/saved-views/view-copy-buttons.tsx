import { useState, type ReactElement } from 'react'

/** "Copy link" of a saved view: its bridge-explorer:// link, which opens the same view in the desktop app. */
export function ViewCopyButtons({ name, deepLink }: { name: string; deepLink: string }): ReactElement {
  const [status, setStatus] = useState('')
  return (
    <>
      <button
        type="button"
        className="button button-small"
        aria-label={`Copy link to ${name}`}
        onClick={() => {
          const copy = navigator.clipboard?.writeText(deepLink)
          if (copy === undefined) return setStatus('Could not copy: no clipboard here')
          copy.then(
            () => setStatus('Link copied'),
            () => setStatus('Could not copy: the clipboard refused'),
          )
        }}
      >
        Copy link
      </button>
      <span className="muted small" role="status">
        {status}
      </span>
    </>
  )
}
