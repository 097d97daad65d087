/** Dashboard stand-in (assumptions row 24): create and revoke keys over loopback HTTP. */
import type { IncomingMessage } from 'node:http'
import { clientIp } from './api.ts'
import { ServiceError, invalidParam } from './errors.ts'
import type { KeyStore } from './keys.ts'
import { errorReply, jsonReply, type Reply } from './respond.ts'

const MAX_BODY = 64 * 1024

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.')
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (c: Buffer) => {
      size += c.length
      if (size > MAX_BODY) {
        reject(invalidParam('body', `The body is larger than ${MAX_BODY} bytes.`))
        req.resume()
        return
      }
      chunks.push(c)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** Answers /dashboard/... ; only loopback callers may use it, others get 404. */
export async function handleDashboard(
  keys: KeyStore,
  now: () => number,
  req: IncomingMessage,
  path: string,
  requestId: string,
): Promise<Reply> {
  try {
    const revoke = /^\/dashboard\/keys\/([^/]+)\/revoke$/.exec(path)
    if (!isLoopback(clientIp(req)) || (path !== '/dashboard/keys' && !revoke))
      throw new ServiceError('not_found')
    if (req.method !== 'POST') {
      const err = new ServiceError('validation_failed', 'Only POST is supported here.', 'method')
      return errorReply(err, requestId, [['Allow', 'POST']])
    }
    if (revoke) {
      const id = decodeURIComponent(revoke[1] as string)
      if (!keys.revokeById(id)) throw new ServiceError('not_found', 'No key has this id.')
      return jsonReply(200, JSON.stringify({ id, status: 'revoked' }))
    }
    let input: unknown
    try {
      input = JSON.parse(await readBody(req))
    } catch (err) {
      if (err instanceof ServiceError) throw err
      throw invalidParam('body', 'The body must be JSON: {"owner": "...", "scopes": [...], "label": "..."}.')
    }
    if (typeof input !== 'object' || input === null)
      throw invalidParam('body', 'The body must be a JSON object.')
    const body = input as Record<string, unknown>
    const entry = keys.createKey(
      {
        owner: body['owner'] as string,
        scopes: body['scopes'],
        label: body['label'],
        expiresAt: body['expires_at'],
      },
      now(),
    )
    const expiresAt =
      entry.expiresMs === null ? null : new Date(entry.expiresMs).toISOString().replace(/\.\d{3}Z$/, 'Z')
    const out = {
      id: entry.id,
      key: entry.key,
      owner: entry.owner,
      scopes: [...entry.scopes],
      label: entry.label ?? null,
      expires_at: expiresAt,
    }
    return jsonReply(201, JSON.stringify(out))
  } catch (err) {
    if (err instanceof ServiceError) return errorReply(err, requestId)
    if (err instanceof URIError)
      return errorReply(invalidParam('id', 'The key id contains malformed percent-encoding.'), requestId)
    throw err
  }
}
