// The keys feature's public entry: other parts of the renderer import only what is listed here.
export { KeysView } from './keys-view.tsx'
export { KeyInUse, useKeyInUseRefusal } from './key-in-use.tsx'
export { presentState } from './key-state.ts'
export { keysQueries } from './keys.queries.ts'
