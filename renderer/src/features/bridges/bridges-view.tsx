import { useEffect, useMemo, type ReactElement, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { TableLayout, ViewLayout } from '../../../../shared/views/bridge-view.ts'
import { layoutShownFor, serviceListFor, type ListQuery } from '../../../../shared/views/list-query.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { StaleNotice } from '../../components/stale-notice.tsx'
import { navigate } from '../../lib/router.ts'
import { useWords } from '../../lib/words.tsx'
import { useLayoutLastShown } from '../../lib/first-screen.ts'
import { useBridgesLayoutShown } from '../../store/ui-store.ts'
import { BridgeFilters } from './bridge-filters.tsx'
import { ListHeader } from './list-header.tsx'
import { columnsShown, exportOfList } from './export-query.ts'
import { catalogueLabelWords } from './export-text.ts'
import { normalizeFilters } from '../../entities/bridge/filters.ts'
import { listEnd } from '../../entities/bridge/list-end.ts'
import { EmptyList } from './list-empty.tsx'
import { ListRows } from './list-rows.tsx'
import { ListSkeleton } from './list-skeleton.tsx'
import { useBridgeList } from './use-bridge-list.ts'
import { useSeenCategories } from './use-seen-categories.ts'
import { catalogueAnswers, catalogueQueries } from '../../entities/catalogue/catalogue.queries.ts'
import { catalogueAge } from '../../entities/catalogue/catalogue-age.ts'
import { useCatalogueStatus } from '../../entities/catalogue/use-catalogue-status.ts'
import { useNow } from '../../components/use-now.ts'
import { SegmentedPicker } from '../../components/segmented-picker.tsx'
import { catalogueSortOf, ListSort } from './list-sort.tsx'
import { useCatalogueList } from './use-catalogue-list.ts'
import { WaitingWhy } from '../../entities/rate-limit/waiting-for.tsx'
import { CountLine } from './count-line.tsx'
import { isKeyRefusal, READ_BEFORE_REFUSAL_ID, RefusalAbove } from './refusal-above.tsx'
import {
  catalogueCountLine,
  catalogueCountShort,
  catalogueEmptyWords,
  catalogueOrderWords,
  serviceCountLine,
  serviceCountShort,
  placeWhy,
  narrowedWhy,
  sentences,
  rangesUnavailable,
  rangeWords,
  unavailableWords,
} from './catalogue-words.ts'
import { SuggestorsFilter } from './suggestors-filter.tsx'
import { FacetLine } from './facet-line.tsx'
import { RangeFilters } from './range-filters.tsx'
import { useListFilters } from './use-list-filters.ts'
import { usePlaceNotes } from './place-notes.ts'
import { InsightsToggle, type InsightsScopeOf } from './insights-toggle.tsx'
import { BySuggestorChip } from './by-suggestor-chip.tsx'
import { isolate } from '../../../../shared/i18n/translate.ts'
import './filters.css'

export { preloadTable } from './list-rows.tsx'

/** Props of BridgesView: the location's list query (shared/views/list-query.ts), the one value it applies. */
export interface BridgesViewProps {
  /** Without a layout: the display and columns as last shown, with no sort (layoutShownFor). */
  query: ListQuery
  /** The saved-views feature's "Save view" control, passed in by app/ (features never import one another). */
  saveView: ReactNode
  /** The stats feature's Insights over a scope, passed in by app/ likewise. */
  insights?: ((scope: InsightsScopeOf) => ReactNode) | undefined
}

/** The bridges: search, category, Export, and a virtualized infinite list or table. */
export function BridgesView({ query: listQuery, saveView, insights }: BridgesViewProps): ReactElement {
  const { q, category, layout, by } = listQuery
  const { t, rich } = useWords()
  const filters = useMemo(() => normalizeFilters(q, category), [q, category])
  const remembered = useLayoutLastShown(layout === undefined)
  const layoutShown = useBridgesLayoutShown()
  const shown = layoutShownFor(listQuery, remembered)
  // A link's layout (a saved view, a reload, Back) becomes the one "Bridges" opens next time.
  useEffect(() => {
    if (layout !== undefined) layoutShown(layout)
  }, [layout, layoutShown])
  // The layout goes into the location, so a reload and Back/Forward show the same columns; a column change
  // refines this entry, a switch between list and table makes a new one.
  // Every control changes the one query, and the location carries it whole (its place, suggestors and sort too).
  const go = (change: Partial<ListQuery>, replace: boolean): void =>
    navigate({ name: 'bridges', ...listQuery, ...change }, { replace })
  const onLayout = (next: ViewLayout, push: boolean): void => go({ layout: next }, !push)
  const onTable = (table: TableLayout): void => onLayout({ ...shown, table }, false)

  // The catalogue (README, "The catalogue"): a sort or the verified filter lists it, over the whole set once it
  // is complete and over what it holds before, said plainly; words are matched on this computer or by the
  // service, and the place is always named (their matching rules differ). Without either, the service's list.
  const { status, generation, error: statusError } = useCatalogueStatus()
  const now = useNow()
  const place = listQuery.place ?? 'service'
  const verified = listQuery.suggestors ?? ''
  // A key that may not read public data gets none of the catalogue's answers (the status line says why).
  const answers = catalogueAnswers(status)
  const held = answers && status.rows > 0
  const complete = answers && status.complete
  const sortName = catalogueSortOf(shown.table.sort)
  // A sort the catalogue keeps is done by the catalogue in the list and the table alike (catalogueSortOf); any
  // other sort is the table's own over the rows it has loaded, and its sort note says so.
  // Several categories and ranges are the catalogue's to apply, with facet counts that follow the rest of the
  // query (use-list-filters.ts).
  const verifiedMark = verified === '' ? undefined : verified === 'verified'
  const lf = useListFilters(listQuery, { generation, held, complete, verified: verifiedMark, go })
  const needsCatalogue = held && (sortName !== null || verified !== '' || lf.fromCatalogue)
  // The service neither sorts by these orders nor filters by suggestors: under them the words are matched on this
  // computer, and "on the service" says why beside it (placeWhy) rather than doing nothing.
  const searchPlace = needsCatalogue ? 'local' : place
  const serviceWhy = needsCatalogue
    ? (placeWhy(sortName, verified, t) ??
      (by !== undefined && held
        ? t('by-suggestor.place-why', { name: isolate(by) })
        : lf.fromCatalogue
          ? narrowedWhy(t)
          : null))
    : null
  const fromCatalogue = needsCatalogue || (held && searchPlace === 'local' && filters.q !== '')
  const facetsQuery = useQuery({ ...catalogueQueries.facets(generation), enabled: complete })
  // Counts kept from before (placeholder data) are not shown once the catalogue no longer answers.
  const facets = { data: lf.facets ?? (complete ? facetsQuery.data : undefined) }
  const cat = useCatalogueList(
    generation,
    {
      q: filters.q,
      category: filters.category,
      verified: verifiedMark,
      sort: sortName ?? 'newest',
      more: lf.more,
    },
    fromCatalogue,
  )
  // Until the catalogue's status is read, a query only the catalogue applies (one suggestor, Suggestors, a range,
  // several categories) shows none of the service's rows, which are everyone's: the first screen keys its kept
  // rows the same way (serviceListFor, shared/cache/first-screen-answers.ts).
  const awaitingCatalogue = status === undefined && statusError === null && serviceListFor(listQuery) === null
  const service = useBridgeList(filters, !fromCatalogue && !awaitingCatalogue)
  const { query: serviceQuery, repeats, restarted, keptRows, retry } = service
  const query = fromCatalogue ? cat.query : serviceQuery
  const rows = fromCatalogue ? cat.rows : awaitingCatalogue ? [] : service.rows
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  // The key was refused after rows were read: they stay, said to be from before the refusal, with it above them.
  const refusedAfterRows =
    !fromCatalogue &&
    query.isError &&
    query.data !== undefined &&
    rows.length > 0 &&
    isKeyRefusal(query.error)
  // Matched on this computer, the count line says word forms count and which rows an opened text found.
  const placeNotes = usePlaceNotes(filters.q, cat.rows, fromCatalogue)
  const categories = useSeenCategories(serviceQuery.data)
  const age = catalogueAge(status, now)
  // A search for a category's name ("transport") most likely meant the category (one this service has).
  const asCategory = categories.find(
    (c) => filters.q !== '' && c.toLowerCase() === filters.q.toLowerCase() && c !== filters.category,
  )
  const end =
    !fromCatalogue && serviceQuery.data
      ? listEnd(serviceQuery.data.pages, serviceQuery.data.pageParams as (string | null)[])
      : 'complete'

  const catalogueCount = {
    pending: cat.query.isPending,
    total: cat.total,
    complete,
    held: status?.rows ?? 0,
    age,
    sort: sortName,
    q: filters.q,
    category: filters.category,
    categories: lf.more.categories,
    ranges: rangeWords(lf.ranges, t),
    verified,
  }
  const serviceCount = {
    pending: query.isPending || awaitingCatalogue,
    shown: rows.length,
    more: hasNextPage || end !== 'complete',
    q: filters.q,
    category: filters.category,
    // The catalogue's totals apply to the whole list or a category, not to the service's search.
    totals:
      complete && filters.q === '' && facets.data
        ? { total: status?.rows ?? 0, counts: facets.data.categories, age }
        : null,
  }

  // The catalogue's state for Export, and that the search words are matched on this computer when there are some.
  const searchedWords = (catalogue: string): string =>
    filters.q === '' ? catalogue : t('list-export.catalogue-searched', { catalogue })

  // Typing refines one history entry; starting a search or choosing a category makes a new one.
  const onSearch = (next: string): void => go({ q: next }, q.trim() !== '' && next.trim() !== '')
  // A sort or a suggestors filter the service does not offer moves the search to this computer in the query
  // itself, so the place picker and the address both say where the words are matched (never switched silently).
  const toCatalogue = (): Partial<ListQuery> => (held ? { place: 'local' } : {})
  const onSort = (sort: TableLayout['sort']): void =>
    go(
      {
        ...(catalogueSortOf(sort) === null ? {} : toCatalogue()),
        layout: { ...shown, table: { ...shown.table, sort } },
      },
      true,
    )
  const onSuggestors = (next: ListQuery['suggestors']): void =>
    go({ ...(next === '' ? {} : toCatalogue()), suggestors: next }, false)

  return (
    <div className="bridges-view">
      <ListHeader
        display={shown.display}
        onDisplay={(display) => onLayout({ ...shown, display }, true)}
        exported={{
          list: exportOfList(listQuery, sortName, fromCatalogue),
          columns: columnsShown(shown.table),
          matching: fromCatalogue
            ? cat.total
            : !query.isPending && !query.isError && !hasNextPage
              ? rows.length
              : null,
          catalogue:
            held && status
              ? {
                  words: searchedWords(catalogueLabelWords({ ...status, held: status.rows }, now, t)),
                  complete: status.complete,
                }
              : null,
        }}
        saveView={saveView}
      />
      <div className="bridges-toolbar">
        <BridgeFilters
          q={q}
          chosen={lf.chosen}
          onSearch={onSearch}
          onCategories={(next, typing) =>
            lf.setCategories(next, typing && category.trim() !== '' && next.length > 0)
          }
          several={lf.several}
          set={lf.set}
          categories={categories}
          counts={
            facets.data && status ? { total: status.rows, categories: facets.data.categories } : undefined
          }
          // The place picker and the sort are drawn from the first frame, choosable once the catalogue holds
          // bridges: appearing then, they moved the list down (layout shift, BENCHMARKS.md "Layout shift").
          place={
            <SegmentedPicker
              legend={t('list.search-place')}
              options={[
                { id: 'local', label: t('list.place-local') },
                { id: 'service', label: t('list.place-service'), unavailable: serviceWhy },
              ]}
              value={held ? searchPlace : 'service'}
              onChange={(next) => go({ place: next }, false)}
              disabled={!held}
              why={unavailableWords('place', status, t)}
              stacked
            />
          }
          // The order and Suggestors are in the pinned search too: under "Filters" in a narrow or short window,
          // where the rows come first (README.md, Who it is for), on the search's line elsewhere.
          order={
            <>
              <ListSort
                sort={shown.table.sort}
                onSort={onSort}
                unavailable={held ? null : unavailableWords('sort', status, t)}
              />
              <SuggestorsFilter
                verified={verified}
                onVerified={onSuggestors}
                counts={facets.data}
                unavailable={unavailableWords('suggestors', status, t)}
              />
              {by !== undefined && <BySuggestorChip name={by} onRemove={lf.removeBy} waiting={!held} />}
            </>
          }
          ranges={
            <>
              <RangeFilters
                ranges={lf.ranges}
                onRanges={lf.setRanges}
                unavailable={held ? null : rangesUnavailable(status, t)}
              />
              <FacetLine counts={facets.data?.categories} chosen={lf.chosen} onCategory={lf.toggleCategory} />
            </>
          }
        />
      </div>
      {refusedAfterRows ? (
        <RefusalAbove shown={rows.length} readAt={query.dataUpdatedAt} error={query.error} onRetry={retry} />
      ) : (
        query.isError &&
        query.data !== undefined && (
          <StaleNotice updatedAt={query.dataUpdatedAt} error={query.error} onRetry={retry} floating />
        )
      )}
      <CountLine
        full={
          fromCatalogue
            ? sentences(
                catalogueCountLine(catalogueCount, t),
                (cat.total ?? 0) > 0 ? placeNotes.forms : '',
                t,
              )
            : serviceCountLine(serviceCount, t)
        }
        short={fromCatalogue ? catalogueCountShort(catalogueCount, t) : serviceCountShort(serviceCount, t)}
        by={
          fromCatalogue && by !== undefined && (cat.total ?? 0) > 0
            ? rich('by-suggestor.count', { name: <bdi>{by}</bdi> })
            : null
        }
        notes={[
          placeNotes.opened,
          repeats > 0 ? t('list.note-repeats', { n: repeats }) : '',
          restarted ? t('list.note-restarted', { n: keptRows }) : '',
        ].reduce((first, second) => sentences(first, second, t))}
      />
      {insights !== undefined && fromCatalogue && complete && (cat.total ?? 0) > 0 && (
        <InsightsToggle total={cat.total ?? 0} filter={lf.filter} query={listQuery} render={insights} />
      )}
      {(query.isPending || awaitingCatalogue) && rows.length === 0 ? (
        <>
          <WaitingWhy />
          <ListSkeleton />
        </>
      ) : query.isError && query.data === undefined ? (
        <ErrorPanel error={query.error} onRetry={retry} />
      ) : rows.length === 0 && !hasNextPage && end === 'complete' ? (
        <EmptyList
          q={filters.q}
          category={filters.category}
          title={
            fromCatalogue && by !== undefined ? t('by-suggestor.empty', { name: isolate(by) }) : undefined
          }
          asCategory={asCategory}
          onCategory={(c) => go({ q: '', category: c }, false)}
          looked={
            fromCatalogue
              ? catalogueEmptyWords({ complete, held: status?.rows ?? 0, age, verified }, t)
              : null
          }
        />
      ) : (
        <>
          <ListRows
            rows={rows}
            shown={shown}
            onTable={onTable}
            end={end}
            catalogueOrder={
              fromCatalogue && sortName !== null
                ? catalogueOrderWords({ complete, held: status?.rows ?? 0 }, t)
                : null
            }
            hasNextPage={hasNextPage}
            // Any fetch in flight (a retry's refetch included) holds the next page back, so the two never fight.
            isFetchingNextPage={isFetchingNextPage || query.isFetching}
            nextPageFailed={query.isFetchNextPageError}
            fetchNextPage={() => void fetchNextPage()}
            describedBy={refusedAfterRows ? READ_BEFORE_REFUSAL_ID : undefined}
          />
          {query.isFetchNextPageError && !refusedAfterRows && (
            <ErrorPanel error={query.error} onRetry={retry} />
          )}
        </>
      )}
    </div>
  )
}
