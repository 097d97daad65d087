// Starts what a spec of the catalogue's answers needs: a reference service with a generous rate limit, a preview
// using it with its full demo key saved (through IPC), and the catalogue walked to its end at the whole window.
import type { CatalogueStatus } from '../../../shared/ipc/catalogue.ts'
import { catalogueComplete, walkAtFullShare } from '../pages/catalogue-page.ts'
import type { BrowseFixtures } from './browse-setup.ts'
import type { ReferenceService } from '../../../electron/service/index.ts'
import type { Preview } from './preview-process.ts'

/** The service, the preview, and the catalogue's status once complete. */
export async function completeCatalogue(
  f: Omit<BrowseFixtures, 'openApp'>,
  label: string,
): Promise<{ service: ReferenceService; preview: Preview; status: CatalogueStatus }> {
  const service = await f.startService({ rateLimit: 100_000 })
  const preview = await f.startPreview({ serviceUrl: service.baseUrl })
  const key = service.demoKeys?.full
  if (key === undefined) throw new Error('the service has no demo keys')
  await f.addKeyByIpc(preview, key, service.baseUrl, label)
  await walkAtFullShare(preview)
  return { service, preview, status: await catalogueComplete(preview) }
}
