// The profiles feature's public entry: other parts of the renderer import only what is listed here.
import { lazyComponent } from '../../lib/lazy-component.ts'
export const LookupView = lazyComponent(
  () => import('./lookup-view.tsx').then((m) => m.LookupView),
  'features/profiles/lookup-view.tsx',
)
export const MyProfileView = lazyComponent(
  () => import('./my-profile-view.tsx').then((m) => m.MyProfileView),
  'features/profiles/my-profile-view.tsx',
)
export const ProfileView = lazyComponent(
  () => import('./profile-view.tsx').then((m) => m.ProfileView),
  'features/profiles/profile-view.tsx',
)
