/**
 * Maps an app:// request URL to a file under the renderer's build folder. Strict by design: every path segment is
 * decoded once and refused if it could climb out or name something other than a plain file name, so path traversal
 * is impossible before the file system is touched.
 */
import { APP_HOST, APP_SCHEME } from './app-origin.ts'

/** The outcome of resolving a request: a path relative to the root, or a refusal with its HTTP status. */
export type ResolvedPath =
  | { ok: true; relativePath: string; mimeType: string }
  | { ok: false; status: 400 | 403 | 404; reason: string }

const MAX_URL_LENGTH = 2048
const MAX_SEGMENTS = 16
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?:[/?#]|%2f|%5c|$)/i

// Only what the Vite build emits; anything else is refused rather than served with a guessed type.
const MIME_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  txt: 'text/plain; charset=utf-8',
}

/** The MIME type for a file name, or null for an extension the app never serves. */
export function mimeTypeOf(fileName: string): string | null {
  const dot = fileName.lastIndexOf('.')
  if (dot <= 0) return null
  const ext = fileName.slice(dot + 1).toLowerCase()
  // An own property only: `x.constructor` must not be served with the Object function as its type.
  return Object.hasOwn(MIME_TYPES, ext) ? (MIME_TYPES[ext] ?? null) : null
}

const refuse = (status: 400 | 403 | 404, reason: string): ResolvedPath => ({ ok: false, status, reason })

// A segment that is a dot segment, carries a separator, a NUL, a drive colon, or is empty (`//`) could name
// something outside the root on some platform: none of them is a file the build emits.
function badSegment(segment: string): boolean {
  return (
    segment === '' ||
    segment === '.' ||
    segment === '..' ||
    /[/\\:\0]/.test(segment) ||
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
    /[\u0000-\u001f\u007f]/.test(segment)
  )
}

/**
 * Resolves a request URL. `/` serves index.html. There is no fallback to index.html for unknown paths: the build
 * uses relative asset URLs (`base: './'`), which would break under a deep path, so the renderer routes in memory
 * and every other path must name a file of the build.
 */
export function resolveAppPath(requestUrl: string): ResolvedPath {
  if (requestUrl.length > MAX_URL_LENGTH) return refuse(400, 'URL too long')
  // The URL parser would quietly collapse `..` and `%2e%2e`, so the raw text is checked first: a request that
  // tries to climb is refused outright instead of being served whatever it collapses to.
  if (DOT_SEGMENT.test(requestUrl) || requestUrl.includes('\\')) return refuse(403, 'dot segment refused')
  let url: URL
  try {
    url = new URL(requestUrl)
  } catch {
    return refuse(400, 'URL does not parse')
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return refuse(403, 'not the app origin')
  const raw = url.pathname === '/' || url.pathname === '' ? '/index.html' : url.pathname
  if (!raw.startsWith('/')) return refuse(400, 'path is not absolute')
  const rawSegments = raw.slice(1).split('/')
  if (rawSegments.length > MAX_SEGMENTS) return refuse(400, 'path too deep')
  const segments: string[] = []
  for (const rawSegment of rawSegments) {
    let segment: string
    try {
      segment = decodeURIComponent(rawSegment)
    } catch {
      return refuse(400, 'malformed percent-encoding')
    }
    if (badSegment(segment) || badSegment(rawSegment)) return refuse(403, 'path segment refused')
    segments.push(segment)
  }
  const fileName = segments[segments.length - 1] ?? ''
  const mimeType = mimeTypeOf(fileName)
  if (mimeType === null) return refuse(404, 'not a file type the app serves')
  return { ok: true, relativePath: segments.join('/'), mimeType }
}
