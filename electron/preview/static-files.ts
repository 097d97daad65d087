/** Serves the built renderer: only files inside its folder, with correct types and the document headers. */
import { createReadStream } from 'node:fs'
import { readFile, realpath, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, resolve, sep } from 'node:path'
import { SECURITY_HEADERS } from './replies.ts'
import type { FirstScreenSource } from '../protocol/app-protocol.ts'
import { documentWithFirstScreen } from '../protocol/first-screen-document.ts'

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/** The content type for a file name; unknown kinds are opaque bytes (nosniff keeps browsers from guessing). */
export function contentTypeOf(path: string): string {
  return TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'
}

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...extra,
  })
  res.end(text)
}

/**
 * The file a URL path names inside root, or null when the path could leave it. Dot segments are refused rather
 * than normalised, on both separators and after percent-decoding, so no spelling of "../" gets through.
 */
export function safeRelativePath(rawPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const segments = decoded.split(/[/\\]+/).filter((s) => s !== '')
  if (segments.some((s) => s === '.' || s === '..' || /^[A-Za-z]:$/.test(s))) return null
  return segments.length === 0 ? 'index.html' : segments.join('/')
}

/**
 * Answers a GET or HEAD for a static file under root; the document (`/` or `/index.html`) is `indexFile`, so the
 * preview serves its own page (preview.html, with the HTTP transport) in place of the Electron one, with the
 * first screen `firstScreen` draws.
 */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  indexFile = 'index.html',
  firstScreen?: FirstScreenSource,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, 'Method not allowed.\n', { Allow: 'GET, HEAD' })
    return
  }
  const rawPath = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/'
  const asked = safeRelativePath(rawPath)
  const relative = asked === 'index.html' ? indexFile : asked
  if (relative === null) {
    sendText(res, 400, 'Bad path.\n')
    return
  }
  let file: string
  try {
    const realRoot = await realpath(root)
    file = await realpath(resolve(realRoot, relative))
    // A symlink inside the folder must not lead out of it either.
    if (!file.startsWith(realRoot + sep)) throw new Error('outside root')
    if (!(await stat(file)).isFile()) throw new Error('not a file')
  } catch {
    sendText(res, 404, 'Not found.\n')
    return
  }
  const type = contentTypeOf(file)
  if (firstScreen !== undefined && relative === indexFile) {
    const [module, data] = await Promise.all([
      firstScreen.load(),
      firstScreen.data(req.url ?? '/').catch(() => null),
    ])
    if (module !== null && data !== null) {
      const body = await documentWithFirstScreen(await readFile(file, 'utf8'), module, data)
      res.writeHead(200, {
        ...SECURITY_HEADERS,
        'Content-Type': type,
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'no-cache',
      })
      res.end(req.method === 'HEAD' ? undefined : body)
      return
    }
  }
  const size = (await stat(file)).size
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': type,
    'Content-Length': size,
    // Vite fingerprints assets; the document itself must be revalidated to pick up a rebuild.
    'Cache-Control': type.startsWith('text/html') ? 'no-cache' : 'public, max-age=3600',
  })
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res)
}
