// The stats feature's public entry: other parts of the renderer import only what is listed here.
import { lazyComponent } from '../../lib/lazy-component.ts'
export const StatsView = lazyComponent(
  () => import('./stats-view.tsx').then((m) => m.StatsView),
  'features/stats/stats-view.tsx',
)
/** Insights alone, for a list scoped to its query (app/ passes it to the bridges feature). */
export const Insights = lazyComponent(
  () => import('./insights.tsx').then((m) => m.Insights),
  'features/stats/insights.tsx',
)
