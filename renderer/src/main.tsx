/** The Electron renderer's entry: the preload's `window.explorer` is the only way to the app. */
import { start } from './start.ts'

void start()
