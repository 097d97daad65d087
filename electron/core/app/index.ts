/** The explorer core: everything the Electron main process and the browser preview share. */
export { createExplorerCore } from './create-explorer-core.ts'
/** The core's options and surface. */
export type { CorePort, ExplorerCore, Handlers } from '../session/types.ts'
