/**
 * The Content Security Policy of the renderer, sent as a response header by the app protocol (a header cannot be
 * removed by injected markup, a <meta> tag can be)
 * (https://www.electronjs.org/docs/latest/tutorial/security#7-define-a-content-security-policy).
 */

/** The policy, directive by directive. `style-src 'unsafe-inline'` is there for React's style attributes. */
export const CSP_DIRECTIVES: readonly (readonly [string, readonly string[]])[] = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:']],
  ['connect-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'none'"]],
  ['frame-ancestors', ["'none'"]],
  ['form-action', ["'none'"]],
]

/** The policy as the value of a Content-Security-Policy header. */
export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.map(
  ([name, values]) => `${name} ${values.join(' ')}`,
).join('; ')
