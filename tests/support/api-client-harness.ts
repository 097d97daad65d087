/** Shared setup of the API client tests: a client that records its events, and a matcher for typed rejections. */
import assert from 'node:assert/strict'
import {
  ApiError,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ClientEvent,
} from '../../electron/core/api/index.ts'

/** A client for `baseUrl` with `key`, deterministic jitter (random 0), and every event kept in `events`. */
export function recordingClient(
  baseUrl: string,
  key: string,
  keyId: string,
  extra: Partial<ApiClientOptions> = {},
): { client: ApiClient; events: ClientEvent[] } {
  const events: ClientEvent[] = []
  const client = createApiClient({
    baseUrl,
    keyId,
    getKey: async () => key,
    random: () => 0,
    onEvent: (e) => events.push(e),
    ...extra,
  })
  return { client, events }
}

/** For assert.rejects: an ApiError of `kind`, then either its `code` or a further check. */
export const rejectsWith =
  (kind: string, then?: string | ((e: ApiError) => void)) =>
  (e: unknown): true => {
    assert.ok(e instanceof ApiError, `not an ApiError: ${String(e)}`)
    assert.equal(e.kind, kind, e.message)
    if (typeof then === 'string') assert.equal(e.code, then)
    else then?.(e)
    return true
  }
