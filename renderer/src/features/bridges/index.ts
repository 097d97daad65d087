// The bridges feature's public entry: other parts of the renderer import only what is listed here.
export { BridgesView } from './bridges-view.tsx'
export { bridgeDetailOptions, bridgeKeys } from '../../entities/bridge/bridges.queries.ts'
export { categoryLabel, normalizeFilters } from '../../entities/bridge/filters.ts'
export { CopyPath } from '../../components/copy-path.tsx'
export { ShowInFolder } from '../../components/show-in-folder.tsx'
