/** GET /events: every core event as one server-sent event, with heartbeats so idle proxies and tabs notice a drop. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { eventChannels } from '../../shared/ipc/contract.ts'
import type { CorePort } from '../core/app/index.ts'
import { SECURITY_HEADERS } from './replies.ts'

/** How often an idle stream sends a comment line. */
export const HEARTBEAT_MS = 15_000

/** One SSE frame; JSON has no raw newlines, so one data line always suffices. */
export function sseFrame(event: string, payload: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(payload ?? null)}\n\n`
}

/** Streams core events to one client until it disconnects; returns the function that ends the stream early. */
export function streamEvents(
  req: IncomingMessage,
  res: ServerResponse,
  core: CorePort,
  heartbeatMs = HEARTBEAT_MS,
): () => void {
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
  })
  // A first comment flushes the headers, so the client's fetch resolves at once and knows it is connected.
  res.write(': connected\n\n')
  const unsubscribes = eventChannels.map((channel) =>
    core.events.on(channel, (payload) => {
      res.write(sseFrame(channel, payload))
    }),
  )
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs)
  let ended = false
  const end = (): void => {
    if (ended) return
    ended = true
    clearInterval(heartbeat)
    for (const unsubscribe of unsubscribes) unsubscribe()
    if (!res.writableEnded) res.end()
  }
  req.on('close', end)
  res.on('close', end)
  return end
}
