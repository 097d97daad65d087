/** The host bootstrap shared by the Electron main process and the browser preview. */
export { startExplorerHost, type ExplorerHost, type ExplorerHostOptions } from './start-host.ts'
