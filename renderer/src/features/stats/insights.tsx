import { useQuery } from '@tanstack/react-query'
import type { ReactElement, ReactNode } from 'react'
import { useNow } from '../../components/use-now.ts'
import { CatalogueStatusLine } from '../../entities/catalogue/catalogue-status-line.tsx'
import { catalogueAnswers, catalogueQueries } from '../../entities/catalogue/catalogue.queries.ts'
import { useCatalogueStatus } from '../../entities/catalogue/use-catalogue-status.ts'
import { categoryLabel } from '../../entities/bridge/filters.ts'
import { useWords } from '../../lib/words.tsx'
import { BarChart, type Bar } from './bar-chart.tsx'
import { isolate, type Translate } from '../../../../shared/i18n/translate.ts'
import type { Counted } from './chart-with-table.tsx'
import { MonthChart } from './month-chart.tsx'
import { monthColumns, partialNote } from './month-columns.ts'
import { scoreBinLabel } from './score-bins.ts'
import './stats.css'
import { hrefFor } from '../../lib/router.ts'
import type { ListQuery } from '../../../../shared/views/list-query.ts'
import type { CatalogueFilter } from '../../../../shared/ipc/catalogue.ts'
import { narrowedListHref, type BarNarrowing } from './insights-links.ts'

/**
 * A suggestor's name leads to the list of their bridges, narrowed as every other bar narrows it (the list query's
 * `by`), and their profile is one click away beside it: the list is what Insights' bars open, and it can be sorted,
 * saved and exported where a profile cannot.
 */
function suggestorLinks(
  username: string,
  listHref: (narrow: BarNarrowing) => string,
  t: Translate,
): Pick<Bar, 'href' | 'goes' | 'aside'> {
  return {
    href: listHref({ by: username }),
    goes: t('by-suggestor.goes-list'),
    aside: {
      href: hrefFor({ name: 'profile', username }),
      text: t('by-suggestor.profile'),
      label: t('by-suggestor.profile-of', { name: isolate(username) }),
    },
  }
}

/** The bridges Insights is about when not all of them: a filter, and how many it matches, in words. */
export interface InsightsScope {
  filter: CatalogueFilter
  /** "these 297 bridges". */
  words: string
  /** The list's one query the filter is of: a bar narrows it (insights-links.ts). */
  query?: ListQuery | undefined
}

/**
 * Figures over the whole list of bridges, from the catalogue on this computer (no request): how bridges and
 * passes spread over categories, publishing over time, the top suggestors and the spread of score. While the
 * catalogue is still being built, they cover what it holds so far, and the status line says how much that is.
 * With a `scope`, the same figures over the bridges of a list's query.
 */
export function Insights({ scope }: { scope?: InsightsScope | undefined }): ReactElement {
  const { t } = useWords()
  const { status, generation } = useCatalogueStatus()
  const held = catalogueAnswers(status) && status.rows > 0
  // No filter is the whole catalogue's figures, read from its kept counts (catalogue:query-insights).
  const insights = useQuery({
    ...catalogueQueries.queryInsights(generation, scope?.filter ?? {}),
    enabled: held,
  })
  const i = insights.data
  // The month of now is partial: the one clock says when it is (components/use-now.ts).
  const now = useNow()
  const months = i === undefined ? [] : monthColumns(i.perMonth, i.firstPublishedAt, now)
  // A bar leads to the list narrowed to what it counts: the scoped list's query, or the whole list's.
  const listHref = (narrow: BarNarrowing): string => narrowedListHref(scope?.query, narrow)
  return (
    <section className="insights" aria-labelledby="insights-title" data-testid="insights">
      <div className="section-header">
        <h2 id="insights-title">
          {scope === undefined ? t('stats.insights') : t('stats.insights-for', { words: scope.words })}
        </h2>
      </div>
      <CatalogueStatusLine />
      {!held || i === undefined ? (
        <p className="muted">
          {status?.state === 'off'
            ? t('stats.catalogue-off')
            : status?.withheld
              ? t('stats.withheld')
              : t('stats.reading')}
        </p>
      ) : (
        <>
          {!status?.complete && (
            <p className="muted small">{t('stats.covers-so-far', { rows: status?.rows ?? 0 })}</p>
          )}
          <div className="chart-grid insights-grid">
            <BarCard
              heading={t('stats.bridges-by-category')}
              rowHeader={t('stats.row-category')}
              unit="bridges"
              bars={i.byCategory.map((c) => ({
                label: categoryLabel(c.category),
                value: c.bridges,
                href: listHref({ category: c.category }),
              }))}
            />
            <BarCard
              heading={t('stats.passes-by-category')}
              rowHeader={t('stats.row-category')}
              unit="passes"
              bars={[...i.byCategory]
                .sort((a, b) => b.passes - a.passes)
                .map((c) => ({
                  label: categoryLabel(c.category),
                  value: c.passes,
                  href: listHref({ category: c.category }),
                }))}
            />
            <ChartCard heading={t('stats.per-month')}>
              <MonthChart
                title={t('stats.per-month')}
                unit="bridges"
                columns={months}
                note={partialNote(months, i.firstPublishedAt, t)}
              />
            </ChartCard>
            <BarCard
              heading={t('stats.score-spread')}
              title={t('stats.bridges-by-score')}
              rowHeader={t('stats.row-score')}
              unit="bridges"
              bars={i.scoreHistogram.map((h) => ({
                label: scoreBinLabel(h, t),
                value: h.count,
                href: listHref({ score: { min: h.from, max: h.to - 1 } }),
              }))}
            />
            <BarCard
              heading={t('stats.top-by-passes')}
              title={t('stats.passes-by-suggestor')}
              rowHeader={t('stats.row-suggestor')}
              unit="passes"
              bars={i.topByPasses.map((s) => ({
                label: s.username,
                value: s.passes,
                ...suggestorLinks(s.username, listHref, t),
              }))}
            />
            <BarCard
              heading={t('stats.top-by-bridges')}
              title={t('stats.bridges-by-suggestor')}
              rowHeader={t('stats.row-suggestor')}
              unit="bridges"
              bars={i.topByBridges.map((s) => ({
                label: s.username,
                value: s.bridges,
                ...suggestorLinks(s.username, listHref, t),
              }))}
            />
          </div>
        </>
      )}
    </section>
  )
}

/** One chart of Insights under its heading. */
function ChartCard({ heading, children }: { heading: string; children: ReactNode }): ReactElement {
  return (
    <div className="chart-card">
      <h3 className="chart-card-title">{heading}</h3>
      {children}
    </div>
  )
}

/** A bar chart of Insights under its heading; its `title` (the table's caption) is the heading unless given. */
function BarCard({
  heading,
  title = heading,
  rowHeader,
  unit,
  bars,
}: {
  heading: string
  title?: string
  rowHeader: string
  unit: Counted
  bars: readonly Bar[]
}): ReactElement {
  return (
    <ChartCard heading={heading}>
      <BarChart title={title} rowHeader={rowHeader} unit={unit} bars={bars} />
    </ChartCard>
  )
}
