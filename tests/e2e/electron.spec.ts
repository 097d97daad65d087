// The packaged shape of the app: Electron itself, when its binary is installed. The binary is fetched by the
// `electron` package on first use; asking that package for its path here would start that download, so the
// path is read from the package's own files instead and the spec skips when nothing is there.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { _electron } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { REPO_ROOT } from './support/preview-process.ts'

function installedElectron(): string | null {
  const pkg = join(REPO_ROOT, 'node_modules', 'electron')
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH
  const pathFile = join(pkg, 'path.txt')
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null
  const candidate =
    override !== undefined && override !== ''
      ? join(override, relative ?? 'electron')
      : relative === null
        ? null
        : join(pkg, 'dist', relative)
  return candidate !== null && existsSync(candidate) ? candidate : null
}

const executablePath = installedElectron()
const SKIP_REASON =
  "Electron's binary is not installed (it downloads on first `npm start` on a machine with internet); " +
  'the same renderer and core are covered through the browser preview'
if (executablePath === null) console.log(`electron.spec.ts skipped: ${SKIP_REASON}`)
test.skip(executablePath === null, SKIP_REASON)

test('the Electron window opens on the bridge list with demo data and moves between sections', async ({
  secretEnv,
  runDir,
}) => {
  const app = await _electron.launch({
    executablePath: executablePath!,
    args: ['.', `--user-data-dir=${join(runDir, 'user-data')}`],
    cwd: REPO_ROOT,
    env: { ...process.env, ...secretEnv, XDG_CONFIG_HOME: join(runDir, 'xdg') } as Record<string, string>,
  })
  try {
    const window = await app.firstWindow()
    const main = window.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Bridges' })).toBeVisible()
    await expect(window.getByRole('banner').getByText('Demo data', { exact: true })).toBeVisible()
    await expect(main.getByRole('list', { name: 'Bridges' }).getByRole('listitem').first()).toBeVisible()
    // The renderer reaches main through the preload bridge here, not the preview's HTTP transport.
    expect(await window.evaluate(() => typeof (window as { explorer?: unknown }).explorer)).toBe('object')
    await window.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Stats' }).click()
    await expect(main.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible()
  } finally {
    await app.close()
  }
})
