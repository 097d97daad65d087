// The bridges feature's public entry: other parts of the renderer import only what is listed here.
export { BridgesView, preloadTable } from './bridges-view.tsx'
export { ListSkeleton } from './list-skeleton.tsx'
