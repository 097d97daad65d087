import { useEffect, type ReactElement } from 'react'
import { numberFormat } from '../../../../shared/i18n/format.ts'
import { categoryLabel } from '../../entities/bridge/filters.ts'
import { useWords } from '../../lib/words.tsx'
import type { CategoryOption } from './category-match.ts'

/** The id of an option of the category list, for the field's aria-activedescendant. */
export const optionId = (listId: string, index: number): string => `${listId}-${index}`

/**
 * The categories offered under the Category field (category-field.tsx), as a listbox (WAI-ARIA APG, "Combobox
 * with listbox popup"): each with its count where the catalogue has one, the chosen ones marked (aria-selected,
 * several at once where the catalogue lists them). The focus stays in the field: the arrows move the active option
 * (aria-activedescendant) and a press on one picks it without taking the focus.
 */
export function CategoryOptions({
  id,
  open,
  options,
  chosen,
  active,
  several,
  onPick,
}: {
  id: string
  open: boolean
  options: readonly CategoryOption[]
  chosen: readonly string[]
  /** The index of the active option, -1 for none. */
  active: number
  several: boolean
  onPick: (category: string) => void
}): ReactElement {
  const { t } = useWords()
  // The active option is scrolled into the list's view (a long list scrolls inside its box).
  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(optionId(id, active))?.scrollIntoView({ block: 'nearest' })
  }, [open, active, id])
  const isChosen = (c: string): boolean => chosen.some((x) => x.toLowerCase() === c.toLowerCase())
  return (
    <ul
      id={id}
      role="listbox"
      className="category-options"
      aria-label={t('list.category-options')}
      aria-multiselectable={several}
      hidden={!open || options.length === 0}
    >
      {options.map(({ category, count }, i) => {
        const name = categoryLabel(category)
        return (
          <li
            key={category}
            id={optionId(id, i)}
            role="option"
            data-category={category}
            aria-selected={isChosen(category)}
            aria-label={count === undefined ? name : t('list.category-option', { name, count })}
            data-active={i === active ? '' : undefined}
            // The focus stays in the field (a press would move it to nothing and close the list).
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(category)}
          >
            <span className="category-option-mark" aria-hidden="true">
              {isChosen(category) ? '✓' : ''}
            </span>
            <span className="category-option-name" dir="auto">
              {name}
            </span>
            {/* A space between the name and the count, so the option's text reads as its name does. */}
            {count !== undefined && ' '}
            {count !== undefined && (
              <span className="category-option-count">{numberFormat().format(count)}</span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
