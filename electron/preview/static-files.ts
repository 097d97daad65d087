/** Serves the built renderer: only files inside its folder, with correct types and the document headers. */
import { createReadStream } from 'node:fs'
import { readFile, realpath, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, resolve, sep } from 'node:path'
import { SECURITY_HEADERS } from './replies.ts'
import { documentPolicy } from '../protocol/csp.ts'
import {
  documentWithFirstScreen,
  jsonForScriptElement,
  type FirstScreenData,
  type FirstScreenModule,
} from '../protocol/first-screen-document.ts'

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

/** The id of the data island that carries the preview's session in the document the printed address opens. */
export const PREVIEW_SESSION_ELEMENT_ID = 'preview-session'

/**
 * The session (the per-run token) as a non-executable data island before `</body>`: the renderer reads it before
 * any drawn link can change the address's fragment (electron/preview/README.md), and the CSP still runs no inline
 * script. The document unchanged when it has no body end.
 */
export function documentWithSession(html: string, token: string): string {
  const island = `<script type="application/json" id="${PREVIEW_SESSION_ELEMENT_ID}">${jsonForScriptElement({ token })}</script>`
  return html.includes('</body>') ? html.replace('</body>', () => `  ${island}\n  </body>`) : html
}

/** What the document gets besides the file: its first screen, and the session when it is the printed one's. */
export interface DocumentSource {
  /** The SSR build, or null when there is none (the document is then served as built, with the session). */
  load(): Promise<FirstScreenModule | null>
  /**
   * What the document `requestUrl` asks is drawn from (null: served as built), and the token when it is the
   * printed address's first document, which spends the start ticket (guard.ts); null otherwise.
   */
  open(requestUrl: string): { token: string | null; data: Promise<FirstScreenData | null> }
}

/**
 * Answers a GET or HEAD for a static file under root; the document (`/` or `/index.html`) is `indexFile`, so the
 * preview serves its own page (preview.html, with the HTTP transport) in place of the Electron one, with the
 * first screen `document` draws and, the first time the printed address asks, the session.
 */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  indexFile = 'index.html',
  document?: DocumentSource,
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
  if (document !== undefined && relative === indexFile) {
    const opened = document.open(req.url ?? '/')
    const token = opened.token
    const [module, data] = await Promise.all([document.load(), opened.data.catch(() => null)])
    const template = await readFile(file, 'utf8')
    const drawn =
      module !== null && data !== null ? await documentWithFirstScreen(template, module, data) : template
    const body = token === null ? drawn : documentWithSession(drawn, token)
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      // Its policy names the style attributes it was drawn with (electron/protocol/csp.ts, documentPolicy).
      'Content-Security-Policy': documentPolicy(body),
      'Content-Type': type,
      'Content-Length': Buffer.byteLength(body),
      // The one document that holds the token is kept in no cache; the others are revalidated (a rebuild).
      'Cache-Control': token === null ? 'no-cache' : 'no-store',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return
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
