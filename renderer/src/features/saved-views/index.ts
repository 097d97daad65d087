// The saved-views feature's public entry: other parts of the renderer import only what is listed here.
import { lazyComponent } from '../../lib/lazy-component.ts'
import './saved-views.css'

export { SaveViewControl } from './save-view-control.tsx'
export { SavedViewsNav } from './saved-views-nav.tsx'
export const SavedViewsView = lazyComponent(
  () => import('./saved-views-view.tsx').then((m) => m.SavedViewsView),
  'features/saved-views/saved-views-view.tsx',
)
export { SavedViewsUsing } from './saved-views-using.tsx'
