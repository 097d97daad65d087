// The stats feature's public entry: other parts of the renderer import only what is listed here.
import { lazyComponent } from '../../lib/lazy-component.ts'
export const StatsView = lazyComponent(() => import('./stats-view.tsx').then((m) => m.StatsView))
