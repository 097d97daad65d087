/** Reading the `Link` header a deprecation comes with (RFC 8288): the rel="deprecation" and rel="sunset" targets. */
import type { DeprecationLink } from '../../../shared/ipc/app.ts'
import { isSafeExternalUrl } from '../../../shared/net/url-safety.ts'

/** More links than this on one response are ignored: the header is the server's text, not ours to trust. */
const MAX_LINKS = 4

// One link-value: `<target>` then its parameters, up to the comma before the next `<`.
const LINK_VALUE = /<([^>]*)>((?:\s*;[^,<]*)*)/g
const REL_PARAM = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i

/**
 * The deprecation and sunset links of a response's `Link` header, resolved against the request URL (a relative
 * target is allowed) and kept only when the one URL-safety rule lets them be opened in a browser.
 */
export function deprecationLinks(header: string | null, requestUrl: string): DeprecationLink[] {
  if (header === null) return []
  const links: DeprecationLink[] = []
  for (const match of header.matchAll(LINK_VALUE)) {
    const rel = REL_PARAM.exec(match[2] ?? '')
    // A rel may name several relation types, separated by spaces.
    const types = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/)
    const kind = types.includes('sunset') ? 'sunset' : types.includes('deprecation') ? 'deprecation' : null
    if (kind === null) continue
    let url: string
    try {
      url = new URL((match[1] ?? '').trim(), requestUrl).href
    } catch {
      continue
    }
    if (!isSafeExternalUrl(url) || links.some((l) => l.rel === kind && l.url === url)) continue
    links.push({ rel: kind, url })
    if (links.length === MAX_LINKS) break
  }
  return links
}
