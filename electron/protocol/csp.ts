/**
 * The Content Security Policy of the renderer, sent as a response header by the app protocol and the preview (a
 * header cannot be removed by injected markup, a <meta> tag can be)
 * (https://www.electronjs.org/docs/latest/tutorial/security#7-define-a-content-security-policy).
 */
import { createHash } from 'node:crypto'

/**
 * The policy, directive by directive. No `'unsafe-inline'` anywhere: style elements come from the built
 * stylesheets only, and style attributes are refused, except in a drawn document, whose own attributes are
 * allowed one by one by their hashes (documentPolicy). React sets styles from script through the CSSOM, which a
 * CSP does not govern.
 */
export const CSP_DIRECTIVES: readonly (readonly [string, readonly string[]])[] = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'"]],
  ['style-src-attr', ["'none'"]],
  ['img-src', ["'self'", 'data:']],
  ['connect-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'none'"]],
  ['frame-ancestors', ["'none'"]],
  ['form-action', ["'none'"]],
]

const policyOf = (directives: readonly (readonly [string, readonly string[]])[]): string =>
  directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')

/** The policy as the value of a Content-Security-Policy header: every answer but a document that has styles. */
export const CONTENT_SECURITY_POLICY = policyOf(CSP_DIRECTIVES)

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" }

/** An attribute's value as the browser reads it: the entities React writes (named, and numeric) decoded. */
function attributeValue(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return ENTITIES[name.toLowerCase()] ?? entity
  })
}

/**
 * The policy of one served document: the base policy, with each distinct style attribute the document holds (the
 * first screen drawn into it: a row's place, a column's width, a skeleton's) allowed by its sha256 under
 * `'unsafe-hashes'` (CSP Level 3, "style-src-attr"). Markup injected later cannot match a hash it was not served
 * with. Data islands hold no attribute: their JSON escapes every quote, so `style="` cannot occur in them.
 */
export function documentPolicy(html: string): string {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) {
    const value = attributeValue(match[1] ?? '')
    hashes.add(`'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`)
  }
  if (hashes.size === 0) return CONTENT_SECURITY_POLICY
  return policyOf(
    CSP_DIRECTIVES.map(([name, values]) =>
      name === 'style-src-attr'
        ? ([name, ["'unsafe-hashes'", ...hashes]] as const)
        : ([name, values] as const),
    ),
  )
}
