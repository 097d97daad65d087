// Playwright fixtures of the e2e suite: a keychain per worker, a reference service and a preview per test, and
// the artifacts the key-leak scan reads (test-results/e2e-run/<test>/…, secrets.jsonl).
import { join } from 'node:path'
import { test as base, expect } from '@playwright/test'
import { startReferenceService } from '../../electron/service/index.ts'
import type {
  BridgeRecord,
  DemoKeys,
  ReferenceService,
  ServiceOptions,
} from '../../electron/service/index.ts'
import { releasedPort } from '../support/released-port.ts'
import { ensureSecretService, probeKeychain } from '../support/secret-service.ts'
import {
  appendSecrets,
  captureEvents,
  recordIpc,
  snapshotPage,
  type TrafficRecord,
} from './support/artifacts.ts'
import { RUN_DIR, spawnPreview, type Preview, type PreviewOptions } from './support/preview-process.ts'
import { AppShell } from './pages/app-shell.ts'
import { devKeysFile, type DevKeys } from './pages/developer-keys.ts'

export { expect }
export type { Preview } from './support/preview-process.ts'

/** The default demo service's data and keys (seed 1, 2000 bridges): what a demo preview shows. */
export interface DemoReference {
  keys: DemoKeys
  published: readonly BridgeRecord[]
}

let demoMemo: Promise<DemoReference> | null = null
/** Computes the demo data once per worker by starting the same default service in-process (it is deterministic). */
export function demoReference(): Promise<DemoReference> {
  demoMemo ??= (async () => {
    const service = await startReferenceService({ port: 0, host: '127.0.0.1' })
    try {
      if (service.demoKeys === null) throw new Error('the default service has no demo keys')
      return { keys: service.demoKeys, published: service.data.published().map((b) => ({ ...b })) }
    } finally {
      await service.stop()
    }
  })()
  return demoMemo
}

interface WorkerFixtures {
  /** Env vars of a running Secret Service (private D-Bus + unlocked gnome-keyring when none runs). */
  secretEnv: Record<string, string>
}

interface StartedPreview {
  preview: Preview
  events: { stop(): Promise<string> }
}

export interface TestFixtures {
  /** Internal: the previews this test started, with their event-stream captures. */
  previews: StartedPreview[]
  /** This test's artifact folder: test-results/e2e-run/<test>/. */
  runDir: string
  /** Records an API key the test used; it is appended to secrets.jsonl for the leak scan. */
  registerSecret: (key: string) => void
  /** An in-process reference service (port 0), stopped after the test; its demo keys are registered. */
  startService: (opts?: ServiceOptions) => Promise<ReferenceService>
  /** The preview CLI as a child process with a fresh user-data folder, stopped after the test. */
  startPreview: (opts?: PreviewOptions) => Promise<Preview>
  /** Saves `key` for `serviceUrl` through POST /ipc/keys:add (not the UI) and registers it; returns its id. */
  addKeyByIpc: (preview: Preview, key: string, serviceUrl: string, label?: string) => Promise<string>
  /** A service with one key of every kind (pages/developer-keys.ts), a preview on it and the app open; no key saved. */
  devApp: (opts?: ServiceOptions) => Promise<DevApp>
  /** Navigates the page to the preview and returns the shell once the first view has rendered. */
  openApp: (preview: Preview) => Promise<AppShell>
  /** A preview on the embedded demo service (no key saved) with the app open: what a first launch shows. */
  demoApp: () => Promise<AppShell>
  /** Auto: records the page's /ipc traffic and the /events stream into ipc.jsonl, DOM and storage at the end. */
  ipcTraffic: void
}

/** What `devApp` gives: the app, the keys of every kind, the service, and a way to restart that service. */
export interface DevApp {
  app: AppShell
  keys: DevKeys
  service: ReferenceService
  /** The preview the app runs on (for addKeyByIpc: a key saved without the form's check). */
  preview: Preview
  /**
   * Stops the service and starts the same one (same seed, same keys) on the same port, as after a restart:
   * its cursors from before are refused. `whileDown` runs between the two. Returns the new service.
   */
  restartService: (whileDown?: () => Promise<void>) => Promise<ReferenceService>
}

function folderName(title: string, testId: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
  return `${slug}-${testId}`
}

