// The compare feature's public entry (README.md, "Compare"): other parts of the renderer import only this.
import { lazyComponent } from '../../lib/lazy-component.ts'
export const CompareView = lazyComponent(
  () => import('./compare-view.tsx').then((m) => m.CompareView),
  'features/compare/compare-view.tsx',
)
