// The keys feature's public entry: other parts of the renderer import only what is listed here.
import { lazyComponent } from '../../lib/lazy-component.ts'
export const KeysView = lazyComponent(
  () => import('./keys-view.tsx').then((m) => m.KeysView),
  'features/keys/keys-view.tsx',
)
export { KeyInUse } from './key-in-use.tsx'
