/** The preview server: the built renderer plus the core's IPC over loopback HTTP, for a plain browser. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import type { KnownErrorCode } from '../../shared/ipc/error-kinds.ts'
import type { CorePort } from '../core/app/index.ts'
import { sseFrame, streamEvents } from './event-stream.ts'
import type { DeepLinkTarget } from '../deep-links/deep-link.ts'
import {
  hostAllowed,
  newToken,
  originAllowed,
  START_TICKET_PARAM,
  startTicket,
  tokenAllowed,
} from './guard.ts'
import { CallOrder } from './call-order.ts'
import { handleIpc } from './ipc-route.ts'
import { handleTestClock, TEST_CLOCK_PATH } from './test-clock-route.ts'
import type { MovableClock } from '../core/api/movable-clock.ts'
import { sendRefusal } from './replies.ts'
import { serveStatic, type DocumentSource } from './static-files.ts'
import {
  firstScreenFileOf,
  firstScreenLoader,
  previewFirstScreen,
} from '../protocol/first-screen-document.ts'

/** What the preview server serves and where. */
export interface PreviewServerOptions {
  core: CorePort
  /** Folder of the built renderer (dist/renderer). */
  staticDir: string
  /** The page served for `/` (default index.html; the preview's build has preview.html). */
  indexFile?: string
  /** The SSR build that draws the document's first screen (default: dist/ssr beside staticDir; null: none). */
  firstScreenFile?: string | null
  /**
   * That build already loading (firstScreenLoader), started by the caller before the core so its code is ready
   * sooner; the server closes it with itself. Takes the place of firstScreenFile.
   */
  firstScreenDrawing?: ReturnType<typeof firstScreenLoader>
  /** 0 picks a free port. */
  port?: number
  /** For tests; a fresh random token otherwise. */
  token?: string
  /** For tests; 15 s otherwise. */
  heartbeatMs?: number
  /** Time a client has to send its headers, and then the whole request (default 10 s and 30 s). */
  headersTimeoutMs?: number
  requestTimeoutMs?: number
  /** Open connections at most (default 32): one browser tab needs a handful. */
  maxConnections?: number
  /** Called when no tab has held an event stream for `tabGraceMs`: the tabs that started exports are gone. */
  onEveryTabGone?: () => void
  /** Grace for a reload to reconnect before `onEveryTabGone` (default 10 s). */
  tabGraceMs?: number
  /**
   * A deep link the printed address opens with, as the desktop window opens from one (--deep-link): its first
   * document is drawn while the link is held, and the first event stream is sent it, as main sends it once the
   * page has loaded (electron/deep-links/deep-link-router.main.ts).
   */
  deepLink?: DeepLinkTarget
  /**
   * The core's clock when the preview was started with --test-clock: POST /test/clock moves it (with the token),
   * and the first screen is drawn at its time, so the page's fake clock and the core's agree. Absent otherwise.
   */
  testClock?: MovableClock
}

/** Defaults of the slow-client bounds: far above what a local browser needs, far below a held socket. */
export const PREVIEW_LIMITS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxConnections: 32,
} as const

/** A running preview server. */
export interface PreviewServer {
  port: number
  token: string
  /**
   * The address to open: the token in the fragment (never sent to servers, never in Referer) and the one-time
   * start ticket in the query (guard.ts, startTicket).
   */
  url: string
  close(): Promise<void>
}

