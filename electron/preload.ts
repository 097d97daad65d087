import { contextBridge } from 'electron'

// Replaced at build time by vite.config.ts with package.json's version (a sandboxed preload cannot read files).
declare const __EXPLORER_VERSION__: string

// Named members only, never a generic invoke(channel): the renderer gets exactly what is listed here.
contextBridge.exposeInMainWorld('explorer', { version: __EXPLORER_VERSION__ })
