import { useId, useState, type ReactElement } from 'react'
import { hrefFor } from '../lib/router.ts'
import { useWords } from '../lib/words.tsx'
import { comparables, comparisonOf } from './compare-choice.ts'

/**
 * "Compare two": a box per bridge or profile of a list of links (Lookup's recent lookups, bulk results), and the
 * link to the compare page once two of one kind are chosen. Nothing when fewer than two can be compared.
 */
export function CompareChooser({
  items,
  folded = false,
}: {
  items: readonly { label: string; href: string }[]
  /** Shown closed under its name (a long list such as a page of bulk results), opened when wanted. */
  folded?: boolean
}): ReactElement | null {
  const { t } = useWords()
  const [chosen, setChosen] = useState<readonly string[]>([])
  const hintId = useId()
  const all = comparables(items)
  if (all.length < 2) return null
  const picked = all.filter((c) => chosen.includes(c.href))
  const route = comparisonOf(picked)
  const chooser = (
    <fieldset className="compare-chooser card" aria-describedby={hintId}>
      <legend>{t('compare.choose.legend')}</legend>
      <ul className="plain-list">
        {all.map((c) => (
          <li key={c.href}>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={chosen.includes(c.href)}
                onChange={(e) =>
                  setChosen((s) => (e.target.checked ? [...s, c.href] : s.filter((h) => h !== c.href)))
                }
              />{' '}
              {t('compare.choose.item', { kind: c.kind, label: c.label })}
            </label>
          </li>
        ))}
      </ul>
      <p id={hintId} className="muted small" aria-live="polite">
        {route === null ? t('compare.choose.hint', { n: picked.length }) : null}
      </p>
      {route !== null && (
        <a className="button button-small" href={hrefFor(route)}>
          {t('compare.open')}
        </a>
      )}
    </fieldset>
  )
  if (!folded) return chooser
  return (
    <details className="compare-chooser-fold">
      <summary>{t('compare.choose.legend')}</summary>
      {chooser}
    </details>
  )
}
