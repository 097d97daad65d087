import { lazyComponent } from '../../lib/lazy-component.ts'
export const SettingsView = lazyComponent(
  () => import('./settings-view.tsx').then((m) => m.SettingsView),
  'features/settings/settings-view.tsx',
)
export { ProxySignInDialog } from './proxy-sign-in-dialog.tsx'
