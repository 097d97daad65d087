// The "What changed" feature's public entry: other parts of the renderer import only what is listed here.
import { lazyComponent } from '../../lib/lazy-component.ts'
export const ChangesView = lazyComponent(
  () => import('./changes-view.tsx').then((m) => m.ChangesView),
  'features/changes/changes-view.tsx',
)
