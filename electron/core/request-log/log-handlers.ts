/** The request log's channels: the live log; search, open, copy or send again a stored exchange; retention. */
import { said } from '../../../shared/i18n/said.ts'
import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { ApiError, type ApiClient, type ApiResponse, type CallOptions } from '../api/index.ts'
import { currentClient, requireTarget } from '../session/current-client.ts'
import { CoreError } from '../session/core-error.ts'
import type { CoreContext, Implementations } from '../session/types.ts'
import type { ExchangeStore } from './exchange-store.ts'
import { UTF8_BOM } from '../export/csv.ts'
import type { KeyAlerts } from './key-alerts.ts'
import { createKeyHealthReader, keyHealthCsv } from './key-health.ts'
import { toCurl } from './to-curl.ts'
import { cannotSave } from '../files/file-problem.ts'

type LogChannels =
  | 'log:list'
  | 'log:to-curl'
  | 'log:search'
  | 'log:get-exchange'
  | 'log:send-again'
  | 'log:key-health'
  | 'log:export-key-health'
  | 'log:get-retention'
  | 'log:set-retention'
  | 'log:get-alerts'
  | 'log:set-alerts'

const gone = (): CoreError => new CoreError('validation', 'not_found', said('errors.log.gone'), 'id')

/**
 * The call that repeats a stored GET, rebuilt from its path through the client's own methods, so only the
 * endpoints the contract knows can be sent, through the same scheduler; null for anything else.
 */
export function replayCall(
  client: ApiClient,
  path: string,
  o: CallOptions = {},
): (() => Promise<ApiResponse<unknown>>) | null {
  const base = 'http://replay.invalid'
  const url = new URL(path, base)
  // Only a path as stored: no other origin, and nothing URL parsing would rewrite (dot segments, `//`).
  if (url.origin !== base || `${url.pathname}${url.search}` !== path) return null
  const parts = url.pathname.split('/').slice(1)
  const param = (name: string): string | undefined => url.searchParams.get(name) ?? undefined
  if (parts.length === 1 && url.search === '') {
    if (parts[0] === 'stats') return () => client.getStats(o)
    if (parts[0] === 'me') return () => client.getMe(o)
  }
  if (parts.length === 1 && parts[0] === 'bridges') {
    const limit = param('limit')
    const params = { q: param('q'), category: param('category'), cursor: param('cursor') ?? null }
    return () => client.listBridges({ ...params, ...(limit !== undefined && { limit: Number(limit) }) }, o)
  }
  if (parts.length === 2 && url.search === '' && parts[1]) {
    const value = decodeURIComponent(parts[1])
    if (parts[0] === 'bridges') return () => client.getBridge(value, o)
    if (parts[0] === 'profiles') return () => client.getProfile(value, o)
  }
  return null
}

/**
 * The key a stored request is sent again with: its own. A request logged before each request noted its key is
 * never given the key in use by guess (its answer would be another key's): the user is told and chooses one.
 */
function keyOfResend(stored: { keyId: string | null; keyHint: string }, chosen: string | undefined): string {
  if (stored.keyId !== null) {
    if (chosen !== undefined && chosen !== stored.keyId)
      throw new CoreError('validation', 'invalid_payload', said('errors.log.key-known'), 'keyId')
    return stored.keyId
  }
  if (chosen !== undefined) return chosen
  throw new CoreError(
    'validation',
    'key_unknown',
    said('errors.log.key-unknown', { hint: { ltr: stored.keyHint } }),
    'keyId',
  )
}

