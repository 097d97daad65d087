/** The Electron renderer's entry: the preload's `window.explorer` is the only way to the app. */
import { afterFirstPaint } from './lib/first-screen-paint.ts'

// The drawn first screen is painted before the boot chunk is evaluated (lib/first-screen-paint.ts).
void afterFirstPaint()
  .then(() => import('./boot.tsx'))
  .then(({ boot }) => boot())
