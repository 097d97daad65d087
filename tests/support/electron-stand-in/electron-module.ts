/**
 * What the built main.js gets when it imports `electron` under the stand-in loader (see load.ts): the named
 * exports of the stand-in registered for this run (the run id travels in this module's URL).
 */
import { standInForRun } from './registry.ts'

const standIn = standInForRun(new URL(import.meta.url).searchParams.get('run'))

export const app = standIn['app']
export const BrowserWindow = standIn['BrowserWindow']
export const ipcMain = standIn['ipcMain']
export const protocol = standIn['protocol']
export const session = standIn['session']
export const net = standIn['net']
export const Menu = standIn['Menu']
export const dialog = standIn['dialog']
export const screen = standIn['screen']
export const shell = standIn['shell']
export const Notification = standIn['Notification']