/** Handlers over the stored log (`exchanges`) and the live ring (`ctx.log`). */
export function logHandlers(
  ctx: CoreContext,
  exchanges: ExchangeStore,
  alerts: KeyAlerts,
): Pick<Implementations, LogChannels> {
  const health = createKeyHealthReader(ctx.history)
  return {
    'log:list': async () => ctx.log.list(),
    'log:to-curl': async ({ id }) => {
      const live = ctx.log.list().find((e) => e.id === id)
      if (live) return toCurl(live, ctx.session.baseUrlOf(live) ?? requireTarget(ctx).serviceUrl)
      const stored = exchanges.target(id)
      if (!stored) throw gone()
      return toCurl({ method: 'GET', path: stored.path }, stored.serviceUrl)
    },
    'log:search': async (q) => {
      const query = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined))
      return exchanges.search(query)
    },
    'log:get-exchange': async ({ id }) => {
      const detail = exchanges.get(id)
      if (!detail) throw gone()
      return detail
    },
    'log:send-again': async ({ id, keyId: chosen }) => {
      const stored = exchanges.target(id)
      if (!stored) throw gone()
      // Only to the service in use: a request to an earlier service would go with the current key.
      if (stored.serviceUrl !== requireTarget(ctx).serviceUrl)
        throw new CoreError('validation', 'invalid_payload', said('errors.log.other-service'), 'id')
      if (replayCall(currentClient(ctx), stored.path) === null)
        throw new CoreError('validation', 'invalid_payload', said('errors.log.not-again'), 'id')
      // With the key of the exchange, not whichever key is in use now (the answer would not be comparable).
      const target = requireTarget(ctx)
      const keyId = keyOfResend(stored, chosen)
      const key = target.keyId === keyId ? null : ctx.vault.list().find((k) => k.id === keyId)
      if (key === undefined)
        throw new CoreError(
          'validation',
          'not_found',
          said('errors.log.key-not-saved', { hint: { ltr: stored.keyHint } }),
          'id',
        )
      // A key chosen for a request whose key was not noted must be one of that request's service.
      if (key && key.serviceUrl !== stored.serviceUrl)
        throw new CoreError(
          'validation',
          'invalid_payload',
          said('errors.log.key-other-service', { label: { ltr: key.label } }),
          'keyId',
        )
      const callId = randomUUID()
      // The user asks what the service says now: sent even for a scope the key is known to lack (a probe, README
      // "Missing scopes"), so a 403 can be compared with the same 403 again.
      const send = (client: ApiClient): Promise<ApiResponse<unknown>> =>
        (
          replayCall(client, stored.path, { requestId: callId, probe: true }) as () => Promise<
            ApiResponse<unknown>
          >
        )()
      let status: number
      try {
        const res = key === null ? await send(currentClient(ctx)) : await ctx.session.withKeyClient(key, send)
        status = res.meta.status
      } catch (error) {
        // An error answer (the same 403 again) is what Send again asked for: it is shown beside the old one.
        if (!(error instanceof ApiError) || error.status === null) throw error
        status = error.status
      }
      const label = key?.label ?? ctx.vault.list().find((k) => k.id === keyId)?.label ?? null
      return { status, id: exchanges.lastOfCall(callId), keyLabel: label }
    },
    'log:key-health': async ({ keyId, from, to }) => health.read(keyId, from, to),
    'log:export-key-health': async ({ keyId, from, to }) => {
      const label = ctx.vault.list().find((k) => k.id === keyId)?.label ?? keyId
      const csv = keyHealthCsv(health.read(keyId, from, to), label)
      const day = new Date(to).toISOString().slice(0, 10)
      const file = await ctx.opts.chooseExportFile('csv', `key-health-${label}-${day}.csv`)
      if (file === null) return { file: null, rows: csv.rows }
      // With the byte order mark every export writes, so Excel reads it as UTF-8 (export/csv.ts).
      await writeFile(file, UTF8_BOM + csv.text).catch((error: unknown) => {
        throw cannotSave('key_health', file, error)
      })
      return { file, rows: csv.rows }
    },
    'log:get-retention': async () => exchanges.retention(),
    'log:set-retention': async (r) => exchanges.setRetention(r),
    'log:get-alerts': async () => alerts.settings(),
    'log:set-alerts': async (s) => alerts.set(s),
  }
}
