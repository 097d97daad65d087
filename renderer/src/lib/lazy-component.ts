import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/**
 * A component whose code is loaded the first time it renders, in its own chunk: a feature's index exports its
 * views through this, so the first screen (the bridge list) does not wait for the code of every other view.
 * Rendered inside RouteView's Suspense and error boundary, which show the wait and a failed load.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are inferred from the loaded component
export function lazyComponent<C extends ComponentType<any>>(load: () => Promise<C>): LazyExoticComponent<C> {
  return lazy(async () => ({ default: await load() }))
}
