// Once per run: a fresh artifacts folder, and the renderer built if it is missing (npm test builds it itself).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { REPO_ROOT, RUN_DIR } from './preview-process.ts'

/** Playwright global setup. */
export default async function globalSetup(): Promise<void> {
  await rm(RUN_DIR, { recursive: true, force: true })
  await mkdir(RUN_DIR, { recursive: true })
  if (!existsSync(join(REPO_ROOT, 'dist', 'renderer', 'index.html'))) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' })
    if (built.status !== 0) throw new Error('npm run build failed; the e2e suite needs dist/renderer')
  }
}
