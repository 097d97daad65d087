import { useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactElement } from 'react'
import type { CompareKind } from '../../../../shared/views/compare-query.ts'
import { catalogueAnswers, catalogueQueries } from '../../entities/catalogue/catalogue.queries.ts'
import { useCatalogueStatus } from '../../entities/catalogue/use-catalogue-status.ts'
import { hrefFor } from '../../lib/router.ts'
import { useWords } from '../../lib/words.tsx'
import { choicesFor } from './pick-other.ts'

/** "Compare with…": a field read as Lookup reads it, and the bridges or profiles it may mean, each a link. */
export function PickOther({ kind, first }: { kind: CompareKind; first: string }): ReactElement {
  const { t, rich } = useWords()
  const [text, setText] = useState('')
  const [asked, setAsked] = useState('')
  const { status, generation } = useCatalogueStatus()
  const lookup = useQuery({
    ...catalogueQueries.lookup(generation, asked),
    enabled: asked !== '' && asked.length <= 200 && catalogueAnswers(status),
  })
  const choices = asked === '' ? [] : choicesFor(asked, kind, first, lookup.data)
  const headingId = useId()
  const hintId = useId()
  return (
    <section className="card compare-pick" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('compare.pick.heading', { kind })}</h2>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault()
          setAsked(text.trim())
        }}
      >
        <label className="field">
          <span className="field-label">{t('compare.pick.field', { kind })}</span>
          <input
            className="input input-search"
            value={text}
            maxLength={2000}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <button type="submit" className="button">
          {t('compare.pick.find')}
        </button>
      </form>
      <p id={hintId} className="muted small">
        {t('compare.pick.hint')}
      </p>
      {asked !== '' && !lookup.isFetching && (
        <div role="status">
          {choices.length === 0 ? (
            <p>{rich('compare.pick.none', { text: <bdi>{asked}</bdi> })}</p>
          ) : (
            <ul className="plain-list" aria-label={t('compare.pick.choices')}>
              {choices.map((c) => (
                <li key={c.name} className="plain-list-item">
                  <a
                    href={hrefFor({
                      name: 'compare',
                      read: { ok: true, query: { kind, names: [first, c.name] } },
                    })}
                  >
                    {rich('compare.pick.with', { name: <bdi>{c.label}</bdi> })}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  )
}
