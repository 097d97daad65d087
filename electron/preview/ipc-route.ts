/** POST /ipc/<channel>: the JSON payload in, the handler's IpcResult out. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isInvokeChannel } from '../../shared/ipc/contract.ts'
import type { CorePort } from '../core/app/index.ts'
import { ORDER_HEADER, readOrder, type CallOrder } from './call-order.ts'
import { sendJson, sendRefusal } from './replies.ts'

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 1024 * 1024

/** The body passed MAX_BODY_BYTES. */
export class TooLarge extends Error {}

/** The whole body, or TooLarge past MAX_BODY_BYTES. */
// Events rather than for-await: leaving a for-await early destroys the socket before the 413 can be read.
export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return reject(new TooLarge())
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer): void => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk)
      req.off('data', onData)
      chunks.length = 0
      reject(new TooLarge())
    }
    req.on('data', onData)
    req.once('end', () => resolve(Buffer.concat(chunks)))
    req.once('error', reject)
  })
}

/**
 * Answers one call; `channel` is the path segment after /ipc/. With `order`, a numbered call reaches the core in
 * its page's order (call-order.ts); one refused before that still gives up its place, so none waits for it.
 */
export async function handleIpc(
  req: IncomingMessage,
  res: ServerResponse,
  core: CorePort,
  channel: string,
  order?: CallOrder,
): Promise<void> {
  const numbered = order === undefined ? null : readOrder(req.headers[ORDER_HEADER])
  const place =
    numbered === null || order === undefined
      ? { turn: async () => undefined, passed: () => undefined }
      : {
          turn: () => order.turn(numbered.page, numbered.n),
          passed: () => order.passed(numbered.page, numbered.n),
        }
  try {
    await answer(req, res, core, channel, place)
  } finally {
    // A call refused before its turn (or one that failed) gives its place up; after a turn this is a no-op.
    place.passed()
  }
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  core: CorePort,
  channel: string,
  place: { turn(): Promise<void>; passed(): void },
): Promise<void> {
  if (req.method !== 'POST') {
    sendRefusal(res, 405, 'method_not_allowed', 'Calls use POST.', { Allow: 'POST' })
    return
  }
  if (!isInvokeChannel(channel)) {
    sendRefusal(res, 404, 'unknown_channel', `There is no channel named "${channel.slice(0, 100)}".`)
    return
  }
  let body: Buffer
  try {
    body = await readBody(req)
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error
    // Drain (without buffering) rather than reset, so the client reliably reads the 413 before its upload ends.
    req.resume()
    sendRefusal(res, 413, 'payload_too_large', 'The request body is larger than 1 MB.')
    return
  }
  let payload: unknown
  if (body.length > 0) {
    try {
      payload = JSON.parse(body.toString('utf8'))
    } catch {
      sendRefusal(res, 400, 'invalid_json', 'The request body is not JSON.')
      return
    }
  }
  let result: unknown
  try {
    await place.turn()
    // Handed on in turn: the handler's first steps (queuing a write) run before the next call's.
    const pending = core.handlers[channel](payload)
    place.passed()
    result = await pending
  } catch {
    // Handlers promise never to throw; if one does anyway, the renderer still gets an answer it can show.
    sendRefusal(res, 500, 'internal_error', 'The handler failed unexpectedly.')
    return
  }
  sendJson(res, 200, result)
}
