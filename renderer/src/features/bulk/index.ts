// The bulk lookup feature's public entry: other parts of the renderer import only what is listed here.
import { lazyComponent } from '../../lib/lazy-component.ts'
export const BulkView = lazyComponent(
  () => import('./bulk-view.tsx').then((m) => m.BulkView),
  'features/bulk/bulk-view.tsx',
)
