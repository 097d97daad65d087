// The developer feature's public entry: other parts of the renderer import only what is listed here.
import { lazyComponent } from '../../lib/lazy-component.ts'
export const DeveloperView = lazyComponent(
  () => import('./developer-view.tsx').then((m) => m.DeveloperView),
  'features/developer/developer-view.tsx',
)
export { SunsetBadge } from './sunset-badge.tsx'
export { KeyAlertLine } from './key-alerts/key-alert-line.tsx'
