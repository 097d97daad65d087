/** "Test the proxy": one request to the service the way every call goes, with no key, and what came of it. */
import type { NetworkTestResult } from '../../../shared/ipc/network.ts'
import { netFailureOf } from './net-failure.ts'
import { netFailureKind } from '../../../shared/net/transport-failure.ts'

/** What a test needs: the transport's fetch and the service to reach. */
export interface ConnectionTestInput {
  fetch: typeof fetch
  /** The service base URL (checked by the caller, shared/net/url-safety.ts). */
  serviceUrl: string
  timeoutMs?: number
  now?: () => number
}

/**
 * Asks the service for its stats without a key: any HTTP answer (a 401 included) proves the way works, proxy and
 * certificate too. No key is sent, so a test through an unknown proxy gives nothing away.
 */
export async function testConnection(input: ConnectionTestInput): Promise<NetworkTestResult> {
  const now = input.now ?? Date.now
  const started = now()
  const timeout = AbortSignal.timeout(input.timeoutMs ?? 15_000)
  const base = { serviceUrl: input.serviceUrl }
  try {
    const res = await input.fetch(`${input.serviceUrl}/stats`, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      signal: timeout,
      redirect: 'manual',
    })
    await res.body?.cancel()
    return { ...base, ok: true, status: res.status, elapsedMs: now() - started, failure: null }
  } catch (e) {
    const elapsedMs = now() - started
    const way = netFailureOf(e)
    const failure =
      way !== null
        ? { kind: netFailureKind(way.code), code: way.code, message: `${way.code} (${way.detail})` }
        : timeout.aborted
          ? { kind: 'timeout' as const, code: 'timeout' as const, message: 'no answer in time' }
          : { kind: 'network' as const, code: 'network_error' as const, message: networkDetail(e) }
    return { ...base, ok: false, status: null, elapsedMs, failure }
  }
}

/** The innermost error code of a network failure (ECONNREFUSED, ENOTFOUND, net::ERR_…), never a header. */
function networkDetail(e: unknown): string {
  let at: unknown = e
  let detail = 'no answer'
  for (let depth = 0; depth < 5 && typeof at === 'object' && at !== null; depth++) {
    const { code, message } = at as { code?: unknown; message?: unknown }
    if (typeof code === 'string') detail = code
    else if (typeof message === 'string' && message.startsWith('net::')) detail = message.slice(0, 80)
    at = (at as { cause?: unknown }).cause
  }
  return `cannot reach the service (${detail})`
}
