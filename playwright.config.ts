// Playwright: the browser preview in Debian's Chromium (never a downloaded browser), Electron when installed,
// and the screenshot generator (only through `npm run screenshots`).
import { defineConfig } from '@playwright/test'

const chromium = {
  headless: true,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  },
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/playwright',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  // Two workers, each with its own keyring (fixtures.ts), and a preview and a service per test on ports of their
  // own (port 0, or tests/support/released-port.ts for a port that must be named first): a test spends much of
  // its time waiting on a child process or the page, so two share the two cores well. E2E_WORKERS=1 for one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A flaky test is a failing test here: no retries hide it.
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: { ...chromium, viewport: { width: 1280, height: 800 }, actionTimeout: 15_000 },
  projects: [
    // Its teardown, the key-leak scan, runs after every project that depends on it, even when tests failed.
    { name: 'run-setup', testMatch: '**/run.setup.ts', teardown: 'key-leak' },
    { name: 'key-leak', testMatch: '**/key-leak.teardown.ts' },
    {
      name: 'preview',
      testIgnore: ['**/electron.spec.ts', '**/screenshots.spec.ts'],
      dependencies: ['run-setup'],
    },
    { name: 'electron', testMatch: '**/electron.spec.ts', dependencies: ['run-setup'] },
    // Only through `npm run screenshots`: it rewrites docs/screenshots/.
    { name: 'screenshots', testMatch: '**/screenshots.spec.ts' },
  ],
})
