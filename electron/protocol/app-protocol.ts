/**
 * Serves app:// requests from the renderer build folder, with the CSP and other hardening headers on every
 * response. Returns a standard Response so main.ts can hand it to `protocol.handle` unchanged.
 */
import { readFile, realpath } from 'node:fs/promises'
import { resolve, sep } from 'node:path'
import { CONTENT_SECURITY_POLICY } from './csp.ts'
import { resolveAppPath } from './protocol-path.ts'

/** Headers sent with every app:// response, including errors. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
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

/**
 * Answers one request. Beyond the URL checks, the real path is compared with the real root, so a symbolic link
 * in the build folder cannot lead outside it either.
 */
export async function serveAppRequest(requestUrl: string, rootDir: string): Promise<Response> {
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
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: { ...SECURITY_HEADERS, 'Content-Type': resolved.mimeType },
  })
}
