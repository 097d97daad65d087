// The rate-limit feature's public entry: other parts of the renderer import only what is listed here.
import { lazyComponent } from '../../lib/lazy-component.ts'
export { RateIndicator } from './rate-indicator.tsx'
export const RateLimitView = lazyComponent(
  () => import('./rate-limit-view.tsx').then((m) => m.RateLimitView),
  'features/rate-limit/rate-limit-view.tsx',
)
