import { useEffect, useId, useRef, useState, type ReactElement } from 'react'
import { useDisclosure } from '../../components/escape-key.ts'
import { useNow } from '../../components/use-now.ts'
import { isolatedNodes } from '../../lib/isolated-nodes.tsx'
import { useWords } from '../../lib/words.tsx'
import { progressOf, statusWords } from './catalogue-age.ts'
import { useCatalogueStatus } from './use-catalogue-status.ts'
import './catalogue.css'

/**
 * One line saying what the catalogue holds ("Catalogue: 1,400 of about 2,000 bridges, complete in about 2 min")
 * with a progress bar while it builds, and its age once complete. It only informs: nothing waits for it.
 *
 * `kept`: drawn in a place of a fixed height kept before the status is known (catalogue.css), so neither its
 * arrival nor a change of its words moves what follows (BENCHMARKS.md "Layout shift"). Words longer than the place
 * end with an ellipsis and a "More" button that shows them whole over the page (the disclosure pattern of the
 * WAI-ARIA Authoring Practices); screen readers read them whole either way.
 */
export function CatalogueStatusLine({ kept = false }: { kept?: boolean }): ReactElement | null {
  const { status } = useCatalogueStatus()
  const { t } = useWords()
  const now = useNow()
  const ref = useRef<HTMLDivElement>(null)
  const wordsRef = useRef<HTMLSpanElement>(null)
  const [cut, setCut] = useState(false)
  const wholeId = useId()
  const words = status ? statusWords(status, now, t) : ''
  const { open, toggle } = useDisclosure(ref, { button: 'button', words: '.catalogue-status-whole' })
  // Whether the words overflow the kept place: measured, since it depends on the width and the font.
  useEffect(() => {
    const el = wordsRef.current
    if (!kept || el === null) return
    const read = (): void => setCut(el.scrollHeight > el.clientHeight + 1)
    read()
    const observer = new ResizeObserver(read)
    observer.observe(el)
    return () => observer.disconnect()
  }, [kept, words])
  if (!status || status.state === 'off' || status.service === null) return null
  const progress = progressOf(status)
  const bar = progress !== null && (
    <progress
      className="catalogue-progress"
      max={1}
      value={progress}
      aria-label={t('catalogue-status.progress')}
    />
  )
  if (!kept) {
    return (
      <div className="catalogue-status" data-testid="catalogue-status" role="status">
        <span>{isolatedNodes(words)}</span>
        {bar}
      </div>
    )
  }
  return (
    <div ref={ref} className="catalogue-status-kept" data-open={open ? '' : undefined}>
      <div className="catalogue-status" data-testid="catalogue-status" role="status">
        <span ref={wordsRef} className="catalogue-status-words">
          {isolatedNodes(words)}
        </span>
        {bar}
      </div>
      {(cut || open) && (
        <button
          type="button"
          className="catalogue-status-more"
          aria-expanded={open}
          aria-controls={wholeId}
          onClick={toggle}
        >
          {t('catalogue-status.more', { open: open ? 'yes' : 'no' })}
          <span className="visually-hidden">{t('catalogue-status.more-about')}</span>
        </button>
      )}
      {/* The whole words for the eye (the status above already gives them whole to screen readers). */}
      <p id={wholeId} className="catalogue-status-whole" aria-hidden="true">
        {isolatedNodes(words)}
      </p>
    </div>
  )
}
