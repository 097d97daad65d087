// The key usage feature's public entry: other parts of the renderer import only what is listed here.
import { lazyComponent } from '../../lib/lazy-component.ts'
export { ExpiryBadge, ExpiryNotices } from './expiry-badge.tsx'
export const UsageView = lazyComponent(
  () => import('./usage-view.tsx').then((m) => m.UsageView),
  'features/usage/usage-view.tsx',
)
