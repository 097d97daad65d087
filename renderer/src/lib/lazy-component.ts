import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { ensureMessages } from './words.tsx'

/** A lazily loaded component that can be loaded ahead of its first render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as lazyComponent's own parameter
export type PreloadableComponent<C extends ComponentType<any>> = LazyExoticComponent<C> & {
  /** Loads its code now; once this settles, the first render of the component does not suspend. */
  preload(): Promise<void>
}

/**
 * A component whose code is loaded the first time it renders, in its own chunk: a feature's index exports its
 * views through this, so the first screen (the bridge list) does not wait for the code of every other view.
 * Rendered inside RouteView's Suspense and error boundary, which show the wait and a failed load.
 *
 * `part` names the view's module under renderer/src: its messages (build/message-parts.ts) load beside its code,
 * in the language shown (and one being switched to), so it never renders before its words are here.
 *
 * `preload()` loads it ahead: a view drawn before any script (README.md, Architecture: the first screen) is loaded
 * before the drawing is hydrated, so the hydration adopts it in the same pass instead of leaving it to a later one
 * that a first update would turn into a client render. React's `lazy` takes any thenable; once the code is here,
 * the one it is given calls back at once, so React has the component on its first read.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are inferred from the loaded component
export function lazyComponent<C extends ComponentType<any>>(
  load: () => Promise<C>,
  part: string,
): PreloadableComponent<C> {
  let loading: Promise<C> | null = null
  let loaded: { default: C } | null = null
  const start = (): Promise<C> => {
    loading ??= Promise.all([load(), ensureMessages(part)]).then(([component]) => {
      loaded = { default: component }
      return component
    })
    return loading
  }
  const view = lazy(() => {
    const now = loaded
    if (now === null) return start().then((component) => ({ default: component }))
    // A thenable that has the code already: React reads the component without suspending.
    const ready: PromiseLike<{ default: C }> = {
      then: (onLoaded) => {
        onLoaded?.(now)
        return ready as never
      },
    }
    return ready as Promise<{ default: C }>
  })
  return Object.assign(view, {
    preload: () =>
      start().then(
        () => undefined,
        // A failed load is shown where the view renders (RouteView's error boundary), not here.
        () => undefined,
      ),
  })
}
