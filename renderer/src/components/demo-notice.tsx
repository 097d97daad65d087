import { useId, useRef, type ReactElement } from 'react'
import { useDisclosure } from './escape-key.ts'
import { hrefFor } from '../lib/route.ts'

/**
 * The top bar's word that the data is the built-in service's sample: a badge and its whole sentence where the top
 * bar has room for both (wrapping onto a second line of the bar, never cut off), and where it has not, the badge
 * as a button that shows the sentence under the bar (the disclosure pattern of the WAI-ARIA Authoring Practices:
 * Escape or a click elsewhere closes it). Which of the two shows is the stylesheet's choice (layout.css).
 */
export function DemoNotice(): ReactElement {
  const wordsId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const { open, toggle } = useDisclosure(ref, { button: '.demo-toggle' })
  return (
    <div ref={ref} className="topbar-demo small" data-open={open ? '' : undefined}>
      <span className="badge badge-demo demo-badge">Demo data</span>
      <button
        type="button"
        className="badge badge-demo demo-toggle"
        aria-expanded={open}
        aria-controls={wordsId}
        onClick={toggle}
      >
        Demo data <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <p id={wordsId} className="demo-words">
        Sample bridges from the built-in service. <a href={hrefFor({ name: 'keys' })}>Add your API key</a> to
        see the real ones.
      </p>
    </div>
  )
}
