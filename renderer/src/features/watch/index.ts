import { lazyComponent } from '../../lib/lazy-component.ts'
export { PinButton } from './pin-button.tsx'
// Shown inside a bridge's page, which app/ passes it to: its code (and the chart's) loads with that page, not
// with the first screen.
export const WatchedPasses = lazyComponent(
  () => import('./watched-passes.tsx').then((m) => m.WatchedPasses),
  'features/watch/watched-passes.tsx',
)
export const WatchView = lazyComponent(
  () => import('./watch-view.tsx').then((m) => m.WatchView),
  'features/watch/watch-view.tsx',
)
