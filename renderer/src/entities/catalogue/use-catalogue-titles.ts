import { useQuery } from '@tanstack/react-query'
import { catalogueQueries } from './catalogue.queries.ts'
import { useCatalogueStatus } from './use-catalogue-status.ts'

/**
 * Real titles for slugs (a profile lists slugs only: openapi.yaml getProfile) from the catalogue; undefined when it
 * holds none, so the caller tries what it loaded itself and then says so instead of inventing one.
 */
export function useCatalogueTitles(slugs: readonly string[]): (slug: string) => string | undefined {
  const { generation } = useCatalogueStatus()
  const { data } = useQuery({
    ...catalogueQueries.titles(generation, slugs),
    enabled: slugs.length > 0,
  })
  return (slug) => data?.titles[slug]
}