/** Starts the server on 127.0.0.1 and resolves once it listens. */
export async function startPreviewServer(options: PreviewServerOptions): Promise<PreviewServer> {
  const token = options.token ?? newToken()
  const streams = new Set<() => void>()
  let tabsGone: ReturnType<typeof setTimeout> | undefined
  const sockets = new Set<Socket>()
  let port = 0
  const firstScreenFile =
    options.firstScreenFile === undefined ? firstScreenFileOf(options.staticDir) : options.firstScreenFile
  // The printed address's one-time ticket: the document it opens is drawn with the page left and its kept
  // answers; every other document request gets the shell only (guard.ts, startTicket).
  const ticket = startTicket()
  let heldLink = options.deepLink ?? null
  // Sent on the first event stream after the document drawn for it, as main sends it once the page has loaded:
  // a stream opened before (another program's) never takes it.
  let linkPageServed = false
  const loader =
    options.firstScreenDrawing ?? (firstScreenFile === null ? null : firstScreenLoader(firstScreenFile))
  // Loaded and run once now, while the browser is still on its way: the first document should not wait for the
  // drawing's code, nor for its slow first run.
  const now = options.testClock?.now
  void loader?.warm(previewFirstScreen(options.core.handlers, true, false, now))
  // The printed address's first document also carries the session (the token), read before any drawn link can
  // change the fragment (README.md beside this file); no other document does.
  const document: DocumentSource = {
    load: loader ?? (async () => null),
    open: (url) => {
      const started = ticket.take(url)
      if (started) linkPageServed = true
      return {
        token: started ? token : null,
        data:
          loader === null
            ? Promise.resolve(null)
            : previewFirstScreen(options.core.handlers, started, started && heldLink !== null, now).then(
                (data) => loader.ahead(data),
              ),
      }
    },
  }

  // Each page's calls reach the core in the order it made them, as over Electron's IPC (call-order.ts).
  const order = new CallOrder()
  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const refuse = refuseAndClose(req, res)
    if (!hostAllowed(req, port)) return refuse(403, 'forbidden_host', 'Unexpected Host header.')
    if (!originAllowed(req)) return refuse(403, 'forbidden_origin', 'Cross-site requests are refused.')
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/'
    const isIpc = path.startsWith('/ipc/')
    const testClock = path === TEST_CLOCK_PATH ? options.testClock : undefined
    if (isIpc || path === '/events' || testClock) {
      if (!tokenAllowed(req, token))
        return refuse(403, 'forbidden_token', 'Missing or wrong preview token: open the printed URL.')
      if (isIpc) return handleIpc(req, res, options.core, decodeSegment(path.slice('/ipc/'.length)), order)
      if (testClock) return handleTestClock(req, res, testClock)
      if (req.method !== 'GET')
        return sendRefusal(res, 405, 'method_not_allowed', 'Use GET.', { Allow: 'GET' })
      const end = streamEvents(req, res, options.core, options.heartbeatMs)
      if (heldLink !== null && linkPageServed) {
        res.write(sseFrame('navigation:did-request', heldLink))
        heldLink = null
      }
      streams.add(end)
      clearTimeout(tabsGone)
      res.on('close', () => {
        streams.delete(end)
        if (streams.size === 0 && options.onEveryTabGone) {
          tabsGone = setTimeout(options.onEveryTabGone, options.tabGraceMs ?? 10_000)
        }
      })
      return
    }
    return serveStatic(req, res, options.staticDir, options.indexFile, document)
  }

  const headersTimeout = options.headersTimeoutMs ?? PREVIEW_LIMITS.headersTimeoutMs
  // Node checks the two timeouts on this interval (30 s by default), so it must be finer than they are.
  const checking = {
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(headersTimeout / 4))),
  }
  const server = createServer(checking, (req, res) => {
    route(req, res).catch(() => {
      if (!res.headersSent) sendRefusal(res, 500, 'internal_error', 'The preview server failed.')
      else res.destroy()
    })
  })
  // Slow clients: headers and the whole request are bounded in time, and the number of sockets is capped
  // (a slow body after a 403 used to hold a socket for minutes; docs/security.md, keys, URLs and the preview).
  server.headersTimeout = headersTimeout
  server.requestTimeout = options.requestTimeoutMs ?? PREVIEW_LIMITS.requestTimeoutMs
  server.maxConnections = options.maxConnections ?? PREVIEW_LIMITS.maxConnections
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  port = (server.address() as AddressInfo).port
  return {
    port,
    token,
    url: `http://127.0.0.1:${port}/?${START_TICKET_PARAM}=${ticket.value}#token=${token}`,
    close: async () => {
      clearTimeout(tabsGone)
      await loader?.close()
      for (const end of streams) end()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      // Event streams and keep-alive sockets would hold close() open forever.
      server.closeIdleConnections()
      for (const socket of sockets) socket.destroy()
      await closed
    },
  }
}

/**
 * A refusal that also ends the connection at once: the request's body is never read, and a client that keeps
 * sending it must not keep the socket.
 */
function refuseAndClose(
  req: IncomingMessage,
  res: ServerResponse,
): (status: number, code: KnownErrorCode, message: string) => void {
  return (status, code, message) => {
    res.on('finish', () => req.socket.destroy())
    sendRefusal(res, status, code, message, { Connection: 'close' })
  }
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
