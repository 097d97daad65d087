// The bridge-detail feature's public entry: other parts of the renderer import only what is listed here.
export { BridgeDetailView } from './bridge-detail-view.tsx'
export { knownTitle, listedBridges } from './listed-bridge.ts'
