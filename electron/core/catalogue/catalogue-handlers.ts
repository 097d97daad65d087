/**
 * catalogue:* channels as plain functions the composition root registers (like views/view-handlers.ts): each
 * takes the validated payload of shared/ipc/catalogue.ts and answers for the current service.
 */
import type {
  CatalogueChannel,
  CatalogueFacets,
  CatalogueInsights,
  CatalogueRequestOf,
  CatalogueResults,
} from '../../../shared/ipc/catalogue.ts'
import type { Catalogue } from './catalogue-types.ts'
import { lookup } from './catalogue-lookup.ts'

/** One implementation per catalogue channel; the same shape as `Pick<Implementations, CatalogueChannel>`. */
export type CatalogueImplementations = {
  [C in CatalogueChannel]: (request: CatalogueRequestOf<C>) => Promise<CatalogueResults[C]>
}

const NO_FACETS: CatalogueFacets = {
  categories: [],
  verified: { bridges: 0, suggestors: 0 },
  unverified: { bridges: 0, suggestors: 0 },
}
const NO_INSIGHTS: CatalogueInsights = {
  byCategory: [],
  perMonth: [],
  firstPublishedAt: null,
  topByPasses: [],
  topByBridges: [],
  scoreHistogram: [],
}

/**
 * Handlers of the catalogue channels; with no current service, reads answer empty, and while the key in use may
 * not read public data they fail with its refusal (Catalogue.readable).
 */
export function catalogueHandlers(catalogue: Catalogue): CatalogueImplementations {
  const read = catalogue.read
  return {
    'catalogue:status': async () => catalogue.status(),
    'catalogue:search': async (r) =>
      read((c) => c.reader.search(c.service, r), { total: 0, offset: r.offset ?? 0, rows: [] }),
    'catalogue:get': async ({ id, slug }) =>
      read(
        (c) => ({
          bridge:
            (id !== undefined ? c.reader.byId(c.service, id) : null) ??
            (slug !== undefined ? c.reader.bySlug(c.service, slug) : null),
        }),
        { bridge: null },
      ),
    'catalogue:lookup': async ({ text }) =>
      read((c) => lookup(c.reader, c.service, text), {
        kind: 'none',
        bridges: [],
        usernames: [],
        suggestions: { usernames: [], titles: [] },
      }),
    'catalogue:facets': async () => read((c) => c.reader.facets(c.service), NO_FACETS),
    'catalogue:query-facets': async (f) =>
      read((c) => c.reader.queryFacets(c.service, f), {
        categories: [],
        verified: { bridges: 0 },
        unverified: { bridges: 0 },
        total: 0,
      }),
    'catalogue:insights': async () => read((c) => c.reader.insights(c.service), NO_INSIGHTS),
    'catalogue:query-insights': async (f) => read((c) => c.reader.queryInsights(c.service, f), NO_INSIGHTS),
    'catalogue:titles': async ({ slugs }) =>
      read((c) => ({ titles: c.reader.titles(c.service, slugs) }), { titles: {} }),
    'catalogue:settings': async (s) => catalogue.settings(s),
    'catalogue:rebuild': async () => catalogue.rebuild(),
    'catalogue:hurry': async () => catalogue.hurry(),
    'catalogue:delete': async () => catalogue.remove(),
  }
}
