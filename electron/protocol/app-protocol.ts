/**
 * Serves app:// requests from the renderer build folder, with the CSP and other hardening headers on every
 * response. Returns a standard Response so main.ts can hand it to `protocol.handle` unchanged.
 */
import { readFile, realpath } from 'node:fs/promises'
import { resolve, sep } from 'node:path'
import { CONTENT_SECURITY_POLICY, documentPolicy } from './csp.ts'
import { PERMISSIONS_POLICY } from './permissions-policy.ts'
import {
  documentWithFirstScreen,
  type FirstScreenData,
  type FirstScreenModule,
} from './first-screen-document.ts'
import { resolveAppPath } from './protocol-path.ts'

/** Headers sent with every app:// response, including errors. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Permissions-Policy': PERMISSIONS_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-cache',
}

const errorResponse = (status: number, text: string): Response =>
  new Response(text, {
    status,
    headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  })

const inside = (root: string, path: string): boolean =>
  path.startsWith(root.endsWith(sep) ? root : root + sep)

/** How the document gets its first screen: the built drawing and what to draw (first-screen-document.ts). */
export interface FirstScreenSource {
  load(): Promise<FirstScreenModule | null>
  /**
   * What the document asked by `requestUrl` opens on, or null while main cannot say (the document is then
   * served as built).
   */
  data(requestUrl: string): Promise<FirstScreenData | null>
}

/**
 * Answers one request. Beyond the URL checks, the real path is compared with the real root, so a symbolic link
 * in the build folder cannot lead outside it either. The document (index.html) is served with its first screen
 * when `firstScreen` can draw it.
 */
export async function serveAppRequest(
  requestUrl: string,
  rootDir: string,
  firstScreen?: FirstScreenSource,
): Promise<Response> {
  const resolved = resolveAppPath(requestUrl)
  if (!resolved.ok) return errorResponse(resolved.status, resolved.reason)
  let root: string
  let file: string
  try {
    root = await realpath(resolve(rootDir))
    file = await realpath(resolve(root, resolved.relativePath))
  } catch {
    return errorResponse(404, 'not found')
  }
  if (!inside(root, file)) return errorResponse(403, 'outside the app folder')
  let body: Buffer
  try {
    body = await readFile(file)
  } catch {
    return errorResponse(404, 'not found')
  }
  if (firstScreen !== undefined && resolved.relativePath === 'index.html') {
    const [module, data] = await Promise.all([
      firstScreen.load(),
      firstScreen.data(requestUrl).catch(() => null),
    ])
    if (module !== null && data !== null)
      body = Buffer.from(await documentWithFirstScreen(body.toString('utf8'), module, data), 'utf8')
  }
  // A document's policy names the style attributes it was drawn with (csp.ts, documentPolicy).
  const policy = resolved.mimeType.startsWith('text/html')
    ? { 'Content-Security-Policy': documentPolicy(body.toString('utf8')) }
    : {}
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: { ...SECURITY_HEADERS, ...policy, 'Content-Type': resolved.mimeType },
  })
}
