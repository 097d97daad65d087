// The bridge-detail feature's public entry: other parts of the renderer import only what is listed here.
import { lazyComponent } from '../../lib/lazy-component.ts'
export const BridgeDetailView = lazyComponent(
  () => import('./bridge-detail-view.tsx').then((m) => m.BridgeDetailView),
  'features/bridge-detail/bridge-detail-view.tsx',
)
