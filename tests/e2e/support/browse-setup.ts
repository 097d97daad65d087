// Starts what a browsing spec needs: a reference service with a generous rate limit, a preview with its full
// demo key saved (through IPC), and the app open on the bridge list.
import type { ReferenceService, ServiceOptions } from '../../../electron/service/index.ts'
import type { AppShell } from '../pages/app-shell.ts'
import type { Preview } from './preview-process.ts'

/** The fixtures browseService uses. */
export interface BrowseFixtures {
  startService: (opts?: ServiceOptions) => Promise<ReferenceService>
  startPreview: (opts?: { serviceUrl?: string }) => Promise<Preview>
  addKeyByIpc: (preview: Preview, key: string, serviceUrl: string, label?: string) => Promise<string>
  openApp: (preview: Preview) => Promise<AppShell>
}

/** What browseService started. */
export interface Browsing {
  service: ReferenceService
  preview: Preview
  app: AppShell
}

/** A service (rate limit high enough that paging never waits), a preview using it, the app on Bridges. */
export async function browseService(f: BrowseFixtures, opts: ServiceOptions = {}): Promise<Browsing> {
  const service = await f.startService({ rateLimit: 100_000, ...opts })
  const preview = await f.startPreview({ serviceUrl: service.baseUrl })
  const key = service.demoKeys?.full
  if (key === undefined) throw new Error('the service has no demo keys')
  await f.addKeyByIpc(preview, key, service.baseUrl, 'e2e browsing')
  const app = await f.openApp(preview)
  return { service, preview, app }
}
