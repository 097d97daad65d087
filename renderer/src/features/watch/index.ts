export { PinButton } from './pin-button.tsx'
export { WatchedPasses } from './watched-passes.tsx'
export { WatchView } from './watch-view.tsx'
