// The profiles feature's public entry: other parts of the renderer import only what is listed here.
import { lazyComponent } from '../../lib/lazy-component.ts'
export const LookupView = lazyComponent(() => import('./lookup-view.tsx').then((m) => m.LookupView))
export const MyProfileView = lazyComponent(() => import('./my-profile-view.tsx').then((m) => m.MyProfileView))
export const ProfileView = lazyComponent(() => import('./profile-view.tsx').then((m) => m.ProfileView))
