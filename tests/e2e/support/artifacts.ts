// What the e2e fixtures save per test for the key-leak scan: IPC traffic, the event stream, DOM and storage.
import { appendFile, mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Page, Request } from '@playwright/test'
import { redactRequestBody } from '../../support/ipc-redaction.ts'
import { SECRETS_FILE } from './preview-process.ts'

/** One line of ipc.jsonl; a secret the user typed (a key being saved, a proxy password) is `[redacted]` in `request`. */
export type TrafficRecord =
  | { type: 'ipc'; channel: string; status: number | null; request: string | null; response: string | null }
  | { type: 'events'; origin: string; text: string }

/** Records the page's /ipc exchanges, secrets redacted (tests/support/ipc-redaction.ts); `flush` writes JSON lines. */
export function recordIpc(page: Page): { flush(file: string, extra: TrafficRecord[]): Promise<void> } {
  const pending: Promise<TrafficRecord | null>[] = []
  const onFinished = (request: Request): void => {
    const path = new URL(request.url()).pathname
    if (!path.startsWith('/ipc/')) return
    pending.push(
      (async () => {
        const response = await request.response()
        const body = await response?.text().catch(() => null)
        const channel = decodeURIComponent(path.slice('/ipc/'.length))
        return {
          type: 'ipc' as const,
          channel,
          status: response?.status() ?? null,
          request: redactRequestBody(channel, request.postData()),
          response: body ?? null,
        }
      })().catch(() => null),
    )
  }
  page.on('requestfinished', onFinished)
  return {
    async flush(file, extra) {
      page.off('requestfinished', onFinished)
      const records = (await Promise.all(pending)).filter((r) => r !== null)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, [...records, ...extra].map((r) => `${JSON.stringify(r)}\n`).join(''))
    },
  }
}

/**
 * Reads the preview's /events stream from Node with the same token: the page's own EventSource-like fetch never
 * finishes, so Playwright cannot hand its body over, but the server sends every subscriber the same frames.
 */
export function captureEvents(origin: string, token: string): { stop(): Promise<string> } {
  const controller = new AbortController()
  let text = ''
  const reading = (async () => {
    const response = await fetch(`${origin}/events`, {
      headers: { 'X-Explorer-Token': token },
      signal: controller.signal,
    })
    const reader = response.body?.getReader()
    const decoder = new TextDecoder()
    for (;;) {
      const chunk = await reader?.read()
      if (chunk === undefined || chunk.done) break
      text += decoder.decode(chunk.value, { stream: true })
    }
  })().catch(() => undefined)
  return {
    async stop() {
      controller.abort()
      await reading
      return text
    },
  }
}

/** Saves the page's DOM and every browser-side store's contents (or names, for IndexedDB and CacheStorage). */
export async function snapshotPage(page: Page, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true })
  if (page.isClosed() || page.url() === 'about:blank') return
  // A key being typed sits in a password field (React writes its value as an attribute too): the dump says the
  // field held something, never what, as ipc.jsonl redacts the key a save sends.
  const html = await page
    .evaluate(() => {
      const copy = document.documentElement.cloneNode(true) as HTMLElement
      for (const input of copy.querySelectorAll('input[type="password"]'))
        if (input.hasAttribute('value')) input.setAttribute('value', '[redacted]')
      return `<!DOCTYPE html>\n${copy.outerHTML}`
    })
    .catch(() => '')
  await writeFile(join(dir, 'dom.html'), html)
  const storage = await page
    .evaluate(async () => {
      const dump = (s: Storage): Record<string, string> => {
        const out: Record<string, string> = {}
        for (let i = 0; i < s.length; i++) {
          const key = s.key(i)
          if (key !== null) out[key] = s.getItem(key) ?? ''
        }
        return out
      }
      const databases =
        typeof indexedDB.databases === 'function'
          ? (await indexedDB.databases()).map((d) => d.name ?? '')
          : []
      const cacheKeys = typeof caches === 'undefined' ? [] : await caches.keys()
      return {
        localStorage: dump(localStorage),
        sessionStorage: dump(sessionStorage),
        indexedDB: databases,
        cacheStorage: cacheKeys,
      }
    })
    .catch((error: unknown) => ({ error: String(error) }))
  await writeFile(join(dir, 'storage.json'), `${JSON.stringify(storage, null, 2)}\n`)
}

/** Appends the keys a test used to secrets.jsonl; the leak scan looks for each of them in every artifact. */
export async function appendSecrets(testId: string, keys: Iterable<string>): Promise<void> {
  const lines = [...new Set(keys)].map((key) => `${JSON.stringify({ test: testId, key })}\n`)
  if (lines.length === 0) return
  await mkdir(dirname(SECRETS_FILE), { recursive: true })
  await appendFile(SECRETS_FILE, lines.join(''))
}
