import { lazyComponent } from '../../lib/lazy-component.ts'
export const SettingsView = lazyComponent(() => import('./settings-view.tsx').then((m) => m.SettingsView))
export { ProxySignInDialog } from './proxy-sign-in-dialog.tsx'
