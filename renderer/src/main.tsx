/** The Electron renderer's entry: the preload's `window.explorer` is the only way to the app. */
import { boot } from './boot.tsx'

void boot()
