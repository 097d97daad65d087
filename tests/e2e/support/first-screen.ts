// What the first-screen specs share (electron/protocol/first-screen-document.ts): waiting until a preview keeps
// the list's answers, the document a start is served, and the rows drawn in it.
import type { Page, Response } from '@playwright/test'
import { expect } from '@playwright/test'
import type { Preview } from '../fixtures.ts'

/** Waits until the preview keeps the list's answers (what the next start draws its rows from). */
export async function listKept(preview: Preview): Promise<void> {
  await expect
    .poll(
      async () => {
        const info = await preview.ipc<{ rows: number }>('cache:info')
        return info.ok ? info.value.rows : 0
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0)
}

/** The text of the first document the page loads from now on. */
export function firstDocument(page: Page): Promise<string> {
  return new Promise((resolve) => {
    const onResponse = (r: Response): void => {
      if (r.request().resourceType() !== 'document') return
      page.off('response', onResponse)
      resolve(r.text())
    }
    page.on('response', onResponse)
  })
}

/** Rows of the list drawn in a served document. */
export const drawnRows = (html: string): number => html.match(/class="bridge-row"/g)?.length ?? 0
