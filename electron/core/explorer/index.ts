/** The explorer core: everything the Electron main process and the browser preview share. */
export { createExplorerCore } from './create-explorer-core.ts'
/** The core's options and surface. */
export type { ExplorerCore, ExplorerCoreOptions, Handlers } from './types.ts'
/** Event subscription as hosts see it. */
export type { Subscribe } from './event-hub.ts'
/** The key id the demo service's budget and history are filed under. */
export { DEMO_KEY_ID } from './session.ts'
