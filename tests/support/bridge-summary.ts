/** A bridge summary with plausible values for scripted answers; `over` replaces any of them. */
import type { BridgeSummary } from '../../shared/api/types.ts'

/** One bridge of a list page, as the API sends it. */
export function bridgeSummary(id: string, over: Partial<BridgeSummary> = {}): BridgeSummary {
  return {
    id,
    slug: `slug-${id}`,
    title: `Title ${id}`,
    category: 'community',
    published_at: '2026-03-14T09:26:53Z',
    passes: 3,
    score: 50,
    suggestor: { username: 'ada', verified: true },
    ...over,
  }
}
