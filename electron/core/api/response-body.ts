/** Reading a response body safely: streamed with a size cap, and described without leaking secrets. */
import { redactSecrets } from '../../../shared/keys/secret-scan.ts'

/** Default cap on a response body; the largest real page (100 bridges) is far below it. */
export const DEFAULT_MAX_BODY_BYTES = 20 * 1024 * 1024

/** Thrown by readBodyText when the body passes the cap. */
export class BodyTooLargeError extends Error {
  readonly bytes: number
  constructor(bytes: number) {
    super(`response too large (over ${bytes} bytes)`)
    this.name = 'BodyTooLargeError'
    this.bytes = bytes
  }
}

/** Reads the body as UTF-8 text, stopping (and cancelling the stream) as soon as it passes `maxBytes`. */
export async function readBodyText(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => {})
    throw new BodyTooLargeError(maxBytes)
  }
  if (!res.body) return ''
  const reader = res.body.getReader()
  // The chunks are kept as bytes and decoded once at the end: decoding each chunk into a growing string
  // left the chunks, the partial strings and their joins all alive at once (RSS grew 3 to 5 times the cap).
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      chunks.length = 0
      await reader.cancel().catch(() => {})
      throw new BodyTooLargeError(maxBytes)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

const isControl = (c: string): boolean => {
  const n = c.charCodeAt(0)
  return n < 0x20 || (n >= 0x7f && n <= 0x9f)
}

/**
 * The first `max` characters of a body, fit for an error message and a log: control characters and
 * runs of white space collapsed, and anything shaped like an API key masked (a proxy error page may
 * echo the request back).
 */
export function sanitizeSnippet(text: string, max = 80): string {
  // Only the head is ever shown; masking a key cut at this boundary still works (the prefix remains).
  const flat = redactSecrets([...text.slice(0, max * 8)].map((c) => (isControl(c) ? ' ' : c)).join(''))
    .replace(/\s+/g, ' ')
    .trim()
  return flat.length > max ? `${flat.slice(0, max)}…` : flat
}