/** `test` with the suite's fixtures; import `test` and `expect` from here, never from @playwright/test. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  secretEnv: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const handle = await ensureSecretService()
      await use(handle.env)
      await handle.stop()
    },
    { scope: 'worker' },
  ],

  // eslint-disable-next-line no-empty-pattern
  runDir: async ({}, use, testInfo) => {
    await use(join(RUN_DIR, folderName(testInfo.title, testInfo.testId)))
  },

  // eslint-disable-next-line no-empty-pattern
  registerSecret: async ({}, use, testInfo) => {
    const keys = new Set<string>()
    await use((key) => void keys.add(key))
    await appendSecrets(testInfo.testId, keys)
  },

  startService: async ({ registerSecret }, use) => {
    const started: ReferenceService[] = []
    await use(async (opts = {}) => {
      const service = await startReferenceService({ port: 0, host: '127.0.0.1', ...opts })
      started.push(service)
      for (const key of Object.values(service.demoKeys ?? {})) registerSecret(key)
      return service
    })
    await Promise.all(started.map((s) => s.stop()))
  },

  // eslint-disable-next-line no-empty-pattern
  previews: async ({}, use) => {
    await use([])
  },

  startPreview: async ({ secretEnv, runDir, registerSecret, previews }, use) => {
    await use(async (opts = {}) => {
      if (opts.serviceUrl === undefined) {
        // A preview without a service URL runs the default demo service: its keys count as used.
        for (const key of Object.values((await demoReference()).keys)) registerSecret(key)
      }
      const dir = previews.length === 0 ? runDir : join(runDir, `preview-${previews.length + 1}`)
      const preview = await spawnPreview(dir, secretEnv, opts)
      previews.push({ preview, events: captureEvents(preview.origin, preview.token) })
      return preview
    })
    // ipcTraffic (torn down first) has read the event streams; now the children can go.
    await Promise.all(previews.map(({ preview }) => preview.stop()))
  },

  addKeyByIpc: async ({ registerSecret, secretEnv }, use) => {
    await use(async (preview, key, serviceUrl, label) => {
      registerSecret(key)
      const reply = await preview.ipc<{ key: { id: string } }>('keys:add', { key, serviceUrl, label })
      if (reply.ok) return reply.value.key.id
      // The worker's keyring refused the set-up: ask it again from a fresh process at once, so the report says
      // whether the keyring itself was gone or only the preview's connection to it failed.
      const again = reply.error.code === 'keychain_unavailable' ? await probeKeychain(secretEnv) : null
      const probe = again === null ? '' : ` (a fresh keytar process right after: ${again.message})`
      throw new Error(`keys:add failed: ${reply.error.code} ${reply.error.message}${probe}`)
    })
  },

  openApp: async ({ page }, use) => {
    await use(async (preview) => {
      await page.goto(preview.url)
      const shell = new AppShell(page)
      await shell.waitForView()
      return shell
    })
  },

  demoApp: async ({ startPreview, openApp }, use) => {
    await use(async () => openApp(await startPreview({ demo: true })))
  },

  devApp: async ({ startService, startPreview, openApp, registerSecret }, use) => {
    await use(async (opts = {}) => {
      const { file, keys } = devKeysFile()
      for (const key of Object.values(keys)) registerSecret(key)
      // Below the OS's own port range, so the other worker's services cannot take it while restartService has it
      // stopped (tests/support/released-port.ts).
      const options = { bridges: 100, port: await releasedPort(), ...opts, keys: file }
      const service = await startService(options)
      const preview = await startPreview({ serviceUrl: service.baseUrl })
      const app = await openApp(preview)
      const restartService = async (whileDown?: () => Promise<void>): Promise<ReferenceService> => {
        await service.stop()
        await whileDown?.()
        return startService({ ...options, port: Number(new URL(service.origin).port) })
      }
      return { app, keys, service, preview, restartService }
    })
  },

  ipcTraffic: [
    async ({ page, runDir, previews, startPreview: _ }, use) => {
      // Depends on startPreview, so this teardown runs before the previews stop: the page can still be read.
      const recorder = recordIpc(page)
      await use()
      await snapshotPage(page, runDir)
      await page.close()
      const events: TrafficRecord[] = []
      for (const { preview, events: capture } of previews)
        events.push({ type: 'events', origin: preview.origin, text: await capture.stop() })
      await recorder.flush(join(runDir, 'ipc.jsonl'), events)
    },
    { auto: true },
  ],
})
