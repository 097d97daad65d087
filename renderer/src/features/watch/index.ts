import { lazyComponent } from '../../lib/lazy-component.ts'
export { PinButton } from './pin-button.tsx'
export { WatchedPasses } from './watched-passes.tsx'
export const WatchView = lazyComponent(() => import('./watch-view.tsx').then((m) => m.WatchView))
