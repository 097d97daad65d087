/** Which bridge domains may be offered as a link: plain hostnames only, opened as https; pure. */

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/

/** The https URL for a domain that is a plain hostname (`example.org`), or null for anything else. */
export function externalUrlFor(domain: string | null | undefined): string | null {
  if (typeof domain !== 'string') return null
  const host = domain.toLowerCase()
  if (host.length === 0 || host.length > 253) return null
  const labels = host.split('.')
  if (labels.length < 2) return null
  if (!labels.every((l) => LABEL.test(l))) return null
  const tld = labels[labels.length - 1] ?? ''
  return TLD.test(tld) ? `https://${host}` : null
}
