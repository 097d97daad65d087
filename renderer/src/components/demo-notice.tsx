import { useId, useRef, type ReactElement } from 'react'
import { useDisclosure } from './escape-key.ts'
import { hrefFor } from '../lib/route.ts'
import { useWords } from '../lib/words.tsx'

/**
 * The top bar's word that the data is the built-in service's sample: a badge and its whole sentence where the top
 * bar has room for both (wrapping onto a second line of the bar, never cut off), and where it has not, the badge
 * as a button that shows the sentence under the bar (the disclosure pattern of the WAI-ARIA Authoring Practices:
 * Escape or a click elsewhere closes it). Which of the two shows is the stylesheet's choice (layout.css).
 */
export function DemoNotice(): ReactElement {
  const { t, rich } = useWords()
  const wordsId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const { open, toggle } = useDisclosure(ref, { button: '.demo-toggle' })
  return (
    <div ref={ref} className="topbar-demo small" data-open={open ? '' : undefined}>
      <span className="badge badge-demo demo-badge">{t('components.demo')}</span>
      <button
        type="button"
        className="badge badge-demo demo-toggle"
        aria-expanded={open}
        aria-controls={wordsId}
        onClick={toggle}
      >
        {t('components.demo')} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <p id={wordsId} className="demo-words">
        {rich('components.demo.words', {
          add: <a href={hrefFor({ name: 'keys' })}>{t('components.demo.add')}</a>,
        })}
      </p>
    </div>
  )
}
