/**
 * The start both entries make once they have chosen how to reach the app (main.tsx: Electron; main-preview.tsx):
 * the drawn first screen is painted first (lib/first-screen-paint.ts), then the libraries the app runs on are
 * evaluated, then the app's own code, each in a task of its own so neither holds the window for long (README.md,
 * Architecture: the first screen drawn before any script).
 */
import { afterFirstPaint } from './lib/first-screen-paint.ts'
import { nextTask } from './lib/next-task.ts'

/** Paints, loads and boots the renderer. */
export async function start(): Promise<void> {
  await afterFirstPaint()
  await import('./boot-libraries.ts')
  await nextTask()
  const { boot } = await import('./boot.tsx')
  await boot()
}
