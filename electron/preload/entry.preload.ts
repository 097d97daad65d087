// Sandboxed preload (CommonJS after the build): it can only require 'electron'; the API table comes from the
// shared contract and is bundled in, so the renderer gets one named method per channel and nothing generic.
import { contextBridge, ipcRenderer } from 'electron'
import { buildExplorerApi } from './preload-api.ts'

contextBridge.exposeInMainWorld('explorer', buildExplorerApi(ipcRenderer))
