import { useRef, type ReactElement } from 'react'
import { useDisclosure } from './escape-key.ts'
import './why-unavailable.css'
import { useWords } from '../lib/words.tsx'

/**
 * Why a control shown but not choosable is so, for everyone: a "Why?" button beside its label, reachable by
 * keyboard and touch (a tooltip is mouse only), that shows the words under it; the same words are the control's
 * description (its aria-describedby names `id`), read by screen readers with it. The disclosure pattern of the
 * WAI-ARIA Authoring Practices: Escape or a press elsewhere closes it. The words float over what follows, so they
 * never move the page (BENCHMARKS.md, "Layout shift"); opened near the window's bottom, the page scrolls them in.
 */
export function WhyUnavailable({ id, words }: { id: string; words: string }): ReactElement {
  const { t } = useWords()
  const ref = useRef<HTMLSpanElement>(null)
  const { open, toggle } = useDisclosure(ref, { button: 'button', words: '[role="note"]' })
  return (
    <span ref={ref} className="why-unavailable" data-open={open ? '' : undefined}>
      <button
        type="button"
        className="why-unavailable-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={toggle}
      >
        {t('components.why')}
      </button>
      <span id={id} className="why-unavailable-words" role="note">
        {words}
      </span>
    </span>
  )
}
