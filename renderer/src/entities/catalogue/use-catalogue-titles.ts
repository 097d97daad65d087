import { useQuery } from '@tanstack/react-query'
import { catalogueAnswers, catalogueQueries } from './catalogue.queries.ts'
import { useCatalogueStatus } from './use-catalogue-status.ts'

/**
 * Real titles for slugs (a profile lists slugs only: openapi.yaml getProfile) from the catalogue; undefined when it
 * holds none, so the caller tries what it loaded itself and then says so instead of inventing one.
 */
export function useCatalogueTitles(slugs: readonly string[]): (slug: string) => string | undefined {
  const { status, generation } = useCatalogueStatus()
  const { data } = useQuery({
    ...catalogueQueries.titles(generation, slugs),
    enabled: slugs.length > 0 && catalogueAnswers(status),
  })
  // Kept answers (placeholder data) are not shown to a key the catalogue does not answer.
  const titles = catalogueAnswers(status) ? data?.titles : undefined
  return (slug) => titles?.[slug]
}
