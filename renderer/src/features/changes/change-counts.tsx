import { useId, type ReactElement } from 'react'
import {
  CHANGE_KINDS,
  type ChangeCounts as Counts,
  type ChangeSummary,
} from '../../../../shared/ipc/changes.ts'
import { msg } from '../../../../shared/i18n/translate.ts'
import { useWords } from '../../lib/words.tsx'
import { EVERY_CHANGE, type ChangeDrill } from './changes.queries.ts'
import { categoryLabel } from '../../entities/bridge/filters.ts'

const COUNT_WORDS = {
  added: msg('changes.count.added'),
  removed: msg('changes.count.removed'),
  changed: msg('changes.count.changed'),
}

/**
 * The counts of a range per category, each a button that shows its bridges (pressed while shown); the first line
 * is every category's. A count of none is no button: there is nothing to show.
 */
export function ChangeCounts({
  summary,
  drill,
  onDrill,
}: {
  summary: ChangeSummary
  drill: ChangeDrill
  onDrill: (drill: ChangeDrill) => void
}): ReactElement {
  const { t } = useWords()
  const headingId = useId()
  const line = (
    counts: Omit<Counts, 'category'>,
    category: string | undefined,
    name: string,
    i: number,
  ): ReactElement => {
    // Ids of the line's name by place: a category's name may hold spaces, which a list of ids cannot.
    const nameId = `${headingId}-${i}`
    return (
      <li key={category ?? ''} className="changes-count-line">
        <span id={nameId} className="changes-category">
          {name}
        </span>
        <span className="changes-count-buttons">
          {CHANGE_KINDS.map((kind) => {
            const n = counts[kind]
            const pressed = drill.kind === kind && drill.category === category
            return n === 0 ? (
              <span key={kind} className="muted changes-count-none">
                {t(COUNT_WORDS[kind], { n })}
              </span>
            ) : (
              <button
                key={kind}
                type="button"
                className="button button-small"
                data-kind={kind}
                aria-pressed={pressed}
                aria-describedby={nameId}
                onClick={() => onDrill(pressed ? EVERY_CHANGE : { category, kind })}
              >
                {t(COUNT_WORDS[kind], { n })}
              </button>
            )
          })}
        </span>
      </li>
    )
  }
  return (
    <section className="changes-counts" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('changes.counts')}</h2>
      <ul>
        {line(summary.totals, undefined, t('changes.all-categories'), 0)}
        {summary.categories.map((c, i) => line(c, c.category, categoryLabel(c.category), i + 1))}
      </ul>
    </section>
  )
}
