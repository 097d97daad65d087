/**
 * The way the core's calls leave the machine, injected by the host: Electron's net.fetch on the desktop (the
 * system proxy, PAC and the OS trust store), Node's fetch with the proxy variables in the preview and the tests.
 */
import { isLoopbackHost } from '../../../shared/net/url-safety.ts'
import type { ProxySetting } from '../../../shared/ipc/network.ts'

/** A fetch and the proxy setting that routes it. */
export interface Transport {
  /** Passed to the API clients (ApiClientOptions.fetch); fails with TransportFailure for a proxy it knows of. */
  readonly fetch: typeof fetch
  /** Routes later calls by this setting (calls under way finish the way they started). */
  apply(setting: ProxySetting): Promise<void>
  /** What "the system's proxy" means for this transport, in words (shown in Settings). */
  describeSystem(): string
  /** Lets go of its connections. */
  close(): Promise<void>
}

/**
 * True when a call to `hostname` never goes through a proxy: this computer (localhost, 127.0.0.0/8, ::1), where
 * the embedded demo service runs and the only place the service URL may use plain http (url-safety.ts), so a
 * proxy would otherwise read the key in clear. Chromium skips loopback by itself as well.
 */
export function skipsProxy(hostname: string): boolean {
  return isLoopbackHost(hostname)
}

/** A proxy URL as it may be shown: a user name or password in it (HTTPS_PROXY=http://user:pw@…) is masked. */
export function showProxyUrl(raw: string): string {
  try {
    const url = new URL(raw)
    return url.username !== '' || url.password !== '' ? `${url.protocol}//***@${url.host}` : url.origin
  } catch {
    return '(not a valid address)'
  }
}
