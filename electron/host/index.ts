/** The host bootstrap shared by the Electron main process and the browser preview. */
export { startExplorerHost } from './start-host.ts'
